import type { ReportColumn, ReportRow } from '../columns';
import { distinct, kmOf } from './common';

/**
 * Staffing (repdrvstaffing): which driver drove which vehicle when. A driving event ('Jazda',
 * 3) belongs to the driver the route names for it: the holder, at the drive's start, of the
 * driver identifier its first record carries (or the driver stored on the event). A staffing
 * row is a run of one vehicle's consecutive drives of one driver under one identifier period
 * (card in → card out) within one report day (a card left in for weeks still gives a row per
 * day): start of its first drive, end of its last, drives, driving time and road.
 * Rules: docs/reports-people-gprs.md.
 */
export interface AttributedDrive {
  vid: number;
  regno: string;
  /** Clipped to the range; `to` null: still driving at the range's last point. */
  from: number;
  to: number | null;
  seconds: number;
  /** GPS road of the drive, metres. */
  road: number;
  /** The driver the drive belongs to (null: nobody) and the identifier it was read from. */
  driverId: number | null;
  code: string | null;
  /** Start of the identifier period the drive began in (null: none, e.g. a driver stored by hand). */
  periodFrom: number | null;
}

export interface StaffingSpan {
  vid: number;
  regno: string;
  driverId: number;
  code: string | null;
  from: number;
  to: number | null;
  drives: number;
  seconds: number;
  road: number;
}

/** Index of the report day a moment falls in: the last start at or before it (-1: before the first). */
function dayIndex(dayStarts: readonly number[], t: number): number {
  let lo = 0;
  let hi = dayStarts.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (dayStarts[mid] <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/**
 * The runs of one vehicle's drives (in time order) that belong to a driver; `dayStarts`: the
 * starts of the report days (ascending), a run never spans two (a drive counts to the day it began).
 */
export function staffingSpans(drives: readonly AttributedDrive[], dayStarts: readonly number[]): StaffingSpan[] {
  const out: StaffingSpan[] = [];
  let run: StaffingSpan | null = null;
  let runPeriod: number | null = null;
  let runDay = -1;
  for (const d of drives) {
    if (d.driverId === null) {
      run = null;
      continue;
    }
    const day = dayIndex(dayStarts, d.from);
    if (run && run.driverId === d.driverId && runPeriod === d.periodFrom && runDay === day && run.vid === d.vid) {
      run.to = d.to;
      run.drives++;
      run.seconds += d.seconds;
      run.road += d.road;
      continue;
    }
    run = {
      vid: d.vid,
      regno: d.regno,
      driverId: d.driverId,
      code: d.code,
      from: d.from,
      to: d.to,
      drives: 1,
      seconds: d.seconds,
      road: d.road,
    };
    runPeriod = d.periodFrom;
    runDay = day;
    out.push(run);
  }
  return out;
}

type Format = (time: number) => string;

export function staffingRow(s: StaffingSpan, format: Format): ReportRow {
  return {
    regno: s.regno,
    _vid: s.vid,
    code: s.code,
    from: format(s.from),
    to: s.to === null ? null : format(s.to),
    drives: s.drives,
    seconds: s.seconds,
    km: kmOf(s.road),
    _from: format(s.from),
    // A run still driving at the range's last point has no end: no `_to`, the report's range.
    ...(s.to === null ? {} : { _to: format(s.to) }),
  };
}

/** Totals of a driver's runs (or of every driver's, for the footer). */
export function staffingTotals(spans: readonly StaffingSpan[], label: ReportRow, withVehicles: boolean): ReportRow {
  return {
    ...label,
    ...(withVehicles ? { vehicles: distinct(spans.map((s) => s.vid)) } : {}),
    drives: spans.reduce((n, s) => n + s.drives, 0),
    seconds: spans.reduce((n, s) => n + s.seconds, 0),
    km: kmOf(spans.reduce((n, s) => n + s.road, 0)),
  };
}

/** The summary's footer: its rows added up (a vehicle two drivers drove counts for both). */
export function staffingSummaryFooter(rows: readonly ReportRow[]): ReportRow {
  const sum = (f: string) => rows.reduce((s, r) => s + (typeof r[f] === 'number' ? r[f] : 0), 0);
  return {
    driver: 'Razem',
    vehicles: sum('vehicles'),
    drives: sum('drives'),
    seconds: sum('seconds'),
    km: Math.round(sum('km') * 1000) / 1000,
  };
}

const FIGURES: ReportColumn[] = [
  { field: 'drives', title: 'Liczba jazd', type: 'integer', width: 90 },
  { field: 'seconds', title: 'Czas jazdy', type: 'duration', width: 100 },
  { field: 'km', title: 'Przejechano', type: 'km', width: 100, decimals: 1 },
];

/** A driver's runs. */
export const STAFFING_GRID: readonly ReportColumn[] = [
  { field: 'regno', title: 'Pojazd', type: 'text', width: 140 },
  { field: 'code', title: 'Identyfikator', type: 'text', width: 160 },
  { field: 'from', title: 'Początek', type: 'datetime', width: 150 },
  { field: 'to', title: 'Koniec', type: 'datetime', width: 150 },
  ...FIGURES,
];

/** The summary: a row per driver. */
export const STAFFING_SUMMARY_GRID: readonly ReportColumn[] = [
  { field: 'driver', title: 'Kierowca', type: 'text', width: 180 },
  { field: 'vehicles', title: 'Pojazdy', type: 'integer', width: 90 },
  ...FIGURES,
];
