import { describe, expect, it } from 'vitest';
import { config, ofType, run, secs, series } from './testing';

const cfg = config((c) => {
  c.maxSpeedKmh = 90;
  c.speedingSeconds = 10;
});

/** 1 Hz: 60 km/h, then `over` seconds above 90 (peaking at 112), then 60 again. */
function ride(over: number) {
  return series(0, 40 + over, 1, (i) => {
    const inOver = i >= 20 && i < 20 + over;
    return { speed: inOver ? (i === 22 ? 112 : 95) : 60 };
  });
}

describe('speeding (4)', () => {
  it('is not an event when the speed is above the maximum for just under the alarm time', () => {
    const r = run(ride(9), cfg);
    expect(ofType(r.events, 4)).toHaveLength(0);
    expect(r.derived.filter((d) => d.overspeed)).toHaveLength(9);
  });

  it('is an event once it lasts the alarm time, valued at the maximum speed reached', () => {
    const r = run(ride(10), cfg);
    const ev = ofType(r.closed, 4);
    expect(ev).toHaveLength(1);
    expect(secs(ev[0])).toBe(10);
    expect(ev[0].value).toBe(112);
    expect(ev[0].alarm).toBe(false);
  });

  it('reports an open record when it qualifies, flagged as an alarm when speeding is selected', () => {
    const alarmed = { ...cfg, alarmFlags: [4] };
    const r = run(ride(30), alarmed);
    const open = ofType(r.opened, 4);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ open: true, alarm: true, from: r.derived[20].time, to: r.derived[30].time });
    expect(ofType(r.closed, 4)[0]).toMatchObject({ alarm: true, from: open[0].from, to: r.derived[50].time });
  });

  it('exactly at the maximum is not speeding; no maximum means no rule', () => {
    const at = series(0, 30, 1, () => ({ speed: 90 }));
    expect(ofType(run(at, cfg).events, 4)).toHaveLength(0);
    expect(ofType(run(ride(30)).events, 4)).toHaveLength(0);
  });

  it('still open at the end of the range comes out of finish as open', () => {
    const r = run(
      series(0, 20, 1, () => ({ speed: 100 })),
      cfg,
    );
    expect(ofType(r.end, 4)).toEqual([expect.objectContaining({ open: true, value: 100 })]);
    expect(secs(ofType(r.end, 4)[0])).toBe(19);
  });

  it('uses the tacho speed with tf__velocity_from_tacho', () => {
    const tacho = { ...cfg, velocityFromTacho: true };
    const r = run(
      series(0, 20, 1, () => ({ speed: 50, tachoSpeed: 100 })),
      tacho,
    );
    expect(ofType(r.end, 4)).toHaveLength(1);
  });
});
