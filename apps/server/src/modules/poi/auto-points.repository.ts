import { AUTO_POINT_RADIUS_M, SHAPE_CIRCLE, type AutoPointEvent, type GeoShape } from '@namiar/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { parsePoly } from './poi-areas';

/** The SQL of the automatic own points (auto-points.ts). */

/** The vehicles' records (the editor's values hold the auto-point settings) and registration numbers. */
export function vehicleRecords(db: Kysely<DB>, vehicleIds: number[]) {
  return db
    .selectFrom('vehicles')
    .select(['id', 'customer_id', 'regno', 'record'])
    .where('id', 'in', vehicleIds)
    .execute();
}

/** Every own point of the company, whatever its status or vehicles: a place they cover is known. */
export async function companyPointShapes(db: Kysely<DB>, customerId: number): Promise<GeoShape[]> {
  const rows = await db
    .selectFrom('pois')
    .select(['shape', 'lat', 'lon', 'radius', 'poly'])
    .where('customer_id', '=', customerId)
    .execute();
  return rows.map((r) => ({ ...r, poly: r.shape === SHAPE_CIRCLE ? null : parsePoly(r.poly) }));
}

/** The vehicle's stored events of these types that overlap [from, to] (an open one has no end). */
export async function overlappingEvents(
  db: Kysely<DB>,
  vehicleId: number,
  types: number[],
  from: number,
  to: number,
): Promise<AutoPointEvent[]> {
  const rows = await db
    .selectFrom('events')
    .select(['event_type', 'from_time', 'to_time', 'begin_lat', 'begin_lon'])
    .where('vehicle_id', '=', vehicleId)
    .where('event_type', 'in', types)
    .where('from_time', '<=', to)
    .where((eb) => eb.or([eb('to_time', 'is', null), eb('to_time', '>=', from)]))
    .execute();
  return rows.map((r) => ({
    type: r.event_type,
    from: Number(r.from_time),
    to: r.to_time === null ? null : Number(r.to_time),
    lat: r.begin_lat,
    lon: r.begin_lon,
  }));
}

export async function customerTimeZone(db: Kysely<DB>, customerId: number): Promise<string | null> {
  const row = await db.selectFrom('customers').select('time_zone').where('id', '=', customerId).executeTakeFirst();
  return row?.time_zone ?? null;
}

export interface AutoPointRow {
  customerId: number;
  vehicleId: number;
  name: string;
  lat: number;
  lon: number;
  /** When the vehicle began to stand there. */
  at: number;
  address: { address: string; address_no: string; postal_code: string; city: string };
  now: number;
}

/**
 * Stores an automatic point: an active circle, unverified, on the vehicle's list only (so its
 * stays are that vehicle's events), with the geocoded address. One transaction; its id.
 */
export async function insertAutoPoint(db: Kysely<DB>, p: AutoPointRow): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('pois')
      .values({
        customer_id: p.customerId,
        name: p.name,
        shape: SHAPE_CIRCLE,
        lat: p.lat,
        lon: p.lon,
        radius: AUTO_POINT_RADIUS_M,
        poly: null,
        address: p.address.address || null,
        address_no: p.address.address_no || null,
        postal_code: p.address.postal_code || null,
        city: p.address.city || null,
        vehicles_restricted: 1,
        verified: 0,
        auto_vehicle_id: p.vehicleId,
        auto_at: p.at,
        created_at: p.now,
        updated_at: p.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('poi_vehicles')
      .values({ customer_id: p.customerId, poi_id: id, vehicle_id: p.vehicleId })
      .execute();
    return id;
  });
}

/** The company's automatic points no user confirmed yet (the vehicle editor marks them). */
export async function unverifiedPointIds(db: Kysely<DB>, customerId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('pois')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('verified', '=', 0)
    .execute();
  return new Set(rows.map((r) => r.id));
}
