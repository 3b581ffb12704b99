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

  it('rejects the submitters of a failed commit, so their devices are not acknowledged', async () => {
    const writer = createIngestWriter(t.ctx);
    const bad = { ...richPosition(Date.parse('2026-11-04T00:00:00Z')), lat: null as unknown as number };
    await expect(writer.submit({ vehicleId, customerId, positions: [bad] })).rejects.toThrow();
    const good = richPosition(Date.parse('2026-11-04T00:00:01Z'));
    expect(await writer.submit({ vehicleId, customerId, positions: [good] })).toEqual({ stored: 1, duplicates: 0 });
  });
});
