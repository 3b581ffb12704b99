import { workerClient } from '../../threads/worker-client';
import type { ExportDocument, ExportKind } from './export-document';

export interface RenderRequest {
  id: number;
  kind: ExportKind;
  doc: ExportDocument;
}

export interface RenderReply {
  id: number;
  bytes?: ArrayBuffer;
  error?: string;
  /** The thread's V8 heap and external memory after the job (garbage included): a big one is recycled. */
  heapBytes?: number;
}

/** The render was stopped because its client went away (the thread was stopped with it). */
export class RenderAborted extends Error {
  constructor() {
    super('export render aborted');
  }
}

const ENTRY = new URL('./export-render.worker.ts', import.meta.url).href;
/** An idle render thread is stopped after this long (it holds exceljs, pdfkit and fonts). */
const IDLE_MS = 60_000;
/**
 * A thread whose memory (V8 heap and buffers) stands past this after a job is replaced: V8 keeps
 * a grown heap for the thread's life, and stopping the thread gives all of it back at once. A
 * fresh thread with its modules and fonts holds about 80 MB, a 10,000-row PDF leaves about 150.
 */
const RECYCLE_HEAP_BYTES = 128 * 1024 * 1024;

/**
 * Renders export documents on one worker thread (DESIGN §3: heavy work must not stall device
 * acknowledgements or the monitor; a 10,000-row PDF takes seconds). The render pool
 * (render-pool.ts) gives each thread one job at a time. The thread starts on the first export
 * and stops when idle, after a job that grew its heap, or when its job's client goes away; if
 * it dies, the job in flight fails and the next export starts a new one.
 */
export function createExportRenderer() {
  let lastHeap = 0;
  /** Shut down with its app: a recycle under way starts no fresh thread. */
  let shutDown = false;
  let idleTimer: NodeJS.Timeout | null = null;
  const thread = workerClient<RenderReply>({
    entry: ENTRY,
    name: 'export render thread',
    unref: true,
    settle: (m) => {
      lastHeap = m.heapBytes ?? 0;
      return m.bytes ? { value: Buffer.from(m.bytes) } : { error: new Error(`export render failed: ${m.error}`) };
    },
    onSettled: () => {
      if (thread.pending() > 0) return;
      if (lastHeap > RECYCLE_HEAP_BYTES) void recycle();
      else armIdle();
    },
  });

  function armIdle() {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (thread.pending() === 0) void close();
    }, IDLE_MS);
    idleTimer.unref();
  }

  /** Renders `doc`; `signal` (the client went away) stops the thread and fails with RenderAborted. */
  async function render(kind: ExportKind, doc: ExportDocument, signal?: AbortSignal): Promise<Buffer> {
    if (idleTimer) clearTimeout(idleTimer);
    if (signal?.aborted) throw new RenderAborted();
    let onAbort = () => {};
    // Raced, not only passed to the thread: an abort while the thread boots fails the call too.
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => {
        reject(new RenderAborted());
        void thread.terminate(new RenderAborted());
      };
    });
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      return (await Promise.race([thread.call({ kind, doc }), aborted])) as Buffer;
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
  }

  /**
   * Stops the grown thread and boots a fresh one at once (loading the writers, fonts and tsx takes
   * seconds on a busy machine: the next export should not wait for it); the fresh one stops idle.
   */
  async function recycle() {
    await close();
    if (shutDown) return;
    try {
      await thread.boot();
      armIdle();
    } catch {
      // A thread that cannot start fails the next export, which reports it.
    }
  }

  async function close() {
    if (idleTimer) clearTimeout(idleTimer);
    await thread.terminate();
  }

  return {
    render,
    /** Stops the thread for good (the app closes). */
    close: async () => {
      shutDown = true;
      await close();
    },
    running: () => thread.running(),
  };
}
