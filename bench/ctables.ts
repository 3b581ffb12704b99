// /ctables 'Wygeneruj' over the demo fleet (issue 16 §2: 'regenerating the whole demo fleet's 30
// days, about 555,000 records, takes at most 60 s'), in-process with the real database:
//   - the demo companies seeded and `days` of the demo fleet's history taken as devices deliver it
//     (the ingest writer hands each commit to the engine, which writes events and checkpoints);
//   - a clear task (everything, alarms, fuel) of every demo vehicle, then a generate task of
//     every vehicle over the whole period, each run by jobs/ctables-runner.ts as the server runs
//     it; timed from the task's start to its end, with the events compared to the live ones.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { seedDemo } from '../apps/server/src/demo/seed';
import { createEngineRunner } from '../apps/server/src/engine/engine-runner';
import type { AppContext } from '../apps/server/src/http/context';
import { createIngestWriter } from '../apps/server/src/ingest/ingest-writer';
import { createCtablesRunner, CTABLES_TYPE } from '../apps/server/src/jobs/ctables-runner';
import { insertTask, type CtablesOptions } from '../apps/server/src/modules/ctables/ctables.repository';
import { createSecretBox } from '../apps/server/src/security/secretbox';
import { generateHistory } from '../apps/server/src/sim/index';
import { createTempDatabase } from '../scripts/pg-temp.mjs';

export interface CtablesFigures {
  label: string;
  days: number;
  vehicles: number;
  records: number;
  seedSeconds: number;
  clearSeconds: number;
  generateSeconds: number;
  events: number;
  sameAsLive: boolean;
}

const silent = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} } as never;

export async function runCtablesBench(opts: {
  label: string;
  days: number;
  databaseUrl?: string;
}): Promise<CtablesFigures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'namiar-bench-ctables-'));
  const pg = opts.databaseUrl ? await createTempDatabase(opts.databaseUrl, 'namiar_bench') : null;
  const database = openDatabase(pg ? { databaseUrl: pg.url } : { sqliteFile: path.join(dir, 'bench.db') });
  try {
    await migrate(database);
    const ctx: AppContext = {
      config: loadConfig({ NAMIAR_DATA_DIR: dir, NAMIAR_DEMO_PASSWORD: 'bench1234-flota' }, 'bench'),
      db: database.db,
      dialect: database.dialect,
      sqlite: database.sqlite,
      box: createSecretBox(crypto.randomBytes(32)),
      now: () => Date.now(),
    };
    await seedDemo(ctx);
    const engine = createEngineRunner(ctx, silent);
    const writer = createIngestWriter(ctx, { onCommitted: engine.notify });
    const vehicles = await ctx.db.selectFrom('vehicles').select(['id', 'imei', 'customer_id']).execute();
    const byImei = new Map(vehicles.map((v) => [v.imei, v]));
    const t0 = performance.now();
    const history = await generateHistory({
      days: opts.days,
      endTime: Date.now(),
      sink: async (imei, positions) => {
        const v = byImei.get(imei)!;
        await writer.submit({ vehicleId: v.id, customerId: v.customer_id, positions });
      },
    });
    await writer.flush();
    await engine.idle();
    const seedSeconds = (performance.now() - t0) / 1000;
    const eventsText = async () =>
      JSON.stringify(
        await ctx.db
          .selectFrom('events')
          // Every stored column but the row id and the free text (test/ctables-month.test.ts alike).
          .select([
            'vehicle_id',
            'event_type',
            'from_time',
            'to_time',
            'value',
            'begin_lat',
            'begin_lon',
            'end_lat',
            'end_lon',
            'poi_id',
            'is_alarm',
            'accepted',
            'manual',
            'driver_id',
          ])
          .orderBy('vehicle_id')
          .orderBy('from_time')
          .orderBy('event_type')
          .orderBy('value')
          .execute(),
      );
    const live = await eventsText();
    const admin = await ctx.db.selectFrom('users').select(['id', 'customer_id']).where('login', '=', 'admin').execute();
    const runner = createCtablesRunner(ctx, engine, silent);
    const runTasks = async (type: number, options: CtablesOptions) => {
      for (const u of admin) {
        const ids = vehicles.filter((v) => v.customer_id === u.customer_id).map((v) => v.id);
        if (ids.length === 0) continue;
        await ctx.db.transaction().execute((trx) =>
          insertTask(trx, {
            customerId: u.customer_id,
            userId: u.id,
            type,
            options,
            vehicleIds: ids,
            now: Date.now(),
          }),
        );
      }
      const start = performance.now();
      await runner.drain();
      return (performance.now() - start) / 1000;
    };
    const all = { from: null, clearAlarms: true, clearFuel: true, clearManualEvents: true, generateFuel: true };
    const clearSeconds = await runTasks(CTABLES_TYPE.clear, all);
    const generateSeconds = await runTasks(CTABLES_TYPE.generate, all);
    const regenerated = await eventsText();
    return {
      label: opts.label,
      days: opts.days,
      vehicles: vehicles.length,
      records: history.records,
      seedSeconds,
      clearSeconds,
      generateSeconds,
      events: (JSON.parse(regenerated) as unknown[]).length,
      sameAsLive: regenerated === live,
    };
  } finally {
    await database.close();
    await pg?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Prints the figures; a regeneration that differs from live processing fails the bench run. */
export function printCtablesFigures(f: CtablesFigures) {
  if (!f.sameAsLive) process.exitCode = 1;
  console.log(
    `${f.label}: ${f.vehicles} vehicles, ${f.days} days, ${f.records.toLocaleString('en')} records (seeded live in ${f.seedSeconds.toFixed(0)} s)`,
  );
  console.log(`  clear all     ${f.clearSeconds.toFixed(2)} s`);
  console.log(
    `  generate all  ${f.generateSeconds.toFixed(1)} s (${Math.round(f.records / f.generateSeconds).toLocaleString('en')} records/s; target ≤ 60 s)`,
  );
  console.log(
    `  events        ${f.events.toLocaleString('en')}, ${f.sameAsLive ? 'the same as live processing gave' : 'DIFFERENT from live processing'}`,
  );
}
