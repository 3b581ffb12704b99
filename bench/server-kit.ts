// The in-process server benches' shared parts: a fresh database (a SQLite file in a temporary
// directory, or a temporary PostgreSQL database) migrated and wrapped in an app context, and the
// server-time probe (the app's own onRequest → onResponse hooks) of the calls being measured.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import type { AppContext } from '../apps/server/src/http/context';
import { createSecretBox } from '../apps/server/src/security/secretbox';
import { createTempDatabase } from '../scripts/pg-temp.mjs';

/**
 * Runs `body` with a fresh migrated database and its context, then drops it. `name` names the
 * temporary directory or database; DATABASE_URL is set as the server has it (route workers open
 * their own connections with it).
 */
export async function withBenchContext<T>(
  name: string,
  databaseUrl: string | undefined,
  body: (ctx: AppContext) => Promise<T>,
): Promise<T> {
  const temp = databaseUrl ? await createTempDatabase(databaseUrl, `namiar_bench_${name}`) : null;
  const dir = temp ? null : fs.mkdtempSync(path.join(os.tmpdir(), `namiar-bench-${name}-`));
  const database = openDatabase(temp ? { databaseUrl: temp.url } : { sqliteFile: path.join(dir!, 'namiar.sqlite') });
  try {
    await migrate(database);
    const ctx: AppContext = {
      config: loadConfig({
        NAMIAR_DATA_DIR: dir ?? os.tmpdir(),
        NAMIAR_LOG_LEVEL: 'silent',
        ...(temp ? { DATABASE_URL: temp.url } : {}),
      }),
      db: database.db,
      dialect: database.dialect,
      sqlite: database.sqlite,
      box: createSecretBox(crypto.randomBytes(32)),
      now: () => Date.now(),
    };
    return await body(ctx);
  } finally {
    await database.close();
    await temp?.drop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Server time of the app's calls whose URL `measured` accepts, from the request's arrival to the
 * answer handed to the socket (add before `app.ready()`/`listen`). `last()` is the latest call's.
 */
export function serverTimes(app: FastifyInstance, measured: (url: string) => boolean) {
  const times: number[] = [];
  const started = new WeakMap<object, number>();
  app.addHook('onRequest', async (request) => {
    started.set(request, performance.now());
  });
  app.addHook('onResponse', async (request) => {
    if (measured(request.url)) times.push(performance.now() - started.get(request)!);
  });
  return { times, last: () => times[times.length - 1] };
}
