import { describe, expect, it } from 'vitest';
import { canPerform, counterDue, inspectionLevels, reminderDate, reminderDays } from './due';

describe('inspection due rules', () => {
  it('adds days, months and years to the inspection date', () => {
    expect(reminderDate('2026-01-31', 1, 30)).toBe('2026-03-02');
    expect(reminderDate('2026-01-31', 2, 1)).toBe('2026-02-28');
    expect(reminderDate('2024-02-29', 3, 1)).toBe('2025-02-28');
    expect(reminderDate('2026-05-10 08:00:00', 9, 5)).toBe('2026-05-15');
    expect(reminderDate('bad', 1, 1)).toBeNull();
  });
  it('recomputes the value in days from a reminder date', () => {
    expect(reminderDays('2026-01-01', '2027-01-01')).toBe(365);
    expect(reminderDays('2026-03-28', '2026-03-30')).toBe(2);
  });
  it('puts km and engine-hour conditions at the last counter plus the value', () => {
    expect(counterDue(120_000, 30_000)).toBe(150_000);
    expect(counterDue(null, 500)).toBe(500);
    expect(counterDue(10, 0)).toBeNull();
  });
  it('has levels P1–P12 and W1–W8', () => {
    expect(inspectionLevels('p').map((l) => l.name)).toEqual(Array.from({ length: 12 }, (_, i) => `P${i + 1}`));
    expect(inspectionLevels('w').at(-1)).toEqual({ inspection_level_type_id: 8, name: 'W8' });
  });
  it('lets perform and pause run on an active inspection, resume on a paused one', () => {
    expect(canPerform(1, null)).toBe(true);
    expect(canPerform(2, 1)).toBe(true);
    expect(canPerform(1, 2)).toBe(false);
    expect(canPerform(3, 2)).toBe(true);
    expect(canPerform(3, 1)).toBe(false);
  });
});
