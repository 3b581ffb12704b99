import { describe, expect, it } from 'vitest';
import { antennaState, batteryState, gsmLevel, hoursFromSeconds, ioClass, kmFromMetres } from '.';

describe('antennaState', () => {
  it('maps 1, 2, 3 and anything else', () => {
    expect([1, 2, 3, 0, 4].map(antennaState)).toEqual(['disconnected', 'shorted', 'rangeError', 'ok', 'ok']);
  });
});

describe('gsmLevel (thresholds 8 and 14)', () => {
  it('alert below 8, warning 8–13, ok from 14, null without a reading', () => {
    expect(gsmLevel(0)).toBe('alert');
    expect(gsmLevel(7)).toBe('alert');
    expect(gsmLevel(8)).toBe('warning');
    expect(gsmLevel(13)).toBe('warning');
    expect(gsmLevel(14)).toBe('ok');
    expect(gsmLevel(31)).toBe('ok');
    expect(gsmLevel(null)).toBeNull();
  });
});

describe('batteryState', () => {
  it('type 9 by percent: 20+ ok, 10–19 warning, below 10 alert', () => {
    expect(batteryState(9, 1, 20)).toEqual({ level: 'ok', kind: 'percent' });
    expect(batteryState(9, 0, 19)).toEqual({ level: 'warning', kind: 'percent' });
    expect(batteryState(9, 0, 10)).toEqual({ level: 'warning', kind: 'percent' });
    expect(batteryState(9, 0, 9)).toEqual({ level: 'alert', kind: 'percent' });
    expect(batteryState(9, 0, null)).toEqual({ level: 'warning', kind: 'percent' });
  });

  it('other types by the power flag', () => {
    expect(batteryState(0, 1, 80)).toEqual({ level: 'alert', kind: 'power' });
    expect(batteryState(1, 0, 5)).toEqual({ level: 'ok', kind: 'power' });
  });
});

describe('ioClass', () => {
  it('off, inactive, active, alarm (type 2), breathalyser (type 7 at 0)', () => {
    expect(ioClass(null, 2)).toBe('off');
    expect(ioClass(0, 1)).toBe('inactive');
    expect(ioClass(1, 1)).toBe('active');
    expect(ioClass(1, null)).toBe('active');
    expect(ioClass(1, 2)).toBe('alarm');
    expect(ioClass(0, 2)).toBe('inactive');
    expect(ioClass(0, 7)).toBe('breath');
    expect(ioClass(1, 7)).toBe('active');
  });
});

describe('counters', () => {
  it('km from metres and hours from seconds', () => {
    expect(kmFromMetres(123_456)).toBe(123.456);
    expect(hoursFromSeconds(5400)).toBe(1.5);
  });
});
