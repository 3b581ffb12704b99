import { counterStep } from '../eco/counter-steps';
import { round3 } from '../eco/derive';
import { orderedPowerKw } from '../powerorder/ordered-power';
import { formatDateTime } from '../time';
import { type Ctx, makeEvent } from './episodes';

/**
 * Transgression of the ordered power (issue 16 §3, spec 2 §2.5): event 27, the id the spec's
 * catalogue leaves free (docs/decisions.md). The energy drawn (energy1 counter) is summed over
 * clock-aligned 15-minute windows exactly as the eco-driving reports do (domain/eco): the step
 * between two readings belongs to the window of the later one, resets and impossible steps are
 * skipped. When a point arrives in a later window, the closed window is compared with the
 * ordered power of its start's month (in the company zone): an average power strictly above it
 * is one event from the window's start to its end, valued at the average power (kW). An alarm
 * when the vehicle's alarm settings select event 27.
 */
export const POWER_EVENT_ID = 27;
export const POWER_WINDOW_MS = 15 * 60_000;

export function powerStep(ctx: Ctx, e1: number | null): void {
  const op = ctx.cfg.orderedPower;
  if (!op || op.years.length === 0) return;
  const key = Math.floor(ctx.t / POWER_WINDOW_MS);
  let w = ctx.s.power;
  if (w && w.key !== key) {
    closeWindow(ctx, w);
    w = { ...w, key, used: 0, lat: ctx.lat, lon: ctx.lon, elat: ctx.lat, elon: ctx.lon };
  }
  if (!w) w = { key, used: 0, e1: null, t: ctx.t, lat: ctx.lat, lon: ctx.lon, elat: ctx.lat, elon: ctx.lon };
  if (e1 !== null) {
    if (w.e1 !== null) w.used += counterStep(w.e1, w.t, ctx.t, e1).used;
    w.e1 = e1;
    w.t = ctx.t;
  }
  if (ctx.lat !== null) {
    w.elat = ctx.lat;
    w.elon = ctx.lon;
  }
  ctx.s.power = w;
}

function closeWindow(ctx: Ctx, w: NonNullable<Ctx['s']['power']>): void {
  const op = ctx.cfg.orderedPower!;
  const start = w.key * POWER_WINDOW_MS;
  const text = formatDateTime(start, op.zone);
  const po = orderedPowerKw(op.years, Number(text.slice(0, 4)), Number(text.slice(5, 7)));
  const pum = round3((round3(w.used) * 60) / 15);
  if (po === null || !(pum > po)) return;
  ctx.out.push(
    makeEvent(ctx.cfg, POWER_EVENT_ID, start, start + POWER_WINDOW_MS, false, pum, w, w.elat, w.elon, ctx.d1, true),
  );
}
