import { AREA_EVENT, routeReport, type RouteAnswer, type RouteEvent, type RoutePoints } from '@namiar/domain';
import { listInvoices, listLossAcceptances } from '../fuel/fuel.repository';
import { zoneFormatter } from '../../time/zone-format';
import { driverNamer, driverNamesById, routeDrivers } from './route-drivers';
import { routeEvents } from './route-events';
import { routeInfo } from './route-info';
import { routePieces } from './route-pieces';
import { lastOf, pointColumns } from './route-points';
import type { RouteDb, RouteJob } from './route-job';
import * as repo from './route.repository';

/**
 * The answer of `/app/route` but the events' place texts, which the main thread's place lookup
 * adds (its memory and the gazetteer live there): `head` is the JSON of the answer without its
 * `events` member and without the closing brace, so the caller appends `,"events":[...]}`.
 * Everything heavy (records, the engine, the chunks, the columns, the report) happens here, on
 * a route worker where there is one (route-workers.ts).
 */
export interface BuiltRoute {
  head: string;
  events: RouteEvent[];
}

export async function buildRoute(d: RouteDb, job: RouteJob): Promise<BuiltRoute> {
  const { customerId, vehicle, config, tz, from, to } = job;
  const [built, stored, connections] = await Promise.all([
    routePieces(d, customerId, vehicle.id, config, tz, from, to),
    repo.listRangeEvents(d.db, customerId, vehicle.id, from, to),
    repo.listConnections(d.db, customerId, vehicle.id, from, to),
  ]);
  const format = zoneFormatter(tz);
  const cols = pointColumns(built.pieces);
  const points: RoutePoints = {
    n: cols.n,
    parts: built.pieces.filter((p) => p.n > 0).map((p) => ({ n: p.n, z: Buffer.from(p.data).toString('base64') })),
    conn: connections.map((c) => [
      Number(c.connected_at),
      c.disconnected_at === null ? null : Number(c.disconnected_at),
    ]),
    now: d.now(),
  };

  const codes = new Set<string>();
  const addCode = (c: string | null) => c && codes.add(c);
  cols.d1.forEach(addCode);
  cols.d2.forEach(addCode);
  for (const e of built.events.values()) addCode(e.driver);
  // A base stay's POI is a base (docs/events.md §14); every other event's an own point.
  const areaIds = (base: boolean) => [
    ...new Set(
      stored
        .filter((e) => (e.event_type === AREA_EVENT.base) === base)
        .map((e) => e.poi_id)
        .filter((p): p is number => p !== null),
    ),
  ];
  const [name, driversById, pois, bases, invoices, acceptances] = await Promise.all([
    driverNamer(d.db, customerId, codes),
    driverNamesById(
      d.db,
      customerId,
      stored.map((e) => e.driver_id).filter((id): id is number => id !== null),
    ),
    repo.listPoiNames(d.db, customerId, areaIds(false)),
    repo.listBaseNames(d.db, customerId, areaIds(true)),
    // Fuel records (spec 3 §2.7, §2.8): invoice numbers of refuellings, accepted losses.
    listInvoices(d.db, customerId, vehicle.id, from - 86_400_000, to),
    listLossAcceptances(d.db, customerId, vehicle.id, from - 86_400_000, to),
  ]);
  const events = routeEvents(stored, {
    cols,
    engine: built.events,
    name,
    driversById,
    poiNames: new Map(pois.map((p) => [p.id, p.name])),
    baseNames: new Map(bases.map((b) => [b.id, b.name])),
    invoiceNos: new Map(invoices.filter((i) => i.event_from !== null).map((i) => [i.event_from!, i.invoice_no])),
    acceptedLosses: new Map(acceptances.map((a) => [a.event_from, a.loss_notice])),
    format,
    io: config,
    from,
    to,
    openEnd: cols.n > 0 ? cols.time[cols.n - 1] : Math.min(to, d.now()),
    now: points.now,
  });

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
    events.map((e) => ({ eid: e.eid, val: e.val, inv: e.inv, dur: e.dur })),
    { from, statesEnd: Math.min(to + 1, points.now) },
  );
  const info = routeInfo({ vehicle, config, fd, td, tz, format, cols, seen: cols.seen });
  const rest: Omit<RouteAnswer, 'events'> = {
    id: vehicle.id,
    info,
    points,
    drivers: routeDrivers(cols.time, cols.d1, cols.d2, name),
    report,
  };
  return { head: JSON.stringify(rest).slice(0, -1), events };
}

/** The answer's JSON text from a built route and its events' place texts. */
export function answerJson(built: BuiltRoute): string {
  return `${built.head},"events":${JSON.stringify(built.events)}}`;
}
