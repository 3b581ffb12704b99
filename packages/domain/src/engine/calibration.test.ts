import { describe, expect, it } from 'vitest';
import { tankLitres } from './calibration';
import type { FuelTankConfig } from './config';
import { config, run, series } from './testing';

const tank = (points: [number, number][], extra: Partial<FuelTankConfig> = {}): FuelTankConfig => ({
  active: true,
  multiplier: 1,
  capacity: 0,
  points: points.map(([indicator, litres]) => ({ indicator, litres, active: true })),
  ...extra,
});

describe('fuel calibration', () => {
  const t = tank([
    [0, 0],
    [1000, 50],
    [3000, 250],
  ]);

  it('interpolates linearly between neighbouring points', () => {
    expect(tankLitres(t, 500)).toBe(25);
    expect(tankLitres(t, 1000)).toBe(50);
    expect(tankLitres(t, 2000)).toBe(150);
    expect(tankLitres(t, 2999)).toBeCloseTo(249.9, 6);
  });

  it('clamps to the ends of the table and to the capacity', () => {
    expect(tankLitres(t, -20)).toBe(0);
    expect(tankLitres(t, 5000)).toBe(250);
    expect(tankLitres({ ...t, capacity: 200 }, 2600)).toBe(200);
  });

  it('applies the multiplier, sorts the table, skips inactive points', () => {
    const u = tank(
      [
        [3000, 250],
        [0, 0],
        [1000, 50],
      ],
      { multiplier: 10 },
    );
    u.points.push({ indicator: 2000, litres: 999, active: false });
    expect(tankLitres(u, 200)).toBe(150);
  });

  it('takes the indicator as litres with fewer than two points', () => {
    expect(tankLitres(tank([]), 42.5)).toBe(42.5);
    expect(tankLitres(tank([[100, 10]], { multiplier: 0.5 }), 80)).toBe(40);
  });

  it('sums two tanks, each from its own probe', () => {
    const cfg = config((c) => {
      c.fuel.tanks = [
        tank([
          [0, 0],
          [1000, 100],
        ]),
        tank([
          [0, 0],
          [2000, 50],
        ]),
      ];
    });
    const r = run(
      series(0, 3, 10, () => ({ ignition: false, fuelProbe1: 500, fuelProbe2: 1000 })),
      cfg,
    );
    expect(r.last.pl1).toBe(50);
    expect(r.last.pl2).toBe(25);
    expect(r.last.plc).toBe(75);
    expect(r.last.pls).toBe(75);
  });

  it('keeps the last reading of a tank whose probe is silent, and ignores an inactive tank', () => {
    const lin = tank([
      [0, 0],
      [1000, 100],
    ]);
    const cfg = config((c) => {
      c.fuel.tanks = [lin, { ...lin, active: false }];
    });
    const r = run([...series(0, 1, 10, () => ({ fuelProbe1: 400, fuelProbe2: 900 })), ...series(10, 1, 10)], cfg);
    expect(r.derived.map((d) => d.plc)).toEqual([40, 40]);
    expect(r.last.pl2).toBeNull();
  });

  it('reads the CAN level when no tank is configured', () => {
    const r = run(series(0, 3, 10, (i) => ({ canFuelLitres: 80 + i })));
    expect(r.derived.map((d) => d.plc)).toEqual([80, 81, 82]);
    expect(r.last.pls).toBe(81);
  });
});
