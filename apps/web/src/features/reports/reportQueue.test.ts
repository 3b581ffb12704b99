import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { planQueue, runQueue, type QueueItem } from './reportQueue';

const objects = [
  { id: 3, name: 'WA 200' },
  { id: 1, name: 'KR 10' },
  { id: 2, name: 'WA 100' },
  { id: 4, name: 'GD 5' },
];

const ids = (items: QueueItem[]) => items.map((i) => (i.kind === 'summary' ? `S:${i.ids.join('|')}` : i.object.id));

describe('planQueue (spec 2 §4.2)', () => {
  it('queues objects in reversed name order, then one summary with every id', () => {
    expect(ids(planQueue(objects, { summary: 'also' }, false))).toEqual([3, 2, 1, 4, 'S:4|1|2|3']);
  });
  it('has no summary for the gprs group', () => {
    expect(ids(planQueue(objects, { summary: 'none' }, false))).toEqual([3, 2, 1, 4]);
  });
  it('asks only the summary for km counters and when only the summary is wanted', () => {
    expect(ids(planQueue(objects, { summary: 'only' }, false))).toEqual(['S:4|1|2|3']);
    expect(ids(planQueue(objects, { summary: 'also' }, true))).toEqual(['S:4|1|2|3']);
  });
  it('sorts names the Polish way with numbers in order', () => {
    const plan = planQueue(
      [
        { id: 1, name: 'Łódź 2' },
        { id: 2, name: 'Lublin 10' },
        { id: 3, name: 'Lublin 9' },
      ],
      { summary: 'none' },
      false,
    );
    expect(ids(plan)).toEqual([1, 2, 3]);
  });
});

describe('runQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function deferred<T>() {
    let resolve!: (v: T) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }

  it('starts the next item 100 ms after the previous one ended, and goes on after a failure', async () => {
    const items = planQueue(objects.slice(0, 2), { summary: 'also' }, false);
    const pending: ReturnType<typeof deferred<string>>[] = [];
    const starts: number[] = [];
    const results: unknown[] = [];
    const t0 = Date.now();
    const queue = runQueue<string>(items, {
      run: () => {
        starts.push(Date.now() - t0);
        const d = deferred<string>();
        pending.push(d);
        return d.promise;
      },
      onResult: (item, r) => results.push([item.kind === 'summary' ? 'S' : item.object.id, r.ok]),
    });
    expect(starts).toEqual([0]);
    await vi.advanceTimersByTimeAsync(500); // a slow first request
    pending[0].resolve('a');
    await vi.advanceTimersByTimeAsync(99);
    expect(starts).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(starts).toEqual([0, 600]);
    pending[1].reject(new Error('err'));
    await vi.advanceTimersByTimeAsync(100);
    expect(starts).toEqual([0, 600, 700]);
    pending[2].resolve('s');
    await expect(queue.finished).resolves.toBe('done');
    expect(results).toEqual([
      [3, true],
      [1, false],
      ['S', true],
    ]);
  });

  it('cancel aborts the running request, drops the rest and reports nothing more', async () => {
    const items = planQueue(objects, { summary: 'also' }, false);
    const signals: AbortSignal[] = [];
    const results: unknown[] = [];
    const queue = runQueue<string>(items, {
      run: (_item, signal) => {
        signals.push(signal);
        return new Promise<string>((resolve, reject) => {
          const timer = setTimeout(() => resolve('x'), 50);
          signal.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(new DOMException('aborted', 'AbortError'));
          });
        });
      },
      onResult: (item, r) => results.push(r.ok),
    });
    await vi.advanceTimersByTimeAsync(50 + 100 + 10); // first done, second running
    expect(signals).toHaveLength(2);
    queue.cancel();
    expect(signals[1].aborted).toBe(true);
    await expect(queue.finished).resolves.toBe('cancelled');
    await vi.advanceTimersByTimeAsync(5000);
    expect(signals).toHaveLength(2);
    expect(results).toEqual([true]);
  });

  it('cancel between items stops the waiting timer', async () => {
    const items = planQueue(objects, { summary: 'none' }, false);
    let runs = 0;
    const queue = runQueue<number>(items, { run: async () => ++runs, onResult: () => {} });
    await vi.advanceTimersByTimeAsync(50); // first done, next waits for its 100 ms
    queue.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
    await expect(queue.finished).resolves.toBe('cancelled');
  });
});
