import { describe, expect, it } from 'vitest';
import { eventName } from '../events';
import { AREA_EVENT, AREA_EXIT_SECONDS } from './areas';
import type { EngineArea } from './config';
import { deserializeState, serializeState } from './serialize';
import { finish, initialState, processRange } from './step';
import { config, north, ofType, pt, run, series } from './testing';

/** A 200 m circle around the origin and a square 1–2 km north of it. */
const yard: EngineArea = { kind: 'base', id: 7, shape: 1, lat: 52, lon: 21, radius: 200, poly: null };
const north1 = north(1000).lat;
const north2 = north(2000).lat;
const square: EngineArea = {
  kind: 'poi',
  id: 12,
  shape: 3,
  lat: null,
  lon: null,
  radius: null,
  poly: [
    [north1, 20.99],
    [north1, 21.01],
    [north2, 21.01],
    [north2, 20.99],
  ],
};
const withAreas = (...areas: EngineArea[]) => config((c) => (c.areas = areas));

/** Parked at the origin for 10 min, then 1.5 km north for 20 min, then back (30 s records). */
function trip() {
  const at = (metres: number) => north(metres);
  return [
    ...series(0, 20, 30, () => at(0)),
    ...series(600, 40, 30, () => ({ ...at(1500), speed: 0 })),
    ...series(1800, 20, 30, () => at(0)),
  ];
}

describe('stays in own points and bases (docs/events.md §14)', () => {
  it('reports the entry at once and the exit at the first fix outside', () => {
    expect([eventName(AREA_EVENT.poi), eventName(AREA_EVENT.base)]).toEqual([
      'Pobyt w punkcie własnym',
      'Pobyt w bazie',
    ]);
    const r = run(trip(), withAreas(yard, square));
    const base = ofType(r.events, AREA_EVENT.base);
    const poi = ofType(r.events, AREA_EVENT.poi);
    // Base: open from the first point, closed when the vehicle had been away a minute.
    expect(base[0]).toMatchObject({ open: true, from: pt(0).time, value: 7, alarm: false });
    expect(ofType(r.closed, AREA_EVENT.base)[0]).toMatchObject({ from: pt(0).time, to: pt(600).time, value: 7 });
    // Own point: entered at 600 s (reported open at that point), left at 1800 s.
    expect(poi[0]).toMatchObject({ open: true, from: pt(600).time, to: pt(600).time, value: 12 });
    expect(ofType(r.closed, AREA_EVENT.poi)).toEqual([
      expect.objectContaining({ from: pt(600).time, to: pt(1800).time, value: 12, beginLat: north(1500).lat }),
    ]);
    // Back in the base: a second stay, still going at the end.
    expect(ofType(r.end, AREA_EVENT.base)).toEqual([
      expect.objectContaining({ open: true, from: pt(1800).time, to: pt(2370).time }),
    ]);
  });

  it('does not split a stay over a fix wandering outside for less than a minute', () => {
    const out = north(400);
    const points = [
      ...series(0, 10, 10),
      pt(100, out),
      pt(110, out),
      pt(120, out),
      ...series(130, 10, 10),
      ...series(230, 10, 10, () => out),
    ];
    const r = run(points, withAreas(yard));
    expect(ofType(r.closed, AREA_EVENT.base)).toEqual([
      expect.objectContaining({ from: pt(0).time, to: pt(230).time }),
    ]);
    expect(AREA_EXIT_SECONDS).toBe(60);
  });

  it('ignores points without a fix and gives vehicles without areas the state they always had', () => {
    const noFix = trip().map((p, i) => (i >= 20 && i < 60 ? { ...p, valid: false } : p));
    const r = run(noFix, withAreas(yard, square));
    expect(ofType(r.events, AREA_EVENT.poi)).toEqual([]);
    expect(ofType(r.closed, AREA_EVENT.base)).toEqual([]);
    const plain = run(trip(), config());
    expect(plain.events.filter((e) => e.eid >= 100)).toEqual([]);
    expect('areas' in plain.state).toBe(false);
  });

  it('gives two areas of a kind entered at one point their own starts', () => {
    const twin: EngineArea = { ...yard, kind: 'poi', id: 8 };
    const other: EngineArea = { ...yard, kind: 'poi', id: 9, radius: 300 };
    const r = run(series(0, 5, 30), withAreas(twin, other));
    const opened = ofType(r.opened, AREA_EVENT.poi);
    expect(opened.map((e) => [e.value, e.from - pt(0).time])).toEqual([
      [8, 0],
      [9, 1],
    ]);
  });

  it('ends a stay in an area taken out of the configuration at the next fix', () => {
    const cfg = withAreas(yard);
    const first = processRange(initialState(cfg), series(0, 5, 30), cfg);
    const without = config();
    const after = processRange(first.state, series(150, 3, 30), without);
    expect(ofType(after.events, AREA_EVENT.base)).toEqual([
      expect.objectContaining({ open: false, from: pt(0).time, to: pt(150).time }),
    ]);
    expect(finish(after.state, without)).toEqual(expect.not.arrayContaining([expect.objectContaining({ eid: 101 })]));
    expect(after.state.areas).toBeUndefined();
  });

  it('gives the same events in any split of batches, through checkpoints', () => {
    const cfg = withAreas(yard, square);
    const points = trip();
    const whole = processRange(initialState(cfg), points, cfg).events;
    for (const cut of [1, 20, 21, 41, 61, 79]) {
      const a = processRange(initialState(cfg), points.slice(0, cut), cfg);
      const resumed = deserializeState(serializeState(a.state));
      const b = processRange(resumed, points.slice(cut), cfg);
      expect([...a.events, ...b.events]).toEqual(whole);
    }
  });
});
