import { Worker } from 'node:worker_threads';
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
}

// A worker thread does not inherit tsx: the ingest's boot file registers it, then loads ENTRY.
const BOOT = new URL('../../ingest/worker-boot.mjs', import.meta.url);
const ENTRY = new URL('./export-render.worker.ts', import.meta.url).href;
/** An idle render thread is stopped after this long (it holds exceljs, pdfmake and fonts). */
const IDLE_MS = 60_000;

/**
 * Renders export documents on one worker thread (DESIGN §3: heavy work must not stall device
 * acknowledgements or the monitor; a 10,000-row PDF takes seconds). Jobs queue in the thread,
 * so at most one file is laid out at a time per process. The thread starts on the first export
 * and stops when idle; if it dies, the jobs in flight fail and the next export starts a new one.
 */
export function createExportRenderer() {
  let worker: Worker | null = null;
  let ready: Promise<Worker> | null = null;
  let nextId = 1;
  let idleTimer: NodeJS.Timeout | null = null;
  const waiting = new Map<number, { resolve: (b: Buffer) => void; reject: (e: Error) => void }>();

  function start(): Promise<Worker> {
    const w = new Worker(BOOT, { workerData: { entry: ENTRY } });
    worker = w;
    w.unref();
    return new Promise<Worker>((resolve, reject) => {
      w.on('message', (m: RenderReply) => {
        if (m.id === 0) return resolve(w);
        const job = waiting.get(m.id);
        if (!job) return;
        waiting.delete(m.id);
        if (m.bytes) job.resolve(Buffer.from(m.bytes));
        else job.reject(new Error(`export render failed: ${m.error}`));
        if (waiting.size === 0) armIdle();
      });
      const gone = (e: Error) => {
        if (worker !== w) return;
        worker = null;
        ready = null;
        reject(e);
        for (const job of waiting.values()) job.reject(e);
        waiting.clear();
      };
      w.on('error', gone);
      w.on('exit', (code) => gone(new Error(`export render thread exited (code ${code})`)));
    });
  }

  function armIdle() {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (waiting.size === 0) void close();
    }, IDLE_MS);
    idleTimer.unref();
  }

  async function render(kind: ExportKind, doc: ExportDocument): Promise<Buffer> {
    if (idleTimer) clearTimeout(idleTimer);
    ready ??= start();
    const w = await ready;
    return new Promise<Buffer>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      w.postMessage({ id, kind, doc } satisfies RenderRequest);
    });
  }

  async function close() {
    if (idleTimer) clearTimeout(idleTimer);
    const w = worker;
    worker = null;
    ready = null;
    for (const job of waiting.values()) job.reject(new Error('export render thread stopped'));
    waiting.clear();
    if (w) await w.terminate();
  }

  return { render, close };
}
