import { useCallback, useEffect, useRef, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_TIME_FORMAT } from '@namiar/domain';
import { ApiError } from '../../kit/api/api';
import type { GridColumnSchema } from '../../kit/grid';
import { pl } from '../../kit/i18n/pl';
import { withLoader } from '../../kit/loader/loaderStore';
import { toastInfo } from '../../kit/ui/toasts';
import { fetchAlarms } from './api';
import { appendPage, withDescription, withoutIds, type AlarmScreenRow } from './alarmsModel';

export type LoadState = 'loading' | 'ready' | 'error';

export interface AlarmsScreen {
  schema: readonly GridColumnSchema[] | null;
  current: AlarmScreenRow[];
  archive: AlarmScreenRow[];
  /** More archive behind the last page ('Załaduj starsze' enabled). */
  hasOlder: boolean;
  loadingOlder: boolean;
  state: LoadState;
  /** 'Pokaż alarmy starsze niż': null until the user picks one (then every refresh means now). */
  olderThan: Dayjs | null;
  setOlderThan(value: Dayjs | null): void;
  refresh(): void;
  loadOlder(): void;
  /** Local changes after a call succeeded (no reload of pages already shown). */
  removeRows(ids: readonly number[]): void;
  describeRows(ids: readonly number[], text: string): void;
}

/**
 * The alarms screen's data: current alarms and the archive's first page in one call
 * ('Pobieram alarmy...', cancellable: 'Pobieranie alarmów zostało anulowane'), then older
 * archive pages by the answer's cursor.
 */
export function useAlarmsScreen(): AlarmsScreen {
  const [schema, setSchema] = useState<readonly GridColumnSchema[] | null>(null);
  const [current, setCurrent] = useState<AlarmScreenRow[]>([]);
  const [archive, setArchive] = useState<AlarmScreenRow[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [state, setState] = useState<LoadState>('loading');
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderThan, setOlderThan] = useState<Dayjs | null>(null);
  const [reloads, setReloads] = useState(0);
  const schemaRef = useRef(schema);
  schemaRef.current = schema;
  /** Pages asked for before a refresh must not land in the refreshed list. */
  const generation = useRef(0);

  useEffect(() => {
    const mine = ++generation.current;
    setState((s) => (s === 'ready' ? s : 'loading'));
    const fromDate = (olderThan ?? dayjs()).format(DATE_TIME_FORMAT);
    withLoader(
      pl.alarmsScreen.loading,
      (signal) => fetchAlarms({ gridSchema: schemaRef.current === null, fromDate }, signal),
      { cancellable: true },
    )
      .then((answer) => {
        if (mine !== generation.current) return;
        if (answer.grid) setSchema(answer.grid);
        setCurrent(answer.alarms);
        setArchive(answer.archive);
        setNext(answer.archive_next ?? null);
        setState('ready');
      })
      .catch((e: unknown) => {
        if (mine !== generation.current) return;
        if (e instanceof ApiError && e.failure === 'aborted') toastInfo(pl.alarmsScreen.cancelled);
        setState((s) => (schemaRef.current && s === 'ready' ? s : 'error'));
      });
  }, [olderThan, reloads]);

  const loadOlder = useCallback(() => {
    if (next === null || loadingOlder) return;
    const mine = generation.current;
    setLoadingOlder(true);
    const fromDate = (olderThan ?? dayjs()).format(DATE_TIME_FORMAT);
    fetchAlarms({ gridSchema: false, fromDate, cursor: next })
      .then((answer) => {
        if (mine !== generation.current) return;
        setArchive((rows) => appendPage(rows, answer.archive));
        setNext(answer.archive_next ?? null);
      })
      .catch(() => undefined)
      .finally(() => setLoadingOlder(false));
  }, [next, loadingOlder, olderThan]);

  return {
    schema,
    current,
    archive,
    hasOlder: next !== null,
    loadingOlder,
    state,
    olderThan,
    setOlderThan,
    refresh: useCallback(() => setReloads((n) => n + 1), []),
    loadOlder,
    removeRows: useCallback((ids: readonly number[]) => {
      setCurrent((rows) => withoutIds(rows, ids));
      setArchive((rows) => withoutIds(rows, ids));
    }, []),
    describeRows: useCallback((ids: readonly number[], text: string) => {
      setCurrent((rows) => withDescription(rows, ids, text));
      setArchive((rows) => withDescription(rows, ids, text));
    }, []),
  };
}
