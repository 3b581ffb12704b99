import { lowerBound } from '../../route/events';
import type { ReportColumn, ReportRow } from '../columns';

/**
 * Visits to bases (repvehbases, event 101) and own points (repvehpoi, event 100): the engine's
 * stored stays of a vehicle clipped to the range, in arrival order, each with the drive from the
 * previous visit's departure (road from the route's cumulative GPS road, and time).
 * Rules: docs/reports-fuel-places.md.
 */

/** A stored stay: the area, its real start and end (null: the vehicle is still there). */
export interface AreaStay {
  pointId: number;
  from: number;
  to: number | null;
}

export interface Visit {
  pointId: number;
  name: string;
  /** Clipped to [range start, open end]: a stay begun before the range arrives at its start. */
  arrival: number;
  departure: number;
  /** Road (metres) and time (ms) since the previous visit's departure; null: first visit, or overlapping it. */
  driveRoad: number | null;
  driveTime: number | null;
}

/**
 * The stays overlapping [from, to] clipped to it; a stay still open ends at `openEnd` (the
 * range end, or now when that is earlier), one ended after the range at the range end.
 */
export function clipStays<T extends AreaStay>(
  stays: readonly T[],
  from: number,
  to: number,
  openEnd: number,
): (T & { arrival: number; departure: number })[] {
  const end = Math.min(to, openEnd);
  return stays
    .filter((s) => s.from <= to && (s.to === null || s.to >= from))
    .map((s) => {
      const arrival = Math.max(s.from, from);
      return { ...s, arrival, departure: Math.max(arrival, Math.min(s.to ?? end, to)) };
    })
    .sort((a, b) => a.arrival - b.arrival || a.pointId - b.pointId);
}

/** Cumulative road (metres) at `t`: the value at the last point at or before it (null: none known). */
export function roadAt(time: ArrayLike<number>, road: ArrayLike<number>, t: number): number | null {
  const i = lowerBound(time, t + 1) - 1;
  if (i < 0) return null;
  const v = road[i];
  return v === v ? v : null;
}

/** Clipped stays with their names and the drive from the previous one. */
export function buildVisits(
  stays: readonly { pointId: number; arrival: number; departure: number }[],
  names: ReadonlyMap<number, string>,
  road: (t: number) => number | null,
): Visit[] {
  return stays.map((s, k) => {
    const prev = k > 0 ? stays[k - 1] : null;
    const gap = prev !== null && prev.departure <= s.arrival;
    const a = gap ? road(prev.departure) : null;
    const b = gap ? road(s.arrival) : null;
    return {
      pointId: s.pointId,
      name: names.get(s.pointId) ?? `#${s.pointId}`,
      arrival: s.arrival,
      departure: s.departure,
      driveRoad: a !== null && b !== null ? Math.max(0, b - a) : null,
      driveTime: gap ? s.arrival - prev.departure : null,
    };
  });
}

const km = (m: number) => Math.round(m / 10) / 100 + 0;
const seconds = (ms: number) => Math.round(ms / 1000);

export function visitRow(v: Visit, format: (t: number) => string): ReportRow {
  return {
    name: v.name,
    arrival: format(v.arrival),
    departure: format(v.departure),
    time: seconds(v.departure - v.arrival),
    drive_km: v.driveRoad === null ? null : km(v.driveRoad),
    drive_time: v.driveTime === null ? null : seconds(v.driveTime),
    _from: format(v.arrival),
    _to: format(v.departure),
  };
}

/** Totals of visits: count, seconds at the points, road and time of the drives between them. */
export function visitTotals(visits: readonly Visit[]) {
  return {
    count: visits.length,
    time: visits.reduce((s, v) => s + seconds(v.departure - v.arrival), 0),
    driveKm: km(visits.reduce((s, v) => s + (v.driveRoad ?? 0), 0)),
    driveTime: visits.reduce((s, v) => s + (v.driveTime === null ? 0 : seconds(v.driveTime)), 0),
  };
}

/** The footer of one vehicle's visits. */
export function visitsFooter(visits: readonly Visit[]): ReportRow {
  const t = visitTotals(visits);
  return { name: 'Razem', time: t.time, drive_km: t.driveKm, drive_time: t.driveTime };
}

/** A summary row of a vehicle (or 'Razem' of all: vid null). */
export function visitsSummaryRow(regno: string, vid: number | null, visits: readonly Visit[]): ReportRow {
  const t = visitTotals(visits);
  return {
    ...(vid === null ? {} : { _vid: vid }),
    regno,
    count: t.count,
    time: t.time,
    drive_km: t.driveKm,
    drive_time: t.driveTime,
  };
}

/** Columns of one vehicle's visits; `point` names the kind ('Baza' / 'Punkt własny'). */
export function visitsGrid(point: string): ReportColumn[] {
  return [
    { field: 'name', title: point, type: 'text', width: 200 },
    { field: 'arrival', title: 'Przyjazd', type: 'datetime', width: 150 },
    { field: 'departure', title: 'Wyjazd', type: 'datetime', width: 150 },
    { field: 'time', title: 'Czas pobytu', type: 'duration', width: 110 },
    { field: 'drive_km', title: 'Droga od poprzedniego punktu', type: 'km', width: 130, decimals: 1 },
    { field: 'drive_time', title: 'Czas od poprzedniego punktu', type: 'duration', width: 130 },
  ];
}

export const VISITS_SUMMARY_GRID: readonly ReportColumn[] = [
  { field: 'regno', title: 'Pojazd', type: 'text', width: 140 },
  { field: 'count', title: 'Liczba wizyt', type: 'integer', width: 100 },
  { field: 'time', title: 'Czas pobytu', type: 'duration', width: 110 },
  { field: 'drive_km', title: 'Droga między punktami', type: 'km', width: 130, decimals: 1 },
  { field: 'drive_time', title: 'Czas przejazdów między punktami', type: 'duration', width: 140 },
];
