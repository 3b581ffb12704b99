import { describe, expect, it } from 'vitest';
import { readStoredCount, shouldPlayAlarmSound, volumeGain } from './alarmSound';

describe('shouldPlayAlarmSound (spec 1 §4)', () => {
  it('plays when the count grows and differs from the stored count', () => {
    expect(shouldPlayAlarmSound(3, 4, 3)).toBe(true);
    expect(shouldPlayAlarmSound(null, 2, null)).toBe(true);
    expect(shouldPlayAlarmSound(null, 5, 3)).toBe(true);
  });

  it('stays quiet when the count did not grow', () => {
    expect(shouldPlayAlarmSound(4, 4, 4)).toBe(false);
    expect(shouldPlayAlarmSound(5, 3, 5)).toBe(false);
    expect(shouldPlayAlarmSound(null, 0, null)).toBe(false);
  });

  it('stays quiet when another tab already stored the new count, or after a reload', () => {
    expect(shouldPlayAlarmSound(3, 4, 4)).toBe(false);
    expect(shouldPlayAlarmSound(null, 5, 5)).toBe(false);
  });
});

describe('readStoredCount and volumeGain', () => {
  it('reads only whole non-negative counts', () => {
    expect(readStoredCount('7')).toBe(7);
    expect(readStoredCount(null)).toBeNull();
    expect(readStoredCount('')).toBeNull();
    expect(readStoredCount('x')).toBeNull();
    expect(readStoredCount('-1')).toBeNull();
  });

  it('maps volume 0–10 to 0–1 and clamps', () => {
    expect(volumeGain(0)).toBe(0);
    expect(volumeGain(5)).toBe(0.5);
    expect(volumeGain('10')).toBe(1);
    expect(volumeGain(20)).toBe(1);
    expect(volumeGain(undefined)).toBe(0.5);
  });
});
