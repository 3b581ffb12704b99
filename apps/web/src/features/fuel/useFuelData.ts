import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../kit/api/api';
import { withLoader } from '../../kit/loader/loaderStore';
import { toastInfo } from '../../kit/ui/toasts';
import type { FuelRange } from './api';

export type FuelLoadState = 'idle' | 'loading' | 'ready' | 'error';

/**
 * A fuel screen's data for the applied range: loaded under the loader with Cancel (a cancelled
 * load says so, e.g. 'Pobieranie tankowań zostało anulowane') and again after every change.
 * An answer of an older range never replaces a newer one.
 */
export function useFuelData<A>(
  range: FuelRange | null,
  fetcher: (range: FuelRange, signal: AbortSignal) => Promise<A>,
  texts: { loading: string; cancelled: string },
) {
  const [data, setData] = useState<A | null>(null);
  const [state, setState] = useState<FuelLoadState>('idle');
  const [reloads, setReloads] = useState(0);
  const generation = useRef(0);
  const fetchRef = useRef(fetcher);
  fetchRef.current = fetcher;

  useEffect(() => {
    if (!range) return;
    const mine = ++generation.current;
    setState('loading');
    withLoader(texts.loading, (signal) => fetchRef.current(range, signal), { cancellable: true })
      .then((answer) => {
        if (mine !== generation.current) return;
        setData(answer);
        setState('ready');
      })
      .catch((e: unknown) => {
        if (mine !== generation.current) return;
        if (e instanceof ApiError && e.failure === 'aborted') toastInfo(texts.cancelled);
        setState('error');
      });
  }, [range, reloads, texts.loading, texts.cancelled]);

  return { data, state, reload: useCallback(() => setReloads((n) => n + 1), []) };
}
