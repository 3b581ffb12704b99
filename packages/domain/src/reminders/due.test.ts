import { describe, expect, it } from 'vitest';
import { parseDateTime } from '../time';
import { addReminderPeriod, reminderDue, type ReminderConditions } from './due';

const TZ = 'Europe/Warsaw';
const at = (text: string) => parseDateTime(text, TZ)!;
const base: ReminderConditions = {
  last_state_date: at('2026-01-31 10:00:00'),
  last_km_counter: 100_000,
  last_mth_counter: 2_000,
  remind_time_condition_exist: 0,
  remind_time_condition_id: 1,
  remind_time_condition_value: null,
  rtc_prev_value: null,
  remind_work_condition_exist: 0,
  remind_work_condition_id: 1,
  remind_work_condition_value: null,
  remind_work_condition_prev_value: null,
};
const counters = (now: string, km: number | null = null, mth: number | null = null) => ({
  now: at(now),
  km,
  mth,
  timeZone: TZ,
});

describe('reminder due rules', () => {
  it('adds days, months and years on the calendar, the clock time kept across DST', () => {
    expect(addReminderPeriod(at('2026-01-31 10:00:00'), 1, 30, TZ)).toBe(at('2026-03-02 10:00:00'));
    expect(addReminderPeriod(at('2026-01-31 10:00:00'), 2, 1, TZ)).toBe(at('2026-02-28 10:00:00'));
    expect(addReminderPeriod(at('2024-02-29 08:00:00'), 3, 1, TZ)).toBe(at('2025-02-28 08:00:00'));
    expect(addReminderPeriod(at('2026-03-20 10:00:00'), 1, 10, TZ)).toBe(at('2026-03-30 10:00:00'));
  });

  it('falls due by date: the days before the due date, then on it', () => {
    const r = { ...base, remind_time_condition_exist: 1, remind_time_condition_id: 2, remind_time_condition_value: 3 };
    const due = at('2026-04-30 10:00:00');
    expect(reminderDue(r, counters('2026-04-30 09:59:59'))).toEqual({ due: false, dueDate: due, workLeft: null });
    expect(reminderDue(r, counters('2026-04-30 10:00:00')).due).toBe(true);
    const warned = { ...r, rtc_prev_value: 14 };
    expect(reminderDue(warned, counters('2026-04-16 09:59:59')).due).toBe(false);
    expect(reminderDue(warned, counters('2026-04-16 10:00:00')).due).toBe(true);
  });

  it('falls due by km and by engine hours from the counters read at the last state', () => {
    const km = { ...base, remind_work_condition_exist: 1, remind_work_condition_value: 15_000 };
    expect(reminderDue(km, counters('2026-05-01 00:00:00', 114_000))).toMatchObject({ due: false, workLeft: 1_000 });
    expect(reminderDue(km, counters('2026-05-01 00:00:00', 115_000)).due).toBe(true);
    const warned = { ...km, remind_work_condition_prev_value: 1_000 };
    expect(reminderDue(warned, counters('2026-05-01 00:00:00', 113_999.5)).due).toBe(false);
    expect(reminderDue(warned, counters('2026-05-01 00:00:00', 114_000)).due).toBe(true);
    const mth = {
      ...base,
      remind_work_condition_exist: 1,
      remind_work_condition_id: 2,
      remind_work_condition_value: 250,
    };
    // The km counter does not count for an engine-hour condition.
    expect(reminderDue(mth, counters('2026-05-01 00:00:00', 999_999, 2_249.5))).toMatchObject({
      due: false,
      workLeft: 0.5,
    });
    expect(reminderDue(mth, counters('2026-05-01 00:00:00', 0, 2_250)).due).toBe(true);
  });

  it('waits without a counter, a value or any condition; either condition makes it due', () => {
    const km = { ...base, remind_work_condition_exist: 1, remind_work_condition_value: 10 };
    expect(reminderDue(km, counters('2030-01-01 00:00:00'))).toEqual({ due: false, dueDate: null, workLeft: null });
    expect(reminderDue(base, counters('2030-01-01 00:00:00', 1e9, 1e9)).due).toBe(false);
    const off = { ...km, remind_work_condition_exist: 0 };
    expect(reminderDue(off, counters('2030-01-01 00:00:00', 1e9)).due).toBe(false);
    const both = { ...km, remind_time_condition_exist: 1, remind_time_condition_value: 5 };
    expect(reminderDue(both, counters('2026-02-05 10:00:00', 100_001)).due).toBe(true);
    expect(reminderDue(both, counters('2026-02-05 09:00:00', 100_010)).due).toBe(true);
    expect(reminderDue(both, counters('2026-02-05 09:00:00', 100_001)).due).toBe(false);
  });
});
