import { describe, expect, it } from 'vitest';
import { routeReport, type ReportPoints } from './report';

const f = (...v: number[]) => Float64Array.from(v);

function points(over: Partial<ReportPoints> = {}): ReportPoints {
  return {
    n: 3,
    sumrg: f(0, 5000, 30_000.4),
    sumth: f(0, 5100, 30_500),
    rt: f(0, 600, 1200),
    st: f(0, 0, 300),
    ht: f(0, 60, 120),
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

describe('route report', () => {
  it('sums the range from the points and events', () => {
    const r = routeReport('2026-01-01 00:00:00', '2026-01-02 00:00:00', points(), [
      { eid: 1, val: null },
      { eid: 2, val: null },
      { eid: 2, val: null },
      { eid: 21, val: 1505 },
      { eid: 21, val: 100, inv: 'FV/1' },
      { eid: 22, val: 200 },
      { eid: 39, val: 50 },
      { eid: 23, val: 400 },
    ]);
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

  it('prefers the flow meter to the level for fuel used', () => {
    const r = routeReport('a', 'b', points({ flu: f(NaN, 1, 12) }), []);
    expect(r.flu).toBe(12);
  });

  it('is all zeros and nulls for an empty route', () => {
    const empty = points({ n: 0, sumrg: f(), sumth: f(), rt: f(), st: f(), ht: f(), et: f(), v: f(), r: f() });
    const r = routeReport('a', 'b', { ...empty, engine: new Uint8Array(), fuel: f(), flu: f(), plu: f() }, []);
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
        sumrg: f(0),
        sumth: f(0),
        rt: f(0),
        st: f(10),
        ht: f(0),
        et: f(0),
        v: f(0),
        r: f(NaN),
        engine: Uint8Array.from([0]),
        fuel: f(NaN),
        flu: f(NaN),
        plu: f(NaN),
      },
      [],
    );
    expect(one).toMatchObject({ st: 10, df: 0, ea: null, flu: null, flb: null });
  });
});
