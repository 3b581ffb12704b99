import { describe, expect, it } from 'vitest';
import { createAdmission, createExclusiveKeys, type Admitted, type Refusal } from './admission';

const place = (x: Admitted | Refusal): Admitted => {
  if (typeof x === 'string') throw new Error(`refused: ${x}`);
  return x;
};

describe('export admission', () => {
  it('gives at most `size` places, lines up `queue` more in arrival order and refuses the rest', async () => {
    const gate = createAdmission({ size: 2, queue: 1, waitMs: 10_000 });
    const a = place(await gate.acquire());
    const b = place(await gate.acquire());
    expect(gate.full()).toBe(false);
    const waiting = gate.acquire();
    expect(gate.full()).toBe(true);
    expect(await gate.acquire()).toBe('busy');
    expect(gate.load()).toMatchObject({ running: 2, waiting: 1, refused: 1 });
    a.release();
    a.release(); // a second release gives nothing back twice
    const c = place(await waiting);
    expect(gate.load()).toMatchObject({ running: 2, peak: 2, waiting: 0 });
    b.release();
    c.release();
    expect(gate.load()).toMatchObject({ running: 0, peak: 2 });
  });

  it('refuses a waiter whose wait runs out, and lets a client that went away leave the line', async () => {
    const gate = createAdmission({ size: 1, queue: 2, waitMs: 30 });
    const held = place(await gate.acquire());
    const started = Date.now();
    expect(await gate.acquire()).toBe('busy');
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    const controller = new AbortController();
    const leaving = gate.acquire(controller.signal);
    controller.abort();
    expect(await leaving).toBe('aborted');
    expect(gate.load().waiting).toBe(0);
    held.release();
    // The place went to nobody who left: it is free again.
    place(await gate.acquire()).release();
    expect(gate.load()).toMatchObject({ running: 0, waiting: 0 });
  });
});

describe('one export at a time per user', () => {
  it('refuses a held key until it is released', () => {
    const keys = createExclusiveKeys();
    const release = keys.take('7:12');
    expect(release).not.toBeNull();
    expect(keys.take('7:12')).toBeNull();
    expect(keys.take('7:13')).not.toBeNull();
    release!();
    release!();
    expect(keys.held('7:12')).toBe(false);
    expect(keys.take('7:12')).not.toBeNull();
  });
});
