// A route-viewer month for benchmarks: one company, a user with every permission, one vehicle
// with the simulator's configuration and a simulated month of records (31 days at 10 s ≈ 268,000)
// taken the way device data takes: the ingest writer commits them in groups and hands each
// commit to the engine runner, which writes events, checkpoints and live state, and the days of
// route are built as the engine finishes them (route-prebuild.ts), as on a running server. Each
// record is stamped as received a few seconds after its own time, as a device online would
// deliver it.
// Usable on a test database (seedRouteVehicle with an app context) or on a data directory a
// server is started on later (browser-kit.ts withSeededDataDir).
import {
  formatDateTime,
  monthScript,
  parseDateTime,
  simulateVehicle,
  simulatedConfig,
  type Position,
} from '@namiar/domain';
import { createEngineRunner } from '../apps/server/src/engine/engine-runner';
import type { AppContext } from '../apps/server/src/http/context';
import { createIngestWriter } from '../apps/server/src/ingest/ingest-writer';
import { createAdminService } from '../apps/server/src/modules/admin/admin.service';
import { startRoutePrebuild } from '../apps/server/src/modules/route/route-prebuild';

export interface RouteSeedOptions {
  days?: number;
  /** Seconds between records. */
  interval?: number;
  clogin?: string;
  login?: string;
  password?: string;
  seed?: number;
}

export interface RouteSeed {
  clogin: string;
  login: string;
  password: string;
  customerId: number;
  vehicleId: number;
  /** The route's range as the web sends it ('YYYY-MM-DD HH:mm:ss', company zone) ... */
  fromDate: string;
  toDate: string;
  /** ... and in epoch ms, the end second included whole. */
  from: number;
  to: number;
  /** Records stored for the vehicle within the range (counted in the positions table). */
  points: number;
  /** Seconds spent storing and processing the records and building their days. */
  seedSeconds: number;
}

const ZONE = 'Europe/Warsaw';
/** January 2026: 31 days without a DST change; the range the route allows at most. */
const FIRST_DAY = '2026-01-01';
const DAY_MS = 86_400_000;
/** Records per submitted batch (a device sends its buffer in frames of this order). */
const BATCH = 500;
/** A record reaches the server this long after its own time. */
const DELIVERY_MS = 3000;
const silent = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} } as never;

/** Fills the database behind `ctx` (migrated, without this company yet). */
export async function seedRouteVehicle(ctx: AppContext, opts: RouteSeedOptions = {}): Promise<RouteSeed> {
  const days = opts.days ?? 31;
  const interval = opts.interval ?? 10;
  const clogin = opts.clogin ?? 'bench';
  const login = opts.login ?? 'admin';
  const password = opts.password ?? 'bench1234-flota';
  const admin = createAdminService(ctx);
  const { id: customerId } = await admin.createCustomer(clogin, { name: 'Flota testowa Sp. z o.o.', timeZone: ZONE });
  await admin.createUser(clogin, login, password, { fullName: 'Dyspozytor Testowy' });
  const { id: vehicleId } = await admin.addVehicle(clogin, 'WGM 31000', '352093081400001');
  await ctx.db
    .updateTable('vehicles')
    .set({ settings: JSON.stringify(simulatedConfig()) })
    .where('id', '=', vehicleId)
    .execute();

  const fromDate = `${FIRST_DAY} 00:00:00`;
  const from = parseDateTime(fromDate, ZONE)!;
  const to = from + days * DAY_MS - 1;
  const toDate = formatDateTime(to, ZONE);
  // A day more than the range: a simulated day is a little under 24 h, and data after the range
  // exists on a real server too.
  const positions = simulateVehicle(monthScript(days + 1, opts.seed ?? 7), {
    start: from,
    interval,
    seed: opts.seed ?? 7,
    jumpRate: 0.0005,
  });

  const t0 = performance.now();
  await deliverOnline(ctx, vehicleId, customerId, positions, BATCH);
  const seedSeconds = (performance.now() - t0) / 1000;

  const row = await ctx.db
    .selectFrom('positions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('vehicle_id', '=', vehicleId)
    .where('time', '>=', from)
    .where('time', '<=', to)
    .executeTakeFirstOrThrow();
  for (const table of ['engine_checkpoints', 'events'] as const) {
    const written = await ctx.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('vehicle_id', '=', vehicleId)
      .executeTakeFirstOrThrow();
    if (Number(written.n) === 0) throw new Error(`route seed: the engine wrote no ${table}`);
  }
  return {
    clogin,
    login,
    password,
    customerId,
    vehicleId,
    fromDate,
    toDate,
    from,
    to,
    points: Number(row.n),
    seedSeconds,
  };
}

/**
 * Records delivered as on a running server: batch by batch with the clock at each batch's
 * delivery (the writer stamps received_at from it), the engine processing each commit (events,
 * checkpoints, the processed time) and the days of route built as the engine finishes them.
 */
export async function deliverOnline(
  ctx: AppContext,
  vehicleId: number,
  customerId: number,
  positions: Position[],
  batchSize: number,
) {
  let clock = positions.length > 0 ? positions[0].time : ctx.now();
  const seeding: AppContext = { ...ctx, now: () => clock };
  const engine = createEngineRunner(seeding, silent);
  const dayBuilder = startRoutePrebuild(seeding, silent, { rounds: false });
  const writer = createIngestWriter(seeding, { onCommitted: engine.notify });
  const submitted: Promise<unknown>[] = [];
  for (let i = 0; i < positions.length; i += batchSize) {
    const batch = positions.slice(i, i + batchSize);
    clock = batch[batch.length - 1].time + DELIVERY_MS;
    submitted.push(writer.submit({ vehicleId, customerId, positions: batch }));
  }
  await Promise.all(submitted);
  await writer.close();
  await engine.idle();
  await dayBuilder.idle();
  await dayBuilder.stop();
}
