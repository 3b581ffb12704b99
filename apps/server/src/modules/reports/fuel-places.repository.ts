import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Reads of the fuel and place reports (docs/reports-fuel-places.md): a vehicle's stored events
 * of some types overlapping a range (one index range read per type on events_identity), own
 * point stays of many vehicles, live states and area names.
 */
export async function listTypedEvents(
  db: Kysely<DB>,
  customerId: number,
  vehicleId: number,
  types: readonly number[],
  from: number,
  to: number,
) {
  // One index range per type on events_identity (customer, vehicle, type, start): asked with an
  // IN list of several types, SQLite walks the vehicle's whole history on events_vehicle_time to
  // spare the sort (a loss list of a year over six years of a truck's events: 77,000 rows read).
  const lists = await Promise.all([...new Set(types)].map((t) => listOneType(db, customerId, vehicleId, t, from, to)));
  if (lists.length === 1) return lists[0];
  return lists.flat().sort((a, b) => a.from_time - b.from_time || a.event_type - b.event_type);
}

function listOneType(db: Kysely<DB>, customerId: number, vehicleId: number, type: number, from: number, to: number) {
  return db
    .selectFrom('events')
    .select([
      'id',
      'event_type',
      'from_time',
      'to_time',
      'value',
      'begin_lat',
      'begin_lon',
      'poi_id',
      'is_alarm',
      'accepted',
      'manual',
      'level_before',
      'level_after',
    ])
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .where('event_type', '=', type)
    .where('from_time', '<=', to)
    .where((eb) => eb.or([eb('to_time', 'is', null), eb('to_time', '>=', from)]))
    .orderBy('from_time')
    .execute();
}

export type TypedEvent = Awaited<ReturnType<typeof listTypedEvents>>[number];

/** Stays (event `eid`) in the given areas of the given vehicles overlapping [from, to]. */
export function listAreaStays(
  db: Kysely<DB>,
  customerId: number,
  eid: number,
  areaIds: readonly number[],
  vehicleIds: readonly number[],
  from: number,
  to: number,
) {
  if (areaIds.length === 0 || vehicleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('events')
    .select(['vehicle_id', 'poi_id', 'from_time', 'to_time'])
    .where('customer_id', '=', customerId)
    .where('vehicle_id', 'in', [...vehicleIds])
    .where('event_type', '=', eid)
    .where('poi_id', 'in', [...areaIds])
    .where('from_time', '<=', to)
    .where((eb) => eb.or([eb('to_time', 'is', null), eb('to_time', '>=', from)]))
    .orderBy('from_time')
    .execute();
}

/** The live state documents (engine liveView JSON) of the given vehicles. */
export function listLiveStates(db: Kysely<DB>, customerId: number, vehicleIds: readonly number[]) {
  if (vehicleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('vehicle_live')
    .select(['vehicle_id', 'live'])
    .where('customer_id', '=', customerId)
    .where('vehicle_id', 'in', [...vehicleIds])
    .execute();
}

/** Names of the company's own points or bases among `ids`. */
export function listAreaNames(db: Kysely<DB>, customerId: number, kind: 'poi' | 'base', ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom(kind === 'poi' ? 'pois' : 'bases')
    .select(['id', 'name'])
    .where('customer_id', '=', customerId)
    .where('id', 'in', [...ids])
    .execute();
}
