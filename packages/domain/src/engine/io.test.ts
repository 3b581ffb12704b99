import { describe, expect, it } from 'vitest';
import { config, ofType, run, secs, series } from './testing';

/** Input 1 (bit 0) over 10 s points. */
const bits = (pattern: string) => series(0, pattern.length, 10, (i) => ({ inputs: pattern[i] === '1' ? 1 : 0 }));

describe('inputs and outputs', () => {
  it('counts on-switches, seconds on and the last on-period (iNc, iNst, iNlt)', () => {
    const r = run(bits('0011100110000'));
    expect(r.derived.map((d) => d.ic[0])).toEqual([0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2]);
    expect(r.last.ist[0]).toBe(50);
    expect(r.derived[4].ilt[0]).toBe(20);
    expect(r.derived[6].ilt[0]).toBe(30);
    expect(r.last.ilt[0]).toBe(20);
    expect(r.last.ic.slice(1)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('an input already on at the first point is not counted as a switch', () => {
    const r = run(bits('1100'));
    expect(r.last.ic[0]).toBe(0);
    expect(r.last.ist[0]).toBe(20);
  });

  it('configured inputs give events 9–16; shorter than min_duration is not an event', () => {
    const cfg = config((c) => {
      c.inputs[0] = { ...c.inputs[0], active: true, minDurationSeconds: 30 };
    });
    const r = run(bits('0110001111000'), cfg);
    expect(ofType(r.closed, 9).map(secs)).toEqual([40]);
    expect(ofType(run(bits('0110001111000')).events, 9)).toHaveLength(0);
  });

  it('an input event is an alarm only once it lasts alarm_input_N_time', () => {
    const cfg = config((c) => {
      c.inputs[2] = { ...c.inputs[2], active: true, alarmSeconds: 60 };
      c.alarmFlags = [11];
    });
    const input3 = (pattern: string) => series(0, pattern.length, 10, (i) => ({ inputs: pattern[i] === '1' ? 4 : 0 }));
    const short = run(input3('0111110'), cfg);
    expect(ofType(short.closed, 11)).toEqual([expect.objectContaining({ alarm: false })]);
    const long = run(input3('0111111110'), cfg);
    expect(ofType(long.closed, 11)).toEqual([expect.objectContaining({ alarm: true })]);
    // Open record when it starts, then again when it becomes an alarm.
    expect(ofType(long.opened, 11).map((e) => e.alarm)).toEqual([false, true]);
  });

  it('a normally-closed input is inverted first', () => {
    const cfg = config((c) => {
      c.inputs[0] = { ...c.inputs[0], active: true, invert: true };
    });
    const r = run(bits('1100111'), cfg);
    expect(ofType(r.closed, 9).map(secs)).toEqual([20]);
  });

  it('outputs 1–4 give events 17–20 and their own counters', () => {
    const cfg = config((c) => {
      c.outputs[3] = { ...c.outputs[3], active: true };
    });
    const r = run(
      series(0, 6, 10, (i) => ({ outputs: [0, 8, 8, 0, 8, 0][i] })),
      cfg,
    );
    expect(ofType(r.closed, 20).map(secs)).toEqual([20, 10]);
    expect(r.last.oc[3]).toBe(2);
    expect(r.last.ost[3]).toBe(30);
  });
});
