import type { RouteReport } from '../api/route';
import type { ReportColumn, ReportRow } from './columns';

/**
 * The daily report (repvehdaily, spec 2 §2.2 'daily standard'): one row per report day of a
 * vehicle, or one row per vehicle in the summary, with a totals footer. Every figure is the
 * route viewer's statistic for the same span (RouteReport, domain/route/report.ts), so the two
 * screens cannot disagree; the first start and last stop come from the span's driving events.
 * Rules: docs/reports.md.
 */

/** A moment with its place text. */
export interface TimedPlace {
  time: number;
  place: string;
}

/** Figures of one span (a day, or the sum of days / vehicles). */
export interface DailyValues {
  start: TimedPlace | null;
  stop: TimedPlace | null;
  /** Road, metres (GPS road of the route's statistics). */
  road: number;
  /**
   * Seconds driving ('Jazda'), halted ('Zatrzymanie': standing, key on) and stopped ('Postój'):
   * the state events' seconds, which partition the span (domain route/state-times.ts); and the
   * engine's seconds on without driving (engine time − driving).
   */
  drive: number;
  halt: number;
  stand: number;
  idle: number;
  /** Highest speed, km/h. */
  vmax: number;
  /** Litres used (null: the vehicle measures no fuel), refuelled and lost. */
  fuel: number | null;
  /** Road (m) of the spans whose fuel is known: what an average per 100 km divides by. */
  fuelRoad: number;
  fuelIn: number;
  fuelOut: number;
  /** Km counter at the span's first and last point, metres (null: no points). */
  odoStart: number | null;
  odoEnd: number | null;
}

/** A driving event of the span as the route lists it (clipped to the span). */
export interface DriveSpan {
  from: number;
  /** null: still driving at the span's end. */
  to: number | null;
  begin: string;
  end: string;
}

/** The span's values from the route's statistics over it, its driving events and its counters. */
export function dailyValues(
  report: RouteReport,
  drives: readonly DriveSpan[],
  odo: { start: number | null; end: number | null },
): DailyValues {
  const first = drives[0];
  const last = drives.length > 0 ? drives[drives.length - 1] : undefined;
  return {
    start: first ? { time: first.from, place: first.begin } : null,
    stop: last && last.to !== null ? { time: last.to, place: last.end } : null,
    road: report.rg,
    drive: report.rt,
    halt: report.ht,
    stand: report.st,
    idle: report.ei,
    vmax: report.vm,
    fuel: report.flu,
    fuelRoad: report.flu === null ? 0 : report.rg,
    fuelIn: report.ftv,
    fuelOut: report.flv,
    odoStart: odo.start,
    odoEnd: odo.end,
  };
}

const r2 = (v: number) => Math.round(v * 100) / 100 + 0;

/**
 * Litres per 100 km, two decimals: the litres over the road of the same spans (a totals row
 * divides the litres of the rows that know their fuel by those rows' road, never by road
 * without fuel data). Null without fuel or road.
 */
export function fuelPer100Km(litres: number | null, roadM: number): number | null {
  return litres !== null && roadM > 0 ? r2((litres / roadM) * 100_000) : null;
}

/** Totals of spans in time order (of one vehicle's days, or of vehicles for the footer). */
export function sumDaily(list: readonly DailyValues[], sameVehicle: boolean): DailyValues {
  const known = list.filter((v) => v.fuel !== null);
  return {
    // Starts, stops and counters of several vehicles are no one moment: the footer leaves them empty.
    start: sameVehicle ? (list.find((v) => v.start)?.start ?? null) : null,
    stop: sameVehicle ? (list.findLast((v) => v.stop)?.stop ?? null) : null,
    road: list.reduce((s, v) => s + v.road, 0),
    drive: list.reduce((s, v) => s + v.drive, 0),
    halt: list.reduce((s, v) => s + v.halt, 0),
    stand: list.reduce((s, v) => s + v.stand, 0),
    idle: list.reduce((s, v) => s + v.idle, 0),
    vmax: list.reduce((m, v) => Math.max(m, v.vmax), 0),
    fuel: known.length > 0 ? r2(known.reduce((s, v) => s + (v.fuel ?? 0), 0)) : null,
    fuelRoad: known.reduce((s, v) => s + v.fuelRoad, 0),
    fuelIn: r2(list.reduce((s, v) => s + v.fuelIn, 0)),
    fuelOut: r2(list.reduce((s, v) => s + v.fuelOut, 0)),
    odoStart: sameVehicle ? (list.find((v) => v.odoStart !== null)?.odoStart ?? null) : null,
    odoEnd: sameVehicle ? (list.findLast((v) => v.odoEnd !== null)?.odoEnd ?? null) : null,
  };
}

