import {
  carryFix,
  dutyFactor,
  gprsActive,
  gprsAvailable,
  instantUse,
  normalizeDriver,
  packColumn,
  packNumbers,
  perHour,
  perHundredKm,
  rpmSoFar,
  runningMax,
  stepDiff,
  usableFix,
  type ConnectionSpan,
  type DerivedValues,
  type PackedColumn,
  type PackedColumns,
  type PackedValue,
  type Position,
  type VehicleConfig,
} from '@namiar/domain';

/**
 * The route's points as packed columns (api/route.ts, api/columns.ts). Columns are filled one
 * at a time into one reused buffer and packed at once, so a month of points never exists as
 * ~140 full arrays. Numeric columns used by the report and the events are also kept as
 * Float64Arrays (NaN = null) in `PointColumns`.
 */
export interface PointColumns {
  n: number;
  time: Float64Array;
  lat: Float64Array;
  lon: Float64Array;
  v: Float64Array;
  r: Float64Array;
  engine: Uint8Array;
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
  /** Thermometers 1–16 as read. */
  temps: Float64Array[];
  /** Driver and trailer/passenger identifiers as stored, null for none (empty or all zeros). */
  d1: (string | null)[];
  d2: (string | null)[];
}

const num = (v: number | null | undefined) => (v === null || v === undefined ? NaN : v);
/** NaN (unknown) travels as null. */
const nul = (v: number): number | null => (v === v ? v : null);

/** Column arrays of the values the report, the events and the derivations need. */
export function pointColumns(positions: readonly Position[], derived: readonly DerivedValues[]): PointColumns {
  const n = derived.length;
  const f = () => new Float64Array(n);
  const c: PointColumns = {
    n,
    time: f(),
    lat: f(),
    lon: f(),
    v: f(),
    r: f(),
    engine: new Uint8Array(n),
    sumrg: f(),
    sumth: f(),
    rt: f(),
    st: f(),
    ht: f(),
    et: f(),
    ckm: f(),
    cmth: f(),
    fuel: f(),
    flu: f(),
    plu: f(),
    temps: Array.from({ length: 16 }, f),
    d1: new Array<string | null>(n),
    d2: new Array<string | null>(n),
  };
  for (let i = 0; i < n; i++) {
    const p = positions[i];
    const d = derived[i];
    c.time[i] = p.time;
    c.lat[i] = p.lat;
    c.lon[i] = p.lon;
    c.v[i] = p.speed;
    c.r[i] = num(p.rpm);
    c.engine[i] = d.engine ? 1 : 0;
    c.sumrg[i] = d.sumrg;
    c.sumth[i] = d.sumth;
    c.rt[i] = d.rt;
    c.st[i] = d.st;
    c.ht[i] = d.ht;
    c.et[i] = d.et;
    c.ckm[i] = d.ckm;
    c.cmth[i] = d.cmth;
    c.fuel[i] = num(d.pls ?? d.plc ?? p.canFuelLitres);
    c.flu[i] = num(d.flu);
    c.plu[i] = num(d.plu);
    for (let k = 0; k < 16; k++) c.temps[k][i] = num(d.t[k]);
    c.d1[i] = p.driver1 === null ? null : normalizeDriver(p.driver1);
    c.d2[i] = p.driver2 === null ? null : normalizeDriver(p.driver2);
  }
  return c;
}

/** Which optional columns travel: configured inputs/outputs, thermometers configured or read. */
export function optionalColumns(config: VehicleConfig, cols: PointColumns) {
  const inputs = config.inputs.map((x, k) => (x.active ? k + 1 : 0)).filter((k) => k > 0);
  const outputs = config.outputs.map((x, k) => (x.active ? k + 1 : 0)).filter((k) => k > 0);
  const thermometers: number[] = [];
  for (let k = 0; k < 16; k++) {
    const t = cols.temps[k];
    let read = config.thermometers[k]?.active ?? false;
    for (let i = 0; !read && i < cols.n; i++) read = t[i] === t[i];
    if (read) thermometers.push(k + 1);
  }
  return { inputs, outputs, thermometers };
}

export interface PackOptions {
  config: VehicleConfig;
  receivedAt: Float64Array;
  connections: readonly ConnectionSpan[];
  /** Open connections count as open up to this moment. */
  now: number;
  fixBefore: { lat: number; lon: number } | null;
}

