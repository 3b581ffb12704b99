import type { DerivedValues } from '../engine/types';
import type { VehicleConfig } from '../engine/config';
import type { Position } from '../telemetry';
import { normalizeDriver } from '../engine/advance';
import { usableFix } from '../engine/geo';
import type { RouteColumns } from './chunk-codec';
import { carryFix, gprsAvailable } from './derive';

/**
 * The stored point columns of one piece of route (a cached day or a range computed on the fly):
 * the device values and the engine's values counted from the piece's start (`startRange`).
 * What depends on the whole range (rg, th, flus, vmax, emax, ea, df, plk … fluavg, plmm, flmm,
 * gprsActive, etVal) is derived after the pieces are joined (chunk-merge.ts). `engine` (1/0)
 * is an extra column the joined derivations need. Values are rounded to their places here
 * (docs/route.md 'Packing').
 */

/** Decimal places kept per field; fields not listed keep 0. */
export const POINT_PLACES: Readonly<Record<string, number>> = (() => {
  const p: Record<string, number> = { lat: 6, lon: 6 };
  for (const f of ['fll', 'flc', 'plu', 'flu', 'flus', 'plk', 'flk', 'plm', 'flm', 'plmm', 'flmm', 'fluavg']) p[f] = 2;
  for (const f of ['v', 'vt', 'vmax', 'df', 'rg', 'th', 'e1', 'e2', 'pt1', 'pt2', 'pl1', 'pl2', 'plc', 'pls']) p[f] = 1;
  for (let k = 1; k <= 16; k++) p[`t${k}`] = p[`t${k}min`] = p[`t${k}max`] = 1;
  return p;
})();

export const placesOf = (field: string) => POINT_PLACES[field] ?? 0;

const num = (v: number | null | undefined) => (v === null || v === undefined ? NaN : v);

/** Which optional columns a piece carries: configured inputs/outputs, thermometers configured or read. */
export function optionalColumns(config: VehicleConfig, derived: readonly DerivedValues[]) {
  const inputs = config.inputs.map((x, k) => (x.active ? k + 1 : 0)).filter((k) => k > 0);
  const outputs = config.outputs.map((x, k) => (x.active ? k + 1 : 0)).filter((k) => k > 0);
  const thermometers: number[] = [];
  for (let k = 0; k < 16; k++) {
    let read = config.thermometers[k]?.active ?? false;
    for (let i = 0; !read && i < derived.length; i++) read = derived[i].t[k] !== null;
    if (read) thermometers.push(k + 1);
  }
  return { inputs, outputs, thermometers };
}

export interface BuildOptions {
  config: VehicleConfig;
  /** When each record reached the server (gprsAval). */
  receivedAt: ArrayLike<number>;
  /** The engine's last usable fix before the piece (carried to records without a fix). */
  fixBefore: { lat: number; lon: number } | null;
}

