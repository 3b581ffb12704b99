import { useEffect, useState } from 'react';
import type { SmsDataAnswer } from '@namiar/domain';
import { ApiError } from '../../kit/api/api';
import { pl } from '../../kit/i18n/pl';
import { withLoader } from '../../kit/loader/loaderStore';
import { toastInfo } from '../../kit/ui/toasts';
import { fetchSmsData } from './api';

/**
 * The send form's data (`/sms/data`: vehicles, command types, whether SMS can be sent):
 * 'Pobieram dane...', cancellable with 'Pobieranie danych zostało anulowane'.
 */
export function useSmsSendData(): { data: SmsDataAnswer | null; failed: boolean } {
  const [data, setData] = useState<SmsDataAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let alive = true;
    withLoader(pl.smsSend.loading, (signal) => fetchSmsData(signal), { cancellable: true })
      .then((answer) => alive && setData(answer))
      .catch((e: unknown) => {
        if (!alive) return;
        if (e instanceof ApiError && e.failure === 'aborted') toastInfo(pl.smsSend.loadCancelled);
        setFailed(true);
      });
    return () => {
      alive = false;
    };
  }, []);
  return { data, failed };
}
