import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyPosition, monthScript, simulateVehicle, simulatedConfig, type Position } from '@namiar/domain';
import { loadConfig } from '../src/config';
import { leaveCheckpointsToWriter } from '../src/db/database';
import { createEngineRunner } from '../src/engine/engine-runner';
import { createIngestWriter, type CommittedVehicle } from '../src/ingest/ingest-writer';
import { encodePositions } from '../src/ingest/position-columns';
import { positionsFrom } from '../src/ingest/positions.repository';
import { rowToPosition } from '../src/ingest/position-row';
import { startSqliteWriterThread } from '../src/ingest/sqlite-writer-thread';
import type { WriteStore } from '../src/ingest/write-ops';
import { createAdminService } from '../src/modules/admin/admin.service';
import { openRuntime, type Runtime } from '../src/runtime';
import { DIALECTS, makeOneVehicleApp, type TestApp } from './harness';

const silent = { error: () => {}, warn: () => {}, info: () => {} } as never;

const record = (time: number, speed = 50): Position => ({
  ...emptyPosition(time, 51.1, 17.03),
  speed,
  ignition: true,
  driver1: 'ABCD',
  temperatures: [3.5],
});

describe('SQLite writer thread', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'namiar-writer-thread-'));
  let rt: Runtime;
  let store: WriteStore;
  let customerId: number;
  const vehicles: number[] = [];

  beforeAll(async () => {
    rt = await openRuntime(loadConfig({ NAMIAR_DATA_DIR: dataDir }));
    const admin = createAdminService(rt.ctx);
    customerId = (await admin.createCustomer('thread')).id;
    for (const [i, imei] of ['352093081452251', '352093081452269', '352093081452277', '352093081452285'].entries())
      vehicles.push((await admin.addVehicle('thread', `TH ${i}`, imei)).id);
    store = await startSqliteWriterThread(rt.database.sqlite!.name);
    leaveCheckpointsToWriter(rt.database.sqlite!);
  });
  afterAll(async () => {
    await store?.close();
    await rt?.database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('commits on its own connection before it resolves; the app reads the records at once', async () => {
    const committed: CommittedVehicle[][] = [];
    const writer = createIngestWriter(rt.ctx, { store, onCommitted: (v) => committed.push(v) });
    const base = Date.parse('2026-11-01T10:00:00Z');
    const [a, b] = vehicles;
    const results = await Promise.all([
      writer.submit({ vehicleId: a, customerId, positions: [record(base), record(base + 1000)] }),
      writer.submit({ vehicleId: b, customerId, positions: [record(base)] }),
      // the same vehicle again in the same group: a repeat of base + 1000 and one new record
      writer.submit({ vehicleId: a, customerId, positions: [record(base + 1000, 99), record(base + 2000)] }),
    ]);
    expect(results).toEqual([
      { stored: 2, duplicates: 0 },
      { stored: 1, duplicates: 0 },
      { stored: 1, duplicates: 1 },
    ]);
    const rows = await positionsFrom(rt.ctx.db, a, base, 10);
    expect(rows.map((r) => [r.time, r.speed])).toEqual([
      [base, 50],
      [base + 1000, 50], // the first copy is kept
      [base + 2000, 50],
    ]);
    expect(rowToPosition(rows[0])).toEqual(record(base));
    // handed to the engine in arrival order, only what was new
    expect(committed.flat().map((v) => [v.vehicleId, v.positions!.map((p) => p.time)])).toEqual([
      [a, [base, base + 1000, base + 2000]],
      [b, [base]],
    ]);
  });

  it('a record the database refuses goes to the quarantine through the thread and is acknowledged; the next group is stored', async () => {
    // Past the range check (which would make a null latitude an invalid fix at 0, 0) to the insert.
    const writer = createIngestWriter(rt.ctx, { store, checkRanges: (p) => ({ position: p, outOfRange: [] }) });
    const t = Date.parse('2026-11-02T00:00:00Z');
    const bad = { ...record(t), lat: null as unknown as number };
    expect(await writer.submit({ vehicleId: vehicles[2], customerId, positions: [bad] })).toEqual({
      stored: 0,
      duplicates: 1,
    });
    const kept = await rt.ctx.db
      .selectFrom('record_quarantine')
      .select(['time', 'error'])
      .where('vehicle_id', '=', vehicles[2])
      .execute();
    expect(kept).toEqual([{ time: t, error: expect.stringMatching(/NOT NULL/) }]);
    expect(await writer.submit({ vehicleId: vehicles[2], customerId, positions: [record(t + 1)] })).toEqual({
      stored: 1,
      duplicates: 0,
    });
  });

  it('writes the engine results and the connection log through the same thread', async () => {
    const id = vehicles[3];
    await rt.ctx.db
      .updateTable('vehicles')
      .set({ settings: JSON.stringify(simulatedConfig()) })
      .where('id', '=', id)
      .execute();
    const points = simulateVehicle(monthScript(1, 3), {
      start: Date.parse('2026-10-05T00:00:00Z'),
      interval: 60,
      seed: 3,
    });
    const engine = createEngineRunner(rt.ctx, silent, { store });
    const writer = createIngestWriter(rt.ctx, { store, onCommitted: engine.notify });
    for (let i = 0; i < points.length; i += 100)
      await writer.submit({ vehicleId: id, customerId, positions: points.slice(i, i + 100) });
    await writer.flush();
    await engine.idle();
    const live = await rt.ctx.db.selectFrom('vehicle_live').selectAll().where('vehicle_id', '=', id).executeTakeFirst();
    expect(live?.processed_time).toBe(points.at(-1)!.time);
    const events = await rt.ctx.db.selectFrom('events').select('event_type').where('vehicle_id', '=', id).execute();
    expect(events.length).toBeGreaterThan(0);

    const logId = await store.run('connectionOpened', {
      customer_id: customerId,
      vehicle_id: id,
      imei: '352093081452285',
      protocol: 'teltonika',
      remote_address: '10.0.0.1',
      connected_at: 1000,
    });
    await store.run('connectionClosed', {
      customerId,
      vehicleId: id,
      id: logId,
      end: {
        disconnected_at: 2000,
        bytes_in: 10,
        bytes_out: 4,
        records: 1,
        errors: 0,
        last_error: null,
        close_reason: 'device_closed',
      },
    });
    const log = await rt.ctx.db
      .selectFrom('device_connections')
      .select(['records', 'close_reason'])
      .where('id', '=', logId)
      .executeTakeFirstOrThrow();
    expect(log).toEqual({ records: 1, close_reason: 'device_closed' });
  });

  it('finishes what was handed over before it closes, then refuses more', async () => {
    const own = await startSqliteWriterThread(rt.database.sqlite!.name);
    const t = Date.parse('2026-11-03T00:00:00Z');
    const group = encodePositions(
      [{ vehicleId: vehicles[1], customerId, positions: [record(t), record(t + 1000)] }],
      t,
    );
    const pending = own.run('positions', group); // not awaited before close()
    await own.close();
    expect([...(await pending)]).toEqual([1, 1]);
    expect(await positionsFrom(rt.ctx.db, vehicles[1], t, 10)).toHaveLength(2);
    await expect(own.run('positions', group)).rejects.toThrow(/closed/);
  });
});

