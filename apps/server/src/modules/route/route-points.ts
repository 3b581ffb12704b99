import { joinParts, type RouteColumns } from '@namiar/domain';
import { pieceColumns, type RoutePiece } from './route-piece';

/**
 * The route's point values the server itself needs (the info, the events, the drivers, the
 * report), joined over the pieces as one range (domain/route/chunk-merge.ts). Numeric columns
 * are Float64Arrays (NaN = null), read-only (absent ones share one array); the web joins every
 * column itself from the same pieces.
 */
export interface PointColumns {
  n: number;
  time: Float64Array;
  v: Float64Array;
  r: Float64Array;
  engine: Float64Array;
  sumrg: Float64Array;
  sumth: Float64Array;
  rt: Float64Array;
  st: Float64Array;
  ht: Float64Array;
  et: Float64Array;
  ckm: Float64Array;
  cmth: Float64Array;
  /** Fuel level (smoothed sum, else calibrated sum, else CAN level), litres. */
  fuel: Float64Array;
  flu: Float64Array;
  plu: Float64Array;
  /** Thermometers 1–16 as read, and their min/max so far. */
  temps: Float64Array[];
  tmin: Float64Array[];
  tmax: Float64Array[];
  /** Inputs 1–8 and outputs 1–4: on-counts and seconds on so far (NaN: not configured). */
  ic: Float64Array[];
  ist: Float64Array[];
  oc: Float64Array[];
  ost: Float64Array[];
  /** Driver and trailer/passenger identifiers as stored, null for none (empty or all zeros). */
  d1: (string | null)[];
  d2: (string | null)[];
  /** Any point carried a tacho speed, a flow-meter counter, an energy counter. */
  seen: { tacho: boolean; flow: boolean; energy: boolean };
}

const BASE = ['dtValue', 'v', 'r', 'engine', 'sumrg', 'sumth', 'rt', 'st', 'ht', 'et', 'ckm', 'cmt', 'pls', 'plc'];
const MORE = ['fll', 'flu', 'plu', 'vt', 'flc', 'e1', 'e2', 'd1', 'd2'];
const WANTED = new Set([
  ...BASE,
  ...MORE,
  ...Array.from({ length: 16 }, (_, k) => [`t${k + 1}`, `t${k + 1}min`, `t${k + 1}max`]).flat(),
  ...Array.from({ length: 8 }, (_, k) => [`i${k + 1}c`, `i${k + 1}st`, `o${k + 1}c`, `o${k + 1}st`]).flat(),
]);

const anyKnown = (a: Float64Array | undefined) => !!a && a.some((v) => v === v);

/** Joins what the server needs of the pieces. */
export function pointColumns(pieces: readonly RoutePiece[]): PointColumns {
  const j: RouteColumns = joinParts(pieces.filter((p) => p.n > 0).map((p) => pieceColumns(p, WANTED)));
  const n = j.n;
  // One all-null column stands for every absent one (most of the 16 thermometers, 8 inputs and
  // 4 outputs): a month's 70 absent columns allocated apiece were 150 MB per call to collect.
  const none = new Float64Array(n).fill(NaN);
  const get = (f: string) => j.num[f] ?? none;
  const pls = get('pls');
  const plc = get('plc');
  const fll = get('fll');
  const fuel = new Float64Array(n);
  for (let i = 0; i < n; i++) fuel[i] = pls[i] === pls[i] ? pls[i] : plc[i] === plc[i] ? plc[i] : fll[i];
  const list = (count: number, name: (k: number) => string) =>
    Array.from({ length: count }, (_, k) => get(name(k + 1)));
  return {
    n,
    time: get('dtValue'),
    v: get('v'),
    r: get('r'),
    engine: get('engine'),
    sumrg: get('sumrg'),
    sumth: get('sumth'),
    rt: get('rt'),
    st: get('st'),
    ht: get('ht'),
    et: get('et'),
    ckm: get('ckm'),
    cmth: get('cmt'),
    fuel,
    flu: get('flu'),
    plu: get('plu'),
    temps: list(16, (k) => `t${k}`),
    tmin: list(16, (k) => `t${k}min`),
    tmax: list(16, (k) => `t${k}max`),
    ic: list(8, (k) => `i${k}c`),
    ist: list(8, (k) => `i${k}st`),
    oc: list(4, (k) => `o${k}c`),
    ost: list(4, (k) => `o${k}st`),
    d1: j.text.d1 ?? new Array<string | null>(n).fill(null),
    d2: j.text.d2 ?? new Array<string | null>(n).fill(null),
    seen: {
      tacho: anyKnown(j.num.vt),
      flow: anyKnown(j.num.flc),
      energy: anyKnown(j.num.e1) || anyKnown(j.num.e2),
    },
  };
}

/** The value at the last point (null: unknown or no points). */
export function lastOf(a: Float64Array): number | null {
  const v = a.length ? a[a.length - 1] : NaN;
  return v === v ? v : null;
}
