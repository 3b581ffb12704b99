import { ROUTE_MSG, nearestIndex, parseDateTime, type RouteEventSaveForm } from '@namiar/domain';

import type { Db } from '../../db/schema';
import type { AppContext, SessionUser } from '../../http/context';
import { BadRequestError } from '../../http/errors';
import { deleteChunksFrom } from './route-chunks.repository';
import * as repo from './route.repository';
import { refuse, scopedVehicle } from './route.service';

type EditedEvent = Awaited<ReturnType<typeof repo.findEventsAt>>[number];

/** Fuel events a user may add, edit and delete by hand (spec 2 §2.1 event editor). */
const FUEL_EVENTS = [21, 22];

function eventTimes(user: SessionUser, body: RouteEventSaveForm) {
  const from = parseDateTime(body.from_date, user.timeZone);
  const to = parseDateTime(body.to_date, user.timeZone);
  const orig = body.orig_from_date ? parseDateTime(body.orig_from_date, user.timeZone) : from;
  if (from === null || to === null || orig === null) throw new BadRequestError({ global: ROUTE_MSG.dateFormat });
  if (to < from) throw new BadRequestError({ global: ROUTE_MSG.eventRangeOrder, to_date: ROUTE_MSG.eventRangeOrder });
  return { from, to, orig };
}

/**
 * A computed event removed by hand comes back when its range is regenerated: the cached days
 * from its start are dropped, so 'Dogeneruj zdarzenia' re-runs the engine from there
 * (docs/route.md 'Regeneration') instead of trusting the day as unchanged.
 */
async function forgetComputed(db: Db, customerId: number, vehicleId: number, removed: EditedEvent[]) {
  const computed = removed.filter((e) => e.manual === 0);
  if (computed.length === 0) return;
  await deleteChunksFrom(db, customerId, [vehicleId], Math.min(...computed.map((e) => Number(e.from_time))));
}

/**
 * The fuel events the editor means by a start: those starting then, else (the route clipped an
 * event begun before its range to the range start, docs/route.md 'Events') those running then.
 */
async function eventsShownAt(db: Db, customerId: number, vehicleId: number, types: number[], time: number) {
  const exact = await repo.findEventsAt(db, customerId, vehicleId, types, time);
  return exact.length > 0 ? exact : repo.findEventsRunningAt(db, customerId, vehicleId, types, time);
}

/** The nearest usable fix to a moment, or nulls. */
async function fixAt(ctx: AppContext, customerId: number, vehicleId: number, time: number) {
  const rows = await repo.fixesAround(ctx.db, customerId, vehicleId, time);
  const k = nearestIndex(
    rows.map((r) => r.time),
    time,
  );
  return k < 0 ? { lat: null, lon: null } : { lat: rows[k].lat, lon: rows[k].lon };
}

/**
 * `/route/event/save`: a refuelling (21) or fuel loss (22) entered by hand. Editing an event of
 * type 21/22 (`event_type_id`, found at `orig_from_date`, else `from_date`) replaces it; any
 * other type only prefilled the dialog and a new event is added. Litres are stored ×10 like the
 * engine's fuel events; begin/end coordinates are the fixes nearest to the start and the end.
 */
export async function saveRouteEvent(ctx: AppContext, user: SessionUser, body: RouteEventSaveForm) {
  const { from, to, orig } = eventTimes(user, body);
  const v = await scopedVehicle(ctx, user, body.id);
  const edited = body.event_type_id !== undefined && FUEL_EVENTS.includes(body.event_type_id);
  const [begin, end] = await Promise.all([
    fixAt(ctx, user.customerId, v.id, from),
    fixAt(ctx, user.customerId, v.id, to),
  ]);
  await ctx.db.transaction().execute(async (trx) => {
    if (edited) {
      const old = await eventsShownAt(trx, user.customerId, v.id, [body.event_type_id!], orig);
      if (old.length === 0) throw refuse(ROUTE_MSG.eventNotFound);
      await repo.deleteEvents(
        trx,
        user.customerId,
        old.map((e) => e.id),
      );
      await forgetComputed(trx, user.customerId, v.id, old);
    }
    await repo.putEvent(trx, {
      customer_id: user.customerId,
      vehicle_id: v.id,
      event_type: body.save_event_type_id,
      from_time: from,
      to_time: to,
      value: Math.round(body.value * 10),
      begin_lat: begin.lat,
      begin_lon: begin.lon,
      end_lat: end.lat,
      end_lon: end.lon,
      driver_id: null,
      poi_id: null,
      manual: 1,
      is_alarm: 0,
      accepted_at: null,
      accepted_by: null,
      description: null,
    });
  });
  return {};
}

/** `/route/event/delete`: removes the refuelling or fuel loss (computed or manual) at the given start. */
export async function deleteRouteEvent(ctx: AppContext, user: SessionUser, body: RouteEventSaveForm) {
  const { orig } = eventTimes(user, body);
  const type = body.event_type_id ?? body.save_event_type_id;
  if (!FUEL_EVENTS.includes(type)) throw refuse(ROUTE_MSG.saveEventType);
  const v = await scopedVehicle(ctx, user, body.id);
  const found = await eventsShownAt(ctx.db, user.customerId, v.id, [type], orig);
  if (found.length === 0) throw refuse(ROUTE_MSG.eventNotFound);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.deleteEvents(
      trx,
      user.customerId,
      found.map((e) => e.id),
    );
    await forgetComputed(trx, user.customerId, v.id, found);
  });
  return {};
}
