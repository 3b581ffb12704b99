import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * The SQL of the people and GPRS reports (repvehids, identifiers, repdrvstaffing,
 * repgprsconnections, repgprslogs; docs/reports-people-gprs.md). Every read is one statement
 * over a range, scoped by the company.
 */

const IDENTIFIER_EVENTS = [25, 26];

/**
 * Identifier events (25 driver, 26 passenger) of some vehicles overlapping [from, to], each with
 * the identifier its first record carries (the record at the event's start: the engine starts
 * the event on the record that brings the identifier). The driver reports read this to find the
 * vehicles a driver's identifiers were in, before reading those vehicles' routes.
 */
export async function listIdentifierStarts(
  db: Kysely<DB>,
  customerId: number,
  vehicleIds: readonly number[],
  from: number,
  to: number,
) {
  if (vehicleIds.length === 0) return [];
  const rows = await db
    .selectFrom('events as e')
    .leftJoin('positions as p', (j) => j.onRef('p.vehicle_id', '=', 'e.vehicle_id').onRef('p.time', '=', 'e.from_time'))
    .select(['e.vehicle_id', 'e.event_type', 'e.from_time', 'p.driver1', 'p.driver2'])
    .where('e.customer_id', '=', customerId)
    .where('e.vehicle_id', 'in', [...vehicleIds])
    .where('e.event_type', 'in', IDENTIFIER_EVENTS)
    .where('e.from_time', '<=', to)
    .where((eb) => eb.or([eb('e.to_time', 'is', null), eb('e.to_time', '>=', from)]))
    .execute();
  return rows.map((r) => ({
    vehicleId: r.vehicle_id,
    eventType: r.event_type,
    fromTime: Number(r.from_time),
    code: (r.event_type === 25 ? r.driver1 : r.driver2)?.trim() || null,
  }));
}

/** The identifier codes ever assigned to some drivers (the register's rows, any period). */
export function listDriverCodes(db: Kysely<DB>, customerId: number, driverIds: readonly number[]) {
  if (driverIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('identifiers')
    .select(['code', 'driver_id'])
    .where('customer_id', '=', customerId)
    .where('driver_id', 'in', [...driverIds])
    .execute();
}

/** The register's assignments of codes (any spelling given) with their holders: who held what when. */
export function listCodeAssignments(db: Kysely<DB>, customerId: number, codes: readonly string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('identifiers as i')
    .leftJoin('drivers as d', (j) => j.onRef('d.id', '=', 'i.driver_id').onRef('d.customer_id', '=', 'i.customer_id'))
    .select(['i.id', 'i.code', 'i.driver_id', 'i.active', 'i.from_date', 'i.to_date', 'd.first_name', 'd.last_name'])
    .where('i.customer_id', '=', customerId)
    .where('i.code', 'in', [...codes])
    .execute();
}

/** Connections of a vehicle's device open at some moment of [from, to], oldest first. */
export async function listDeviceConnections(
  db: Kysely<DB>,
  customerId: number,
  vehicleId: number,
  from: number,
  to: number,
) {
  const rows = await db
    .selectFrom('device_connections')
    .select([
      'connected_at',
      'disconnected_at',
      'remote_address',
      'protocol',
      'records',
      'bytes_in',
      'bytes_out',
      'errors',
      'close_reason',
    ])
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .where('connected_at', '<=', to)
    .where((eb) => eb.or([eb('disconnected_at', 'is', null), eb('disconnected_at', '>=', from)]))
    .orderBy('connected_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    connectedAt: Number(r.connected_at),
    disconnectedAt: r.disconnected_at === null ? null : Number(r.disconnected_at),
    address: r.remote_address,
    protocol: r.protocol,
    records: Number(r.records),
    bytesIn: Number(r.bytes_in),
    bytesOut: Number(r.bytes_out),
    errors: Number(r.errors),
    closeReason: r.close_reason,
  }));
}

/** Records of a vehicle in one bucket of time (bucket = floor(epoch ms / bucket length)). */
export interface BucketCount {
  bucket: number;
  n: number;
}

/**
 * A vehicle's records per bucket of `bucketMs` (integer division of epoch ms: the same on both
 * databases), by device time over [from, end), and by received time over [from, end) among the
 * records made at most `lateMs` before `from` (there is no index on received_at: the primary
 * key's range on device time bounds the read). One statement of two range scans on the
 * positions' primary key (vehicle, time); the device count reads the index alone (the company
 * is checked once, on the vehicle, not on every record). Measured on a month of 30 s records
 * (89,000 rows): docs/reports-people-gprs.md.
 */
export async function countRecordBuckets(
  db: Kysely<DB>,
  customerId: number,
  vehicleId: number,
  range: { from: number; end: number; bucketMs: number; lateMs: number },
): Promise<{ device: BucketCount[]; received: BucketCount[] }> {
  const { from, end, bucketMs, lateMs } = range;
  const b = sql.lit(bucketMs);
  const { rows } = await sql<{ k: number | string; b: number | string; n: number | string }>`
    select q.k, q.b, count(*) as n from (
      select 0 as k, time / ${b} as b from positions
        where vehicle_id = ${vehicleId} and time >= ${from} and time < ${end}
      union all
      select 1 as k, received_at / ${b} as b from positions
        where vehicle_id = ${vehicleId} and customer_id = ${customerId} and time >= ${from - lateMs} and time < ${end}
          and received_at >= ${from} and received_at < ${end}
    ) q
    where exists (select 1 from vehicles v where v.id = ${vehicleId} and v.customer_id = ${customerId})
    group by q.k, q.b`.execute(db);
  const device: BucketCount[] = [];
  const received: BucketCount[] = [];
  for (const r of rows) (Number(r.k) === 0 ? device : received).push({ bucket: Number(r.b), n: Number(r.n) });
  return { device, received };
}
