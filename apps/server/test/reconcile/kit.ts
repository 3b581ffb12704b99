import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReportAnswer, ReportRow, RouteAnswer } from '@namiar/domain';
import { formatDateTime, parseDateTime } from '@namiar/domain';
import type { DialectName } from '../../src/db/database';
import { runDemoFleet } from '../../src/demo/demo-fleet';
import { createEngineRunner } from '../../src/engine/engine-runner';
import { createIngestWriter } from '../../src/ingest/ingest-writer';
import { post } from '../harness';
import { demoSessions, makeDemoApp, type DemoVehicle } from '../demo-fixtures';

const silent = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} } as never;

/**
 * The reconciliation suite's world (issue 27 §2): the demo fleet's 30 days of history up to the
 * test clock (2026-03-29 01:30 in Warsaw, the night the clocks go forward), the demo company's
 * admin, and readers of the calls a fleet manager compares: the route, the reports, exports.
 */
export const TZ = 'Europe/Warsaw';
export const HISTORY_DAYS = 30;
/** The suite's clock: 2026-03-30 12:00 in Warsaw (summer time since 29 March 02:00). */
export const CLOCK = Date.parse('2026-03-30T10:00:00Z');

export type Answer = ReportAnswer & { err?: { global?: string; code?: string } };

export const at = (text: string) => parseDateTime(text, TZ)!;
export const fmt = (time: number) => formatDateTime(time, TZ);

export async function reconcileWorld(dialect: DialectName) {
  // A data directory of its own: the exports are written there.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'namiar-reconcile-'));
  const demo = await makeDemoApp(dialect, { NAMIAR_DATA_DIR: dataDir });
  const { t } = demo;
  // The history runs to noon after the night the clocks go forward: a 23-hour day with data.
  t.clock.now = CLOCK;
  // The demo's first start: the history through the ingest pipeline and the engine over the
  // connections the devices kept (demo-history.ts), then the fuel records against it.
  const engine = createEngineRunner(t.ctx, silent);
  const writer = createIngestWriter(t.ctx, { onCommitted: engine.notify });
  await runDemoFleet(
    { ctx: t.ctx, writer, engine, teltonikaPort: undefined, historyDays: HISTORY_DAYS, log: () => {} },
    true,
  );
  const customer = await t.ctx.db
    .selectFrom('customers')
    .select('id')
    .where('clogin', '=', 'demo')
    .executeTakeFirstOrThrow();
  const vehicles: DemoVehicle[] = demo.vehicles.filter((v) => v.customer_id === customer.id);
  const s = await demoSessions(t.app);
  const firstRecord = new Map(
    (
      await t.ctx.db
        .selectFrom('positions')
        .select(['vehicle_id', (eb) => eb.fn.min('time').as('first')])
        .groupBy('vehicle_id')
        .execute()
    ).map((r) => [r.vehicle_id, Number(r.first)]),
  );

  async function report(type: string, ids: number[], from: string, to: string, extra: Record<string, string> = {}) {
    const res = await post(
      t.app,
      `/app/${type}`,
      { type, ids: ids.join('|'), from_date: from, to_date: to, gridSchema: 'true', ...extra },
      s.admin,
    );
    if (res.statusCode !== 200) throw new Error(`${type}: HTTP ${res.statusCode} ${res.body}`);
    const json = res.json() as Answer;
    if (json.err) throw new Error(`${type}: ${JSON.stringify(json.err)}`);
    return json;
  }

  async function route(id: number, from: string, to: string): Promise<RouteAnswer> {
    const res = await post(t.app, '/app/route', { id: String(id), from_date: from, to_date: to }, s.admin);
    const json = res.json() as RouteAnswer & { err?: unknown };
    if (res.statusCode !== 200 || json.err) throw new Error(`route: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return json;
  }

  async function saveSettings(values: Record<string, unknown>) {
    const read = await t.app.inject({ method: 'GET', url: '/app/settings/', headers: { cookie: s.admin } });
    const doc = JSON.parse((read.json() as { global_json: string }).global_json) as Record<string, unknown>;
    const res = await post(
      t.app,
      '/app/settings/save',
      { global_json: JSON.stringify({ ...doc, ...values }) },
      s.admin,
    );
    if (res.statusCode !== 200) throw new Error(`settings: ${res.body}`);
  }

  /** Each vehicle's route over the suite's whole range, read once. */
  const wholeRoutes = new Map<string, Promise<RouteAnswer>>();
  function cachedRoute(id: number, from: string, to: string) {
    const key = `${id}|${from}|${to}`;
    if (!wholeRoutes.has(key)) wholeRoutes.set(key, route(id, from, to));
    return wholeRoutes.get(key)!;
  }

  return {
    t,
    vehicles,
    s,
    report,
    route,
    cachedRoute,
    saveSettings,
    firstRecord,
    now: () => t.clock.now,
    close: async () => {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type World = Awaited<ReturnType<typeof reconcileWorld>>;

/** Seconds of [from, to) a vehicle's states must cover: from its first record on, up to now. */
export function coveredSeconds(w: World, vehicleId: number, from: number, endExclusive: number): number {
  const a = Math.max(from, w.firstRecord.get(vehicleId) ?? Infinity);
  const b = Math.min(endExclusive, w.now());
  return b > a ? Math.floor(b / 1000) - Math.floor(a / 1000) : 0;
}

/** A row's number (0 for an empty cell). */
export const num = (row: ReportRow | null | undefined, field: string) => Number(row?.[field] ?? 0);

/** The sum of a field over rows. */
export const sum = (rows: readonly ReportRow[], field: string) => rows.reduce((s, r) => s + num(r, field), 0);
