import { describe, expect, it } from 'vitest';
import { durationParts, markerState, vehicleStatus } from '.';

const HOUR = 3600;

describe('vehicleStatus (spec 1 §4)', () => {
  it('default type: key on drives (blue), key off stops (grey, red past the maximum)', () => {
    expect(vehicleStatus(0, 1, 0, 10 * HOUR, HOUR)).toMatchObject({ kind: 'drive', color: 'blue' });
    expect(vehicleStatus(0, 0, 0, HOUR, HOUR)).toMatchObject({ kind: 'stop', color: 'grey' });
    expect(vehicleStatus(0, 0, 0, HOUR + 1, HOUR)).toMatchObject({ kind: 'stop', color: 'red' });
    expect(vehicleStatus(9, 0, 0, HOUR + 1, HOUR)).toMatchObject({ kind: 'stop', color: 'red' });
  });

  it('type 1: key on moving drives, key on standing halts (blue, red past the maximum), key off stops', () => {
    expect(vehicleStatus(1, 1, 1, 5 * HOUR, HOUR)).toMatchObject({ kind: 'drive', color: 'blue' });
    expect(vehicleStatus(1, 1, 0, HOUR, HOUR)).toMatchObject({ kind: 'halt', color: 'blue' });
    expect(vehicleStatus(1, 1, 0, HOUR + 1, HOUR)).toMatchObject({ kind: 'halt', color: 'red' });
    expect(vehicleStatus(1, 0, 0, 60, HOUR)).toMatchObject({ kind: 'stop', color: 'grey' });
    expect(vehicleStatus(1, 0, 0, HOUR + 1, HOUR)).toMatchObject({ kind: 'stop', color: 'red' });
  });

  it('types 5/8 engine, 10 breaker, 12 cells: never red', () => {
    for (const vtp of [5, 8]) {
      expect(vehicleStatus(vtp, 1, 0, 9 * HOUR, HOUR)).toMatchObject({ kind: 'engineOn', color: 'blue' });
      expect(vehicleStatus(vtp, 0, 0, 9 * HOUR, HOUR)).toMatchObject({ kind: 'engineOff', color: 'grey' });
    }
    expect(vehicleStatus(10, 1, 0, 9 * HOUR, HOUR)).toMatchObject({ kind: 'breakerOn', color: 'blue' });
    expect(vehicleStatus(10, 0, 0, 9 * HOUR, HOUR)).toMatchObject({ kind: 'breakerOff', color: 'grey' });
    expect(vehicleStatus(12, 1, 0, 9 * HOUR, HOUR)).toMatchObject({ kind: 'cellsOn', color: 'blue' });
    expect(vehicleStatus(12, 0, 0, 9 * HOUR, HOUR)).toMatchObject({ kind: 'cellsOff', color: 'grey' });
  });

  it('types 11 and 13 read the key alone (no halt)', () => {
    for (const vtp of [11, 13]) {
      expect(vehicleStatus(vtp, 1, 0, 60, HOUR).kind).toBe('drive');
      expect(vehicleStatus(vtp, 0, 50, HOUR + 1, HOUR)).toMatchObject({ kind: 'stop', color: 'red' });
    }
  });

  it('a non-positive maximum means no limit', () => {
    expect(vehicleStatus(0, 0, 0, 99 * HOUR, 0).color).toBe('grey');
  });

  it('splits the time in state into days, hours and minutes', () => {
    expect(vehicleStatus(0, 1, 3, 59, HOUR).duration).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(durationParts(60)).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(durationParts(3 * HOUR + 7 * 60 + 59)).toEqual({ days: 0, hours: 3, minutes: 7 });
    expect(durationParts(24 * HOUR)).toEqual({ days: 1, hours: 0, minutes: 0 });
    expect(durationParts(3 * 24 * HOUR + 5 * HOUR + 60)).toEqual({ days: 3, hours: 5, minutes: 1 });
    expect(durationParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});

describe('markerState', () => {
  it('riding with key on and speed, paused standing with key on, off otherwise', () => {
    expect(markerState(1, 0.1)).toBe('riding');
    expect(markerState(1, 0)).toBe('paused');
    expect(markerState(0, 40)).toBe('off');
  });
});
