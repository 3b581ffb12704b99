import { describe, expect, it } from 'vitest';
import { haversine } from './geo';
import { config, north, pt, run, series } from './testing';

describe('haversine', () => {
  it('matches known distances', () => {
    // Warsaw – Kraków, about 252 km.
    expect(haversine(52.2297, 21.0122, 50.0647, 19.945) / 1000).toBeCloseTo(252.1, 0);
    expect(haversine(0, 0, 1, 0)).toBeCloseTo(111_195, 0);
    expect(haversine(10, 20, 10, 20)).toBe(0);
  });
});

describe('GPS road (sumrg)', () => {
  it('sums the distance between valid fixes while moving', () => {
    // 60 km/h = 166.67 m per 10 s, 31 points → 5000 m.
    const r = run(series(0, 31, 10, (i) => ({ speed: 60, ...north(i * (5000 / 30)) })));
    expect(r.last.sumrg).toBeCloseTo(5000, 3);
    expect(r.derived[0].sumrg).toBe(0);
  });

  it('does not count GPS drift while standing', () => {
    const r = run(series(0, 30, 10, (i) => ({ speed: 0, ...north((i % 2) * 15) })));
    expect(r.last.sumrg).toBe(0);
  });

  it('counts drift when tf__add_road_if_velocity_0 is set, and nothing with the key off under tf__del_road_if_key_not_exist', () => {
    const drift = series(0, 11, 10, (i) => ({ speed: 0, ...north((i % 2) * 15) }));
    expect(
      run(
        drift,
        config((c) => (c.addRoadIfSpeedZero = true)),
      ).last.sumrg,
    ).toBeCloseTo(150, 6);
    const keyOff = series(0, 11, 10, (i) => ({ speed: 50, ignition: false, ...north(i * 100) }));
    expect(
      run(
        keyOff,
        config((c) => (c.roadOnlyWithKey = true)),
      ).last.sumrg,
    ).toBe(0);
    expect(run(keyOff).last.sumrg).toBeCloseTo(1000, 6);
  });

  it('ignores invalid fixes and adds the way across a GPS gap when the fix returns', () => {
    const pts = series(0, 21, 10, (i) => ({
      speed: 72,
      valid: i < 5 || i > 15,
      ...(i >= 5 && i <= 15 ? { lat: 0, lon: 0 } : north(i * 200)),
    }));
    const r = run(pts);
    expect(r.last.sumrg).toBeCloseTo(4000, 3);
    expect(r.derived[10].sumrg).toBeCloseTo(800, 3);
  });

  it('rejects a single GPS jump (implied speed above 300 km/h) and keeps counting from the last good fix', () => {
    const pts = series(0, 11, 10, (i) => ({ speed: 36, ...north(i * 100) }));
    pts[5] = { ...pts[5], ...north(500 + 20_000) };
    const r = run(pts);
    expect(r.derived[5].jump).toBe(true);
    expect(r.derived[5].sumrg).toBeCloseTo(400, 6);
    // Point 6 is measured from point 4: 200 m.
    expect(r.derived[6].sumrg).toBeCloseTo(600, 6);
    expect(r.last.sumrg).toBeCloseTo(1000, 6);
    // Events take coordinates from accepted fixes only.
    expect(r.derived.filter((d) => d.jump)).toHaveLength(1);
  });

  it('accepts a real relocation once two fixes agree, without counting the leap', () => {
    const pts = [
      ...series(0, 5, 10, (i) => ({ speed: 36, ...north(i * 100) })),
      ...series(50, 5, 10, (i) => ({ speed: 36, ...north(50_000 + i * 100) })),
    ];
    const r = run(pts);
    expect(r.derived[5].jump).toBe(true);
    expect(r.derived[6].jump).toBe(false);
    // 4 × 100 before, then 100 m between the two agreeing fixes, then 3 × 100.
    expect(r.last.sumrg).toBeCloseTo(800, 3);
  });

  it('uses the jump limit with the time since the last accepted fix (fast train at 250 km/h is not a jump)', () => {
    const pts = series(0, 10, 10, (i) => ({ speed: 250, ...north(i * 694.4) }));
    const r = run(pts);
    expect(r.derived.some((d) => d.jump)).toBe(false);
    expect(r.last.sumrg).toBeCloseTo(9 * 694.4, 3);
  });
});

describe('tacho/odometer road (sumth) and the km counter', () => {
  it('sums odometer deltas and skips counter resets', () => {
    const odo = [1000, 1100, 1250, 50, 150];
    const r = run(odo.map((o, i) => pt(i * 10, { odometer: o, speed: 40 })));
    expect(r.derived.map((d) => d.sumth)).toEqual([0, 100, 250, 250, 350]);
  });

  it('integrates the tacho speed when there is no odometer', () => {
    const r = run(series(0, 4, 10, () => ({ tachoSpeed: 36, speed: 36 })));
    expect(r.last.sumth).toBeCloseTo(300, 6);
  });

  it('ckm follows GPS road, or tacho road with tf__road_from_tacho, and takes over a counter set by hand', () => {
    const pts = series(0, 11, 10, (i) => ({ speed: 36, odometer: 5000 + i * 110, ...north(i * 100) }));
    expect(run(pts).last.ckm).toBeCloseTo(1000, 6);
    expect(
      run(
        pts,
        config((c) => (c.roadFromTacho = true)),
      ).last.ckm,
    ).toBe(1100);
    const set = config((c) => (c.kmCounters = [{ time: pts[5].time, value: 123_000_000 }]));
    expect(run(pts, set).last.ckm).toBeCloseTo(123_000_500, 6);
  });
});
