import { useCallback, useEffect, useRef, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_TIME_FORMAT, type SmsListAnswer } from '@namiar/domain';
import { ApiError } from '../../kit/api/api';
import { pl } from '../../kit/i18n/pl';
import { withLoader } from '../../kit/loader/loaderStore';
import { toastInfo } from '../../kit/ui/toasts';
import { fetchSms } from './api';
import { listsOf, NO_LISTS, type SmsLists } from './smsModel';

export type LoadState = 'loading' | 'ready' | 'error';

export interface SmsScreen {
  grids: SmsListAnswer['grids'] | null;
  lists: SmsLists;
  state: LoadState;
  /** False when the server has no SMS centre: the notice shows, GPRS commands still go. */
  smsConfigured: boolean;
  /** 'Pokaż SMS starsze niż': null means now (each refresh moves it). */
  olderThan: Dayjs | null;
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
  const [reloads, setReloads] = useState(0);
  const gridsRef = useRef(grids);
  gridsRef.current = grids;
  /** An answer asked for before a newer load must not replace it. */
  const generation = useRef(0);

  useEffect(() => {
    const mine = ++generation.current;
    setState((s) => (s === 'ready' ? s : 'loading'));
    const fromDate = (olderThan ?? dayjs()).format(DATE_TIME_FORMAT);
    withLoader(
      pl.smsScreen.loading,
      (signal) => fetchSms({ gridSchema: !gridsRef.current, fromDate }, signal),
      { cancellable: true },
    )
      .then((answer) => {
        if (mine !== generation.current) return;
        if (answer.grids) setGrids(answer.grids);
        setLists(listsOf(answer));
        setSmsConfigured(answer.sms_configured !== false);
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
    setOlderThan,
    refresh: useCallback(() => setReloads((n) => n + 1), []),
  };
}
