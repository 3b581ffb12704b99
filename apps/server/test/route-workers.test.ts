import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteAnswer } from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadVehicleEngineConfig } from '../src/engine/vehicle-config';
import { answerJson } from '../src/modules/route/route-answer';
import { runRouteOp } from '../src/modules/route/route-ops';
import { createRouteWorkers } from '../src/modules/route/route-workers';
import { findRouteVehicle } from '../src/modules/route/route.repository';
import { DIALECTS, makeTestApp, post, type TestApp } from './harness';
import { routeCompanies } from './route-fixtures';

describe.each(DIALECTS)('route workers on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let a1: { id: number; customerId: number };
  const body = () => ({ id: String(a1.id), from_date: '2026-03-10 00:00:00', to_date: '2026-03-12 18:00:00' });
  const from = Date.parse('2026-03-09T23:00:00Z');
  const noGeo = (a: RouteAnswer) => ({ ...a, events: a.events.map((e) => ({ ...e, geo: null })) });

  // A database the route worker threads open themselves (the other suites' in-memory one runs
  // the same ops in-process): a SQLite file, or PostgreSQL with its URL in the configuration.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'namiar-route-workers-'));
  beforeAll(async () => {
    t = await makeTestApp(dialect, {}, { sqliteFile: path.join(dir, 'namiar.sqlite') });
    ({ a1, admin } = await routeCompanies(t));
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The same answer computed in-process, through the app's own connection. */
  async function inProcess(): Promise<RouteAnswer> {
    const vehicle = (await findRouteVehicle(t.ctx.db, a1.customerId, a1.id))!;
    const config = (await loadVehicleEngineConfig(t.ctx.db, a1.customerId, a1.id))!;
    const d = { db: t.ctx.db, sqlite: t.ctx.sqlite ?? null, now: t.ctx.now };
    const job = {
      customerId: a1.customerId,
      tz: 'Europe/Warsaw',
      vehicle,
      config,
      from,
      to: from + 3 * 86_400_000 - 6 * 3600_000 + 999,
    };
    return JSON.parse(answerJson(await runRouteOp(d, 'build', job))) as RouteAnswer;
  }

  it('builds the missing days on the workers and answers what the ops answer in-process', async () => {
    const res = await post(t.app, '/app/route', body(), admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const answer = res.json() as RouteAnswer;
    // Two whole days, each built by one of the two workers from its own checkpoint, with its key.
    const stored = await t.ctx.db
      .selectFrom('route_chunks')
      .select(['day_start', 'cp_time', 'input_key'])
      .where('vehicle_id', '=', a1.id)
      .orderBy('day_start')
      .execute();
    expect(stored.map((r) => Number(r.day_start))).toEqual([from, from + 86_400_000]);
    expect(stored.every((r) => r.input_key !== null && Number(r.cp_time) <= Number(r.day_start))).toBe(true);
    expect(noGeo(answer)).toEqual(noGeo(await inProcess()));
  });

  it('regenerates through the workers: unchanged days are kept', async () => {
    const before = await t.ctx.db.selectFrom('route_chunks').select(['day_start', 'built_at']).execute();
    t.clock.now += 60_000;
    const res = await post(t.app, '/app/route', { ...body(), generate: '1' }, admin);
    expect(res.statusCode).toBe(200);
    expect((res.json() as RouteAnswer).points.n).toBeGreaterThan(0);
    const after = await t.ctx.db.selectFrom('route_chunks').select(['day_start', 'built_at']).execute();
    expect(after).toEqual(before);
  });

  it('warms up on the newest stored days without writing anything', async () => {
    const d = { db: t.ctx.db, sqlite: t.ctx.sqlite ?? null, now: t.ctx.now };
    const before = await t.ctx.db.selectFrom('route_chunks').selectAll().orderBy('day_start').execute();
    expect(before.length).toBeGreaterThan(0);
    expect(await runRouteOp(d, 'warmUp', undefined)).toBeGreaterThan(1000);
    expect(await t.ctx.db.selectFrom('route_chunks').selectAll().orderBy('day_start').execute()).toEqual(before);
  });

  it('starts its threads when warmed, before any route is asked for', async () => {
    const workers = createRouteWorkers(t.ctx);
    expect(workers.running()).toBe(0);
    workers.warm();
    expect(workers.running()).toBe(workers.threads);
    expect(workers.threads).toBeGreaterThan(0);
    await workers.close();
    expect(workers.running()).toBe(0);
  });
});
