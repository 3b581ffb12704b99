import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { writePending, type PendingVehicle } from '../engine/engine-writes';
import * as messages from '../gateway/device-messages.repository';
import * as devices from '../gateway/devices.repository';
import { deleteChunksFrom } from '../modules/route/route-chunks.repository';
import type { EncodedPositions } from './position-columns';
import {
  insertPositionsPostgres,
  insertPositionsSqlite,
  insertQuarantined,
  trimQuarantine,
  trimVehicleQuarantine,
} from './positions.repository';

/** A connection to write through: Kysely, plus the native handle on the embedded database. */
export interface WriteTarget {
  db: Kysely<DB>;
  sqlite: SQLite.Database | null;
}

type ConnectionRow = Parameters<typeof devices.insertConnection>[1];

/**
 * Every write of the device pipeline — records, engine results, the connection log, command
 * status — by name. They run where the WriteStore puts them: on the main thread, or (embedded
 * database in a file) on the writer thread, the one connection that writes there, so none of
 * them makes the event loop wait for SQLite's write lock or a commit. Arguments and results
 * cross the thread boundary, so they are plain data.
 */
export const writeOps = {
  /** 1 per record stored, 0 per duplicate. */
  positions: (t: WriteTarget, enc: EncodedPositions): Uint8Array | Promise<Uint8Array> =>
    t.sqlite ? insertPositionsSqlite(t.sqlite, enc) : insertPositionsPostgres(t.db, enc),
  /** A record no insert accepted, kept with its error. */
  quarantine: (t: WriteTarget, row: Parameters<typeof insertQuarantined>[1]) => insertQuarantined(t.db, row),
  /** The quarantine kept bounded: every vehicle's newest rows within the keep time. */
  quarantineTrim: (t: WriteTarget, a: { now: number }) => trimQuarantine(t.db, a.now),
  vehicleQuarantineTrim: (t: WriteTarget, a: { customerId: number; vehicleId: number }) =>
    trimVehicleQuarantine(t.db, a),
  engineResults: (t: WriteTarget, a: { pending: PendingVehicle[]; now: number }) =>
    writePending(t.db, a.pending, a.now, deleteChunksFrom),
  /** The new connection log row's id. */
  connectionOpened: (t: WriteTarget, row: ConnectionRow) => devices.insertConnection(t.db, row),
  /** An open connection's counters so far (it stays open). */
  connectionCounters: (t: WriteTarget, a: { customerId: number; id: number; counters: devices.ConnectionCounters }) =>
    devices.updateOpenConnection(t.db, a.customerId, a.id, a.counters),
  connectionClosed: async (
    t: WriteTarget,
    a: { customerId: number; vehicleId: number; id: number; end: devices.ConnectionEnd },
  ) => {
    await devices.updateOpenConnection(t.db, a.customerId, a.id, a.end);
    await devices.requeueSentCommands(t.db, a.vehicleId);
  },
  refusal: (t: WriteTarget, row: Parameters<typeof devices.recordRefusal>[1]) => devices.recordRefusal(t.db, row),
  refusalsTrim: (t: WriteTarget, a: { now: number }) => devices.trimRefusals(t.db, a.now),
  commandSent: (t: WriteTarget, a: { customerId: number; id: number; at: number }) =>
    devices.markCommandSent(t.db, a.customerId, a.id, a.at),
  commandAnswered: (t: WriteTarget, a: { vehicleId: number; text: string; at: number }) =>
    devices.answerSentCommand(t.db, a.vehicleId, a.text, a.at),
  commandUnanswered: (t: WriteTarget, a: { customerId: number; id: number; error: string }) =>
    devices.failUnansweredCommand(t.db, a.customerId, a.id, a.error),
  /** The GPRS commands waiting for a device that takes none (OsmAnd) fail with the reason. */
  commandsRefused: (t: WriteTarget, a: { vehicleId: number; error: string }) =>
    devices.refuseQueuedCommands(t.db, a.vehicleId, a.error),
  /** A text the device sent (or was sent); the new row's id. */
  deviceMessage: (t: WriteTarget, row: messages.DeviceMessageRow) => messages.insertDeviceMessage(t.db, row),
  cardDriversApplied: (t: WriteTarget, a: { customerId: number; vehicleId: number; upToId: number; at: number }) =>
    messages.markCardDriversApplied(t.db, a.customerId, a.vehicleId, a.upToId, a.at),
};

export type WriteOps = typeof writeOps;
export type WriteOpName = keyof WriteOps;
export type WriteOpArg<K extends WriteOpName> = Parameters<WriteOps[K]>[1];
export type WriteOpResult<K extends WriteOpName> = Awaited<ReturnType<WriteOps[K]>>;

/** Runs a write op against a target; one place, used by both store kinds. */
export async function runWriteOp<K extends WriteOpName>(
  t: WriteTarget,
  op: K,
  arg: WriteOpArg<K>,
): Promise<WriteOpResult<K>> {
  const fn = writeOps[op] as (t: WriteTarget, a: WriteOpArg<K>) => WriteOpResult<K> | Promise<WriteOpResult<K>>;
  return fn(t, arg);
}

/** Where the device pipeline's writes run (see writeOps). */
export interface WriteStore {
  run<K extends WriteOpName>(op: K, arg: WriteOpArg<K>): Promise<WriteOpResult<K>>;
  /** Finishes what was handed over, then releases the store (the writer thread's connection). */
  close(): Promise<void>;
}
