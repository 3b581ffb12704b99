import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthScript, simulateVehicle, simulatedConfig, type Position } from '@namiar/domain';
import { createEngineRunner } from '../src/engine/engine-runner';
import { saveCheckpoints } from '../src/engine/engine.repository';
import { onLiveWritten, type LiveWritten } from '../src/engine/live-feed';
import { createIngestWriter } from '../src/ingest/ingest-writer';
import { DIALECTS, makeTestApp, type TestApp } from './harness';

const silent = { error: () => {}, warn: () => {}, info: () => {} } as never;

describe.each(DIALECTS)('engine runner on %s', (dialect) => {
  let t: TestApp;
  let customerId: number;
  const points: Position[] = simulateVehicle(monthScript(5, 7), {
    start: Date.parse('2026-10-05T00:00:00Z'),
    interval: 30,
    seed: 7,
  });
  const settings = JSON.stringify(simulatedConfig());

  async function vehicle(regno: string, imei: string) {
    const v = await t.admin.addVehicle('acme', regno, imei);
    await t.ctx.db.updateTable('vehicles').set({ settings }).where('id', '=', v.id).execute();
    return v.id;
  }

  async function eventsOf(vehicleId: number) {
    const rows = await t.ctx.db
      .selectFrom('events')
      .select(['event_type', 'from_time', 'to_time', 'value', 'is_alarm'])
      .where('vehicle_id', '=', vehicleId)
      .orderBy('from_time')
      .orderBy('event_type')
      .execute();
    return rows;
  }

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    customerId = (await t.admin.createCustomer('acme')).id;
  });
  afterAll(() => t.close());

  it('saves a checkpoint handed twice in one flush once, the later state winning', async () => {
    const id = await vehicle('WE CHK1', '352093081452299');
    const row = (state: string) => ({ vehicle_id: id, customer_id: customerId, time: 1_000, state });
    await saveCheckpoints(t.ctx.db, [row('{"a":1}'), row('{"a":2}')]);
    const stored = await t.ctx.db
      .selectFrom('engine_checkpoints')
      .select('state')
      .where('vehicle_id', '=', id)
      .execute();
    expect(stored).toEqual([{ state: '{"a":2}' }]);
  });

  it('turns stored records into events, alarms and a live state', async () => {
    const id = await vehicle('IN ORDER', '352093081452251');
    const engine = createEngineRunner(t.ctx, silent);
    const writer = createIngestWriter(t.ctx, { onCommitted: engine.notify });
    for (let i = 0; i < points.length; i += 40)
      await writer.submit({ vehicleId: id, customerId, positions: points.slice(i, i + 40) });
    await writer.flush();
    await engine.idle();
    const events = await eventsOf(id);
    const types = new Set(events.map((e) => e.event_type));
    for (const eid of [1, 3, 21, 22]) expect(types.has(eid), `event ${eid}`).toBe(true);
    const speeding = events.filter((e) => e.event_type === 4);
    expect(speeding.length).toBeGreaterThan(0);
    // alarms exactly where the vehicle's alarm flags say
    const flagged = new Set(simulatedConfig().alarmFlags);
    for (const e of events)
      expect(e.is_alarm, `event ${e.event_type}`).toBe(flagged.has(e.event_type) ? e.is_alarm : 0);
    const live = await t.ctx.db
      .selectFrom('vehicle_live')
      .selectAll()
      .where('vehicle_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(live.processed_time).toBe(points.at(-1)!.time);
    expect(JSON.parse(live.live).dt).toBe(points.at(-1)!.time);
  });

  it('publishes each live state it committed, with the stored row’s markers (live-feed.ts)', async () => {
    const id = await vehicle('FEED', '352093081452300');
    const heard: LiveWritten[] = [];
    const stop = onLiveWritten(t.ctx, (rows) => heard.push(...rows.filter((r) => r.vehicle_id === id)));
    try {
      const engine = createEngineRunner(t.ctx, silent);
      const writer = createIngestWriter(t.ctx, { onCommitted: engine.notify });
      const stored = async (upTo: number) => {
        await writer.submit({ vehicleId: id, customerId, positions: points.slice(upTo - 40, upTo) });
        await writer.flush();
        await engine.idle();
        return t.ctx.db
          .selectFrom('vehicle_live')
          .select(['vehicle_id', 'customer_id', 'updated_at', 'processed_time', 'live'])
          .where('vehicle_id', '=', id)
          .executeTakeFirstOrThrow();
      };
      // The first run has no time before it; the next one names where the engine had got to.
      const first = await stored(40);
      expect(heard.at(-1)).toEqual({ ...first, processed_before: null });
      expect(heard.at(-1)!.processed_time).toBe(points[39].time);
      const second = await stored(80);
      expect(heard.at(-1)).toEqual({ ...second, processed_before: points[39].time });
    } finally {
      stop();
    }
  });

  it('gives the same events when a day of records arrives late, and after a restart', async () => {
    const reference = await eventsOf(
      (await t.ctx.db.selectFrom('vehicles').select('id').where('regno', '=', 'IN ORDER').executeTakeFirstOrThrow()).id,
    );
    const id = await vehicle('LATE', '352093081452269');
    const engine = createEngineRunner(t.ctx, silent);
    const writer = createIngestWriter(t.ctx, { onCommitted: engine.notify });
    const third = Math.floor(points.length / 3);
    const early = [...points.slice(0, third), ...points.slice(2 * third)];
    const late = points.slice(third, 2 * third);
    for (let i = 0; i < early.length; i += 40)
      await writer.submit({ vehicleId: id, customerId, positions: early.slice(i, i + 40) });
    await writer.flush();
    await engine.idle();
    // A restart between the two deliveries: a new runner starts from what was stored.
    const restarted = createEngineRunner(t.ctx, silent);
    const writer2 = createIngestWriter(t.ctx, { onCommitted: restarted.notify });
    await restarted.catchUp();
    for (let i = 0; i < late.length; i += 40)
      await writer2.submit({ vehicleId: id, customerId, positions: late.slice(i, i + 40) });
    await writer2.flush();
    await restarted.idle();
    expect(await eventsOf(id)).toEqual(reference);
  });

  it('keeps an accepted alarm through a re-run', async () => {
    const id = await vehicle('ALARMS', '352093081452277');
    const cfg = { ...simulatedConfig(), alarmFlags: [4] };
    await t.ctx.db
      .updateTable('vehicles')
      .set({ settings: JSON.stringify(cfg) })
      .where('id', '=', id)
      .execute();
    const engine = createEngineRunner(t.ctx, silent);
    const writer = createIngestWriter(t.ctx, { onCommitted: engine.notify });
    const half = Math.floor(points.length / 2);
    await writer.submit({ vehicleId: id, customerId, positions: points.slice(0, half) });
    await writer.flush();
    await engine.idle();
    const first = await t.ctx.db
      .selectFrom('events')
      .select(['id', 'from_time'])
      .where('vehicle_id', '=', id)
      .where('is_alarm', '=', 1)
      .orderBy('from_time')
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .updateTable('events')
      .set({ accepted: 1, description: 'Sprawdzone' })
      .where('id', '=', first.id)
      .execute();
    // records from before the alarm arrive late: the vehicle re-runs from a checkpoint
    const resend = points.slice(half).concat(points.slice(0, half).filter((_, i) => i % 2 === 0));
    await writer.submit({ vehicleId: id, customerId, positions: resend });
    await writer.flush();
    await engine.idle();
    const again = await t.ctx.db.selectFrom('events').selectAll().where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(again).toMatchObject({ accepted: 1, description: 'Sprawdzone', from_time: first.from_time });
  });
});
