/**
 * Stays in own points and bases (docs/events.md §14): a vehicle entering an area opens an
 * event (100 own point, 101 base) at its first fix inside, reported at once as an open record;
 * it ends at the first fix outside once the vehicle has stayed outside for AREA_EXIT_SECONDS (a
 * fix wandering over the edge of a parked vehicle's area does not split its stay). The event's
 * value is the area's id, which the server stores as the event's POI.
 */
import { createShapeIndex, type ShapeIndex } from '../geo/shapes';
import type { EngineArea } from './config';
import { type Ctx, closeEpisode, makeEvent, openEpisode } from './episodes';

/** Event ids of a stay in an own point and in a base (after the spec's catalogue of 1–99). */
export const AREA_EVENT = { poi: 100, base: 101 } as const;
/** Outside for this long ends a stay (at the first fix outside). */
export const AREA_EXIT_SECONDS = 60;

const keyOf = (a: Pick<EngineArea, 'kind' | 'id'>) => `area:${a.kind === 'base' ? 'b' : 'p'}${a.id}`;

/** Each configuration's areas indexed once (the configuration is not changed while it is used). */
const indexes = new WeakMap<readonly EngineArea[], ShapeIndex<number>>();

function indexOf(areas: readonly EngineArea[]): ShapeIndex<number> {
  let index = indexes.get(areas);
  if (!index) {
    index = createShapeIndex(areas.map((a, i) => ({ shape: a, value: i })));
    indexes.set(areas, index);
  }
  return index;
}

/**
 * One point of the area rule. `located`: this point brought an accepted fix (ctx.lat/lon is
 * where the vehicle is now); without one nothing changes, as with any rule whose signal is not
 * reported.
 */
export function areaStep(ctx: Ctx, located: boolean): void {
  const areas = ctx.cfg.areas;
  const s = ctx.s;
  if (!located || ((!areas || areas.length === 0) && !s.areas)) return;
  const lat = ctx.lat!;
  const lon = ctx.lon!;
  const inside = new Map<string, EngineArea>();
  if (areas && areas.length > 0) for (const i of indexOf(areas).find(lat, lon)) inside.set(keyOf(areas[i]), areas[i]);
  const present = (s.areas ??= {});
  const configured = areas ? new Set(areas.map(keyOf)) : new Set<string>();

  for (const key of Object.keys(present)) {
    const stay = present[key];
    if (inside.has(key)) {
      stay.out = null;
      continue;
    }
    if (!configured.has(key)) {
      // The area was deleted or made inactive meanwhile: the stay ends here.
      endStay(ctx, key, ctx.t, lat, lon);
      continue;
    }
    if (!stay.out) stay.out = { t: ctx.t, lat, lon };
    else if (ctx.t - stay.out.t >= AREA_EXIT_SECONDS * 1000) endStay(ctx, key, stay.out.t, stay.out.lat, stay.out.lon);
  }

  // Events are identified by (vehicle, type, start): two areas of a kind entered at one point
  // start a millisecond apart, so each keeps its own row.
  const opened = { poi: 0, base: 0 };
  for (const [key, area] of inside) {
    if (present[key]) continue;
    const eid = AREA_EVENT[area.kind];
    const ep = openEpisode(ctx, key, eid, 0, 0, area.id, ctx.d1);
    ep.from += opened[area.kind]++;
    ep.qualified = true;
    present[key] = { out: null };
    // The entry is reported at once, as an open record (no minimum duration, never an alarm).
    ctx.out.push(makeEvent(ctx.cfg, eid, ep.from, ep.from, true, area.id, ep, lat, lon, ep.driver, false));
  }
  if (Object.keys(present).length === 0) delete s.areas;
}

function endStay(ctx: Ctx, key: string, to: number, lat: number, lon: number) {
  closeEpisode(ctx, key, to, lat, lon);
  delete ctx.s.ep[key];
  delete ctx.s.areas![key];
}
