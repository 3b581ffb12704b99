import os from 'node:os';
import type { AppContext } from '../../http/context';
import { workerClient } from '../../threads/worker-client';
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
  /** Starts the threads that are not running, each running the route code once (route-warm-up.ts); does not wait. */
  warm(): void;
  /** Threads started and not stopped (0 in-process). */
  running(): number;
  close(): Promise<void>;
}

const ENTRY = new URL('./route.worker.ts', import.meta.url).href;
/** Two threads: two users' months at once, on the two cores this server is sized for. */
const THREADS = Math.min(2, os.availableParallelism());

/** Where a worker can open its own connection: the SQLite file, or the PostgreSQL URL. */
function workerTarget(ctx: AppContext): Omit<RouteWorkerData, 'entry'> | null {
  if (ctx.sqlite) return ctx.sqlite.memory ? null : { file: ctx.sqlite.name };
  return ctx.dialect === 'postgres' && ctx.config.databaseUrl ? { databaseUrl: ctx.config.databaseUrl } : null;
}

/** One worker thread; started on first use and again after it died. */
function routeThread(data: Omit<RouteWorkerData, 'entry'>) {
  const thread = workerClient<RouteReply>({
    entry: ENTRY,
    data,
    name: 'route worker',
    unref: true,
    settle: (m) => (m.error !== undefined ? { error: new Error(`route worker: ${m.error}`) } : { value: m.result }),
  });
  /** Ops handed to this thread and not answered yet (counted from the call on, boot included). */
  let pending = 0;

  async function send(op: RouteRequest['op'], arg: unknown, now: number): Promise<unknown> {
    pending++;
    try {
      return await thread.call({ op, arg, now });
    } finally {
      pending--;
    }
  }

  return {
    send,
    /**
     * Starts the thread if it is not running (a failed start is retried by the next send); with
     * `warmUp`, a thread it starts runs the route code once first (route-warm-up.ts).
     */
    boot(opts: { warmUp?: boolean; now?: number } = {}) {
      const wasRunning = thread.running();
      const ready = thread.boot();
      ready.catch(() => {});
      if (opts.warmUp && !wasRunning) void send('warmUp', undefined, opts.now ?? Date.now()).catch(() => {});
    },
    load: () => pending,
    running: () => thread.running(),
    async close() {
      if (!thread.running()) return;
      await send('close', undefined, 0).catch(() => {});
      await thread.terminate();
    },
  };
}

/**
 * The route's heavy work off the main event loop (DESIGN §3): worker threads, each with its
 * own connection, take the least busy one per call. An in-memory database (tests) has no file
 * a thread could open, and a PostgreSQL context without its URL none to connect to: the ops
 * then run in-process.
 */
export function createRouteWorkers(ctx: AppContext, opts: { threads?: number } = {}): RouteWorkers {
  const target = workerTarget(ctx);
  if (!target) {
    const d = { db: ctx.db, sqlite: ctx.sqlite ?? null, now: ctx.now };
    return {
      run: (op, arg) => runRouteOp(d, op, arg),
      threads: 1,
      warm: () => {},
      running: () => 0,
      close: async () => {},
    };
  }
  const threads = Array.from({ length: opts.threads ?? THREADS }, () => routeThread(target));
  const warm = () => threads.forEach((t) => t.boot({ warmUp: true, now: ctx.now() }));
  return {
    run: async (op, arg) => {
      // The first route starts every thread: a month's first build wants them all soon.
      threads.forEach((t) => t.boot());
      const thread = threads.reduce((a, b) => (b.load() < a.load() ? b : a));
      return (await thread.send(op, arg, ctx.now())) as never;
    },
    threads: threads.length,
    warm,
    running: () => threads.filter((t) => t.running()).length,
    close: async () => {
      await Promise.all(threads.map((t) => t.close()));
    },
  };
}
