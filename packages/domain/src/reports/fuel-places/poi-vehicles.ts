import type { ReportColumn, ReportRow } from '../columns';

/**
 * Vehicles at own points (reppoiveh): the own point stays (event 100) seen from each point —
 * which vehicle, arrival, departure, time — clipped to the range as repvehpoi clips them
 * (visits.ts clipStays). Rules: docs/reports-fuel-places.md.
 */
export interface PointVisit {
  vid: number;
  regno: string;
  arrival: number;
  departure: number;
}

const seconds = (ms: number) => Math.round(ms / 1000);

export function pointVisitRow(v: PointVisit, format: (t: number) => string): ReportRow {
  return {
    _vid: v.vid,
    regno: v.regno,
    arrival: format(v.arrival),
    departure: format(v.departure),
    time: seconds(v.departure - v.arrival),
    _from: format(v.arrival),
    _to: format(v.departure),
  };
}

/** The footer of one point's visits: count, vehicles and time. */
export function pointVisitsFooter(visits: readonly PointVisit[]): ReportRow {
  return {
    regno: 'Razem',
    time: visits.reduce((s, v) => s + seconds(v.departure - v.arrival), 0),
  };
}

/** A summary row: a point's (or all points', 'Razem') visits, distinct vehicles and time. */
export function pointSummaryRow(name: string, visits: readonly PointVisit[]): ReportRow {
  return {
    name,
    count: visits.length,
    vehicles: new Set(visits.map((v) => v.vid)).size,
    time: visits.reduce((s, v) => s + seconds(v.departure - v.arrival), 0),
  };
}

export const POINT_VISITS_GRID: readonly ReportColumn[] = [
  { field: 'regno', title: 'Pojazd', type: 'text', width: 140 },
  { field: 'arrival', title: 'Przyjazd', type: 'datetime', width: 150 },
  { field: 'departure', title: 'Wyjazd', type: 'datetime', width: 150 },
  { field: 'time', title: 'Czas pobytu', type: 'duration', width: 110 },
];

export const POINT_SUMMARY_GRID: readonly ReportColumn[] = [
  { field: 'name', title: 'Punkt własny', type: 'text', width: 200 },
  { field: 'count', title: 'Liczba wizyt', type: 'integer', width: 100 },
  { field: 'vehicles', title: 'Liczba pojazdów', type: 'integer', width: 110 },
  { field: 'time', title: 'Czas pobytu', type: 'duration', width: 110 },
];