/** Columns of a piece from the engine's run over it (`positions[i]` gave `derived[i]`). */
export function buildColumns(
  positions: readonly Position[],
  derived: readonly DerivedValues[],
  opts: BuildOptions,
): RouteColumns {
  const n = derived.length;
  const cols: RouteColumns = { n, num: {}, places: {}, text: {} };
  const put = (name: string, get: (i: number) => number | null | undefined) => {
    const a = new Float64Array(n);
    const s = 10 ** placesOf(name);
    for (let i = 0; i < n; i++) {
      const v = get(i);
      a[i] = v === null || v === undefined ? NaN : Math.round(v * s) / s;
    }
    cols.num[name] = a;
    cols.places[name] = placesOf(name);
  };
  const P = positions;
  const D = derived;
  const usable = new Uint8Array(n);
  const lat = new Float64Array(n);
  const lon = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    usable[i] = usableFix(P[i].valid, P[i].lat, P[i].lon) ? 1 : 0;
    lat[i] = P[i].lat;
    lon[i] = P[i].lon;
  }
  // Records before the piece's first fix with no fix before it stay NaN: the joined range fills them.
  const fix = opts.fixBefore ? carryFix(lat, lon, usable, opts.fixBefore) : carryForward(lat, lon, usable);
  put('lat', (i) => num(fix.lat[i]));
  put('lon', (i) => num(fix.lon[i]));
  put('dtValue', (i) => P[i].time);
  put('azh', (i) => P[i].course);
  put('v', (i) => P[i].speed);
  put('vt', (i) => P[i].tachoSpeed);
  put('key', (i) => (D[i].key ? 1 : 0));
  put('engine', (i) => (D[i].engine ? 1 : 0));
  put('gps', (i) => usable[i]);
  put('gsm', (i) => P[i].gsm);
  put('r', (i) => P[i].rpm);
  put('al', (i) => P[i].externalVoltage);
  put('alt', (i) => P[i].altitude);
  put('e1', (i) => P[i].energy1);
  put('e2', (i) => P[i].energy2);
  put('pt1', (i) => P[i].fuelProbe1);
  put('pt2', (i) => P[i].fuelProbe2);
  put('fll', (i) => P[i].canFuelLitres);
  put('flc', (i) => P[i].fuelUsedLitres);
  put('i', (i) => P[i].inputs);
  put('o', (i) => P[i].outputs);
  put('vol', (i) => P[i].tractionVoltage);
  put('sumrg', (i) => D[i].sumrg);
  put('sumth', (i) => D[i].sumth);
  put('rt', (i) => D[i].rt);
  put('st', (i) => D[i].st);
  put('ht', (i) => D[i].ht);
  put('et', (i) => D[i].et);
  put('ckm', (i) => D[i].ckm);
  put('cmt', (i) => D[i].cmth);
  put('pl1', (i) => D[i].pl1);
  put('pl2', (i) => D[i].pl2);
  put('plc', (i) => D[i].plc);
  put('pls', (i) => D[i].pls);
  put('plu', (i) => D[i].plu);
  put('flu', (i) => D[i].flu);
  const aval = gprsAvailable(
    D.map((d) => d.time),
    opts.receivedAt,
  );
  put('gprsAval', (i) => aval[i]);
  put('overspeed', (i) => (D[i].overspeed ? 1 : 0));
  const optional = optionalColumns(opts.config, D);
  for (const t of optional.thermometers) {
    const k = t - 1;
    put(`t${t}`, (i) => D[i].t[k]);
    put(`t${t}min`, (i) => D[i].tmin[k]);
    put(`t${t}max`, (i) => D[i].tmax[k]);
  }
  for (const [prefix, list, c, st, lt] of [
    ['i', optional.inputs, 'ic', 'ist', 'ilt'],
    ['o', optional.outputs, 'oc', 'ost', 'olt'],
  ] as const)
    for (const x of list) {
      const k = x - 1;
      put(`${prefix}${x}c`, (i) => D[i][c][k]);
      put(`${prefix}${x}st`, (i) => D[i][st][k]);
      put(`${prefix}${x}lt`, (i) => D[i][lt][k]);
    }
  cols.text.state = D.map((d) => d.state);
  cols.text.d1 = P.map((p) => (p.driver1 === null ? null : normalizeDriver(p.driver1)));
  cols.text.d2 = P.map((p) => (p.driver2 === null ? null : normalizeDriver(p.driver2)));
  return cols;
}

/** The last fix carried forward; NaN before the first one. */
function carryForward(lat: Float64Array, lon: Float64Array, usable: Uint8Array) {
  const n = lat.length;
  const out = { lat: new Float64Array(n), lon: new Float64Array(n) };
  let la = NaN;
  let lo = NaN;
  for (let i = 0; i < n; i++) {
    if (usable[i]) {
      la = lat[i];
      lo = lon[i];
    }
    out.lat[i] = la;
    out.lon[i] = lo;
  }
  return out;
}
