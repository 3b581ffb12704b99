import { simulatedConfig, type RouteAnswer, type RoutePoints } from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineRunner } from '../src/engine/engine-runner';
import { DIALECTS, makeTestApp, post, type TestApp } from './harness';
import { lateRecord, routeCompanies, unpackRoute } from './route-fixtures';

const silent = { error: () => {}, warn: () => {}, info: () => {} } as never;

/**
 * 'Dogeneruj zdarzenia' re-runs the engine only from the first day whose inputs changed
 * (docs/route.md 'Regeneration'), and answers exactly what a full re-run answers.
 */
describe.each(DIALECTS)('route regeneration on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let a1: { id: number; customerId: number };
  /** Where each re-run the route asked for started. */
  let reruns: number[];
  // Three company-zone days (Warsaw), all processed by the engine.
  const body = () => ({ id: String(a1.id), from_date: '2026-03-10 00:00:00', to_date: '2026-03-12 23:59:59' });
  const from = Date.parse('2026-03-09T23:00:00Z');
  const day2 = from + 86_400_000;

  const load = async (extra: Record<string, string> = {}) => {
    const res = await post(t.app, '/app/route', { ...body(), ...extra }, admin);
    expect(res.statusCode).toBe(200);
    const answer = res.json() as RouteAnswer;
    return { answer, c: unpackRoute(answer.points as RoutePoints) };
  };
  const builtAt = async () =>
    new Map(
      (
        await t.ctx.db
          .selectFrom('route_chunks')
          .select(['day_start', 'built_at'])
          .where('vehicle_id', '=', a1.id)
          .orderBy('day_start')
          .execute()
      ).map((r) => [Number(r.day_start), Number(r.built_at)]),
    );
  /** The answer's events as a re-run makes them (ids and places are not part of it). */
  const events = (a: RouteAnswer) => a.events.map((e) => ({ ...e, id: 0, geo: null }));
  /** A full re-run of the range: no cached day to trust, the engine re-runs from the range's start. */
  const fullRerun = async () => {
    await t.ctx.db.deleteFrom('route_chunks').where('vehicle_id', '=', a1.id).execute();
    reruns = [];
    const full = await load({ generate: '1' });
    expect(reruns).toEqual([from]);
    return full;
  };

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    ({ a1, admin } = await routeCompanies(t));
    const engine = createEngineRunner(t.ctx, silent);
    t.ctx.engine = {
      rerun: (vehicleId, customerId, start) => {
        reruns.push(start);
        return engine.rerun(vehicleId, customerId, start);
      },
    };
  }, 120_000);
  afterAll(() => t.close());

  it('re-runs nothing on unchanged data, and answers as a full re-run', async () => {
    const first = await load();
    const built = await builtAt();
    expect([...built.keys()]).toEqual([from, day2, day2 + 86_400_000]);
    t.clock.now += 60_000;
    reruns = [];
    const again = await load({ generate: '1' });
    expect(reruns).toEqual([]);
    expect(await builtAt()).toEqual(built);
    expect(again.c).toEqual(first.c);

    const full = await fullRerun();
    expect(full.c).toEqual(again.c);
    expect(events(full.answer)).toEqual(events(again.answer));
    expect(full.answer.report).toEqual(again.answer.report);
  });

  it('re-runs from the day of a late record the engine has not seen yet, keeping the days before it', async () => {
    await load();
    const built = await builtAt();
    // Stored without the engine (it would drop the days itself): only the days' keys can tell.
    const late = await lateRecord(t, a1, day2 + 12 * 3600_000, 7000, { engine: false });
    t.clock.now += 60_000;
    reruns = [];
    const regenerated = await load({ generate: '1' });
    expect(reruns).toEqual([day2]);
    expect(regenerated.c.dtValue).toContain(late.time);
    const after = await builtAt();
    expect(after.get(from)).toBe(built.get(from));
    expect(after.get(day2)).toBe(t.clock.now);
    expect(after.get(day2 + 86_400_000)).toBe(t.clock.now);

    const full = await fullRerun();
    expect(full.c).toEqual(regenerated.c);
    expect(events(full.answer)).toEqual(events(regenerated.answer));
  });

  it('drops the days from a late record the engine processed on, not the day before it', async () => {
    await load();
    const built = await builtAt();
    // Just after midnight: the engine re-runs from a checkpoint of the day before.
    await lateRecord(t, a1, day2 + 600_000, 3000, { engine: true });
    expect([...(await builtAt()).entries()]).toEqual([[from, built.get(from)]]);
    reruns = [];
    await load({ generate: '1' });
    expect(reruns).toEqual([day2]);
  });

  it('brings back a computed event deleted by hand on a cached day', async () => {
    await load();
    const fuel = await t.ctx.db
      .selectFrom('events')
      .select(['event_type', 'from_time'])
      .where('vehicle_id', '=', a1.id)
      .where('event_type', 'in', [21, 22])
      .where('manual', '=', 0)
      .where('from_time', '>=', day2)
      .orderBy('from_time')
      .executeTakeFirstOrThrow();
    const fd = new Date(fuel.from_time + 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    const form = {
      id: String(a1.id),
      from_date: fd,
      to_date: fd,
      value: '0',
      save_event_type_id: String(fuel.event_type),
    };
    expect((await post(t.app, '/app/route/event/delete', form, admin)).json()).toEqual({});
    reruns = [];
    const regenerated = await load({ generate: '1' });
    const itsDay = from + Math.floor((fuel.from_time - from) / 86_400_000) * 86_400_000;
    expect(reruns).toEqual([itsDay]);
    expect(regenerated.answer.events.some((e) => e.eid === fuel.event_type && e.fdt === fd)).toBe(true);
  });

  it('re-runs the whole range after a configuration change', async () => {
    await load();
    await t.ctx.db
      .updateTable('vehicles')
      .set({ settings: JSON.stringify({ ...simulatedConfig(), maxSpeedKmh: 40 }) })
      .where('id', '=', a1.id)
      .execute();
    t.clock.now += 60_000;
    reruns = [];
    const regenerated = await load({ generate: '1' });
    expect(reruns).toEqual([from]);
    expect([...(await builtAt()).values()]).toEqual([t.clock.now, t.clock.now, t.clock.now]);
    const full = await fullRerun();
    expect(full.c).toEqual(regenerated.c);
    expect(events(full.answer)).toEqual(events(regenerated.answer));
  });

  it('re-runs days viewed with a new configuration whose stored events came from the old one', async () => {
    await load({ generate: '1' });
    const rev = async () =>
      (
        await t.ctx.db
          .selectFrom('vehicle_live')
          .select('config_rev')
          .where('vehicle_id', '=', a1.id)
          .executeTakeFirstOrThrow()
      ).config_rev;
    const before = await rev();
    expect(before).not.toBeNull();
    await t.ctx.db
      .updateTable('vehicles')
      .set({ settings: JSON.stringify({ ...simulatedConfig(), maxSpeedKmh: 45 }) })
      .where('id', '=', a1.id)
      .execute();
    t.clock.now += 60_000;
    // Viewed without regeneration: the days are built (and keyed) with the new configuration,
    // but the stored events are still those the engine wrote with the old one.
    await load();
    expect(await rev()).toBe(before);
    reruns = [];
    const regenerated = await load({ generate: '1' });
    expect(reruns).toEqual([from]);
    expect(await rev()).not.toBe(before);
    const full = await fullRerun();
    expect(events(full.answer)).toEqual(events(regenerated.answer));
    // Now events and days agree: nothing to re-run.
    reruns = [];
    await load({ generate: '1' });
    expect(reruns).toEqual([]);
  });
});