/** The row of a span; `label` holds the first columns (date, or vehicle). */
export function dailyRow(v: DailyValues, label: ReportRow, format: (time: number) => string): ReportRow {
  const km = v.road / 1000;
  return {
    ...label,
    start_time: v.start ? format(v.start.time) : null,
    start_place: v.start?.place ?? null,
    stop_time: v.stop ? format(v.stop.time) : null,
    stop_place: v.stop?.place ?? null,
    km,
    drive: v.drive,
    halt: v.halt,
    stand: v.stand,
    idle: v.idle,
    vmax: v.vmax,
    // The route's average: road over driving time.
    vavg: v.drive > 0 ? Math.round((km / (v.drive / 3600)) * 10) / 10 : 0,
    fuel: v.fuel,
    fuel100: fuelPer100Km(v.fuel, v.fuelRoad),
    fuel_in: v.fuelIn,
    fuel_out: v.fuelOut,
    odo_start: v.odoStart === null ? null : Math.floor(v.odoStart / 1000),
    odo_end: v.odoEnd === null ? null : Math.floor(v.odoEnd / 1000),
  };
}

const FIGURES: ReportColumn[] = [
  { field: 'start_time', title: 'Pierwsze ruszenie', type: 'datetime', width: 150 },
  { field: 'start_place', title: 'Miejsce ruszenia', type: 'text', width: 200 },
  { field: 'stop_time', title: 'Ostatnie zatrzymanie', type: 'datetime', width: 150 },
  { field: 'stop_place', title: 'Miejsce zatrzymania', type: 'text', width: 200 },
  { field: 'km', title: 'Przejechano', type: 'km', width: 100, decimals: 1 },
  { field: 'drive', title: 'Czas jazdy', type: 'duration', width: 100 },
  { field: 'halt', title: 'Czas zatrzymań', type: 'duration', width: 100 },
  { field: 'stand', title: 'Czas postojów', type: 'duration', width: 100 },
  { field: 'idle', title: 'Praca silnika bez jazdy', type: 'duration', width: 120 },
  { field: 'vmax', title: 'Prędkość maks.', type: 'kmh', width: 100 },
  { field: 'vavg', title: 'Prędkość średnia', type: 'kmh', width: 100 },
  { field: 'fuel', title: 'Zużyte paliwo', type: 'litres', width: 100 },
  { field: 'fuel100', title: 'Średnie spalanie [l/100 km]', type: 'number', width: 110, decimals: 2 },
  { field: 'fuel_in', title: 'Zatankowano', type: 'litres', width: 100 },
  { field: 'fuel_out', title: 'Ubytki paliwa', type: 'litres', width: 100 },
  { field: 'odo_start', title: 'Licznik km – początek', type: 'integer', width: 120 },
  { field: 'odo_end', title: 'Licznik km – koniec', type: 'integer', width: 120 },
];

/** Columns of one vehicle's days. */
export const DAILY_GRID: readonly ReportColumn[] = [
  { field: 'date', title: 'Dzień', type: 'date', width: 100 },
  ...FIGURES,
];
/** Columns of the summary: a row per vehicle. */
export const DAILY_SUMMARY_GRID: readonly ReportColumn[] = [
  { field: 'regno', title: 'Pojazd', type: 'text', width: 140 },
  ...FIGURES,
];
