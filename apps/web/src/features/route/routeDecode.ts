import { formatDateTime, unpackColumn, type PackedValue, type RouteAnswer } from '@namiar/domain';
import type { LoadedRoute } from './model';
import type { RouteRequest } from './routeForm';

/** One tab per vehicle and range (spec 2 §4.1): reloading the same route replaces its tab. */
export function routeKey(r: { vid: number; from_date: string; to_date: string }): string {
  return `${r.vid}|${r.from_date}|${r.to_date}`;
}

/**
 * The answer of POST /app/route as the viewer reads it. Columns are unpacked on first use and
 * kept; a field the answer did not carry reads as all null. Times are formatted in info.tz on
 * first use of each point.
 */
export function toLoadedRoute(answer: RouteAnswer, request: RouteRequest): LoadedRoute {
  const n = answer.points?.n ?? 0;
  const packed = answer.points?.c ?? {};
  const columns = new Map<string, readonly PackedValue[]>();
  let nulls: PackedValue[] | null = null;
  const dts = new Map<number, string>();

  function col(field: string): readonly PackedValue[] {
    const cached = columns.get(field);
    if (cached) return cached;
    const source = Object.prototype.hasOwnProperty.call(packed, field) ? packed[field] : undefined;
    if (!source) return (nulls ??= new Array<PackedValue>(n).fill(null));
    const values = unpackColumn(source, n);
    columns.set(field, values);
    return values;
  }

  function dt(index: number): string {
    const cached = dts.get(index);
    if (cached !== undefined) return cached;
    const ms = col('dtValue')[index];
    const text = typeof ms === 'number' ? formatDateTime(ms, answer.info.tz) : '';
    dts.set(index, text);
    return text;
  }

  return {
    key: routeKey(request),
    request,
    info: answer.info,
    events: answer.events ?? [],
    drivers: answer.drivers ?? [],
    report: answer.report,
    n,
    col,
    dt,
    answer,
  };
}

/** A point value as a number, null when missing or not a number. */
export function numAt(route: LoadedRoute, field: string, index: number): number | null {
  const v = route.col(field)[index];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** The first point at or after `ms` (binary search over dtValue); the last point when none is. */
export function indexAtTime(route: LoadedRoute, ms: number): number {
  const times = route.col('dtValue');
  let lo = 0;
  let hi = route.n - 1;
  if (hi < 0) return 0;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const v = times[mid];
    if (typeof v === 'number' && v >= ms) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
