import { describe, expect, it } from 'vitest';
import { config, north, ofType, run, secs, series } from './testing';

const drive = (start: number, seconds: number, over = {}) =>
  series(start, seconds / 10, 10, () => ({ speed: 50, ignition: true, ...over }));
const halt = (start: number, seconds: number) => series(start, seconds / 10, 10, () => ({ speed: 0, ignition: true }));
const stop = (start: number, seconds: number) => series(start, seconds / 10, 10, () => ({ speed: 0, ignition: false }));

describe('driving / halt / stop segmentation', () => {
  it('splits into stop, driving, halt, driving, stop with the times in each state', () => {
    const pts = [...stop(0, 600), ...drive(600, 600), ...halt(1200, 300), ...drive(1500, 300), ...stop(1800, 600)];
    const r = run(pts);
    const segs = r.closed.filter((e) => e.eid <= 3).map((e) => [e.eid, secs(e)]);
    expect(segs).toEqual([
      [1, 600],
      [3, 600],
      [2, 300],
      [3, 300],
    ]);
    // The last stop is still open at the end.
    expect(r.end.filter((e) => e.eid <= 3).map((e) => [e.eid, secs(e), e.open])).toEqual([[1, 590, true]]);
    expect(r.last).toMatchObject({ rt: 900, ht: 300, st: 1190, et: 1200, state: 'stop', let: 590 });
  });

  it('merges a halt shorter than minHaltSeconds into driving, and keeps one that is exactly as long', () => {
    const short = [...drive(0, 600), ...halt(600, 170), ...drive(770, 600), ...stop(1370, 300)];
    const r1 = run(short);
    expect(ofType(r1.closed, 3).map(secs)).toEqual([1370]);
    expect(ofType(r1.closed, 2)).toHaveLength(0);
    // The point states stay raw: the halt is still counted in ht.
    expect(r1.derived[77].ht).toBe(170);

    const exact = [...drive(0, 600), ...halt(600, 180), ...drive(780, 600), ...stop(1380, 300)];
    const r2 = run(exact);
    expect(r2.closed.filter((e) => e.eid <= 3).map((e) => [e.eid, secs(e)])).toEqual([
      [3, 600],
      [2, 180],
      [3, 600],
    ]);
  });

  it('merges a flicker of another state into the surrounding one (key-off blip while halted)', () => {
    const pts = [...halt(0, 600), ...stop(600, 20), ...halt(620, 600), ...drive(1220, 300)];
    const r = run(pts);
    expect(r.closed.filter((e) => e.eid <= 3).map((e) => [e.eid, secs(e)])).toEqual([[2, 1220]]);
  });

  it('a candidate that outlasts its minimum before the next change is kept even with no points in between', () => {
    // Key off, then the device sleeps for an hour; the next point is already driving.
    const pts = [...drive(0, 600), ...stop(600, 10), ...drive(4200, 300)];
    const r = run(pts);
    expect(r.closed.filter((e) => e.eid <= 3).map((e) => [e.eid, secs(e)])).toEqual([
      [3, 600],
      [1, 3600],
    ]);
  });

  it('vehicles without a key input use speed alone: moving is driving, standing is stop', () => {
    const cfg = config((c) => (c.hasKeyInput = false));
    const pts = [...drive(0, 600, { ignition: null }), ...halt(600, 600), ...drive(1200, 300, { ignition: null })];
    const r = run(pts, cfg);
    expect(r.closed.map((e) => [e.eid, secs(e)])).toEqual([
      [3, 600],
      [1, 600],
    ]);
    expect(r.derived[70]).toMatchObject({ key: false, state: 'stop' });
  });

  it('speed at or below movingSpeedKmh (3 km/h) is not moving', () => {
    const r = run([...halt(0, 300), ...series(300, 30, 10, () => ({ speed: 3 })), ...drive(600, 300)]);
    expect(r.derived[40].state).toBe('halt');
    expect(r.derived[61].state).toBe('drive');
  });

  it('reports the open segment when it is confirmed, with stats when it closes', () => {
    const pts = [...stop(0, 300), ...drive(300, 600), ...stop(900, 300)];
    const r = run(pts);
    const open3 = ofType(r.opened, 3);
    expect(open3).toHaveLength(1);
    expect(open3[0].from).toBe(pts[30].time);
    const d = ofType(r.closed, 3)[0];
    expect(d.stats).toMatchObject({ vmax: 50, rg: 0 });
    expect(d.from).toBe(open3[0].from);
  });

  it('let counts from the candidate start while the new state is not yet confirmed', () => {
    const r = run([...drive(0, 600), ...halt(600, 60)]);
    expect(r.last).toMatchObject({ state: 'halt', let: 50 });
  });

  describe('road at the boundaries (issue 13: a stop carries no road)', () => {
    /** 10 s at 50 km/h, metres. */
    const STEP = 500 / 3.6;
    /** Moving north at `kmh` from `metres`, key on, a point every 10 s (the first one already moved). */
    const moving = (start: number, seconds: number, metres: number, kmh = 50) =>
      series(start, seconds / 10, 10, (i) => ({
        speed: kmh,
        ignition: true,
        ...north(metres + ((i + 1) * kmh) / 0.36),
      }));
    const stopAt = (start: number, seconds: number, metres: number) =>
      series(start, seconds / 10, 10, () => ({ speed: 0, ignition: false, ...north(metres) }));
    const segs = (r: ReturnType<typeof run>) =>
      [...r.closed, ...r.end].filter((e) => e.eid <= 3).map((e) => [e.eid, secs(e), e.stats!.rg]);

    it("gives the interval into a drive's first moving point to the drive, not to the stop before it", () => {
      // 10 s at 50 km/h = 138.9 m: the drive's first point is already that far from the stop.
      const r = run([...stopAt(0, 300, 0), ...moving(300, 300, 0), ...stopAt(600, 300, 30 * STEP)]);
      expect(segs(r)).toEqual([
        [1, 300, 0],
        [3, 300, 4166.7],
        [1, 290, 0],
      ]);
      expect(r.last!.sumrg).toBeCloseTo(4166.7, 0);
    });

    it('gives the road since the last record to the drive when a stop ends in a gap of records', () => {
      // Key off, no records for an hour, the next record already 5 km away and driving.
      const r = run([...stopAt(0, 300, 0), ...moving(3600, 300, 5000), ...stopAt(3900, 300, 5000 + 30 * STEP)]);
      const [stop, drive] = segs(r);
      expect(stop).toEqual([1, 3600, 0]);
      expect(drive[2]).toBeCloseTo(r.last!.sumrg, 0);
    });

    it('makes a short hop between two stops a drive once it covered minDriveMetres (50 m), not a manoeuvre', () => {
      // 40 s of driving (556 m) between deliveries: shorter than minDriveSeconds, still a drive.
      const r = run([...stopAt(0, 300, 0), ...moving(300, 40, 0), ...stopAt(340, 300, 4 * STEP)]);
      expect(segs(r)).toEqual([
        [1, 300, 0],
        [3, 40, 555.6],
        [1, 290, 0],
      ]);
      // A parking manoeuvre (28 m in 20 s at 5 km/h) stays in the stop.
      const m = run([...stopAt(0, 300, 0), ...moving(300, 20, 0, 5), ...stopAt(320, 300, (2 * 5) / 0.36)]);
      expect(segs(m)).toEqual([[1, 610, 27.8]]);
    });

    it('keeps a drive interrupted by traffic lights before its minimum one drive', () => {
      const lights = series(340, 2, 10, () => ({ speed: 0, ignition: true, ...north(4 * STEP) }));
      const r = run([
        ...stopAt(0, 300, 0),
        ...moving(300, 40, 0),
        ...lights,
        ...moving(360, 300, 4 * STEP),
        ...stopAt(660, 300, 34 * STEP),
      ]);
      expect(segs(r)).toEqual([
        [1, 300, 0],
        [3, 360, 4722.2],
        [1, 290, 0],
      ]);
    });
  });
});
