import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GeocodeQueue, geocodeKey } from './geocodeQueue';

/** A fetcher whose answers the test releases by hand, recording when each request started. */
function controlledFetcher() {
  const starts: { lat: number; lon: number; at: number }[] = [];
  const pending: { resolve: (t: string) => void; reject: (e: Error) => void }[] = [];
  const fetcher = vi.fn(
    (lat: number, lon: number) =>
      new Promise<string>((resolve, reject) => {
        starts.push({ lat, lon, at: Date.now() });
        pending.push({ resolve, reject });
      }),
  );
  return { fetcher, starts, pending };
}

describe('geocode queue (spec 1 §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('sends one request at a time, starts at least 200 ms apart, checking every 50 ms', async () => {
    const { fetcher, starts, pending } = controlledFetcher();
    const q = new GeocodeQueue({ fetcher });
    const got: string[] = [];
    q.request(51.1, 17.0, (t) => got.push(`a:${t}`));
    q.request(52.2, 21.0, (t) => got.push(`b:${t}`));
    q.request(50.0, 19.9, (t) => got.push(`c:${t}`));

    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(1);
    // The first answer is slow: nothing else starts while it is in flight.
    await vi.advanceTimersByTimeAsync(500);
    expect(fetcher).toHaveBeenCalledTimes(1);
    pending[0].resolve('PL, 50-001, Wrocław');
    await vi.advanceTimersByTimeAsync(0);
    expect(got).toEqual(['a:PL, 50-001, Wrocław']);
    // 500 ms passed since the first start, so the next goes at the next 50 ms check.
    await vi.advanceTimersByTimeAsync(50);
    expect(fetcher).toHaveBeenCalledTimes(2);
    // A fast answer does not let the third start before 200 ms from the second start.
    pending[1].resolve('PL, Warszawa');
    await vi.advanceTimersByTimeAsync(149);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(51);
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(starts[2].at - starts[1].at).toBeGreaterThanOrEqual(200);
    expect(starts[2].at - starts[1].at).toBeLessThan(260);
    pending[2].resolve('PL, Kraków');
    await vi.advanceTimersByTimeAsync(0);
    expect(got).toEqual(['a:PL, 50-001, Wrocław', 'b:PL, Warszawa', 'c:PL, Kraków']);
  });

  it('answers a cached place at once and shares one request between waiters of a place', async () => {
    const { fetcher, pending } = controlledFetcher();
    const q = new GeocodeQueue({ fetcher });
    const a = vi.fn();
    const b = vi.fn();
    q.request(51.10001, 17.00002, a);
    q.request(51.10003, 17.00001, b); // same rounded place
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(1);
    pending[0].resolve('PL, Wrocław');
    await vi.advanceTimersByTimeAsync(0);
    expect(a).toHaveBeenCalledWith('PL, Wrocław');
    expect(b).toHaveBeenCalledWith('PL, Wrocław');

    const c = vi.fn();
    q.request(51.1, 17.0, c);
    expect(c).toHaveBeenCalledWith('PL, Wrocław');
    expect(q.cached(51.1, 17.0)).toBe('PL, Wrocław');
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('drops a place nobody waits for any more', async () => {
    const { fetcher, pending } = controlledFetcher();
    const q = new GeocodeQueue({ fetcher });
    q.request(1, 1, () => {});
    const cancel = q.request(2, 2, () => {});
    const keep = vi.fn();
    q.request(3, 3, keep);
    await vi.advanceTimersByTimeAsync(0);
    expect(q.pending).toBe(2);
    cancel();
    expect(q.pending).toBe(1);
    pending[0].resolve('x');
    await vi.advanceTimersByTimeAsync(300);
    expect(fetcher.mock.calls.map((c) => c[0])).toEqual([1, 3]);
  });

  it("shows '--' on failure and tries again only after the failure time-out", async () => {
    const { fetcher, pending } = controlledFetcher();
    const q = new GeocodeQueue({ fetcher, failureTtlMs: 10_000 });
    const first = vi.fn();
    q.request(10, 20, first);
    await vi.advanceTimersByTimeAsync(0);
    pending[0].reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(first).toHaveBeenCalledWith('--');
    expect(q.cached(10, 20)).toBe('--');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(q.cached(10, 20)).toBeUndefined();
    q.request(10, 20, () => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('rounds coordinates to about 11 m for the cache key', () => {
    expect(geocodeKey(51.123449, 17.000049)).toBe('51.1234,17');
    expect(geocodeKey(51.12345, 17.00005)).not.toBe(geocodeKey(51.1233, 17.0));
  });
});
