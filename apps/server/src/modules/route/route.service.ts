import {
  ROUTE_MAX_DAYS,
  ROUTE_MAX_MS,
  ROUTE_MSG,
  parseDateTime,
  routeReport,
  type RouteAnswer,
  type RouteBody,
  type RoutePoints,
} from '@namiar/domain';
import type { AppContext, SessionUser } from '../../http/context';
import { AnswerError, BadRequestError, errGlobal } from '../../http/errors';
import { loadVehicleEngineConfig } from '../../engine/vehicle-config';
import { createEngineRunner } from '../../engine/engine-runner';
import { vehicleScope } from '../monit/monit.service';
import { createPlaceLookup } from '../monit/place-lookup';
import { zoneFormatter } from '../monit/zone-format';
import { driverNamer, driverNamesById, routeDrivers } from './route-drivers';
import { routeEvents } from './route-events';
import { routeInfo } from './route-info';
import * as chunks from './route-chunks.repository';
import { routePieces } from './route-pieces';
import { lastOf, pointColumns } from './route-points';
import * as repo from './route.repository';

/** Time the events' place texts may take (cache, then the offline gazetteer); the rest the web geocodes. */
const GEO_BUDGET_MS = 50;

/** A business refusal: err.global with HTTP 200 (DESIGN §6). */
export const refuse = (message: string) => new AnswerError(200, errGlobal(message));

/** 'YYYY-MM-DD HH:mm:ss' range in the company zone → [from, to] in ms, the end second included whole. */
export function parseRange(user: SessionUser, fromText: string, toText: string) {
  const from = parseDateTime(fromText, user.timeZone);
  const to = parseDateTime(toText, user.timeZone);
  if (from === null || to === null) throw new BadRequestError({ global: ROUTE_MSG.dateFormat });
  if (to < from) throw new BadRequestError({ global: ROUTE_MSG.rangeOrder });
  return { from, to: to + 999 };
}

/** A vehicle of the user's company and, where he has one, of his vehicle list. */
export async function scopedVehicle(ctx: AppContext, user: SessionUser, vehicleId: number) {
  const v = await repo.findRouteVehicle(ctx.db, user.customerId, vehicleId);
  if (!v || !vehicleScope(user)(v.id)) throw refuse(ROUTE_MSG.vehicleNotFound);
  return v;
}

const silentLog = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} } as never;

export function createRouteService(ctx: AppContext) {
  const places = createPlaceLookup(ctx);

  /** Re-runs the engine over the vehicle from `from` (see EngineRunner.rerun) and waits for its writes. */
  async function regenerate(customerId: number, vehicleId: number, from: number) {
    // Without the process's runner (tests, tools) a runner of its own does the same work.
    const engine = ctx.engine ?? createEngineRunner(ctx, silentLog);
    await engine.rerun(vehicleId, customerId, from);
  }

  async function route(user: SessionUser, body: RouteBody): Promise<RouteAnswer & { points: RoutePoints }> {
    const { from, to } = parseRange(user, body.from_date, body.to_date);
    if (to - from > ROUTE_MAX_MS) throw refuse(ROUTE_MSG.rangeTooLong(ROUTE_MAX_DAYS));
    const vehicle = await scopedVehicle(ctx, user, body.id);
    const config = await loadVehicleEngineConfig(ctx.db, user.customerId, vehicle.id);
    if (!config) throw refuse(ROUTE_MSG.vehicleNotFound);
    if (body.generate) await regenerate(user.customerId, vehicle.id, from);

    if (body.generate) await chunks.deleteChunksFrom(ctx.db, user.customerId, [vehicle.id], from);

    const [built, stored, connections] = await Promise.all([
      routePieces(ctx, user.customerId, vehicle.id, config, user.timeZone, from, to),
      repo.listRangeEvents(ctx.db, user.customerId, vehicle.id, from, to),
      repo.listConnections(ctx.db, user.customerId, vehicle.id, from, to),
    ]);
    const format = zoneFormatter(user.timeZone);
    const cols = pointColumns(built.pieces);
    const points: RoutePoints = {
      n: cols.n,
      parts: built.pieces.filter((p) => p.n > 0).map((p) => ({ n: p.n, z: Buffer.from(p.data).toString('base64') })),
      conn: connections.map((c) => [
        Number(c.connected_at),
        c.disconnected_at === null ? null : Number(c.disconnected_at),
      ]),
      now: ctx.now(),
    };

    const codes = new Set<string>();
    const addCode = (c: string | null) => c && codes.add(c);
    cols.d1.forEach(addCode);
    cols.d2.forEach(addCode);
    for (const e of built.events.values()) addCode(e.driver);
    const [name, driversById, pois] = await Promise.all([
      driverNamer(ctx.db, user.customerId, codes),
      driverNamesById(
        ctx.db,
        user.customerId,
        stored.map((e) => e.driver_id).filter((d): d is number => d !== null),
      ),
      repo.listPoiNames(ctx.db, user.customerId, [
        ...new Set(stored.map((e) => e.poi_id).filter((p): p is number => p !== null)),
      ]),
    ]);
    const events = routeEvents(stored, {
      cols,
      engine: built.events,
      name,
      driversById,
      poiNames: new Map(pois.map((p) => [p.id, p.name])),
      format,
      openEnd: cols.n > 0 ? cols.time[cols.n - 1] : to,
    });
    const geo = await places.lookup(
      events.map((e) => ({ lat: e.blat, lon: e.blon })),
      GEO_BUDGET_MS,
    );
    events.forEach((e, k) => (e.geo = geo[k]));

    const fd = format(from);
    const td = format(to);
    const lastAll = (list: Float64Array[]) => list.map(lastOf);
    const lastCounts = (list: Float64Array[]) => list.map((a) => lastOf(a) ?? 0);
    const report = routeReport(
      fd,
      td,
      {
        ...cols,
        tmin: lastAll(cols.tmin),
        tmax: lastAll(cols.tmax),
        ic: lastCounts(cols.ic),
        ist: lastCounts(cols.ist),
        oc: lastCounts(cols.oc),
        ost: lastCounts(cols.ost),
      },
      events.map((e) => ({ eid: e.eid, val: e.val, inv: e.inv })),
    );
    const info = routeInfo({ vehicle, config, fd, td, tz: user.timeZone, format, cols, seen: cols.seen });
    return { id: vehicle.id, info, points, events, drivers: routeDrivers(cols.time, cols.d1, cols.d2, name), report };
  }

  return { route };
}
