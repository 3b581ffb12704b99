import { createAdmission, type Refusal } from './admission';
import type { ExportDocument, ExportKind } from './export-document';
import { RenderAborted, createExportRenderer } from './export-renderer';

export interface RenderPoolOptions {
  /** Render threads, so renders at once in the process (NAMIAR_EXPORT_RENDERS). */
  renders: number;
  /** Exports waiting for a thread beyond them (NAMIAR_EXPORT_QUEUE). */
  queue: number;
  /** The longest wait (NAMIAR_EXPORT_QUEUE_SECONDS). */
  queueWaitMs: number;
}

/** A place in the pool: one thread for one export, until `release` (call it in a finally). */
export interface RenderPlace {
  /** The file's bytes, or 'aborted' when `signal` fired (the thread is stopped with the job). */
  render(kind: ExportKind, doc: ExportDocument, signal?: AbortSignal): Promise<Buffer | 'aborted'>;
  release(): void;
}

/**
 * The process's export renders (issue 28 §3 'a small pool per node'): `renders` worker threads,
 * each laying out one file at a time, behind one admission line (admission.ts). An export takes
 * its place before its body is parsed, so no more than `renders` documents are ever built, held
 * and drawn at once; the waiting ones hold only their request's text. A thread starts with its
 * first job and is stopped when idle, after a job that grew its memory, or when its job's client
 * went away.
 */
export function createRenderPool(opts: RenderPoolOptions) {
  const admission = createAdmission({ size: opts.renders, queue: opts.queue, waitMs: opts.queueWaitMs });
  const threads = Array.from({ length: opts.renders }, () => createExportRenderer());
  const free = [...threads];
  let rendering = 0;
  let peak = 0;
  let started = 0;

  /** A place now or after a wait, or why not: 'busy' (line full, wait over), 'aborted' (client gone). */
  async function enter(signal?: AbortSignal): Promise<RenderPlace | Refusal> {
    const admitted = await admission.acquire(signal);
    if (admitted === 'busy' || admitted === 'aborted') return admitted;
    // The admission gives at most `renders` places, so a thread is always free here.
    const thread = free.pop()!;
    let released = false;
    return {
      async render(kind, doc, renderSignal) {
        rendering++;
        started++;
        peak = Math.max(peak, rendering);
        try {
          return await thread.render(kind, doc, renderSignal);
        } catch (e) {
          if (e instanceof RenderAborted) return 'aborted';
          throw e;
        } finally {
          rendering--;
        }
      },
      release() {
        if (released) return;
        released = true;
        free.push(thread);
        admitted.release();
      },
    };
  }

  return {
    enter,
    full: admission.full,
    close: async () => {
      await Promise.all(threads.map((t) => t.close()));
    },
    /**
     * Renders running now, the most ever at once and started in all (counted around the threads'
     * work), threads alive, and the admission line's figures (waiting now, refused as busy so far).
     */
    load: () => {
      const { waiting, refused } = admission.load();
      const alive = threads.filter((t) => t.running()).length;
      return { rendering, peak, started, threads: alive, waiting, refused };
    },
  };
}

export type RenderPool = ReturnType<typeof createRenderPool>;
