import { describe, expect, it } from 'vitest';
import { buildEcoReport } from '../eco/build';
import type { EcoRecord } from '../eco/records';
import { POWER_EVENT_ID, POWER_WINDOW_MS } from './power';
import { T0, config, run, series } from './testing';

const ZONE = 'Europe/Warsaw';
const years = (kw: number) => [{ year: 2026, months: Array.from({ length: 12 }, () => kw) }];

/** A point a minute; the energy step into each point at `rates[window]` kWh. */
function points(rates: number[]) {
  let e1 = 10_000;
  return series(0, rates.length * 15 + 1, 60, (i, sec) => {
    if (i > 0) e1 += rates[Math.min(rates.length - 1, Math.floor(sec / 900))];
    return { energy1: e1, speed: 40 };
  });
}

describe('ordered power transgression (event 27)', () => {
  const cfg = config((c) => {
    c.orderedPower = { zone: ZONE, years: years(1500) };
    c.alarmFlags = [POWER_EVENT_ID];
  });

  it('is a closed 15-minute window strictly above the ordered power; equal is not', () => {
    // Windows: 14 steps × 25 (1400 kW), 15 × 26 (1560 kW), 15 × 25 (exactly 1500 kW), then a point closing it.
    const { closed } = run(points([25, 26, 25, 25]), cfg);
    const power = closed.filter((e) => e.eid === POWER_EVENT_ID);
    expect(power).toHaveLength(1);
    expect(power[0]).toMatchObject({
      from: T0 + POWER_WINDOW_MS,
      to: T0 + 2 * POWER_WINDOW_MS,
      value: 1560,
      alarm: true,
    });
  });

  it('matches the eco report’s transgression rows on the same records', () => {
    const pts = points([30, 20, 27, 26, 10, 31, 5]);
    const { closed } = run(pts, cfg);
    const records: EcoRecord[] = pts.map((p) => ({
      t: p.time,
      lat: p.lat,
      lon: p.lon,
      v: p.speed,
      gps: true,
      key: true,
      e1: p.energy1,
      e2: null,
      pow: null,
      vol: null,
      gsm: null,
      al: null,
      d1: null,
      d2: null,
    }));
    const report = buildEcoReport('transgression', records, {
      timeZone: ZONE,
      power: years(1500),
      counterNumber: null,
      hasEnergy: true,
    });
    // The engine reports a window once a later point closes it: every window but the last.
    const lastStart = Math.floor(pts[pts.length - 1].time / POWER_WINDOW_MS) * POWER_WINDOW_MS;
    const expected = report.rows.map((i) => report.windows[i]).filter((w) => w.ldValue < lastStart);
    expect(expected.length).toBeGreaterThan(1);
    expect(closed.filter((e) => e.eid === POWER_EVENT_ID).map((e) => [e.from, e.to, e.value])).toEqual(
      expected.map((w) => [w.ldValue, w.lduValue, w.pum]),
    );
  });

  it('is not an alarm unless selected, and nothing without ordered power', () => {
    const plain = config((c) => (c.orderedPower = { zone: ZONE, years: years(1000) }));
    const r = run(points([30, 30, 30]), plain);
    expect(r.closed.filter((e) => e.eid === POWER_EVENT_ID).every((e) => !e.alarm)).toBe(true);
    expect(r.closed.filter((e) => e.eid === POWER_EVENT_ID)).toHaveLength(3);
    expect(run(points([30, 30, 30])).closed.filter((e) => e.eid === POWER_EVENT_ID)).toEqual([]);
  });
});
