import { useCallback, useEffect, useRef, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import type { GprsConfigEntry, GprsConfigVehiclesAnswer } from '@namiar/domain';
import { ApiError } from '../../kit/api/api';
import { pl } from '../../kit/i18n/pl';
import { withLoader } from '../../kit/loader/loaderStore';
import { toastError, toastInfo } from '../../kit/ui/toasts';
import { fetchConfigs, fetchConfigVehicles, readConfig } from './api';
import { defaultRange, isPending, rangeBody, refreshedEntries, withEntry } from './gprsModel';

const t = pl.gprsConfig;

/** How often a reading that waits for the device is asked again, and for how long. */
const POLL_MS = 2000;
const POLL_FOR_MS = 90_000;

export interface GprsConfigScreen {
  vehicles: GprsConfigVehiclesAnswer['vehicles'];
  vid: number | null;
  setVid(vid: number | null): void;
  range: [Dayjs, Dayjs];
  setRange(range: [Dayjs, Dayjs]): void;
  /** null until the first 'Wczytaj'. */
  entries: GprsConfigEntry[] | null;
  selected: GprsConfigEntry | null;
  select(id: number): void;
  load(): void;
  readNow(): void;
  /** The last 'read now' answer's route ('gprs' now, 'queue' when the device connects). */
  readRoute: 'gprs' | 'queue' | null;
}

/**
 * The GPRS configuration screen's data: the vehicle selector's list, the chosen vehicle's
 * readings in the range ('Wczytaj', cancellable: 'Pobieranie danych zostało anulowane'),
 * 'read now' (cancellable: 'Wysyłanie danych zostało anulowane'), and, while the chosen reading
 * still waits for the device's answers, the list asked again every 2 s.
 */
export function useGprsConfig(): GprsConfigScreen {
  const [vehicles, setVehicles] = useState<GprsConfigVehiclesAnswer['vehicles']>([]);
  const [vid, setVidState] = useState<number | null>(null);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => defaultRange(dayjs()));
  const [entries, setEntries] = useState<GprsConfigEntry[] | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [readRoute, setReadRoute] = useState<'gprs' | 'queue' | null>(null);
  const pollUntil = useRef(0);

  useEffect(() => {
    fetchConfigVehicles()
      .then((answer) => setVehicles(answer.vehicles))
      .catch(() => undefined);
  }, []);

  const setVid = useCallback((next: number | null) => {
    setVidState(next);
    setEntries(null);
    setSelectedId(null);
    setReadRoute(null);
  }, []);

  const load = useCallback(() => {
    if (vid === null) return toastError(t.vehicleRequired);
    withLoader(t.loading, (signal) => fetchConfigs({ vid, ...rangeBody(range) }, signal), { cancellable: true })
      .then((answer) => {
        setEntries(answer.grid);
        setSelectedId((id) => (answer.grid.some((e) => e.id === id) ? id : (answer.grid[0]?.id ?? null)));
      })
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.failure === 'aborted') toastInfo(t.loadCancelled);
      });
  }, [vid, range]);

  const readNow = useCallback(() => {
    if (vid === null) return toastError(t.vehicleRequired);
    withLoader(t.reading, (signal) => readConfig(vid, signal), { cancellable: true })
      .then((answer) => {
        setEntries((list) => withEntry(list ?? [], answer.entry));
        setSelectedId(answer.entry.id);
        setReadRoute(answer.route);
        pollUntil.current = Date.now() + POLL_FOR_MS;
      })
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.failure === 'aborted') toastInfo(t.readCancelled);
      });
  }, [vid]);

  const selected = entries?.find((e) => e.id === selectedId) ?? null;

  // A reading that waits for answers: ask again (silently) until it is read or the time is up.
  const waiting = isPending(selected) && vid !== null;
  useEffect(() => {
    if (!waiting || vid === null) return;
    const timer = window.setInterval(() => {
      if (Date.now() > pollUntil.current) return window.clearInterval(timer);
      const now = dayjs();
      const body = rangeBody([range[0], range[1].isAfter(now) ? range[1] : now.endOf('day')]);
      fetchConfigs({ vid, ...body })
        .then((answer) => setEntries((list) => refreshedEntries(list ?? [], answer.grid)))
        .catch(() => undefined);
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [waiting, vid, range]);

  return {
    vehicles,
    vid,
    setVid,
    range,
    setRange,
    entries,
    selected,
    select: setSelectedId,
    load,
    readNow,
    readRoute,
  };
}
