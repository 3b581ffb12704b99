import type { MonitRoutePoints } from '@namiar/domain';
import { formatLocalDate, parseLocalDateTime } from '../../../kit/charts/timeAxis';

/** The widget always shows today's route (spec 1 §7: from start of today to end of today). */
export function todayRange(now: Date): { from_date: string; to_date: string } {
  const day = formatLocalDate(now);
  return { from_date: `${day} 00:00:00`, to_date: `${day} 23:59:59` };
}

/** The speed chart's columns: X in epoch seconds, speed and tacho speed in km/h. */
export interface SpeedChartData {
  /** [x, speed, tacho] in uPlot's aligned form. */
  data: [number[], (number | null)[], (number | null)[]];
  /** The original point time of each chart index, for the cursor readout. */
  dt: string[];
  /** False when no point carries a tacho speed: the tacho line is then left out of the readout. */
  hasTacho: boolean;
}

const finite = (v: number | null | undefined): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;

/**
 * Columnar route points → chart columns. Points whose time does not parse are left out, and
 * the rest are put in time order (uPlot needs ascending X; the server sends them ordered, so
 * sorting only happens for an out-of-order answer).
 */
export function toSpeedChartData(points: MonitRoutePoints): SpeedChartData {
  const rows: { x: number; v: number | null; th: number | null; dt: string }[] = [];
  let ordered = true;
  for (let i = 0; i < points.dt.length; i++) {
    const x = parseLocalDateTime(points.dt[i]);
    if (x === null) continue;
    if (rows.length > 0 && x < rows[rows.length - 1].x) ordered = false;
    rows.push({ x, v: finite(points.v[i]), th: finite(points.th[i]), dt: points.dt[i] });
  }
  if (!ordered) rows.sort((a, b) => a.x - b.x);
  return {
    data: [rows.map((r) => r.x), rows.map((r) => r.v), rows.map((r) => r.th)],
    dt: rows.map((r) => r.dt),
    hasTacho: rows.some((r) => r.th !== null),
  };
}

/** Track for the map: only points with usable coordinates (a fix-less point has none). */
export function toTrack(points: MonitRoutePoints): { lat: number[]; lon: number[] } {
  const lat: number[] = [];
  const lon: number[] = [];
  for (let i = 0; i < points.lat.length; i++) {
    const a = finite(points.lat[i]);
    const o = finite(points.lon[i]);
    if (a === null || o === null || Math.abs(a) > 90 || Math.abs(o) > 180) continue;
    // 0,0 is what a device sends before its first fix, never a real place of a land vehicle.
    if (a === 0 && o === 0) continue;
    lat.push(a);
    lon.push(o);
  }
  return { lat, lon };
}

export interface CursorReadout {
  time: string;
  speed: string;
  tacho: string | null;
}

/** Values at a chart index, formatted for the readout: whole km/h, '--' for a missing value. */
export function readoutAt(chart: SpeedChartData, idx: number, unit: string, none: string): CursorReadout | null {
  if (idx < 0 || idx >= chart.dt.length) return null;
  const fmt = (v: number | null) => (v === null ? none : `${Math.round(v)} ${unit}`);
  return {
    time: chart.dt[idx],
    speed: fmt(chart.data[1][idx]),
    tacho: chart.hasTacho ? fmt(chart.data[2][idx]) : null,
  };
}
