import type { ReportColumn, ReportRow } from './columns';

/**
 * Km counters (repvehkmcounters, summary only): per vehicle, the km counter and the
 * engine-hours counter (the engine's ckm/cmth, which follow the counter values set in the
 * vehicle's records) at the range's first and last point, and the device's own odometer as
 * its records carry it; the differences between. Rules: docs/reports.md.
 */
export interface CounterSpan {
  /** Km counter, metres; engine hours, seconds; device odometer, metres (null: unknown). */
  kmStart: number | null;
  kmEnd: number | null;
  mthStart: number | null;
  mthEnd: number | null;
  odoStart: number | null;
  odoEnd: number | null;
}

const diff = (a: number | null, b: number | null) => (a === null || b === null ? null : b - a);
const km = (m: number | null) => (m === null ? null : Math.round(m / 10) / 100);
const hours = (s: number | null) => (s === null ? null : Math.round((s / 3600) * 100) / 100);

export function kmCountersRow(regno: string, c: CounterSpan): ReportRow {
  return {
    regno,
    km_start: km(c.kmStart),
    km_end: km(c.kmEnd),
    km: km(diff(c.kmStart, c.kmEnd)),
    mth_start: hours(c.mthStart),
    mth_end: hours(c.mthEnd),
    mth: hours(diff(c.mthStart, c.mthEnd)),
    odo_start: km(c.odoStart),
    odo_end: km(c.odoEnd),
    odo: km(diff(c.odoStart, c.odoEnd)),
  };
}

/** The footer: the differences added up (counter readings of several vehicles do not add). */
export function kmCountersFooter(rows: readonly ReportRow[]): ReportRow {
  const sum = (f: string) =>
    Math.round(rows.reduce((s, r) => s + (typeof r[f] === 'number' ? r[f] : 0), 0) * 100) / 100;
  return { regno: 'Razem', km: sum('km'), mth: sum('mth'), odo: sum('odo') };
}

export const KM_COUNTERS_GRID: readonly ReportColumn[] = [
  { field: 'regno', title: 'Pojazd', type: 'text', width: 140 },
  { field: 'km_start', title: 'Licznik km – początek', type: 'km', width: 130, decimals: 1 },
  { field: 'km_end', title: 'Licznik km – koniec', type: 'km', width: 130, decimals: 1 },
  // A counter's difference, not the GPS road the other reports call 'Przejechano' (issue 27).
  { field: 'km', title: 'Licznik km – różnica', type: 'km', width: 110, decimals: 1 },
  { field: 'mth_start', title: 'Motogodziny – początek [h]', type: 'number', width: 130, decimals: 2 },
  { field: 'mth_end', title: 'Motogodziny – koniec [h]', type: 'number', width: 130, decimals: 2 },
  { field: 'mth', title: 'Motogodziny – różnica [h]', type: 'number', width: 130, decimals: 2 },
  { field: 'odo_start', title: 'Drogomierz – początek', type: 'km', width: 130, decimals: 1 },
  { field: 'odo_end', title: 'Drogomierz – koniec', type: 'km', width: 130, decimals: 1 },
  { field: 'odo', title: 'Drogomierz – różnica', type: 'km', width: 130, decimals: 1 },
];
