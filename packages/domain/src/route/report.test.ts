import { describe, expect, it } from 'vitest';
import { routeReport, type ReportPoints } from './report';
import { clippedSeconds, stateSecondsWithin, wholeSeconds, type ClipSpan } from './state-times';

const f = (...v: number[]) => Float64Array.from(v);
const T0 = Date.UTC(2026, 0, 1);

function points(over: Partial<ReportPoints> = {}): ReportPoints {
  return {
    n: 3,
    time: f(T0 + 60_000, T0 + 660_000, T0 + 1_320_000),
    sumrg: f(0, 5000, 30_000.4),
    sumth: f(0, 5100, 30_500),
    et: f(0, 660, 1319.6),
    v: f(0, 80.4, 60),
    r: f(NaN, 1500, 2500),
    engine: Uint8Array.from([0, 1, 1]),
    fuel: f(NaN, 200, 190.555),
    flu: f(NaN, NaN, NaN),
    plu: f(0, 4, 9.5),
    tmin: [-20, null],
    tmax: [-15, null],
    ic: [2, 0, 0, 0, 0, 0, 0, 0],
    ist: [30, 0, 0, 0, 0, 0, 0, 0],
    oc: [1, 0, 0, 0],
    ost: [5, 0, 0, 0],
    ...over,
  };
}

/** The span ends at the last point: no engine time after it. */
const SPAN = { from: T0, statesEnd: T0 + 1_320_000 };

describe('route report', () => {
  it('sums the range from the points and events', () => {
    const r = routeReport(
      '2026-01-01 00:00:00',
      '2026-01-02 00:00:00',
      points(),
      [
        { eid: 1, val: null, dur: 300 },
        { eid: 2, val: null, dur: 60 },
        { eid: 3, val: null, dur: 1200 },
        { eid: 2, val: null, dur: 60 },
        { eid: 21, val: 1505, dur: 120 },
        { eid: 21, val: 100, inv: 'FV/1', dur: 0 },
        { eid: 22, val: 200, dur: 0 },
        { eid: 39, val: 50, dur: 0 },
        { eid: 23, val: 400, dur: 0 },
      ],
      SPAN,
    );
    expect(r).toMatchObject({ rg: 30_000, th: 30_500, rt: 1200, st: 300, ht: 120, et: 1320, ei: 120 });
    expect(r.df).toBe(90.9);
    expect(r.va).toBe(90);
    expect(r.vm).toBe(80.4);
    expect([r.sn, r.hn]).toEqual([1, 2]);
    expect([r.ea, r.em]).toEqual([2000, 2500]);
    expect([r.flu, r.flm]).toEqual([9.5, 25.91]);
    expect([r.flb, r.fle]).toEqual([200, 190.56]);
    expect([r.ftn, r.ftv, r.fin, r.fiv, r.fln, r.flv, r.fbn]).toEqual([2, 160.5, 1, 10, 2, 25, 1]);
    expect(r.tm.slice(0, 2)).toEqual([-20, null]);
    expect(r.tm).toHaveLength(16);
    expect([r.in, r.it, r.o, r.ot]).toEqual([
      [2, 0, 0, 0],
      [30, 0, 0, 0],
      [1, 0, 0, 0],
      [5, 0, 0, 0],
    ]);
  });

  it('takes the times in states from the state events, not from the points', () => {
    const r = routeReport('a', 'b', points(), [{ eid: 3, val: null, dur: 1000 }], SPAN);
    expect([r.rt, r.ht, r.st]).toEqual([1000, 0, 0]);
    expect(r.ei).toBe(320);
  });

  it('counts engine time inside the span only: the part of the first interval after the start, the last state to the end', () => {
    // The interval into the first point (its et, 600 s) began 540 s before the span started.
    const p = points({ et: f(600, 1200, 1800), engine: Uint8Array.from([1, 1, 1]) });
    const r = routeReport('a', 'b', p, [], { from: T0, statesEnd: T0 + 1_500_000 });
    // 60 s of the first interval + 1200 s between the points + 180 s after the last one.
    expect(r.et).toBe(60 + 1200 + 180);
  });

  it('prefers the flow meter to the level for fuel used', () => {
    const r = routeReport('a', 'b', points({ flu: f(NaN, 1, 12) }), [], SPAN);
    expect(r.flu).toBe(12);
  });

  it('is all zeros and nulls for an empty route', () => {
    const empty = points({ n: 0, time: f(), sumrg: f(), sumth: f(), et: f(), v: f(), r: f() });
    const r = routeReport('a', 'b', { ...empty, engine: new Uint8Array(), fuel: f(), flu: f(), plu: f() }, [], SPAN);
    expect(r).toMatchObject({ rg: 0, rt: 0, et: 0, df: 0, va: 0, vm: 0, flu: null, flm: null, ea: null, em: null });
    expect([r.flb, r.fle, r.tm[0]]).toEqual([null, null, null]);
    expect(r.in).toEqual([0, 0, 0, 0]);
  });

  it('handles one point without engine or fuel data', () => {
    const one = routeReport(
      'a',
      'b',
      {
        ...points(),
        n: 1,
        time: f(T0),
        sumrg: f(0),
        sumth: f(0),
        et: f(0),
        v: f(0),
        r: f(NaN),
        engine: Uint8Array.from([0]),
        fuel: f(NaN),
        flu: f(NaN),
        plu: f(NaN),
      },
      [{ eid: 1, val: null, dur: 10 }],
      SPAN,
    );
    expect(one).toMatchObject({ st: 10, df: 0, ea: null, flu: null, flb: null });
  });
});

describe('times in states', () => {
  const day: ClipSpan = { from: T0, end: T0 + 86_400_000, openEnd: T0 + 86_300_000 };

  it('clips an event to the span and runs one in progress to the open end (the end or now)', () => {
    expect(clippedSeconds(T0 - 3_600_000, T0 + 600_000, day)).toBe(600);
    expect(clippedSeconds(T0 + 86_000_000, null, day)).toBe(300);
    expect(clippedSeconds(T0 + 86_000_000, T0 + 90_000_000, day)).toBe(400);
    expect(clippedSeconds(T0 + 90_000_000, null, day)).toBe(0);
  });

  it('counts on the clock seconds, so parts add up to the whole whatever their milliseconds', () => {
    const cuts = [T0, T0 + 1_499, T0 + 2_501, T0 + 10_000, T0 + 10_999, T0 + 20_000];
    let sum = 0;
    for (let i = 1; i < cuts.length; i++) sum += wholeSeconds(cuts[i - 1], cuts[i]);
    expect(sum).toBe(20);
  });

  it('gives the seconds of a stretch of the route from its rows', () => {
    const rows = [
      { eid: 1, fdtValue: T0, dur: 600 },
      { eid: 3, fdtValue: T0 + 600_000, dur: 1200 },
      { eid: 2, fdtValue: T0 + 1_800_000, dur: 60 },
      { eid: 9, fdtValue: T0, dur: 5000 },
    ];
    expect(stateSecondsWithin(rows, -Infinity, Infinity)).toEqual({ rt: 1200, ht: 60, st: 600 });
    expect(stateSecondsWithin(rows, T0 + 300_000, T0 + 900_000)).toEqual({ rt: 300, ht: 0, st: 300 });
  });
});
