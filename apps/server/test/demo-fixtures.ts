import type { FastifyInstance } from 'fastify';
import { ingestDemoHistory } from '../src/demo/demo-history';
import { seedDemo } from '../src/demo/seed';
import { createEngineRunner } from '../src/engine/engine-runner';
import { createIngestWriter } from '../src/ingest/ingest-writer';
import type { DialectName } from '../src/db/database';
import { makeTestApp, signInOrFail, type TestApp } from './harness';

/** The password every seeded demo account gets in the tests. */
export const DEMO_PASSWORD = 'demo1234-flota';

export type DemoVehicle = { id: number; customer_id: number; regno: string };

/** A fresh app with the demo companies seeded, their vehicles and a lookup by registration. */
export async function makeDemoApp(dialect: DialectName, env: Record<string, string> = {}) {
  const t = await makeTestApp(dialect, { NAMIAR_DEMO_PASSWORD: DEMO_PASSWORD, ...env });
  await seedDemo(t.ctx);
  const vehicles: DemoVehicle[] = await t.ctx.db
    .selectFrom('vehicles')
    .select(['id', 'customer_id', 'regno'])
    .execute();
  const v = (regno: string): DemoVehicle => {
    const found = vehicles.find((x) => x.regno === regno);
    if (!found) throw new Error(`no demo vehicle ${regno}`);
    return found;
  };
  return { t, vehicles, v };
}

/** Session cookies of the demo company's admin and operator and of the other company's admin. */
export async function demoSessions(app: FastifyInstance) {
  return {
    admin: await signInOrFail(app, 'demo', 'admin', DEMO_PASSWORD),
    operator: await signInOrFail(app, 'demo', 'operator', DEMO_PASSWORD),
    transpol: await signInOrFail(app, 'transpol', 'admin', DEMO_PASSWORD),
  };
}

const silent = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} } as never;

/**
 * `days` of the demo fleet's simulated history up to the test clock, taken as devices deliver it
 * (the demo's own history: demo-history.ts, over the connections the devices kept, each logged
 * as the gateway logs it; the ingest writer hands each commit to the engine, which writes
 * events, checkpoints and live states); answers the demo company ({id}).
 */
export async function addDemoHistory(t: TestApp, days = 3) {
  const customer = await t.ctx.db
    .selectFrom('customers')
    .select('id')
    .where('clogin', '=', 'demo')
    .executeTakeFirstOrThrow();
  const vehicles = await t.ctx.db.selectFrom('vehicles').select(['id', 'customer_id', 'imei']).execute();
  const engine = createEngineRunner(t.ctx, silent);
  const writer = createIngestWriter(t.ctx, { onCommitted: engine.notify });
  await ingestDemoHistory({ ctx: t.ctx, writer, days, vehicles });
  await writer.flush();
  await engine.idle();
  return customer;
}
