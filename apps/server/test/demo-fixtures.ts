import type { FastifyInstance } from 'fastify';
import { seedDemo } from '../src/demo/seed';
import type { DialectName } from '../src/db/database';
import { makeTestApp, signInOrFail } from './harness';

/** The password every seeded demo account gets in the tests. */
export const DEMO_PASSWORD = 'demo1234';

export type DemoVehicle = { id: number; customer_id: number; regno: string };

/** A fresh app with the demo companies seeded, their vehicles and a lookup by registration. */
export async function makeDemoApp(dialect: DialectName) {
  const t = await makeTestApp(dialect, { NAMIAR_DEMO_PASSWORD: DEMO_PASSWORD });
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
