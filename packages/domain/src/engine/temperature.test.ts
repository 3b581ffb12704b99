import { describe, expect, it } from 'vitest';
import { temperatureEventIds } from './step';
import { config, ofType, run, secs, series } from './testing';

const fridge = config((c) => {
  c.thermometers[0] = { active: true, name: 'Chłodnia', multiplier: 1, increase: 0, min: -25, max: -15 };
  c.alarmFlags = [28, 29];
});

const temps = (values: (number | null)[]) => values.map((v) => ({ temperatures: v === null ? [] : [v] }));

describe('temperatures', () => {
  it('maps sensors to event ids: 1–4 at 28–35, 5–16 at 76–99', () => {
    expect(temperatureEventIds(0)).toEqual([28, 29]);
    expect(temperatureEventIds(3)).toEqual([34, 35]);
    expect(temperatureEventIds(4)).toEqual([76, 77]);
    expect(temperatureEventIds(15)).toEqual([98, 99]);
  });

  it('above max: from the first reading over it to the first back in range, valued at the highest ×10', () => {
    const values = [-18, -16, -15, -14.5, -12.3, -13, -15, -18];
    const r = run(
      series(0, values.length, 60, (i) => temps(values)[i]),
      fridge,
    );
    const ev = ofType(r.closed, 29);
    expect(ev).toHaveLength(1);
    expect(ev[0]).toMatchObject({ value: -123, alarm: true, from: r.derived[3].time, to: r.derived[6].time });
    // Exactly at the limit is in range.
    expect(r.derived[2].t[0]).toBe(-15);
  });

  it('below min likewise, valued at the lowest ×10', () => {
    const values = [-20, -25, -26, -27.5, -24, -20];
    const r = run(
      series(0, values.length, 60, (i) => temps(values)[i]),
      fridge,
    );
    expect(ofType(r.closed, 28)).toEqual([expect.objectContaining({ value: -275 })]);
    expect(secs(ofType(r.closed, 28)[0])).toBe(120);
  });

  it('keeps min and max so far and applies multiplier and increase', () => {
    const cfg = config((c) => {
      c.thermometers[1] = { active: true, name: 'x', multiplier: 0.1, increase: -2, min: null, max: null };
    });
    const r = run(
      series(0, 4, 60, (i) => ({ temperatures: [[5, 7, 3, 4][i], [200, 250, 180, 210][i]] })),
      cfg,
    );
    expect(r.last.t.slice(0, 2)).toEqual([4, 19]);
    expect(r.last.tmin.slice(0, 2)).toEqual([3, 16]);
    expect(r.last.tmax.slice(0, 2)).toEqual([7, 23]);
  });

  it('a sentinel (broken or no sensor) is not a temperature: it ends an excursion and starts "no reading"', () => {
    const values: (number | null)[] = [-10, -10, 2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000, -18];
    const r = run(
      series(0, values.length, 60, (i) => temps(values)[i]),
      fridge,
    );
    expect(ofType(r.closed, 29).map(secs)).toEqual([120]);
    expect(r.derived[5].t[0]).toBeNull();
    expect(r.last.tmax[0]).toBe(-10);
    // Thermometer 1 no reading (47) after thermometerMissingMinutes (10).
    expect(ofType(r.closed, 47).map(secs)).toEqual([660]);
  });

  it('a reading not reported leaves an excursion open; "no reading" needs the full 10 minutes', () => {
    const values: (number | null)[] = [-10, null, null, -10, -18];
    const r = run(
      series(0, values.length, 60, (i) => temps(values)[i]),
      fridge,
    );
    expect(ofType(r.closed, 29).map(secs)).toEqual([240]);
    expect(ofType(r.events, 47)).toHaveLength(0);
  });

  it('inactive thermometers make no events', () => {
    const r = run(series(0, 5, 60, () => ({ temperatures: [50] })));
    expect(r.closed.filter((e) => e.eid >= 28 && e.eid <= 35)).toHaveLength(0);
    expect(r.last.t[0]).toBe(50);
  });
});
