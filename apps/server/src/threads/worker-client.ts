import { Worker } from 'node:worker_threads';

const BOOT = new URL('./worker-boot.mjs', import.meta.url);

/** Every worker of ours answers a call with its id; a reply with id 0 says it has booted. */
export interface WorkerReply {
  id: number;
}

export interface WorkerClientOptions<R extends WorkerReply> {
  /** URL of the TypeScript entry the thread runs (loaded by worker-boot.mjs). */
  entry: string;
  /** More workerData for the entry (a database file, a URL). */
  data?: object;
  /** Named in the error that fails the calls in flight when the thread dies. */
  name: string;
  /** Let the process exit while the thread runs (threads that only serve calls). */
  unref?: boolean;
  /** The value a reply carries, or the error it reports. */
  settle(reply: R): { value: unknown } | { error: Error };
  /** The thread died (not by terminate()); the calls in flight have already failed. */
  onGone?(e: Error): void;
  /** A call was answered (for idle timers). */
  onSettled?(): void;
}

/**
 * The main thread's side of one worker thread that answers calls by id (the SQLite writer, the
 * route workers, the export renderer). The thread starts on the first call; if it dies, the
 * calls in flight fail and the next call starts a new one.
 */
export function workerClient<R extends WorkerReply>(opts: WorkerClientOptions<R>) {
  let worker: Worker | null = null;
  let ready: Promise<Worker> | null = null;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();

  function failAll(e: Error) {
    for (const w of waiting.values()) w.reject(e);
    waiting.clear();
  }

  function start(): Promise<Worker> {
    const w = new Worker(BOOT, { workerData: { ...opts.data, entry: opts.entry } });
    if (opts.unref) w.unref();
    worker = w;
    return new Promise<Worker>((resolve, reject) => {
      w.on('message', (m: R) => {
        if (m.id === 0) return resolve(w);
        const entry = waiting.get(m.id);
        if (!entry) return;
        waiting.delete(m.id);
        const out = opts.settle(m);
        if ('error' in out) entry.reject(out.error);
        else entry.resolve(out.value);
        opts.onSettled?.();
      });
      const gone = (e: Error) => {
        if (worker !== w) return; // terminated on purpose, or already replaced
        worker = null;
        ready = null;
        reject(e);
        failAll(e);
        opts.onGone?.(e);
      };
      w.on('error', gone);
      w.on('exit', (code) => gone(new Error(`${opts.name} exited (code ${code})`)));
    });
  }

  /** The running thread, started if need be. */
  const boot = (): Promise<Worker> => (ready ??= start());

  return {
    boot,
    /** Sends one call (with `transfer`red buffers moved, not copied) and waits for its reply. */
    async call(message: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<unknown> {
      const w = await boot();
      return new Promise((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        w.postMessage({ ...message, id }, transfer);
      });
    },
    /** Calls handed over and not answered yet. */
    pending: () => waiting.size,
    running: () => worker !== null,
    /** Stops the thread; calls still in flight fail with `reason`. */
    async terminate(reason = new Error(`${opts.name} stopped`)) {
      const w = worker;
      worker = null;
      ready = null;
      failAll(reason);
      if (w) await w.terminate();
    },
  };
}

export type WorkerClient = ReturnType<typeof workerClient>;
