import type { ReportColumn, ReportRow } from '../columns';

/**
 * The speeds report (repvehspeeds, spec 2 §2.2): overspeed episodes, the engine's speeding
 * events (4 'Przekroczenie prędkości': speed above the vehicle's limit for at least its
 * speeding time; value = the highest speed), clipped to the range as the route shows them.
 * Row colours of spec 2 §9. Rules: docs/reports-drive.md.
 */

export type RowColor = 'red' | 'yellow' | 'green';

/** Seconds and km/h over the limit above which an episode is long / high (spec 2 §9). */
export const SPEEDING_LONG_SECONDS = 30;
export const SPEEDING_HIGH_KMH = 5;

/**
 * Spec 2 §9: red when over 30 s and over 5 km/h above the limit, green when neither, yellow when
 * over 30 s but not over 5 km/h. The spec leaves a short episode far over the limit open: it is
 * yellow too (one of the two thresholds passed, as the long and mild one), never green.
 * Without a known excess (no limit set) only the duration speaks: long yellow, short green.
 */
export function speedingColor(durationSeconds: number, excess: number | null): RowColor {
  const long = durationSeconds > SPEEDING_LONG_SECONDS;
  const high = excess !== null && excess > SPEEDING_HIGH_KMH;
  if (long && high) return 'red';
  if (long || high) return 'yellow';
  return 'green';
}

/** An overspeed episode. */
export interface SpeedingValues {
  from: number;
  /** null: still over the limit at the range's end. */
  to: number | null;
  dur: number;
  /** The vehicle's limit, km/h (null: none configured now). */
  limit: number | null;
  /** Highest speed of the episode, km/h. */
  vmax: number | null;
  place: string | null;
}

const r1 = (v: number) => Math.round(v * 10) / 10 + 0;

export function speedingExcess(e: Pick<SpeedingValues, 'limit' | 'vmax'>): number | null {
  return e.limit === null || e.vmax === null ? null : r1(e.vmax - e.limit);
}

export function speedingRow(e: SpeedingValues, format: (time: number) => string, openEnd: number): ReportRow {
  const excess = speedingExcess(e);
  return {
    start_time: format(e.from),
    stop_time: e.to === null ? null : format(e.to),
    dur: e.dur,
    limit: e.limit,
    vmax: e.vmax,
    excess,
    place: e.place,
    _from: format(e.from),
    _to: format(e.to ?? openEnd),
    _color: speedingColor(e.dur, excess),
  };
}

/** Episodes of a vehicle (or vehicles) in all: how many, seconds, the highest excess (null: none known). */
export interface SpeedingTotals {
  count: number;
  dur: number;
  excess: number | null;
}

export function speedingTotals(list: readonly SpeedingTotals[]): SpeedingTotals {
  const known = list.map((t) => t.excess).filter((x): x is number => x !== null);
  return {
    count: list.reduce((s, t) => s + t.count, 0),
    dur: list.reduce((s, t) => s + t.dur, 0),
    excess: known.length > 0 ? Math.max(...known) : null,
  };
}

/** One episode as totals (to add episodes up). */
export const episodeTotals = (e: SpeedingValues): SpeedingTotals => ({
  count: 1,
  dur: e.dur,
  excess: speedingExcess(e),
});

export function speedingTotalsRow(t: SpeedingTotals, label: ReportRow): ReportRow {
  return { ...label, count: t.count, dur: t.dur, excess: t.excess };
}

export const SPEEDS_GRID: readonly ReportColumn[] = [
  { field: 'start_time', title: 'Początek', type: 'datetime', width: 150 },
  { field: 'stop_time', title: 'Koniec', type: 'datetime', width: 150 },
  { field: 'dur', title: 'Czas trwania', type: 'duration', width: 100 },
  { field: 'limit', title: 'Limit prędkości', type: 'kmh', width: 100 },
  { field: 'vmax', title: 'Prędkość maks.', type: 'kmh', width: 100 },
  { field: 'excess', title: 'Przekroczenie', type: 'kmh', width: 100 },
  { field: 'place', title: 'Miejsce rozpoczęcia', type: 'text', width: 220 },
];

export const SPEEDS_SUMMARY_GRID: readonly ReportColumn[] = [
  { field: 'regno', title: 'Pojazd', type: 'text', width: 140 },
  { field: 'count', title: 'Liczba przekroczeń', type: 'integer', width: 120 },
  { field: 'dur', title: 'Łączny czas przekroczeń', type: 'duration', width: 140 },
  { field: 'excess', title: 'Największe przekroczenie', type: 'kmh', width: 140 },
];
