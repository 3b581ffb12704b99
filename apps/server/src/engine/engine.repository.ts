import { sql, type Insertable } from 'kysely';
import type { EventsTable, Db } from '../db/schema';

export function findLive(db: Db, vehicleId: number) {
  return db.selectFrom('vehicle_live').selectAll().where('vehicle_id', '=', vehicleId).executeTakeFirst();
}

/** Live state rows, inserted or replaced, several vehicles per statement. */
export async function saveLive(
  db: Db,
  rows: {
    vehicle_id: number;
    customer_id: number;
    processed_time: number;
    state: string;
    live: string;
    updated_at: number;
    config_rev?: string;
    config_since?: number;
  }[],
) {
  // 8 values a row: 500 rows stay far under either database's bound-parameter limit.
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('vehicle_live')
      .values(rows.slice(i, i + 500))
      .onConflict((oc) =>
        oc.column('vehicle_id').doUpdateSet((eb) => ({
          processed_time: eb.ref('excluded.processed_time'),
          state: eb.ref('excluded.state'),
          live: eb.ref('excluded.live'),
          updated_at: eb.ref('excluded.updated_at'),
          config_rev: eb.ref('excluded.config_rev'),
          // Runs with the same configuration extend what it covers back to the earliest start;
          // another configuration covers only what its run computed.
          config_since: sql<number | null>`case when vehicle_live.config_rev = excluded.config_rev
            and vehicle_live.config_since < excluded.config_since
            then vehicle_live.config_since else excluded.config_since end`,
        })),
      )
      .execute();
  }
}

/** The newest checkpoint at or before a time. */
export function checkpointAtOrBefore(db: Db, vehicleId: number, time: number) {
  return db
    .selectFrom('engine_checkpoints')
    .select(['time', 'state'])
    .where('vehicle_id', '=', vehicleId)
    .where('time', '<=', time)
    .orderBy('time', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function saveCheckpoints(
  db: Db,
  given: { vehicle_id: number; customer_id: number; time: number; state: string }[],
) {
  // A re-run can hand back a checkpoint at the very time a run of the same flush also saved:
  // one statement may not upsert a row twice (PostgreSQL refuses), so the later one wins here.
  const byKey = new Map(given.map((r) => [`${r.vehicle_id}:${r.time}`, r]));
  const rows = [...byKey.values()];
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('engine_checkpoints')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) => oc.columns(['vehicle_id', 'time']).doUpdateSet((eb) => ({ state: eb.ref('excluded.state') })))
      .execute();
  }
}

/** Checkpoints after a time, for several vehicles re-running from that same time. */
export async function deleteCheckpointsAfter(db: Db, vehicleIds: number[], time: number) {
  await db.deleteFrom('engine_checkpoints').where('vehicle_id', 'in', vehicleIds).where('time', '>', time).execute();
}

/**
 * Events the engine will compute again when it re-runs from a time: computed (not manual),
 * not accepted by anyone. Accepted alarms stay; the re-run updates them in place. Several
 * vehicles of one company re-running from the same time (every vehicle's first run) at once.
 */
export async function deleteComputedEventsFrom(db: Db, customerId: number, vehicleIds: number[], time: number) {
  await db
    .deleteFrom('events')
    .where('customer_id', '=', customerId)
    .where('vehicle_id', 'in', vehicleIds)
    .where('from_time', '>=', time)
    .where('manual', '=', 0)
    .where('accepted', '=', 0)
    .execute();
}

/**
 * Writes events by identity (vehicle, type, start): new ones inserted, known ones updated —
 * except events entered by hand (manual), which the engine never overwrites, and the alarm flag
 * of an alarm deleted by a user.
 */
export async function upsertEvents(db: Db, rows: Insertable<EventsTable>[]) {
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('events')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) =>
        oc
          .columns(['customer_id', 'vehicle_id', 'event_type', 'from_time'])
          .doUpdateSet((eb) => ({
            to_time: eb.ref('excluded.to_time'),
            value: eb.ref('excluded.value'),
            end_lat: eb.ref('excluded.end_lat'),
            end_lon: eb.ref('excluded.end_lon'),
            level_before: eb.ref('excluded.level_before'),
            level_after: eb.ref('excluded.level_after'),
            // An alarm deleted on the alarms screen (accepted 2: modules/alarms ALARM_STATE.deleted)
            // stays no alarm when the engine writes its event again.
            is_alarm: eb.case().when('events.accepted', '=', 2).then(0).else(eb.ref('excluded.is_alarm')).end(),
          }))
          .where('events.manual', '=', 0),
      )
      .execute();
  }
}

/** Vehicles whose stored positions run past what the engine processed (catch-up at start). */
export function vehiclesBehind(db: Db) {
  return db
    .selectFrom('vehicles as v')
    .leftJoin('vehicle_live as l', 'l.vehicle_id', 'v.id')
    .select(['v.id', 'v.customer_id', 'l.processed_time'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('positions as p')
          .select('p.time')
          .whereRef('p.vehicle_id', '=', 'v.id')
          .where((e2) => e2.or([e2('l.processed_time', 'is', null), e2('p.time', '>', e2.ref('l.processed_time'))])),
      ),
    )
    .execute();
}

export function vehicleSettingsRow(db: Db, vehicleId: number) {
  return db
    .selectFrom('vehicles')
    .select(['id', 'customer_id', 'vehicle_type_id', 'settings'])
    .where('id', '=', vehicleId)
    .executeTakeFirst();
}

export function activeCalibration(db: Db, customerId: number, vehicleId: number) {
  return db
    .selectFrom('fuel_calibrations')
    .select(['document', 'from_date', 'to_date'])
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .where('active', '=', 1)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The vehicle's ordered power per year (monthly whole watts) and its company's zone. */
export async function vehiclePowerOrders(db: Db, customerId: number, vehicleId: number) {
  const [rows, customer] = await Promise.all([
    db
      .selectFrom('power_orders')
      .select(['year', 'm1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8', 'm9', 'm10', 'm11', 'm12'])
      .where('customer_id', '=', customerId)
      .where('vehicle_id', '=', vehicleId)
      .orderBy('year')
      .execute(),
    db.selectFrom('customers').select('time_zone').where('id', '=', customerId).executeTakeFirst(),
  ]);
  return { rows, zone: customer?.time_zone ?? null };
}
