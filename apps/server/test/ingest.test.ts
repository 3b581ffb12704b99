import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyPosition, type Position } from '@namiar/domain';
import { createIngestWriter, type CommittedVehicle } from '../src/ingest/ingest-writer';
import { positionsFrom } from '../src/ingest/positions.repository';
import { rowToPosition } from '../src/ingest/position-row';
import { DIALECTS, makeOneVehicleApp, type TestApp } from './harness';

function richPosition(time: number): Position {
  return {
    ...emptyPosition(time, 51.1 + time / 1e12, 17.03),
    speed: 62.5,
    course: 271,
    altitude: 120,
    satellites: 11,
    ignition: true,
    movement: true,
    odometer: 123456.5,
    engineSeconds: 3600,
    fuelProbe1: 2048,
    fuelProbe2: null,
    externalVoltage: 27800,
    gsm: 18,
    antenna: 0,
    inputs: 0b101,
    outputs: 0b10,
    driver1: '01A2B3C4D5E6F7',
    rpm: 1450,
    temperatures: [4.5, null, -18.2],
    tonnage: 12.4,
    harsh: 'brake',
    extra: { io250: 3 },
  };
}

describe.each(DIALECTS)('ingest writer on %s', (dialect) => {
  let t: TestApp;
  let vehicleId: number;
  let customerId: number;
  beforeAll(async () => {
    ({ t, vehicleId, customerId } = await makeOneVehicleApp(dialect));
  });
  afterAll(() => t.close());

  it('stores records exactly as given and reads them back', async () => {
    const writer = createIngestWriter(t.ctx);
    const p = richPosition(Date.parse('2026-11-01T10:00:00Z'));
    expect(await writer.submit({ vehicleId, customerId, positions: [p] })).toEqual({ stored: 1, duplicates: 0 });
    const rows = await positionsFrom(t.ctx.db, vehicleId, p.time, 10);
    expect(rows.map(rowToPosition)).toEqual([p]);
  });

  it('ignores a record already stored (same vehicle and time) and says so', async () => {
    const committed: CommittedVehicle[][] = [];
    const writer = createIngestWriter(t.ctx, { onCommitted: (v) => committed.push(v) });
    const base = Date.parse('2026-11-02T10:00:00Z');
    const first = [0, 1, 2].map((i) => richPosition(base + i * 10_000));
    expect(await writer.submit({ vehicleId, customerId, positions: first })).toEqual({ stored: 3, duplicates: 0 });
    const resent = [1, 2, 3].map((i) => ({ ...richPosition(base + i * 10_000), speed: 99 }));
    expect(await writer.submit({ vehicleId, customerId, positions: resent })).toEqual({ stored: 1, duplicates: 2 });
    const rows = await positionsFrom(t.ctx.db, vehicleId, base, 10);
    expect(rows.map((r) => r.speed)).toEqual([62.5, 62.5, 62.5, 99]); // the first copy is kept
    expect(committed.at(-1)).toEqual([
      { vehicleId, customerId, minTime: base + 30_000, count: 1, positions: [resent[2]] },
    ]);
  });

  it('commits concurrent submissions in groups and resolves each after its commit', async () => {
    const writer = createIngestWriter(t.ctx, { maxDelayMs: 20 });
    const base = Date.parse('2026-11-03T00:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        writer.submit({
          vehicleId,
          customerId,
          positions: [richPosition(base + i * 1000), richPosition(base + i * 1000 + 500)],
        }),
      ),
    );
    expect(results.every((r) => r.stored === 2 && r.duplicates === 0)).toBe(true);
    expect(await positionsFrom(t.ctx.db, vehicleId, base, 1000)).toHaveLength(100);
  });

  it('leaves impossible values out of their fields, keeps them raw, and stores the record', async () => {
    const writer = createIngestWriter(t.ctx);
    // A real Codec 16 frame's IO 113 (battery %) as 4294806661, and 3.89e17 litres used.
    const p = {
      ...richPosition(Date.parse('2026-11-04T00:00:00Z')),
      batteryPercent: 4294806661,
      fuelUsedLitres: 3.89e17,
    };
    expect(await writer.submit({ vehicleId, customerId, positions: [p] })).toEqual({ stored: 1, duplicates: 0 });
    const [row] = (await positionsFrom(t.ctx.db, vehicleId, p.time, 1)).map(rowToPosition);
    expect(row.batteryPercent).toBeNull();
    expect(row.fuelUsedLitres).toBeNull();
    expect(row.extra['bad.batteryPercent']).toBe(4294806661);
    expect(row.speed).toBe(p.speed);
  });

  it("one device's record no insert accepts goes to the quarantine; the other device's records in the same group are stored; both are acknowledged", async () => {
    const other = await t.admin.addVehicle(
      'acme',
      `WA ${dialect}`,
      dialect === 'sqlite' ? '352093081452252' : '352093081452253',
    );
    const committed: CommittedVehicle[][] = [];
    // No range check: a value the checks do not know reaches the database, as a future field would.
    const writer = createIngestWriter(t.ctx, {
      maxDelayMs: 30,
      checkRanges: (p) => ({ position: p, outOfRange: [] }),
      onCommitted: (v) => committed.push(v),
    });
    const base = Date.parse('2026-11-05T00:00:00Z');
    // Refused by both databases: a NaN speed (a NOT NULL column), a smallint out of range.
    const poison = { ...richPosition(base + 1000), speed: Number.NaN, batteryPercent: 4294806661 };
    const [bad, good] = await Promise.all([
      writer.submit({ vehicleId, customerId, positions: [richPosition(base), poison, richPosition(base + 2000)] }),
      writer.submit({ vehicleId: other.id, customerId, positions: [richPosition(base), richPosition(base + 1000)] }),
    ]);
    expect(good).toEqual({ stored: 2, duplicates: 0 });
    expect(bad).toEqual({ stored: 2, duplicates: 1 });
    expect((await positionsFrom(t.ctx.db, other.id, base, 10)).map((r) => r.time)).toEqual([base, base + 1000]);
    expect((await positionsFrom(t.ctx.db, vehicleId, base, 10)).map((r) => r.time)).toEqual([base, base + 2000]);
    const kept = await t.ctx.db
      .selectFrom('record_quarantine')
      .selectAll()
      .where('vehicle_id', '=', vehicleId)
      .execute();
    expect(kept).toHaveLength(1);
    expect(Number(kept[0].time)).toBe(base + 1000);
    expect(JSON.parse(kept[0].record)).toMatchObject({ speed: 'NaN', batteryPercent: 4294806661 });
    expect(kept[0].error.length).toBeGreaterThan(0);
    // The engine hears of the stored records only.
    const heard = committed.flat().flatMap((c) => c.positions?.map((p) => `${c.vehicleId}:${p.time}`) ?? []);
    expect(heard.sort()).toEqual(
      [
        `${other.id}:${base}`,
        `${other.id}:${base + 1000}`,
        `${vehicleId}:${base}`,
        `${vehicleId}:${base + 2000}`,
      ].sort(),
    );
    // The device moves on: its next frame is stored as usual.
    expect(await writer.submit({ vehicleId, customerId, positions: [richPosition(base + 3000)] })).toEqual({
      stored: 1,
      duplicates: 0,
    });
  });
});
