import { parentPort, workerData } from 'node:worker_threads';
import { leaveCheckpointsToWriter, openDatabase } from '../../db/database';
import { runRouteOp, type RouteOpName } from './route-ops';
import type { RouteReply, RouteRequest, RouteWorkerData } from './route-workers';

/**
 * A route worker (route-workers.ts): its own connection to the database (the SQLite file, or a
 * PostgreSQL pool), the route ops run here, so reading a month of records, the engine and the
 * chunks never hold the main event loop. Its chunk writes wait for SQLite's write lock here too.
 */
const port = parentPort!;
const data = workerData as RouteWorkerData;
const database = openDatabase(data.databaseUrl ? { databaseUrl: data.databaseUrl } : { sqliteFile: data.file });
// The main process (its writer thread) does the WAL checkpoints.
if (database.sqlite) leaveCheckpointsToWriter(database.sqlite);

port.on('message', async (m: RouteRequest) => {
  if (m.op === 'close') {
    await database.close();
    return port.postMessage({ id: m.id, result: null } satisfies RouteReply);
  }
  try {
    const d = { db: database.db, sqlite: database.sqlite, now: () => m.now };
    const result = await runRouteOp(d, m.op as RouteOpName, m.arg as never);
    port.postMessage({ id: m.id, result } satisfies RouteReply);
  } catch (e) {
    port.postMessage({ id: m.id, error: (e as Error).stack ?? String(e) } satisfies RouteReply);
  }
});
port.postMessage({ id: 0, result: 'ready' } satisfies RouteReply);
