import { describe, expect, it } from 'vitest';
import type { Position } from '../telemetry';
import type { VehicleConfig } from './config';
import { config, north, ofType, run, series } from './testing';

/** Level noise that does not look random but is: ±`amp` l in a fixed pattern. */
const wobble = (i: number, amp: number) => amp * Math.sin(i * 2.3) * Math.cos(i * 0.7);

/** A stationary episode at 10 s: `before` s at `from` l, the change over `ramp` s to `to` l, `after` s steady. */
function episode(o: {
  from: number;
  to: number;
  before?: number;
  ramp?: number;
  after?: number;
  key?: boolean;
  amp?: number;
}) {
  const before = o.before ?? 600;
  const ramp = o.ramp ?? 120;
  const after = o.after ?? 600;
  const n = (before + ramp + after) / 10;
  return series(0, n, 10, (i, sec) => {
    const f = sec < before ? 0 : sec >= before + ramp ? 1 : (sec - before) / ramp;
    return {
      ignition: o.key ?? false,
      speed: 0,
      canFuelLitres: o.from + (o.to - o.from) * f + wobble(i, o.amp ?? 0.5),
    };
  });
}

const flagged = (c: VehicleConfig) => (c.alarmFlags = [21, 22]);

describe('refuelling (21) and fuel loss (22)', () => {
  it('detects a refuelling while stationary, valued in litres ×10', () => {
    const r = run(episode({ from: 100, to: 160 }), config(flagged));
    const ev = ofType(r.closed, 21);
    expect(ev).toHaveLength(1);
    expect(ev[0].value).toBeGreaterThanOrEqual(590);
    expect(ev[0].value).toBeLessThanOrEqual(610);
    expect(ev[0].alarm).toBe(true);
    // From where the smoothed level left the old level to where it reached the new one.
    expect(ev[0].from).toBeGreaterThanOrEqual(r.derived[60].time);
    expect(ev[0].to).toBeLessThanOrEqual(r.derived[80].time);
    expect(ofType(r.closed, 22)).toHaveLength(0);
  });

  it('is not fooled by probe noise (±4 l)', () => {
    const r = run(episode({ from: 100, to: 100, amp: 4, before: 3600 }));
    expect(r.closed.filter((e) => e.eid === 21 || e.eid === 22)).toHaveLength(0);
  });

  it('needs at least fuel_tank_minimum (10 l): 9 l is not a refuelling, 11 l is', () => {
    expect(ofType(run(episode({ from: 100, to: 109, amp: 0.2 })).closed, 21)).toHaveLength(0);
    expect(ofType(run(episode({ from: 100, to: 111, amp: 0.2 })).closed, 21)).toHaveLength(1);
    const higher = config((c) => (c.fuel.tankMinimum = 20));
    expect(ofType(run(episode({ from: 100, to: 115, amp: 0.2 }), higher).closed, 21)).toHaveLength(0);
  });

  it('detects fuel theft while stopped with the key off', () => {
    const r = run(episode({ from: 150, to: 110, ramp: 300 }), config(flagged));
    const ev = ofType(r.closed, 22);
    expect(ev).toHaveLength(1);
    expect(ev[0].value).toBeGreaterThanOrEqual(390);
    expect(ev[0].value).toBeLessThanOrEqual(410);
    expect(ev[0].alarm).toBe(true);
  });

  it('needs at least fuel_untank_minimum (10 l) for a loss', () => {
    expect(ofType(run(episode({ from: 150, to: 141, amp: 0.2 })).closed, 22)).toHaveLength(0);
    expect(ofType(run(episode({ from: 150, to: 139, amp: 0.2 })).closed, 22)).toHaveLength(1);
  });

  it('a drop with the key on is not a loss unless inc_floss_key_on; idle usage is taken off', () => {
    const drop = episode({ from: 150, to: 135, ramp: 600, key: true });
    expect(ofType(run(drop).closed, 22)).toHaveLength(0);
    const withKey = config((c) => (c.fuel.lossWithKeyOn = true));
    expect(ofType(run(drop, withKey).closed, 22)).toHaveLength(1);
    // 60 l/h idling over the ~10 minutes of the drop explains ~10 l of the 15: no loss left.
    const idle = config((c) => {
      c.fuel.lossWithKeyOn = true;
      c.fuel.idleUsage = 60;
    });
    expect(ofType(run(drop, idle).closed, 22)).toHaveLength(0);
  });

  it('a refuelling followed at once by driving off is still reported', () => {
    const pts: Position[] = [
      ...episode({ from: 80, to: 200, before: 300, ramp: 120, after: 0 }),
      ...series(420, 60, 10, (i) => ({ ignition: true, speed: 60, canFuelLitres: 200 - i * 0.05, ...north(i * 166) })),
    ];
    const ev = ofType(run(pts).closed, 21);
    expect(ev).toHaveLength(1);
    expect(ev[0].value).toBeGreaterThan(1100);
  });

  it('consumption while driving is neither refuelling nor loss, and shows in fuel used (plu)', () => {
    const pts = series(0, 360, 10, (i) => ({
      speed: 80,
      canFuelLitres: 300 - i * 0.1 + wobble(i, 1.5),
      ...north(i * 222),
    }));
    const r = run(pts);
    expect(r.closed.filter((e) => e.eid === 21 || e.eid === 22)).toHaveLength(0);
    expect(r.last.plu).toBeGreaterThan(33);
    expect(r.last.plu).toBeLessThan(37);
  });

  it('across a data gap in which the vehicle moved, a drop is not a loss but a rise is still a refuelling', () => {
    const before = series(0, 30, 10, () => ({ ignition: false, canFuelLitres: 100 }));
    const after = (litres: number, moved: boolean) =>
      series(7200, 30, 10, () => ({ ignition: false, canFuelLitres: litres, ...(moved ? north(5000) : {}) }));
    expect(ofType(run([...before, ...after(60, true)]).closed, 22)).toHaveLength(0);
    expect(ofType(run([...before, ...after(60, false)]).closed, 22)).toHaveLength(1);
    const refuel = ofType(run([...before, ...after(170, true)]).closed, 21);
    expect(refuel).toEqual([expect.objectContaining({ value: 700 })]);
  });

  it('fuel used (plu) leaves refuellings and losses out; flu follows the flow/CAN counter', () => {
    const pts = [
      ...episode({ from: 100, to: 160 }),
      ...series(1320, 3, 10, (i) => ({ fuelUsedLitres: 1000 + i * 0.5, canFuelLitres: 160 })),
    ];
    const r = run(pts);
    expect(r.last.plu).toBeLessThan(2);
    expect(r.last.flu).toBe(1);
  });

  it('fuel used (plu) never decreases: level noise while driving, a refuelling, a top-up under the minimum', () => {
    const drive = (start: number, n: number, litres: number, metres: number) =>
      series(start, n, 10, (i) => ({
        speed: 80,
        canFuelLitres: litres - i * 0.1 + wobble(i, 1.5),
        ...north(metres + i * 222),
      }));
    const stand = (start: number, n: number, litres: (i: number) => number, metres: number) =>
      series(start, n, 10, (i) => ({ ignition: false, speed: 0, canFuelLitres: litres(i), ...north(metres) }));
    const pts = [
      ...drive(0, 120, 100, 0),
      // A 50-litre refuelling over two minutes, then a 5-litre top-up (under tankMinimum: not an event).
      ...stand(1200, 60, (i) => 88 + Math.min(50, Math.max(0, i - 12) * 4), 120 * 222),
      ...stand(1800, 60, (i) => 138 + (i > 20 ? 5 : 0), 120 * 222),
      ...drive(2400, 120, 143, 121 * 222),
    ];
    const r = run(pts);
    expect(ofType(r.closed, 21)).toHaveLength(1);
    const dips = r.derived.filter((d, i) => i > 0 && d.plu! < r.derived[i - 1].plu!).map((d) => d.time);
    expect(dips).toEqual([]);
    expect(r.last.plu).toBeGreaterThan(15);
  });

  it('keeps the levels a change was measured between: its litres are their difference, to 0.1 l', () => {
    const r = run([
      ...episode({ from: 100.04, to: 160.07, amp: 0.7 }),
      ...episode({ from: 160, to: 118, amp: 0.7 }).map((p) => ({ ...p, time: p.time + 1_320_000 })),
    ]);
    const changes = r.closed.filter((e) => e.eid === 21 || e.eid === 22);
    expect(changes.map((e) => e.eid)).toEqual([21, 22]);
    for (const e of changes) {
      const { before, after } = e.levels!;
      expect([before * 10, after * 10].every(Number.isInteger)).toBe(true);
      expect(e.value).toBe(Math.round(Math.abs(after - before) * 10));
    }
    expect(changes[0].levels!.before).toBeCloseTo(100, 0);
    expect(changes[0].levels!.after).toBeCloseTo(160, 0);
    // Still settling: the level so far.
    const open = ofType(run(episode({ from: 100, to: 160, after: 60 })).end, 21)[0];
    expect(open.value).toBe(Math.round((open.levels!.after - open.levels!.before) * 10));
    // Other events carry none.
    expect(r.closed.filter((e) => e.eid !== 21 && e.eid !== 22).every((e) => !e.levels)).toBe(true);
  });

  it('a change still settling at the end of the range comes out of finish as open', () => {
    const r = run(episode({ from: 100, to: 160, after: 60 }));
    expect(ofType(r.closed, 21)).toHaveLength(0);
    expect(ofType(r.end, 21)).toEqual([expect.objectContaining({ open: true })]);
  });
});
