import type { VehicleConfig } from './config';
import { fuelUsedNow } from './segments';
import type { EngineState, LiveState } from './types';

/** What the monitor needs from the state (spec 1 §3.1, §4). */
export function liveView(state: EngineState): LiveState {
  const { last, known: k, seg, fuel, tot } = state;
  let since: number | null = null;
  if (last && seg.cur) since = seg.cur.state === last.raw || !seg.cand ? seg.cur.from : seg.cand.from;
  const ant = k.antenna === 1 || k.antenna === 2 ? k.antenna : last && !last.valid ? 3 : 0;
  return {
    dt: last ? last.time : null,
    lat: state.fix ? state.fix.lat : null,
    lon: state.fix ? state.fix.lon : null,
    gps: last ? last.valid : false,
    key: last ? last.key : false,
    state: last ? last.raw : null,
    since,
    let: last && since !== null ? (last.time - since) / 1000 : 0,
    v: last ? last.speed : 0,
    th: k.tacho,
    r: k.rpm,
    azh: last ? last.course : 0,
    alt: last ? last.altitude : 0,
    sat: last ? last.satellites : 0,
    f: fuel.smooth ?? fuel.level,
    pl1: fuel.tanks[0],
    pl2: fuel.tanks[1],
    t: k.tonnage,
    al: k.extV === null ? null : k.extV / 1000,
    al_a: state.ep.volt != null,
    bat: k.batV === null ? null : k.batV / 1000,
    alp: k.batPct,
    pow: state.ep.power != null,
    g: k.gsm,
    ant,
    caseOpen: k.caseOpen === true,
    ckm: tot.ckm,
    cmth: tot.cmth / 1000,
    e1: k.e1,
    e2: k.e2,
    tpc: k.tpc,
    tv: k.tv,
    tpm: k.tpm,
    temps: k.temps.slice(),
    inputs: state.io.inBits,
    outputs: state.io.outBits,
    d1: k.d1,
    d2: k.d2,
  };
}

/** No point for noDataHours (the 'txd_no_data' alarm; the server's clock decides, as no point arrives). */
export function isNoData(state: EngineState, now: number, config: VehicleConfig): boolean {
  if (config.noDataHours === null || config.noDataHours <= 0) return false;
  const t = state.last ? state.last.time : null;
  return t === null || now - t >= config.noDataHours * 3_600_000;
}

/**
 * The state with the range totals at zero (road, times in states, input/output counters,
 * temperature min/max, fuel used), keeping everything else: what a route or report starts
 * from when it resumes a checkpoint taken before its range. Km and mth counters keep counting.
 */
export function startRange(state: EngineState): EngineState {
  const s: EngineState = JSON.parse(JSON.stringify(state));
  const { tot } = s;
  const rg = tot.sumrg;
  const th = tot.sumth;
  const fuOld = fuelUsedNow(s);
  tot.sumrg = 0;
  tot.sumth = 0;
  tot.rt = 0;
  tot.ht = 0;
  tot.st = 0;
  const et = tot.et;
  tot.et = 0;
  const io = s.io;
  io.ic.fill(0);
  io.ist.fill(0);
  io.oc.fill(0);
  io.ost.fill(0);
  for (let i = 0; i < io.ilt.length; i++) if (io.ion[i] === null) io.ilt[i] = 0;
  for (let i = 0; i < io.olt.length; i++) if (io.oon[i] === null) io.olt[i] = 0;
  s.temp.min.fill(null);
  s.temp.max.fill(null);
  const f = s.fuel;
  f.startLevel = f.plateau ? f.plateau.level : null;
  f.refuelled = 0;
  f.lost = 0;
  f.plu = f.plateau ? 0 : null;
  f.flu = f.flu !== null ? 0 : null;
  const fuNew = fuelUsedNow(s);
  const shiftFuel = (v: number | null) => (v === null || fuOld === null || fuNew === null ? null : v - fuOld + fuNew);
  for (const seg of [s.seg.cur, s.seg.cand]) {
    if (!seg) continue;
    seg.rg0 -= rg;
    seg.th0 -= th;
    seg.fu0 = shiftFuel(seg.fu0);
  }
  if (s.usage) {
    s.usage.et0 -= et;
    const fu0 = shiftFuel(s.usage.fu0);
    if (fu0 === null) s.usage = null;
    else s.usage.fu0 = fu0;
  }
  return s;
}
