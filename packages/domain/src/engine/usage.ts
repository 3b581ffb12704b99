import { type Ctx, checkEpisode, closeEpisode, openEpisode, track } from './episodes';
import { fuelUsedNow } from './segments';

/** A window over the consumption limit opens or extends the event; one under it ends the event at the window's start. */
function windowRule(
  ctx: Ctx,
  key: string,
  eid: number,
  over: boolean,
  rate: number | null,
  win: { from: number; lat: number | null; lon: number | null },
): void {
  const { s } = ctx;
  let ep = s.ep[key];
  if (!over) {
    if (ep) closeEpisode(ctx, key, win.from, win.lat, win.lon);
    return;
  }
  if (!ep) {
    ep = openEpisode(ctx, key, eid, 0, 0, rate, ctx.d1);
    ep.from = win.from;
    ep.lat = win.lat;
    ep.lon = win.lon;
  } else if (rate !== null && (ep.value === null || rate > ep.value)) ep.value = rate;
  checkEpisode(ctx, ep);
}

/**
 * High consumption: fuel used is measured over consecutive windows of bigUsagePeriodSeconds
 * (a window ends at the first point at least that long after its start). Over the window:
 * l/100 km = used / km-counter road × 100000 (only with at least 1 km of road, and — when that
 * road is GPS road — only if every fix in the window was valid) → event 23;
 * l/mth = used / engine hours (only with at least one engine minute) → event 40. Consecutive
 * windows over the limit make one event, valued at the highest rate (×10). A gap in the data
 * longer than the period restarts the window.
 */
export function usageStep(ctx: Ctx, dtMs: number, valid: boolean): void {
  const { s, cfg } = ctx;
  const km = cfg.bigUsageKmEnabled && cfg.bigUsageKm !== null && cfg.bigUsageKm > 0;
  const mth = cfg.bigUsageMthEnabled && cfg.bigUsageMth !== null && cfg.bigUsageMth > 0;
  if (!km && !mth) return;
  const fu = fuelUsedNow(s);
  if (fu === null) return;
  const periodMs = Math.max(60, cfg.bigUsagePeriodSeconds) * 1000;
  const w = s.usage;
  if (!w) return newWindow(ctx, fu);
  if (dtMs > periodMs) {
    if (km) windowRule(ctx, 'useKm', 23, false, null, w);
    if (mth) windowRule(ctx, 'useMth', 40, false, null, w);
    return newWindow(ctx, fu);
  }
  if (!valid) w.noFix = true;
  if (ctx.t - w.from < periodMs) return;
  const used = Math.max(0, fu - w.fu0);
  const road = s.tot.ckm - w.rg0;
  const roadKnown = cfg.roadFromTacho || !w.noFix;
  const engineH = (s.tot.et - w.et0) / 3.6e6;
  if (km) {
    const rate = roadKnown && road >= 1000 ? (used / road) * 100000 : null;
    windowRule(ctx, 'useKm', 23, rate !== null && rate > cfg.bigUsageKm!, rate, w);
  }
  if (mth) {
    const rate = engineH >= 1 / 60 ? used / engineH : null;
    windowRule(ctx, 'useMth', 40, rate !== null && rate > cfg.bigUsageMth!, rate, w);
  }
  newWindow(ctx, fu);
}

function newWindow(ctx: Ctx, fu: number): void {
  const { s } = ctx;
  s.usage = { from: ctx.t, lat: ctx.lat, lon: ctx.lon, rg0: s.tot.ckm, et0: s.tot.et, fu0: fu, noFix: false };
}

/** Shortest interval over which the flow rate is measured, ms; longer gaps are not measured. */
const FLOW_MIN_MS = 60_000;
const FLOW_MAX_MS = 600_000;

/**
 * Flow meter limits: with the engine on, the rate of the flow/CAN used-fuel counter (l/h,
 * measured over at least a minute) below flowMinUsage for flowMinSeconds → event 41, above
 * flowMaxUsage for flowMaxSeconds → event 42; value the lowest/highest rate, l/h.
 */
export function flowStep(ctx: Ctx, counter: number | null, engine: boolean): void {
  const { s, cfg } = ctx;
  const min = cfg.flowMinUsage;
  const max = cfg.flowMaxUsage;
  if (min === null && max === null) return;
  if (!engine) {
    track(ctx, 'flowMin', 41, false, 0, 0);
    track(ctx, 'flowMax', 42, false, 0, 0);
    s.flow = null;
    return;
  }
  if (counter === null) return;
  const f = s.flow;
  if (!f || counter < f.value || ctx.t - f.time > FLOW_MAX_MS) {
    s.flow = { time: ctx.t, value: counter };
    return;
  }
  if (ctx.t - f.time < FLOW_MIN_MS) return;
  const rate = (counter - f.value) / ((ctx.t - f.time) / 3.6e6);
  if (min !== null) track(ctx, 'flowMin', 41, rate < min, cfg.flowMinSeconds * 1000, 0, rate, -1);
  if (max !== null) track(ctx, 'flowMax', 42, rate > max, cfg.flowMaxSeconds * 1000, 0, rate, 1);
  s.flow = { time: ctx.t, value: counter };
}
