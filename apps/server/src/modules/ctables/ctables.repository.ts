import type { Kysely, Transaction } from 'kysely';
import type { CtablesTaskStatus, CtablesVehicleStatus, DB, Db } from '../../db/schema';
import { deleteEcoDaysFrom } from '../ecodriving/eco-days.repository';
import { deleteChunksFrom } from '../route/route-chunks.repository';

/** Fuel events the engine computes (refuelling, fuel loss, high consumption): 'fuel information'. */
export const FUEL_EVENT_TYPES = [21, 22, 23] as const;

/** A task's form as stored (spec 2 §3.6), the start already a moment in the company's zone. */
export interface CtablesOptions {
  /** Epoch ms; null: the whole period (clearAll). */
  from: number | null;
  clearAlarms: boolean;
  clearFuel: boolean;
  clearManualEvents: boolean;
  generateFuel: boolean;
}

export const ACTIVE: CtablesTaskStatus[] = ['queued', 'running'];

/** A new task with its vehicles, in one transaction (the caller's). */
export async function insertTask(
  trx: Transaction<DB>,
  t: { customerId: number; userId: number; type: number; options: CtablesOptions; vehicleIds: number[]; now: number },
) {
  const row = await trx
    .insertInto('ctables_tasks')
    .values({
      customer_id: t.customerId,
      user_id: t.userId,
      type: t.type,
      status: 'queued',
      options: JSON.stringify(t.options),
      vehicles_total: t.vehicleIds.length,
      vehicles_done: 0,
      created_at: t.now,
      started_at: null,
      finished_at: null,
      error: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  for (let i = 0; i < t.vehicleIds.length; i += 200) {
    await trx
      .insertInto('ctables_task_vehicles')
      .values(
        t.vehicleIds.slice(i, i + 200).map((vehicleId, k) => ({
          customer_id: t.customerId,
          task_id: id,
          vehicle_id: vehicleId,
          seq: i + k,
          status: 'waiting' as const,
          started_at: null,
          finished_at: null,
        })),
      )
      .execute();
  }
  return id;
}

const TASK_COLUMNS = [
  't.id',
  't.customer_id',
  't.user_id',
  't.type',
  't.status',
  't.options',
  't.vehicles_total',
  't.vehicles_done',
  't.created_at',
  't.started_at',
  't.finished_at',
  't.error',
] as const;

/** A company's tasks for the grid: those asked for by id, else the newest `limit`. */
export function listTasks(db: Db, customerId: number, ids: number[] | null, limit: number) {
  let q = db
    .selectFrom('ctables_tasks as t')
    .leftJoin('users as u', (j) => j.onRef('u.customer_id', '=', 't.customer_id').onRef('u.id', '=', 't.user_id'))
    .select([...TASK_COLUMNS, 'u.login as user_login'])
    .where('t.customer_id', '=', customerId);
  if (ids) q = q.where('t.id', 'in', ids.length > 0 ? ids : [0]);
  return q.orderBy('t.id', 'desc').limit(limit).execute();
}

/**
 * The vehicles of the listed tasks with their registrations and own states, in each task's
 * order (the grid's list of registrations and the task detail). A vehicle deleted since has no
 * registration (null).
 */
export function listTaskVehicles(db: Db, customerId: number, taskIds: number[]) {
  if (taskIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('ctables_task_vehicles as tv')
    .leftJoin('vehicles as v', (j) =>
      j.onRef('v.customer_id', '=', 'tv.customer_id').onRef('v.id', '=', 'tv.vehicle_id'),
    )
    .select(['tv.task_id', 'tv.vehicle_id', 'tv.status', 'tv.started_at', 'tv.finished_at', 'v.regno'])
    .where('tv.customer_id', '=', customerId)
    .where('tv.task_id', 'in', taskIds)
    .orderBy('tv.task_id')
    .orderBy('tv.seq')
    .execute();
}

/** Per-vehicle progress of a task. */
export function taskVehicles(db: Db, customerId: number, taskId: number) {
  return db
    .selectFrom('ctables_task_vehicles')
    .select(['vehicle_id', 'status', 'started_at', 'finished_at'])
    .where('customer_id', '=', customerId)
    .where('task_id', '=', taskId)
    .orderBy('seq')
    .execute();
}

/** Cancels a company's active tasks among `ids`; answers how many were. */
export async function cancelTasks(trx: Transaction<DB>, customerId: number, ids: number[], now: number) {
  const rows = await trx
    .updateTable('ctables_tasks')
    .set({ status: 'cancelled', finished_at: now })
    .where('customer_id', '=', customerId)
    .where('id', 'in', ids)
    .where('status', 'in', ACTIVE)
    .returning('id')
    .execute();
  const cancelled = rows.map((r) => Number(r.id));
  if (cancelled.length > 0) {
    await trx
      .updateTable('ctables_task_vehicles')
      .set({ status: 'cancelled' })
      .where('customer_id', '=', customerId)
      .where('task_id', 'in', cancelled)
      .where('status', '=', 'waiting')
      .execute();
  }
  return cancelled.length;
}

export function findCompanyTasks(db: Db, customerId: number, ids: number[]) {
  return db
    .selectFrom('ctables_tasks')
    .select(['id', 'status'])
    .where('customer_id', '=', customerId)
    .where('id', 'in', ids)
    .execute();
}

/* ---- the runner's side ---- */

/** The oldest queued task of any company. */
export function nextQueued(db: Db) {
  return db
    .selectFrom('ctables_tasks')
    .select(['id', 'customer_id', 'type', 'options'])
    .where('status', '=', 'queued')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** Takes a queued task; false when another node (or a cancel) got there first. */
export async function claimTask(db: Db, customerId: number, id: number, now: number) {
  const r = await db
    .updateTable('ctables_tasks')
    .set({ status: 'running', started_at: now })
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export function taskStatus(db: Db, customerId: number, id: number) {
  return db
    .selectFrom('ctables_tasks')
    .select('status')
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst()
    .then((r) => r?.status ?? null);
}

/** The task's vehicles still to do, in order. */
export function vehiclesToDo(db: Db, customerId: number, taskId: number) {
  return db
    .selectFrom('ctables_task_vehicles')
    .select('vehicle_id')
    .where('customer_id', '=', customerId)
    .where('task_id', '=', taskId)
    .where('status', 'in', ['waiting', 'running'])
    .orderBy('seq')
    .execute()
    .then((rows) => rows.map((r) => r.vehicle_id));
}

export async function setVehicleStatus(
  db: Db,
  customerId: number,
  taskId: number,
  vehicleId: number,
  status: CtablesVehicleStatus,
  now: number,
) {
  await db
    .updateTable('ctables_task_vehicles')
    .set(status === 'running' ? { status, started_at: now } : { status, finished_at: now })
    .where('customer_id', '=', customerId)
    .where('task_id', '=', taskId)
    .where('vehicle_id', '=', vehicleId)
    .execute();
  if (status === 'done' || status === 'failed') {
    await db
      .updateTable('ctables_tasks')
      .set((eb) => ({ vehicles_done: eb('vehicles_done', '+', 1) }))
      .where('customer_id', '=', customerId)
      .where('id', '=', taskId)
      .execute();
  }
}

/** Ends a running task (a cancelled one stays cancelled). */
export async function finishTask(
  db: Db,
  customerId: number,
  id: number,
  status: 'done' | 'failed',
  now: number,
  error: string | null = null,
) {
  await db
    .updateTable('ctables_tasks')
    .set({ status, finished_at: now, error })
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

/** A cancelled task's work stopped (after its vehicle in progress): it ended now, not at the click. */
export async function markCancelStopped(db: Db, customerId: number, id: number, now: number) {
  await db
    .updateTable('ctables_tasks')
    .set({ finished_at: now })
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .where('status', '=', 'cancelled')
    .execute();
}

/**
 * Tasks a stopped server left running: back to the queue (their finished vehicles stay done). A
 * task cancelled while the stopped server was at one of its vehicles: that vehicle is marked
 * cancelled too (it was never recorded done), so the task has ended instead of showing at work.
 */
export async function requeueInterrupted(db: Db) {
  return db.transaction().execute(async (trx) => {
    const cancelled = trx.selectFrom('ctables_tasks').select('id').where('status', '=', 'cancelled');
    await trx
      .updateTable('ctables_task_vehicles')
      .set({ status: 'cancelled', started_at: null })
      .where('status', '=', 'running')
      .where('task_id', 'in', cancelled)
      .execute();
    const rows = await trx
      .updateTable('ctables_tasks')
      .set({ status: 'queued' })
      .where('status', '=', 'running')
      .returning(['id', 'customer_id', 'options'])
      .execute();
    for (const r of rows) {
      await trx
        .updateTable('ctables_task_vehicles')
        .set({ status: 'waiting', started_at: null })
        .where('customer_id', '=', r.customer_id)
        .where('task_id', '=', r.id)
        .where('status', '=', 'running')
        .execute();
    }
    return rows;
  });
}

/**
 * 'Wyczyść' for one vehicle: the derived data from `from` (null: all) — computed events, route
 * days, stored eco days, engine checkpoints; alarms (accepted or deleted by a user too) only with clearAlarms;
 * computed fuel events only with clearFuel; fuel events added by hand only with
 * clearManualEvents. The stored device records (positions) and the live state
 * (vehicle_live, where live processing continues) are not touched. One transaction.
 */
export async function clearVehicle(db: Kysely<DB>, customerId: number, vehicleId: number, o: CtablesOptions) {
  const from = o.from ?? Number.MIN_SAFE_INTEGER;
  return db.transaction().execute(async (trx) => {
    let computed = trx
      .deleteFrom('events')
      .where('customer_id', '=', customerId)
      .where('vehicle_id', '=', vehicleId)
      .where('from_time', '>=', from)
      .where('manual', '=', 0);
    if (!o.clearAlarms) computed = computed.where('is_alarm', '=', 0).where('accepted', '=', 0);
    if (!o.clearFuel) computed = computed.where('event_type', 'not in', [...FUEL_EVENT_TYPES]);
    const removed = Number((await computed.executeTakeFirst()).numDeletedRows);
    let manual = 0;
    if (o.clearManualEvents) {
      const r = await trx
        .deleteFrom('events')
        .where('customer_id', '=', customerId)
        .where('vehicle_id', '=', vehicleId)
        .where('from_time', '>=', from)
        .where('manual', '=', 1)
        .executeTakeFirst();
      manual = Number(r.numDeletedRows);
    }
    await trx
      .deleteFrom('engine_checkpoints')
      .where('customer_id', '=', customerId)
      .where('vehicle_id', '=', vehicleId)
      .where('time', '>=', from)
      .execute();
    await deleteChunksFrom(trx, customerId, [vehicleId], from);
    await deleteEcoDaysFrom(trx, customerId, [vehicleId], from);
    return removed + manual;
  });
}

/** The company's vehicles (all, or those of the user's list), by registration. */
export function companyVehicles(db: Db, customerId: number, vehicleIds: readonly number[] | null) {
  let q = db.selectFrom('vehicles').select(['id', 'regno']).where('customer_id', '=', customerId);
  if (vehicleIds) q = q.where('id', 'in', vehicleIds.length > 0 ? [...vehicleIds] : [0]);
  return q.orderBy('regno').orderBy('id').execute();
}

/** Where the engine stands for a vehicle (null: nothing processed). */
export function processedTime(db: Db, vehicleId: number) {
  return db
    .selectFrom('vehicle_live')
    .select('processed_time')
    .where('vehicle_id', '=', vehicleId)
    .executeTakeFirst()
    .then((r) => (r ? Number(r.processed_time) : null));
}

/** The computed fuel events of a vehicle that started in [from, upTo], as stored. */
export function computedFuelEvents(db: Db, customerId: number, vehicleId: number, from: number, upTo: number) {
  return db
    .selectFrom('events')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('vehicle_id', '=', vehicleId)
    .where('manual', '=', 0)
    .where('event_type', 'in', [...FUEL_EVENT_TYPES])
    .where('from_time', '>=', from)
    .where('from_time', '<=', upTo)
    .execute();
}

/**
 * 'Wygeneruj' without 'generate fuel': puts back the computed fuel events of [from, upTo] as they
 * were before the engine re-ran (the re-run rewrote them with everything else). One transaction.
 */
export async function restoreFuelEvents(
  db: Kysely<DB>,
  customerId: number,
  vehicleId: number,
  from: number,
  upTo: number,
  rows: Awaited<ReturnType<typeof computedFuelEvents>>,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('events')
      .where('customer_id', '=', customerId)
      .where('vehicle_id', '=', vehicleId)
      .where('manual', '=', 0)
      .where('event_type', 'in', [...FUEL_EVENT_TYPES])
      .where('from_time', '>=', from)
      .where('from_time', '<=', upTo)
      .execute();
    const values = rows.map(({ id: _id, ...r }) => r);
    for (let i = 0; i < values.length; i += 100)
      await trx
        .insertInto('events')
        .values(values.slice(i, i + 100))
        .execute();
  });
}
