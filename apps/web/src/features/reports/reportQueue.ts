import type { ReportRules } from './reportTypes';

/**
 * The request queue of one created report (spec 2 §4.2): a request per object in reversed
 * registration-number (name) order, then one for the summary with every id in name order
 * (none for the gprs group; the summary alone for kilometre counters or when only the summary
 * is asked). The next item starts 100 ms after the previous one ended. Cancel aborts the
 * running request and drops the rest.
 */

export const QUEUE_GAP_MS = 100;

export interface QueueObject {
  id: number;
  name: string;
}

export type QueueItem = { kind: 'object'; object: QueueObject } | { kind: 'summary'; ids: number[] };

const collator = new Intl.Collator('pl', { numeric: true, sensitivity: 'base' });

export function byName(a: QueueObject, b: QueueObject): number {
  return collator.compare(a.name, b.name) || a.id - b.id;
}

export function planQueue(
  objects: readonly QueueObject[],
  rules: Pick<ReportRules, 'summary'>,
  onlySummary: boolean,
): QueueItem[] {
  const reversed = [...objects].sort((a, b) => byName(b, a));
  const summaryOnly = rules.summary === 'only' || (rules.summary === 'also' && onlySummary);
  const items: QueueItem[] = summaryOnly ? [] : reversed.map((object) => ({ kind: 'object', object }));
  if (rules.summary !== 'none' && reversed.length > 0) {
    // The summary's rows follow the order of its ids: by name, like the tabs.
    items.push({ kind: 'summary', ids: [...reversed].reverse().map((o) => o.id) });
  }
  return items;
}

export interface QueueHandlers<R> {
  /** Runs one item; a rejection marks that item failed, the queue goes on. */
  run(item: QueueItem, signal: AbortSignal): Promise<R>;
  /** Item `index` (0-based) of `total` starts. */
  onStart?(item: QueueItem, index: number, total: number): void;
  onResult(item: QueueItem, result: { ok: true; value: R } | { ok: false; error: unknown }): void;
}

export interface QueueTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: QueueTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

export interface RunningQueue {
  /** Aborts the running request and drops the items still waiting. */
  cancel(): void;
  /** 'done' after the last item, 'cancelled' once cancelled. */
  finished: Promise<'done' | 'cancelled'>;
}

export function runQueue<R>(
  items: readonly QueueItem[],
  handlers: QueueHandlers<R>,
  gapMs = QUEUE_GAP_MS,
  timers: QueueTimers = realTimers,
): RunningQueue {
  let controller: AbortController | null = null;
  let timer: unknown = null;
  let cancelled = false;
  let settle: (state: 'done' | 'cancelled') => void = () => {};
  const finished = new Promise<'done' | 'cancelled'>((resolve) => (settle = resolve));

  const step = (index: number) => {
    timer = null;
    if (cancelled) return;
    if (index >= items.length) {
      settle('done');
      return;
    }
    const item = items[index];
    const own = new AbortController();
    controller = own;
    handlers.onStart?.(item, index, items.length);
    handlers
      .run(item, own.signal)
      .then(
        (value) => !own.signal.aborted && handlers.onResult(item, { ok: true, value }),
        (error: unknown) => !own.signal.aborted && handlers.onResult(item, { ok: false, error }),
      )
      .finally(() => {
        if (cancelled || own.signal.aborted) return;
        controller = null;
        if (index + 1 >= items.length) settle('done');
        else timer = timers.setTimeout(() => step(index + 1), gapMs);
      });
  };

  step(0);
  return {
    cancel() {
      if (cancelled) return;
      cancelled = true;
      controller?.abort();
      if (timer !== null) timers.clearTimeout(timer);
      settle('cancelled');
    },
    finished,
  };
}
