import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { parseDate, periodOf, periodRange, quickDayRange, shiftPeriod } from './periods';

// Wednesday 2026-03-04, 14:25:10.
const now = dayjs('2026-03-04 14:25:10', 'YYYY-MM-DD HH:mm:ss', true);

describe('route dialog periods', () => {
  it('takes the whole day, the Monday-to-Sunday week and the calendar month', () => {
    expect(periodRange(now, 'day')).toEqual({ from_date: '2026-03-04 00:00:00', to_date: '2026-03-04 23:59:59' });
    expect(periodRange(now, 'week')).toEqual({ from_date: '2026-03-02 00:00:00', to_date: '2026-03-08 23:59:59' });
    expect(periodRange(now, 'month')).toEqual({ from_date: '2026-03-01 00:00:00', to_date: '2026-03-31 23:59:59' });
  });

  it('starts the week on Monday even for a Sunday', () => {
    const sunday = dayjs('2026-03-08 10:00:00', 'YYYY-MM-DD HH:mm:ss', true);
    expect(periodRange(sunday, 'week').from_date).toBe('2026-03-02 00:00:00');
    const monday = dayjs('2026-03-09 00:00:00', 'YYYY-MM-DD HH:mm:ss', true);
    expect(periodRange(monday, 'week').from_date).toBe('2026-03-09 00:00:00');
  });

  it('steps a day back and forward', () => {
    expect(shiftPeriod('2026-03-04 00:00:00', 'day', -1, now)).toEqual({
      from_date: '2026-03-03 00:00:00',
      to_date: '2026-03-03 23:59:59',
    });
    expect(shiftPeriod('2026-03-31 00:00:00', 'day', 1, now).from_date).toBe('2026-04-01 00:00:00');
  });

  it('steps weeks across a month boundary and months of different lengths', () => {
    expect(shiftPeriod('2026-03-02 00:00:00', 'week', -1, now)).toEqual({
      from_date: '2026-02-23 00:00:00',
      to_date: '2026-03-01 23:59:59',
    });
    expect(shiftPeriod('2026-03-01 00:00:00', 'month', -1, now)).toEqual({
      from_date: '2026-02-01 00:00:00',
      to_date: '2026-02-28 23:59:59',
    });
    expect(shiftPeriod('2026-12-01 00:00:00', 'month', 1, now)).toEqual({
      from_date: '2027-01-01 00:00:00',
      to_date: '2027-01-31 23:59:59',
    });
  });

  it('snaps an arbitrary range to whole periods from its start, or from now without a start', () => {
    // Thursday noon: previous week is the Monday-to-Sunday week before the one holding it.
    expect(shiftPeriod('2026-03-05 12:34:56', 'week', -1, now).from_date).toBe('2026-02-23 00:00:00');
    expect(shiftPeriod('', 'day', 1, now).from_date).toBe('2026-03-05 00:00:00');
  });

  it('gives Przedwczoraj, Wczoraj and Dzisiaj as whole days, also across a month start', () => {
    expect(quickDayRange('today', now)).toEqual({ from_date: '2026-03-04 00:00:00', to_date: '2026-03-04 23:59:59' });
    expect(quickDayRange('yesterday', now).from_date).toBe('2026-03-03 00:00:00');
    const march1 = dayjs('2026-03-01 08:00:00', 'YYYY-MM-DD HH:mm:ss', true);
    expect(quickDayRange('dayBeforeYesterday', march1)).toEqual({
      from_date: '2026-02-27 00:00:00',
      to_date: '2026-02-27 23:59:59',
    });
  });

  it('recognises which whole period a range is', () => {
    expect(periodOf({ from_date: '2026-03-02 00:00:00', to_date: '2026-03-08 23:59:59' })).toBe('week');
    expect(periodOf({ from_date: '2026-02-01 00:00:00', to_date: '2026-02-28 23:59:59' })).toBe('month');
    expect(periodOf({ from_date: '2026-03-04 00:00:00', to_date: '2026-03-04 23:59:59' })).toBe('day');
    expect(periodOf({ from_date: '2026-03-04 06:00:00', to_date: '2026-03-04 23:59:59' })).toBeNull();
  });

  it('reads only exact YYYY-MM-DD HH:mm:ss dates', () => {
    expect(parseDate('2026-03-04 14:25:10')?.hour()).toBe(14);
    expect(parseDate('2026-02-30 10:00:00')).toBeNull();
    expect(parseDate('2026-03-04')).toBeNull();
    expect(parseDate(null)).toBeNull();
  });
});