describe.each(DIALECTS)('group commit on %s', (dialect) => {
  let t: TestApp;
  let vehicleId: number;
  let customerId: number;
  beforeAll(async () => {
    ({ t, vehicleId, customerId } = await makeOneVehicleApp(dialect));
  });
  afterAll(() => t.close());

  it('stores a record repeated inside one group once, and says which copy was new', async () => {
    const writer = createIngestWriter(t.ctx, { maxDelayMs: 20 });
    const base = Date.parse('2026-11-05T00:00:00Z');
    const [first, second] = await Promise.all([
      writer.submit({ vehicleId, customerId, positions: [record(base), record(base + 1000)] }),
      writer.submit({ vehicleId, customerId, positions: [record(base + 1000, 80), record(base + 2000)] }),
    ]);
    expect(first).toEqual({ stored: 2, duplicates: 0 });
    expect(second).toEqual({ stored: 1, duplicates: 1 });
    const rows = await positionsFrom(t.ctx.db, vehicleId, base, 10);
    expect(rows.map((r) => r.speed)).toEqual([50, 50, 50]);
  });

  it('stores text with quotes and backslashes exactly', async () => {
    const writer = createIngestWriter(t.ctx);
    const time = Date.parse('2026-11-06T00:00:00Z');
    const p = { ...record(time), driver1: 'A"B\\C,{D}', extra: { note: 'say "hi", {x} \\ NULL' } };
    await writer.submit({ vehicleId, customerId, positions: [p] });
    const [row] = await positionsFrom(t.ctx.db, vehicleId, time, 1);
    expect(rowToPosition(row)).toEqual(p);
  });
});