/** Every point field of api/route.ts, packed. */
export function packPoints(
  positions: readonly Position[],
  derived: readonly DerivedValues[],
  cols: PointColumns,
  opts: PackOptions,
): PackedColumns {
  const n = cols.n;
  const buf: (number | null)[] = new Array(n);
  const text: PackedValue[] = new Array(n);
  const c: Record<string, PackedColumn> = {};
  // Values are rounded to the places kept before packing: runs and constants then carry
  // '52.2297' instead of '52.22970000000001', and equal rounded values join one run.
  const put = (name: string, places: number, get: (i: number) => number | null) => {
    const s = 10 ** places;
    for (let i = 0; i < n; i++) {
      const v = get(i);
      buf[i] = v === null ? null : Math.round(v * s) / s;
    }
    c[name] = packNumbers(buf, places);
  };
  const putText = (name: string, get: (i: number) => string | null) => {
    for (let i = 0; i < n; i++) text[i] = get(i);
    c[name] = packColumn(text);
  };
  const putF = (name: string, places: number, a: ArrayLike<number>) => put(name, places, (i) => nul(a[i]));
  const P = positions;
  const D = derived;

  const usable = new Uint8Array(n);
  for (let i = 0; i < n; i++) usable[i] = usableFix(P[i].valid, P[i].lat, P[i].lon) ? 1 : 0;
  const fix = carryFix(cols.lat, cols.lon, usable, opts.fixBefore);
  putF('lat', 6, fix.lat);
  putF('lon', 6, fix.lon);
  putF('dtValue', 0, cols.time);
  put('azh', 0, (i) => P[i].course);
  putF('v', 1, cols.v);
  put('vt', 1, (i) => P[i].tachoSpeed);
  put('key', 0, (i) => (D[i].key ? 1 : 0));
  putF('gps', 0, usable);
  put('gsm', 0, (i) => P[i].gsm);
  put('r', 0, (i) => P[i].rpm);
  put('al', 0, (i) => P[i].externalVoltage);
  put('alt', 0, (i) => P[i].altitude);
  put('e1', 1, (i) => P[i].energy1);
  put('e2', 1, (i) => P[i].energy2);
  put('pt1', 1, (i) => P[i].fuelProbe1);
  put('pt2', 1, (i) => P[i].fuelProbe2);
  put('fll', 2, (i) => P[i].canFuelLitres);
  put('flc', 2, (i) => P[i].fuelUsedLitres);
  put('i', 0, (i) => P[i].inputs);
  put('o', 0, (i) => P[i].outputs);
  putText('d1', (i) => cols.d1[i]);
  putText('d2', (i) => cols.d2[i]);
  put('vol', 0, (i) => P[i].tractionVoltage);

  putF('sumrg', 0, cols.sumrg);
  putF('sumth', 0, cols.sumth);
  putF('rg', 1, stepDiff(cols.sumrg));
  putF('th', 1, stepDiff(cols.sumth));
  putF('rt', 0, cols.rt);
  putF('st', 0, cols.st);
  putF('ht', 0, cols.ht);
  putF('et', 0, cols.et);
  putF('etVal', 0, cols.cmth);
  putF('ckm', 0, cols.ckm);
  putF('cmt', 0, cols.cmth);
  putF('vmax', 1, runningMax(cols.v));
  const rpm = rpmSoFar(cols.r, cols.engine);
  putF('emax', 0, rpm.emax);
  putF('ea', 0, rpm.ea);
  put('df', 1, (i) => dutyFactor(cols.rt[i], cols.et[i]));
  putText('state', (i) => D[i].state);

  // Levels at 0.1 l (probe noise is about ±0.5 l); used litres and rates at 0.01 l.
  put('pl1', 1, (i) => D[i].pl1);
  put('pl2', 1, (i) => D[i].pl2);
  put('plc', 1, (i) => D[i].plc);
  put('pls', 1, (i) => D[i].pls);
  putF('plu', 2, cols.plu);
  putF('flu', 2, cols.flu);
  putF('flus', 2, stepDiff(cols.flu));
  putF('plk', 2, perHundredKm(cols.plu, cols.sumrg));
  putF('flk', 2, perHundredKm(cols.flu, cols.sumrg));
  putF('plm', 2, perHour(cols.plu, cols.et));
  putF('flm', 2, perHour(cols.flu, cols.et));
  putF('plmm', 2, instantUse(cols.time, cols.plu));
  putF('flmm', 2, instantUse(cols.time, cols.flu));
  putF('fluavg', 2, perHour(cols.flu, cols.rt));
  putF('gprsAval', 0, gprsAvailable(cols.time, opts.receivedAt));
  putF('gprsActive', 0, gprsActive(cols.time, opts.connections, opts.now));
  put('overspeed', 0, (i) => (D[i].overspeed ? 1 : 0));

  const optional = optionalColumns(opts.config, cols);
  for (const t of optional.thermometers) {
    const k = t - 1;
    putF(`t${t}`, 1, cols.temps[k]);
    put(`t${t}min`, 1, (i) => D[i].tmin[k]);
    put(`t${t}max`, 1, (i) => D[i].tmax[k]);
  }
  for (const x of optional.inputs) {
    const k = x - 1;
    put(`i${x}c`, 0, (i) => D[i].ic[k]);
    put(`i${x}st`, 0, (i) => D[i].ist[k]);
    put(`i${x}lt`, 0, (i) => D[i].ilt[k]);
  }
  for (const x of optional.outputs) {
    const k = x - 1;
    put(`o${x}c`, 0, (i) => D[i].oc[k]);
    put(`o${x}st`, 0, (i) => D[i].ost[k]);
    put(`o${x}lt`, 0, (i) => D[i].olt[k]);
  }
  return { n, c };
}
