import { useCallback, useEffect, useRef, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DATE_TIME_FORMAT, type SmsListAnswer } from '@namiar/domain';
import { ApiError } from '../../kit/api/api';
import { pl } from '../../kit/i18n/pl';
import { withLoader } from '../../kit/loader/loaderStore';
import { toastInfo } from '../../kit/ui/toasts';
import { fetchSms } from './api';
import { listsOf, NO_LISTS, type SmsLists } from './smsModel';

dayjs.extend(customParseFormat);

export type LoadState = 'loading' | 'ready' | 'error';

export interface SmsScreen {
  grids: SmsListAnswer['grids'] | null;
  lists: SmsLists;
  state: LoadState;
  /** False when the server has no SMS centre: the notice shows, GPRS commands still go. */
  smsConfigured: boolean;
  /** 'Pokaż SMS starsze niż' as the user chose it; null: the server's default. */
  olderThan: Dayjs | null;
  /** Where the shown archive was cut (the server's default is the start of 'Aktualne'). */
  archiveBefore: Dayjs | null;
  setOlderThan(value: Dayjs | null): void;
  refresh(): void;
}

/**
 * The SMS screen's data: all four lists in one call ('Pobieram smsy...', cancellable:
 * 'Pobieranie smsów zostało anulowane'); the grids' schema is asked for once.
 */
export function useSmsScreen(): SmsScreen {
  const [grids, setGrids] = useState<SmsListAnswer['grids'] | null>(null);
  const [lists, setLists] = useState<SmsLists>(NO_LISTS);
  const [state, setState] = useState<LoadState>('loading');
  const [smsConfigured, setSmsConfigured] = useState(true);
  const [olderThan, setOlderThan] = useState<Dayjs | null>(null);
  const [archiveBefore, setArchiveBefore] = useState<Dayjs | null>(null);
  const [reloads, setReloads] = useState(0);
  const gridsRef = useRef(grids);
  gridsRef.current = grids;
  /** An answer asked for before a newer load must not replace it. */
  const generation = useRef(0);

  useEffect(() => {
    const mine = ++generation.current;
    setState((s) => (s === 'ready' ? s : 'loading'));
    // Without a chosen date the archive starts where 'Aktualne' ends (the server's default).
    const fromDate = olderThan ? olderThan.format(DATE_TIME_FORMAT) : '';
    withLoader(pl.smsScreen.loading, (signal) => fetchSms({ gridSchema: !gridsRef.current, fromDate }, signal), {
      cancellable: true,
    })
      .then((answer) => {
        if (mine !== generation.current) return;
        if (answer.grids) setGrids(answer.grids);
        setLists(listsOf(answer));
        setSmsConfigured(answer.sms_configured !== false);
        const cut = dayjs(answer.archive_before, DATE_TIME_FORMAT, true);
        setArchiveBefore(cut.isValid() ? cut : null);
        setState('ready');
      })
      .catch((e: unknown) => {
        if (mine !== generation.current) return;
        if (e instanceof ApiError && e.failure === 'aborted') toastInfo(pl.smsScreen.cancelled);
        setState((s) => (gridsRef.current && s === 'ready' ? s : 'error'));
      });
  }, [olderThan, reloads]);

  return {
    grids,
    lists,
    state,
    smsConfigured,
    olderThan,
    archiveBefore,
    setOlderThan,
    refresh: useCallback(() => setReloads((n) => n + 1), []),
  };
}
