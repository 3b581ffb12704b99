import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { AppContext } from '../../http/context';
import { runRouteOp, type RouteOpArg, type RouteOpName, type RouteOpResult } from './route-ops';

export interface RouteWorkerData {
  entry: string;
  file?: string;
  databaseUrl?: string;
}

export interface RouteRequest {
  id: number;
  op: RouteOpName | 'close';
  arg?: unknown;
  /** The caller's clock (tests set their own). */
  now: number;
}

export interface RouteReply {
  id: number;
  result?: unknown;
  error?: string;
}

/** Runs the route ops (route-ops.ts): on worker threads, or in-process. */
export interface RouteWorkers {
  run<K extends RouteOpName>(op: K, arg: RouteOpArg<K>): Promise<RouteOpResult<K>>;
  /** How many ops can run at once (1 in-process). */
  threads: number;
  close(): Promise<void>;
}

// A worker thread does not inherit the main thread's TypeScript loader: the ingest's boot file
// registers tsx and loads the entry given in workerData.
const BOOT = new URL('../../ingest/worker-boot.mjs', import.meta.url);
const ENTRY = new URL('./route.worker.ts', import.meta.url).href;
/** Two threads: two users' months at once, on the two cores this server is sized for. */
const THREADS = Math.min(2, os.availableParallelism());

/** Where a worker can open its own connection: the SQLite file, or the PostgreSQL URL. */
function workerTarget(ctx: AppContext): Omit<RouteWorkerData, 'entry'> | null {
  if (ctx.sqlite) return ctx.sqlite.memory ? null : { file: ctx.sqlite.name };
  return ctx.dialect === 'postgres' && ctx.config.databaseUrl ? { databaseUrl: ctx.config.databaseUrl } : null;
}

/** One worker thread; started on first use and again after it died. */
function routeThread(data: RouteWorkerData) {
  let worker: Worker | null = null;
  let ready: Promise<void> | null = null;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();

  function start(): Promise<void> {
    const w = new Worker(BOOT, { workerData: data });
    w.unref();
    worker = w;
    return new Promise<void>((resolve, reject) => {
      w.on('message', (m: RouteReply) => {
        if (m.id === 0) return resolve();
        const entry = waiting.get(m.id);
        if (!entry) return;
        waiting.delete(m.id);
        if (m.error !== undefined) entry.reject(new Error(`route worker: ${m.error}`));
        else entry.resolve(m.result);
      });
      const gone = (e: Error) => {
        if (worker !== w) return;
        worker = null;
        ready = null;
        reject(e);
        for (const entry of waiting.values()) entry.reject(e);
        waiting.clear();
      };
      w.on('error', gone);
      w.on('exit', (code) => gone(new Error(`route worker exited (code ${code})`)));
    });
  }

  /** Ops handed to this thread and not answered yet (counted from the call on, boot included). */
  let pending = 0;

  async function send(op: RouteRequest['op'], arg: unknown, now: number): Promise<unknown> {
    pending++;
    try {
      if (!worker) ready = start();
      await ready;
      return await new Promise((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        worker!.postMessage({ id, op, arg, now } satisfies RouteRequest);
      });
    } finally {
      pending--;
    }
  }

  return {
    send,
    /** Starts the thread if it is not running (a failed start is retried by the next send). */
    boot: () => {
      if (!worker) (ready = start()).catch(() => {});
    },
    load: () => pending,
    async close() {
      if (!worker) return;
      const w = worker;
      await send('close', undefined, 0).catch(() => {});
      worker = null;
      await w.terminate();
    },
  };
}

/**
 * The route's heavy work off the main event loop (DESIGN §3): worker threads, each with its
 * own connection, take the least busy one per call. An in-memory database (tests) has no file
 * a thread could open, and a PostgreSQL context without its URL none to connect to: the ops
 * then run in-process.
 */
export function createRouteWorkers(ctx: AppContext): RouteWorkers {
  const target = workerTarget(ctx);
  if (!target) {
    const d = { db: ctx.db, sqlite: ctx.sqlite ?? null, now: ctx.now };
    return { run: (op, arg) => runRouteOp(d, op, arg), threads: 1, close: async () => {} };
  }
  const threads = Array.from({ length: THREADS }, () => routeThread({ ...target, entry: ENTRY }));
  return {
    run: async (op, arg) => {
      // The first route starts every thread: a month's first build wants them all soon.
      threads.forEach((t) => t.boot());
      const thread = threads.reduce((a, b) => (b.load() < a.load() ? b : a));
      return (await thread.send(op, arg, ctx.now())) as never;
    },
    threads: threads.length,
    close: async () => {
      await Promise.all(threads.map((t) => t.close()));
    },
  };
}
