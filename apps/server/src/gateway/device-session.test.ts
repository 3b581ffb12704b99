import { describe, expect, it, vi } from 'vitest';
import { CONNECTION_COUNTERS_EVERY_MS, ConnectionLog, type GatewayDeps } from './device-session';

/** A ConnectionLog over a fake write store and clock: which writes it asks for, and when. */
function fakeLog(failCounters = false) {
  const clock = { now: 1_000_000 };
  const runs: { op: string; arg: Record<string, unknown> }[] = [];
  const warn = vi.fn();
  const run = vi.fn((op: string, arg: Record<string, unknown>) => {
    runs.push({ op, arg });
    if (op === 'connectionCounters' && failCounters) return Promise.reject(new Error('disk full'));
    return Promise.resolve(op === 'connectionOpened' ? 7 : undefined);
  });
  const deps = {
    ctx: { now: () => clock.now },
    writer: { store: { run } },
    log: { warn },
  } as unknown as GatewayDeps;
  const log = new ConnectionLog(
    deps,
    { vehicleId: 3, customerId: 2, regno: 'WA 1' },
    '356307042441013',
    'teltonika',
    null,
  );
  return { log, clock, runs, warn };
}

describe('ConnectionLog counters while open', () => {
  it('writes them at most once a minute, then at the close', async () => {
    const { log, clock, runs } = fakeLog();
    await log.open();
    log.bytesIn = 500;
    log.stored(10);
    clock.now += CONNECTION_COUNTERS_EVERY_MS - 1;
    log.stored(5);
    expect(runs.map((r) => r.op)).toEqual(['connectionOpened']);
    clock.now += 1;
    log.stored(5);
    expect(runs[1]).toEqual({
      op: 'connectionCounters',
      arg: {
        customerId: 2,
        id: 7,
        counters: { bytes_in: 500, bytes_out: 0, records: 20, errors: 0, last_error: null },
      },
    });
    // The next minute starts at that write, not at the opening.
    clock.now += CONNECTION_COUNTERS_EVERY_MS / 2;
    log.stored(1);
    expect(runs).toHaveLength(2);
    await log.close('device_closed');
    expect(runs[2].op).toBe('connectionClosed');
    expect(runs[2].arg).toMatchObject({ end: { records: 21, close_reason: 'device_closed' } });
    // Closed: nothing more is written.
    clock.now += CONNECTION_COUNTERS_EVERY_MS;
    log.stored(1);
    expect(runs).toHaveLength(3);
  });

  it('logs a failed counters write and goes on; the close still carries the counts', async () => {
    const { log, clock, runs, warn } = fakeLog(true);
    await log.open();
    clock.now += CONNECTION_COUNTERS_EVERY_MS;
    expect(() => log.stored(4)).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    await log.close('idle');
    expect(runs.at(-1)?.arg).toMatchObject({ end: { records: 4, close_reason: 'idle' } });
  });
});
