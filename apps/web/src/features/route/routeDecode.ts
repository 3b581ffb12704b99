import {
  fieldValues,
  readRoutePoints,
  unpackColumn,
  type PackedColumns,
  type PackedValue,
  type RouteAnswer,
  type RouteColumns,
  type RoutePoints,
} from '@namiar/domain';
import type { LoadedRoute } from './model';
import { zoneClock } from './routeFormat';
import type { RouteRequest } from '../../kit/period/routeForm';

/** One tab per vehicle and range (spec 2 §4.1): reloading the same route replaces its tab. */
export function routeKey(r: { vid: number; from_date: string; to_date: string }): string {
  return `${r.vid}|${r.from_date}|${r.to_date}`;
}

const isPieces = (p: RouteAnswer['points'] | undefined): p is RoutePoints =>
  !!p && Array.isArray((p as RoutePoints).parts);

function base64Bytes(text: string): Uint8Array {
  const from = (Uint8Array as unknown as { fromBase64?: (s: string) => Uint8Array }).fromBase64;
  if (from) return from(text);
  const bin = atob(text);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

async function inflateRaw(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * The points of an answer joined into one range with every field (docs/route.md 'Answer'):
 * the pieces are inflated by the browser (DecompressionStream, off the main thread) and joined
 * by domain/route/chunk-merge.ts. Null for answers without pieces.
 */
export async function decodeRoutePoints(answer: RouteAnswer): Promise<RouteColumns | null> {
  const points = answer.points;
  if (!isPieces(points)) return null;
  const inflated = await Promise.all(points.parts.map((p) => inflateRaw(base64Bytes(p.z))));
  return readRoutePoints(points, inflated);
}

/**
 * The answer of POST /app/route as the viewer reads it, with its points decoded by
 * `decodeRoutePoints` (or, without them, packed columns of api/columns.ts). Columns become
 * arrays on first use and are kept; a field the answer did not carry reads as all null. Times
 * are formatted in info.tz on first use of each point.
 */
export function toLoadedRoute(answer: RouteAnswer, request: RouteRequest, decoded?: RouteColumns | null): LoadedRoute {
  const n = decoded ? decoded.n : (answer.points?.n ?? 0);
  const packed: PackedColumns['c'] = !decoded && answer.points && !isPieces(answer.points) ? answer.points.c : {};
  const columns = new Map<string, readonly PackedValue[]>();
  let nulls: PackedValue[] | null = null;
  const dts = new Map<number, string>();
  const clock = zoneClock(answer.info.tz);

  function col(field: string): readonly PackedValue[] {
    const cached = columns.get(field);
    if (cached) return cached;
    let values: PackedValue[] | null = null;
    if (decoded) {
      if (decoded.num[field] || decoded.text[field]) values = fieldValues(decoded, field);
    } else if (Object.prototype.hasOwnProperty.call(packed, field)) values = unpackColumn(packed[field], n);
    if (!values) return (nulls ??= new Array<PackedValue>(n).fill(null));
    columns.set(field, values);
    return values;
  }

  // The panels read a few dozen fields at one point on every move: those are read from the
  // decoded typed arrays directly, instead of turning each whole column into an array first.
  function at(field: string, index: number): PackedValue {
    const cached = columns.get(field);
    if (cached || !decoded) return (cached ?? col(field))[index] ?? null;
    const text = decoded.text[field];
    if (text) return text[index] ?? null;
    const v = decoded.num[field]?.[index];
    return v !== undefined && v === v ? v : null;
  }

  function dt(index: number): string {
    const cached = dts.get(index);
    if (cached !== undefined) return cached;
    const ms = col('dtValue')[index];
    const text = typeof ms === 'number' ? clock(ms) : '';
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
    at,
    dt,
    answer,
  };
}

/** A point value as a number, null when missing or not a number. */
export function numAt(route: LoadedRoute, field: string, index: number): number | null {
  const v = route.at(field, index);
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
