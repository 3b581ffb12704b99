import { describe, expect, it } from 'vitest';
import { routeEvents, type StoredEvent } from './route-events';
import type { PointColumns } from './route-points';

const H = 3_600_000;
const FROM = Date.UTC(2026, 2, 10, 0, 0, 0);
const TO = FROM + 24 * H - 1;

/** Five points over the day: standing until 08:00, driving 08:00–09:00 (30 km), standing again. */
function columns(): PointColumns {
  const f = (...v: number[]) => Float64Array.from(v);
  const n = 5;
  const none = new Float64Array(n).fill(NaN);
  return {
    n,
    time: f(FROM + 1000, FROM + 8 * H, FROM + 8.5 * H, FROM + 9 * H, FROM + 20 * H),
    v: f(0, 60, 70, 0, 0),
    r: none,
    engine: f(0, 1, 1, 0, 0),
    sumrg: f(120, 120, 15_000, 30_000, 30_000),
    sumth: f(0, 0, 15_000, 30_000, 30_000),
    rt: f(0, 0, 1800, 3600, 3600),
    st: f(0, 28_799, 28_799, 28_799, 68_399),
    ht: f(0, 0, 0, 0, 0),
    et: f(0, 0, 1800, 3600, 3600),
    ckm: f(5e6, 5e6, 5.015e6, 5.03e6, 5.03e6),
    cmth: f(100, 100, 1900, 3700, 3700),
    fuel: f(40, 40, 38, 36, 36),
    flu: none,
    plu: f(0, 0, 2, 4, 4),
    temps: [],
    tmin: [],
    tmax: [],
    ic: [],
    ist: [],
    oc: [],
    ost: [],
    d1: ['CARD', 'CARD', 'CARD', 'CARD', 'CARD'],
    d2: [null, null, null, null, null],
    seen: { tacho: false, flow: false, energy: false },
  };
}

const row = (eid: number, from: number, to: number | null): StoredEvent => ({
  id: eid,
  event_type: eid,
  from_time: from,
  to_time: to,
  value: null,
  begin_lat: 52,
  begin_lon: 21,
  end_lat: 52,
  end_lon: 21,
  driver_id: null,
  poi_id: null,
  manual: 0,
  is_alarm: 0,
  description: null,
});

const format = (t: number) => new Date(t).toISOString().slice(0, 19).replace('T', ' ');

function events(stored: StoredEvent[], openEnd = FROM + 20 * H) {
  return routeEvents(stored, {
    cols: columns(),
    engine: new Map(),
    name: () => null,
    driversById: new Map(),
    poiNames: new Map(),
    format,
    from: FROM,
    to: TO,
    openEnd,
    // Now is the last record's time: an event in progress lasts to it.
    now: openEnd,
  });
}

describe('route events clipped to the range (issue 13)', () => {
  it('starts an event begun before the range at the range start, with its duration from there', () => {
    // An identifier plugged in 29 days earlier and still in, a stop since the evening before.
    const [card, stop] = events([row(1, FROM - 5 * H, FROM + 8 * H), row(25, FROM - 29 * 24 * H, null)]);
    expect(stop).toMatchObject({ eid: 1, fdt: '2026-03-10 00:00:00', fdtValue: FROM, tdtValue: FROM + 8 * H });
    expect(stop.dur).toBe(8 * 3600);
    // Still in at the range's last point: no end, the duration runs to that point.
    expect(card).toMatchObject({ eid: 25, fdtValue: FROM, tdt: null, tdtValue: null, dur: 20 * 3600 });
  });

  it('ends an event that runs past the range at the range end', () => {
    const [stop] = events([row(1, FROM + 9 * H, TO + 10 * H)]);
    expect(stop).toMatchObject({ fdtValue: FROM + 9 * H, tdt: '2026-03-10 23:59:59', tdtValue: TO, dur: 15 * 3600 });
  });

  it('runs an open event without points after it to the range end at most', () => {
    const [card] = events([row(25, FROM - H, null)], TO + 48 * H);
    expect(card.dur).toBe(24 * 3600);
  });

  it('gives stops no road or speeds and drives the road into their first point', () => {
    const [stop, drive, after] = events([
      row(1, FROM - 5 * H, FROM + 8 * H),
      row(3, FROM + 8 * H, FROM + 9 * H),
      row(1, FROM + 9 * H, null),
    ]);
    expect(stop).toMatchObject({ rgp: null, rth: null, vm: null, vavg: null, flu: 0 });
    expect(drive).toMatchObject({ rgp: 29_880, rth: 30_000, vm: 70, vavg: 29.9, flu: 4 });
    expect(after).toMatchObject({ rgp: null, vm: null });
  });

  it('counts a drive begun before the range from the range start', () => {
    const [drive] = events([row(3, FROM - H, FROM + 9 * H)]);
    expect(drive).toMatchObject({ fdtValue: FROM, rgp: 30_000, dur: 9 * 3600, ckm: 5e6 });
  });
});
