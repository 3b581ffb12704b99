import { formatDateTime, type PackedValue } from '@namiar/domain';
import { parseLocalDateTime } from '../../../kit/charts';
import type { ChartAxis as AxisMode } from '../model';

/**
 * X axis of the route charts (spec 2 §2.1, §4.1): points (index), road (sumrg, km), time
 * (dtValue) and engine time (etVal, h), and the zoom window of the toolbar's slider.
 */

export const AXIS_MODES: readonly AxisMode[] = ['points', 'road', 'time', 'engine'];

/** Zoom slider bounds, percent (spec 2 §9). 100 shows the whole chart. */
export const ZOOM_MIN = 10;
export const ZOOM_MAX = 400;

export interface PointSource {
  n: number;
  col(field: string): readonly PackedValue[];
}

const num = (v: PackedValue | undefined): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The modes a route can offer: road and engine time need their counters. */
export function availableModes(route: PointSource): AxisMode[] {
  const has = (field: string) => route.col(field).some((v) => num(v) !== null);
  return AXIS_MODES.filter((m) => (m === 'road' ? has('sumrg') : m === 'engine' ? has('etVal') : true));
}

/**
 * Seconds to add to an epoch second so that the chart's time axis (which shows the browser's
 * wall clock) shows the company zone's wall clock instead. Cached per hour: zone offsets only
 * change on hour boundaries.
 */
export function zoneShift(timeZone: string): (epochMs: number) => number {
  const cache = new Map<number, number>();
  return (epochMs) => {
    const hour = Math.floor(epochMs / 3_600_000);
    let shift = cache.get(hour);
    if (shift === undefined) {
      const probe = hour * 3_600_000;
      const local = parseLocalDateTime(formatDateTime(probe, timeZone));
      shift = local === null ? 0 : local - probe / 1000;
      cache.set(hour, shift);
    }
    return shift;
  };
}

/**
 * X value of every point in a mode, never decreasing (uPlot needs ascending X): a missing
 * counter repeats the previous value, and the first points before any value take the first one.
 */
export function xValues(route: PointSource, mode: AxisMode, timeZone: string): Float64Array {
  const x = new Float64Array(route.n);
  if (mode === 'points') {
    for (let i = 0; i < route.n; i++) x[i] = i;
    return x;
  }
  const field = mode === 'road' ? 'sumrg' : mode === 'engine' ? 'etVal' : 'dtValue';
  const col = route.col(field);
  const shift = mode === 'time' ? zoneShift(timeZone) : null;
  const convert = (v: number) => (mode === 'road' ? v / 1000 : mode === 'engine' ? v / 3600 : v / 1000 + shift!(v));
  let first = 0;
  for (let i = 0; i < route.n; i++) {
    const v = num(col[i]);
    if (v !== null) {
      first = convert(v);
      break;
    }
  }
  let last = first;
  for (let i = 0; i < route.n; i++) {
    const v = num(col[i]);
    const value = v === null ? last : convert(v);
    last = Math.max(last, value);
    x[i] = last;
  }
  return x;
}

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return 100;
  return Math.max(ZOOM_MIN, Math.min(ZOOM_MAX, Math.round(zoom)));
}

/**
 * The visible X window for a zoom (percent of the whole chart: 200 shows half of it) around
 * the current point's X. Inside the data the window keeps its width and slides to stay within
 * it; below 100 % the window is wider than the data and centred on it.
 */
export function zoomWindow(full: readonly [number, number], zoom: number, centre: number): [number, number] {
  const [lo, hi] = full;
  const span = hi - lo;
  if (!(span > 0)) return [lo - 0.5, hi + 0.5];
  const width = (span * 100) / clampZoom(zoom);
  if (width >= span) {
    const mid = lo + span / 2;
    return [mid - width / 2, mid + width / 2];
  }
  const c = Number.isFinite(centre) ? centre : lo + span / 2;
  const start = Math.max(lo, Math.min(hi - width, c - width / 2));
  return [start, start + width];
}

/** How many points lie in [from, to] of ascending X (binary search). */
export function countInWindow(x: Float64Array, from: number, to: number): number {
  const lower = (v: number) => {
    let a = 0;
    let b = x.length;
    while (a < b) {
      const m = (a + b) >> 1;
      if (x[m] < v) a = m + 1;
      else b = m;
    }
    return a;
  };
  const upper = (v: number) => {
    let a = 0;
    let b = x.length;
    while (a < b) {
      const m = (a + b) >> 1;
      if (x[m] <= v) a = m + 1;
      else b = m;
    }
    return a;
  };
  return Math.max(0, upper(to) - lower(from));
}
