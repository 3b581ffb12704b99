import zlib from 'node:zlib';
import {
  fieldValues,
  monthScript,
  readRoutePoints,
  simulateVehicle,
  simulatedConfig,
  type Position,
  type RoutePoints,
} from '@namiar/domain';
import { createEngineRunner } from '../src/engine/engine-runner';
import { createIngestWriter } from '../src/ingest/ingest-writer';
import { P } from '@namiar/domain';
import type { RouteChunksTable } from '../src/db/schema';
import { signInOrFail, type TestApp } from './harness';

const silent = { error: () => {}, warn: () => {}, info: () => {} } as never;

/** Three simulated days (30 s records) from 2026-03-10 00:00 UTC. */
export const ROUTE_START = Date.parse('2026-03-10T00:00:00Z');
export const routePoints: Position[] = simulateVehicle(monthScript(3, 7), {
  start: ROUTE_START,
  interval: 30,
  seed: 7,
  jumpRate: 0.001,
});

/** A vehicle with the simulator's configuration whose records (none: `[]`) went through ingest and the engine. */
export async function simulatedVehicle(t: TestApp, clogin: string, regno: string, imei: string, points = routePoints) {
  const v = await t.admin.addVehicle(clogin, regno, imei);
  await t.ctx.db
    .updateTable('vehicles')
    .set({ settings: JSON.stringify(simulatedConfig()) })
    .where('id', '=', v.id)
    .execute();
  const engine = createEngineRunner(t.ctx, silent);
  const writer = createIngestWriter(t.ctx, { onCommitted: engine.notify });
  for (let i = 0; i < points.length; i += 500)
    await writer.submit({ vehicleId: v.id, customerId: v.customerId, positions: points.slice(i, i + 500) });
  await writer.flush();
  await engine.idle();
  return v;
}

/**
 * A record arriving late (a copy of the first record after `after`, `shift` ms later, another
 * speed), stored through the ingest writer; with `engine`, processed by an engine runner too.
 */
export async function lateRecord(
  t: TestApp,
  v: { id: number; customerId: number },
  after: number,
  shift: number,
  opts: { engine: boolean },
) {
  const inside = routePoints.find((p) => p.time > after)!;
  const late = { ...inside, time: inside.time + shift, speed: 77 };
  const engine = opts.engine ? createEngineRunner(t.ctx, silent) : null;
  const writer = createIngestWriter(t.ctx, engine ? { onCommitted: engine.notify } : {});
  await writer.submit({ vehicleId: v.id, customerId: v.customerId, positions: [late] });
  await writer.close();
  await engine?.idle();
  return late;
}

/**
 * Companies 'alfa' (vehicle WA 1001 with three simulated days, WA 1002 without records) and
 * 'beta', with signed-in users: alfa's admin, a route user limited to WA 1002, a monitor-only
 * user, and beta's admin.
 */
export async function routeCompanies(t: TestApp, before: (customerId: number) => Promise<void> = async () => {}) {
  const alfa = await t.admin.createCustomer('alfa');
  await t.admin.createCustomer('beta');
  const a1 = await simulatedVehicle(t, 'alfa', 'WA 1001', '352093081452251');
  const a2 = await t.admin.addVehicle('alfa', 'WA 1002', '352093081452269');
  await before(alfa.id);
  await t.admin.createUser('alfa', 'admin', 'haslo123-flota');
  await t.admin.createUser('alfa', 'limited', 'haslo123-flota', { permissions: [P.route], vehicleIds: [a2.id] });
  await t.admin.createUser('alfa', 'monitor', 'haslo123-flota', { permissions: [P.monitor] });
  await t.admin.createUser('beta', 'admin', 'haslo123-flota');
  return {
    a1,
    a2,
    admin: await signInOrFail(t.app, 'alfa', 'admin', 'haslo123-flota'),
    limited: await signInOrFail(t.app, 'alfa', 'limited', 'haslo123-flota'),
    noRoute: await signInOrFail(t.app, 'alfa', 'monitor', 'haslo123-flota'),
    foreign: await signInOrFail(t.app, 'beta', 'admin', 'haslo123-flota'),
  };
}

/** Every field of an answer's points (api/route.ts RoutePoints) as arrays, as the web reads them. */
export function unpackRoute(points: RoutePoints): Record<string, (number | string | null)[]> {
  const cols = readRoutePoints(
    points,
    points.parts.map((p) => new Uint8Array(zlib.inflateRawSync(Buffer.from(p.z, 'base64')))),
  );
  const out: Record<string, (number | string | null)[]> = {};
  for (const f of [...Object.keys(cols.num), ...Object.keys(cols.text)]) out[f] = fieldValues(cols, f);
  return out;
}

/** A vehicle's stored days of route (route_chunks), these columns of them, by day. */
export function storedDays<C extends keyof RouteChunksTable & string>(
  t: TestApp,
  vehicleId: number,
  columns: readonly C[],
) {
  return t.ctx.db
    .selectFrom('route_chunks')
    .select(columns)
    .where('vehicle_id', '=', vehicleId)
    .orderBy('day_start')
    .execute();
}
