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
}

const ENTRY = new URL('./export-render.worker.ts', import.meta.url).href;
/** An idle render thread is stopped after this long (it holds exceljs, pdfkit and fonts). */
const IDLE_MS = 60_000;

/**
 * Renders export documents on one worker thread (DESIGN §3: heavy work must not stall device
 * acknowledgements or the monitor; a 10,000-row PDF takes seconds). Jobs queue in the thread,
 * so at most one file is laid out at a time per process. The thread starts on the first export
 * and stops when idle; if it dies, the jobs in flight fail and the next export starts a new one.
 */
export function createExportRenderer() {
  let idleTimer: NodeJS.Timeout | null = null;
  const thread = workerClient<RenderReply>({
    entry: ENTRY,
    name: 'export render thread',
    unref: true,
    settle: (m) =>
      m.bytes ? { value: Buffer.from(m.bytes) } : { error: new Error(`export render failed: ${m.error}`) },
    onSettled: () => {
      if (thread.pending() === 0) armIdle();
    },
  });

  function armIdle() {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (thread.pending() === 0) void close();
    }, IDLE_MS);
    idleTimer.unref();
  }

  async function render(kind: ExportKind, doc: ExportDocument): Promise<Buffer> {
    if (idleTimer) clearTimeout(idleTimer);
    return (await thread.call({ kind, doc })) as Buffer;
  }

  async function close() {
    if (idleTimer) clearTimeout(idleTimer);
    await thread.terminate();
  }

  return { render, close };
}
