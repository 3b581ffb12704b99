import { describe, expect, it } from 'vitest';
import { defaultVehicleConfig } from './config';
import { isNoData, liveView, startRange } from './live';
import { deserializeState, serializeState } from './serialize';
import { monthScript, simulateVehicle, simulatedConfig } from './simulate';
import { finish, initialState, processRange, stateTime, step } from './step';
import { T0, config, north, pt, run, series } from './testing';

const cfg = defaultVehicleConfig();

describe('late and duplicate points', () => {
  it('refuses a point older than the last one, and one at the same time, leaving the state as it was', () => {
    const a = step(initialState(cfg), pt(10), cfg);
    expect(a.rejected).toBeNull();
    const late = step(a.state, pt(5), cfg);
    expect(late).toMatchObject({ rejected: 'late', derived: null, events: [] });
    expect(late.state).toBe(a.state);
    expect(step(a.state, pt(10), cfg).rejected).toBe('duplicate');
    expect(step(a.state, pt(Number.NaN), cfg).rejected).toBe('invalid');
    expect(stateTime(a.state)).toBe(T0 + 10_000);
    expect(stateTime(initialState(cfg))).toBeNull();
  });

  it('processRange skips refused points and counts them', () => {
    const r = processRange(initialState(cfg), [pt(0), pt(10), pt(5), pt(10), pt(20)], cfg);
    expect(r.rejected).toBe(2);
    expect(r.derived.map((d) => d.time)).toEqual([T0, T0 + 10_000, T0 + 20_000]);
  });
});

describe('purity', () => {
  it('step does not touch the state it is given; finish does not either', () => {
    const s0 = processRange(
      initialState(cfg),
      series(0, 20, 10, (i) => ({ speed: 50, ...north(i * 140) })),
      cfg,
    ).state;
    const before = serializeState(s0);
    step(s0, pt(300, { speed: 0, ignition: false }), cfg);
    finish(s0, cfg);
    liveView(s0);
    expect(serializeState(s0)).toBe(before);
  });

  it('step folded one point at a time equals processRange', () => {
    const sim = simulatedConfig();
    const pts = simulateVehicle(monthScript(1, 3), { start: T0, interval: 30, seed: 3, jumpRate: 0.002 });
    const all = processRange(initialState(sim), pts, sim);
    let s = initialState(sim);
    const events = [];
    for (const p of pts) {
      const r = step(s, p, sim);
      s = r.state;
      events.push(...r.events);
    }
    expect(events).toEqual(all.events);
    expect(s).toEqual(all.state);
  });
});

describe('serialisation', () => {
  it('round-trips exactly (no undefined, NaN, Infinity or -0 in the state)', () => {
    const sim = simulatedConfig();
    const pts = simulateVehicle(monthScript(2, 5), { start: T0, interval: 20, seed: 5, jumpRate: 0.002 });
    const s = processRange(initialState(sim), pts, sim).state;
    const text = serializeState(s);
    expect(deserializeState(text)).toStrictEqual(s);
    expect(serializeState(deserializeState(text))).toBe(text);
  });

  it('refuses text that is not a state of this version', () => {
    expect(() => deserializeState('{"v":999}')).toThrow();
    expect(() => deserializeState('null')).toThrow();
    expect(() => deserializeState('[]')).toThrow();
  });
});

describe('live view', () => {
  it('gives the monitor what it needs from the last point and the state', () => {
    const c = config((x) => (x.voltageMin = 12));
    const pts = [
      ...series(0, 30, 10, (i) => ({ speed: 60, ...north(i * 166), externalVoltage: 13_900, gsm: 21, course: 90 })),
      ...series(300, 10, 10, () => ({
        speed: 0,
        ignition: false,
        ...north(29 * 166),
        externalVoltage: 11_800,
        batteryVoltage: 4_050,
        antenna: 0,
        valid: false,
        temperatures: [-18.2, null, 2000],
        inputs: 5,
        outputs: 2,
        driver1: 'CARD1',
        energy1: 1234.5,
        tractionVoltage: 3000,
      })),
    ];
    const r = run(pts, c);
    const live = liveView(r.state);
    expect(live).toMatchObject({
      dt: T0 + 390_000,
      key: false,
      state: 'stop',
      since: T0 + 300_000,
      let: 90,
      v: 0,
      gps: false,
      ant: 3,
      al: 11.8,
      al_a: true,
      pow: false,
      bat: 4.05,
      g: 21,
      inputs: 5,
      outputs: 2,
      d1: 'CARD1',
      e1: 1234.5,
      tv: 3000,
    });
    expect(live.temps.slice(0, 3)).toEqual([-18.2, null, 2000]);
    expect(live.lat).toBeCloseTo(north(29 * 166).lat, 9);
    expect(live.ckm).toBeCloseTo(29 * 166, 3);
    expect(live.cmth).toBe(300);
    expect(liveView(initialState(cfg))).toMatchObject({ dt: null, state: null, let: 0, lat: null });
  });

  it('no data after txd_no_data hours', () => {
    const s = run([pt(0)]).state;
    expect(isNoData(s, T0 + 23 * 3_600_000, cfg)).toBe(false);
    expect(isNoData(s, T0 + 24 * 3_600_000, cfg)).toBe(true);
    expect(isNoData(initialState(cfg), T0, cfg)).toBe(true);
    expect(isNoData(s, T0 + 1e10, { ...cfg, noDataHours: null })).toBe(false);
  });
});

describe('startRange', () => {
  it('zeroes the range totals but keeps the segment, counters and the fuel reference', () => {
    const sim = simulatedConfig();
    const pts = simulateVehicle(monthScript(2, 9), { start: T0, interval: 30, seed: 9 });
    const half = pts.findIndex((p) => p.time >= pts[0].time + 86_400_000);
    const a = processRange(initialState(sim), pts.slice(0, half), sim);
    const resumed = processRange(startRange(a.state), pts.slice(half), sim);
    const whole = processRange(initialState(sim), pts, sim);
    const first = whole.derived[half];
    const last = whole.derived[whole.derived.length - 1];
    const r = resumed.derived[resumed.derived.length - 1];
    expect(r.sumrg).toBeCloseTo(last.sumrg - whole.derived[half - 1].sumrg, 3);
    expect(r.rt).toBeCloseTo(last.rt - whole.derived[half - 1].rt, 6);
    expect(r.ckm).toBeCloseTo(last.ckm, 3);
    expect(r.ic[0]).toBe(last.ic[0] - whole.derived[half - 1].ic[0]);
    // Same events after the cut; segment stats measured from the same start.
    const after = (evs: typeof whole.events) => evs.filter((e) => !e.open && e.to > first.time);
    expect(after(resumed.events).map((e) => [e.eid, e.from, e.to, e.value])).toEqual(
      after(whole.events).map((e) => [e.eid, e.from, e.to, e.value]),
    );
    const seg = (evs: typeof whole.events) => after(evs).filter((e) => e.eid === 3 && e.from >= first.time);
    expect(seg(resumed.events).map((e) => e.stats!.rg)).toEqual(seg(whole.events).map((e) => e.stats!.rg));
  });
});
