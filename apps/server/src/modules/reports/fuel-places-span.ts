import { joinParts, type EngineEvent } from '@namiar/domain';
import type { RouteDb, RouteJob } from '../route/route-job';
import { pieceColumns, routePieces } from '../route/route-pieces';
import { engineEventKey } from '../route/route-run';
import { listTypedEvents, type TypedEvent } from './fuel-places.repository';

type SpanJob = Omit<RouteJob, 'from' | 'to'>;

/** The columns these reports read: decoding only them is a third of decoding the route's set. */
const NEEDED = new Set(['dtValue', 'sumrg', 'pls', 'plc', 'fll']);

/**
 * What the fuel and place reports read of a vehicle's range, once: the route's point columns
 * (stored days of route_chunks, the rest computed as the route computes it: route-pieces.ts)
 * and the stored events of the wanted types, plus the re-run's events of those types that have
 * no row yet (as the route lists them: route-events.ts), in time order.
 */
export interface PlacesSpan {
  time: Float64Array;
  /** Calibrated (smoothed) level, litres; cumulative GPS road, metres. */
  fuel: Float64Array;
  sumrg: Float64Array;
  events: TypedEvent[];
}

/** A re-run event not stored yet: an area stay's POI is its value (docs/events.md §14). */
function asTyped(e: EngineEvent): TypedEvent {
  return {
    id: 0,
    event_type: e.eid,
    from_time: e.from,
    to_time: e.open ? null : e.to,
    value: e.value,
    begin_lat: e.beginLat,
    begin_lon: e.beginLon,
    poi_id: e.eid >= 100 ? e.value : null,
    is_alarm: e.alarm ? 1 : 0,
    accepted: 0,
    manual: 0,
    level_before: e.levels ? Math.round(e.levels.before * 10) : null,
    level_after: e.levels ? Math.round(e.levels.after * 10) : null,
  };
}

export async function placesSpan(
  d: RouteDb,
  job: SpanJob,
  types: readonly number[],
  from: number,
  to: number,
): Promise<PlacesSpan> {
  const { customerId, vehicle, config, tz } = job;
  const [built, stored] = await Promise.all([
    routePieces(d, customerId, vehicle.id, config, tz, from, to),
    listTypedEvents(d.db, customerId, vehicle.id, types, from, to),
  ]);
  const cols = joinParts(built.pieces.filter((p) => p.n > 0).map((p) => pieceColumns(p, NEEDED)));
  const none = new Float64Array(cols.n).fill(NaN);
  const get = (f: string) => cols.num[f] ?? none;
  const [pls, plc, fll] = [get('pls'), get('plc'), get('fll')];
  // The level the route's points show (route-points.ts pointColumns): smoothed, else calibrated, else CAN.
  const fuel = new Float64Array(cols.n);
  for (let i = 0; i < cols.n; i++) fuel[i] = pls[i] === pls[i] ? pls[i] : plc[i] === plc[i] ? plc[i] : fll[i];
  const keys = new Set(stored.map((r) => engineEventKey(r.event_type, r.from_time)));
  const wanted = new Set(types);
  const extra = [...built.events.values()]
    .filter((e) => wanted.has(e.eid) && !keys.has(engineEventKey(e.eid, e.from)))
    .filter((e) => e.from <= to && (e.open || e.to >= from))
    .map(asTyped);
  const events = [...stored, ...extra].sort((a, b) => a.from_time - b.from_time || a.event_type - b.event_type);
  return { time: get('dtValue'), fuel, sumrg: get('sumrg'), events };
}
