import type { MonitVehicle } from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishLiveWritten } from '../src/engine/live-feed';
import { prepareGazetteer } from '../src/modules/geocode/place-lookup';
import { DEMO_FLEET } from '../src/sim';
import { demoSessions, makeDemoApp, type DemoVehicle } from './demo-fixtures';
import { DIALECTS, post, type TestApp } from './harness';
import { liveState } from './monit-fixtures';

/**
 * `/monit` takes the live states the engine publishes as it commits them (engine/live-feed.ts)
 * for companies someone watches, instead of reading those rows again at the next poll; the
 * stored markers still decide which state is current.
 */
describe.each(DIALECTS)('monitor live feed on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let transpol: string;
  let v: (regno: string) => DemoVehicle;
  let now: number;

  beforeAll(async () => {
    ({ t, v } = await makeDemoApp(dialect));
    now = t.clock.now;
    prepareGazetteer();
    ({ admin, transpol } = await demoSessions(t.app));
  });
  afterAll(() => t.close());

  const latOf = async (cookie: string, regno: string) => {
    const res = await post(t.app, '/app/monit', { only_chosen: 'false' }, cookie);
    expect(res.statusCode).toBe(200);
    return (res.json().m as MonitVehicle[]).find((x) => x.regno === regno)!.lat;
  };

  /** Stores a live state with the given markers, as the engine's upsert does. */
  async function store(vehicle: DemoVehicle, updatedAt: number, lat: number) {
    const live = JSON.stringify(liveState(now - 10_000, { lat, lon: 17 }));
    const row = {
      vehicle_id: vehicle.id,
      customer_id: vehicle.customer_id,
      processed_time: now - 10_000,
      updated_at: updatedAt,
    };
    await t.ctx.db
      .insertInto('vehicle_live')
      .values({ ...row, state: '{}', live })
      .onConflict((oc) => oc.column('vehicle_id').doUpdateSet({ live, updated_at: updatedAt }))
      .execute();
    return { ...row, live };
  }
  const published = (row: Awaited<ReturnType<typeof store>>, lat: number) => ({
    ...row,
    processed_before: row.processed_time,
    live: JSON.stringify(liveState(now - 10_000, { lat, lon: 17 })),
  });

  it('uses a published state of a watched company without reading its row', async () => {
    const wx = v(DEMO_FLEET[0].regno);
    await latOf(admin, wx.regno); // the company is watched from its first poll
    const row = await store(wx, now + 1, 51.1);
    // The same markers as the stored row, another text: only a poll that took the published
    // state (and did not read the row) shows 51.2.
    publishLiveWritten(t.ctx, [published(row, 51.2)]);
    expect(await latOf(admin, wx.regno)).toBe(51.2);
  });

  it('reads the row when the stored markers are not the published ones', async () => {
    const wx = v(DEMO_FLEET[1].regno);
    await latOf(admin, wx.regno);
    const row = await store(wx, now + 2, 51.3);
    publishLiveWritten(t.ctx, [{ ...published(row, 51.4), updated_at: now + 1 }]);
    expect(await latOf(admin, wx.regno)).toBe(51.3);
  });

  it('leaves companies nobody watches to their next poll', async () => {
    const lu = v('LU 4410A');
    const row = await store(lu, now + 3, 51.5);
    publishLiveWritten(t.ctx, [published(row, 51.6)]);
    expect(await latOf(transpol, lu.regno)).toBe(51.5);
  });
});
