import { describe, expect, it } from 'vitest';
import { dataAgeLevel, isSelectable, isTimedOut } from '.';

const MIN = 60;

describe('dataAgeLevel (spec 1 §4, level-2 reading)', () => {
  it('is null without data', () => {
    expect(dataAgeLevel(0, null)).toBeNull();
    expect(dataAgeLevel(9, null)).toBeNull();
  });

  it('other types: current under 15 min, level 1 from 15 to under 60, level 2 from 60', () => {
    expect(dataAgeLevel(0, 0)).toBe(0);
    expect(dataAgeLevel(0, 15 * MIN - 1)).toBe(0);
    expect(dataAgeLevel(0, 15 * MIN)).toBe(1);
    expect(dataAgeLevel(1, 60 * MIN - 1)).toBe(1);
    expect(dataAgeLevel(1, 60 * MIN)).toBe(2);
    expect(dataAgeLevel(13, 30 * 24 * 60 * MIN)).toBe(2);
  });

  it('type 9: current under 1440 min, else level 2 (no level 1)', () => {
    expect(dataAgeLevel(9, 15 * MIN)).toBe(0);
    expect(dataAgeLevel(9, 1440 * MIN - 1)).toBe(0);
    expect(dataAgeLevel(9, 1440 * MIN)).toBe(2);
  });
});

describe('timeout and selectability', () => {
  it('type 13 times out at 3600 s, other types never', () => {
    expect(isTimedOut(13, 3599)).toBe(false);
    expect(isTimedOut(13, 3600)).toBe(true);
    expect(isTimedOut(13, null)).toBe(false);
    expect(isTimedOut(1, 999_999)).toBe(false);
  });

  it('needs a date and no timeout', () => {
    expect(isSelectable({ vtp: 0, dt: '2025-01-01 10:00:00', age: 99_999 })).toBe(true);
    expect(isSelectable({ vtp: 0, dt: null, age: null })).toBe(false);
    expect(isSelectable({ vtp: 13, dt: '2025-01-01 10:00:00', age: 3600 })).toBe(false);
    expect(isSelectable({ vtp: 13, dt: '2025-01-01 10:00:00', age: 3599 })).toBe(true);
  });
});
