import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { STORAGE_KEYS } from '../../kit/session/storageKeys';
import {
  acceptBlock,
  canAccept,
  changeType,
  defaultForm,
  initialForm,
  noOptions,
  readReportForm,
  requestOptions,
  writeReportForm,
} from './reportForm';
import { choosePeriod, monthToDate, shiftPeriod, workdayDefault } from './reportPeriods';

// A Wednesday, mid-afternoon.
const now = dayjs('2026-03-18 15:42:10');

function memoryStorage(init: Record<string, string> = {}) {
  const data = new Map(Object.entries(init));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('default ranges (spec 2 §5)', () => {
  it('is the start of the month to the end of today', () => {
    expect(monthToDate(now)).toEqual({ from_date: '2026-03-01 00:00:00', to_date: '2026-03-18 23:59:59' });
  });
  it('is yesterday 06:00 to today 06:00 for the workday report', () => {
    expect(workdayDefault(now)).toEqual({ from_date: '2026-03-17 06:00:00', to_date: '2026-03-18 06:00:00' });
    const form = defaultForm('repvehworkday', now);
    expect([form.from_date, form.to_date, form.period]).toEqual(['2026-03-17 06:00:00', '2026-03-18 06:00:00', 'day']);
  });
  it('workday default is right across the spring DST change (2026-03-29 in Warsaw)', () => {
    // Whatever the zone of the test machine, wall-clock 06:00 stays 06:00.
    expect(workdayDefault(dayjs('2026-03-29 10:00:00'))).toEqual({
      from_date: '2026-03-28 06:00:00',
      to_date: '2026-03-29 06:00:00',
    });
  });
});

describe('periods with previous / next', () => {
  it('steps whole months, weeks from Monday and days', () => {
    expect(shiftPeriod('2026-03-01 00:00:00', 'month', -1, now)).toEqual({
      from_date: '2026-02-01 00:00:00',
      to_date: '2026-02-28 23:59:59',
    });
    expect(shiftPeriod('2026-03-18 15:00:00', 'week', 1, now)).toEqual({
      from_date: '2026-03-23 00:00:00',
      to_date: '2026-03-29 23:59:59',
    });
    expect(shiftPeriod('2026-03-01 00:00:00', 'day', -1, now)).toEqual({
      from_date: '2026-02-28 00:00:00',
      to_date: '2026-02-28 23:59:59',
    });
  });
  it('a radio choice takes the period holding the start', () => {
    expect(choosePeriod('2026-03-18 15:00:00', 'week', now)).toEqual({
      from_date: '2026-03-16 00:00:00',
      to_date: '2026-03-22 23:59:59',
    });
  });
  it('the workday steps a day from 06:00 to 06:00', () => {
    expect(shiftPeriod('2026-03-17 06:00:00', 'day', -1, now, true)).toEqual({
      from_date: '2026-03-16 06:00:00',
      to_date: '2026-03-17 06:00:00',
    });
    expect(shiftPeriod('2026-03-17 06:00:00', 'day', 1, now, true)).toEqual({
      from_date: '2026-03-18 06:00:00',
      to_date: '2026-03-19 06:00:00',
    });
    // 03:00 belongs to the workday that started the day before at 06:00.
    expect(choosePeriod('2026-03-17 03:00:00', 'day', now, true)).toEqual({
      from_date: '2026-03-16 06:00:00',
      to_date: '2026-03-17 06:00:00',
    });
  });
});

describe("'Akceptuj' (spec 2 §5)", () => {
  const base = defaultForm('repvehdaily', now);
  it('needs a type and an object', () => {
    expect(acceptBlock(defaultForm(null, now))).toBe('type');
    expect(acceptBlock(base)).toBe('objects');
    expect(canAccept({ ...base, ids: [7] })).toBe(true);
  });
  it('needs a shift for the shift report', () => {
    const shifts = { ...defaultForm('repvehshifts', now), ids: [7] };
    expect(acceptBlock(shifts)).toBe('shifts');
    expect(canAccept({ ...shifts, options: { ...noOptions(), shift_2: true } })).toBe(true);
  });
  it('refuses a reversed or unreadable range', () => {
    expect(acceptBlock({ ...base, ids: [7], from_date: '2026-03-19 00:00:00' })).toBe('dates');
    expect(acceptBlock({ ...base, ids: [7], to_date: 'jutro' })).toBe('dates');
  });
  it('refuses a range longer than the server takes (31 days and an hour)', () => {
    const long = { ...base, ids: [7], from_date: '2026-01-01 00:00:00' };
    expect(acceptBlock({ ...long, to_date: '2026-02-01 01:00:00' })).toBeNull();
    expect(acceptBlock({ ...long, to_date: '2026-02-01 01:00:01' })).toBe('range');
  });
});

describe('type changes and options', () => {
  it('keeps vehicles between vehicle and gprs reports, not for drivers', () => {
    const daily = { ...defaultForm('repvehdaily', now), ids: [1, 2] };
    expect(changeType(daily, 'repgprslogs', now).ids).toEqual([1, 2]);
    expect(changeType(daily, 'repdrvstaffing', now).ids).toEqual([]);
  });
  it('moves to the workday range and back to month to date', () => {
    const workday = changeType(defaultForm('repvehdaily', now), 'repvehworkday', now);
    expect([workday.from_date, workday.to_date]).toEqual(['2026-03-17 06:00:00', '2026-03-18 06:00:00']);
    const back = changeType(workday, 'repvehcourses', now);
    expect([back.from_date, back.to_date, back.period]).toEqual(['2026-03-01 00:00:00', '2026-03-18 23:59:59', null]);
  });
  it('sends only the options of the type', () => {
    const all = Object.fromEntries(Object.keys(noOptions()).map((k) => [k, true])) as ReturnType<typeof noOptions>;
    const shifts = requestOptions({ ...defaultForm('repvehshifts', now), options: all });
    expect(
      Object.entries(shifts)
        .filter(([, on]) => on)
        .map(([k]) => k),
    ).toEqual(['shift_1', 'shift_2', 'shift_3', 'onlySummary']);
    const gprs = requestOptions({ ...defaultForm('repgprslogs', now), options: all });
    expect(Object.values(gprs).some(Boolean)).toBe(false);
    // 'Uwzględnij także zatrzymania' only for courses: the visit reports count every stay.
    const on = (type: string) =>
      Object.entries(requestOptions({ ...defaultForm(type, now), options: all }))
        .filter(([, v]) => v)
        .map(([k]) => k);
    expect(on('repvehcourses')).toContain('halt_too');
    for (const type of ['repvehbases', 'repvehpoi', 'reppoiveh'])
      expect([type, on(type).includes('halt_too')]).toEqual([type, false]);
  });
});

describe("the last form ('reportForm' in local storage)", () => {
  it('is written and read back', () => {
    const storage = memoryStorage();
    const form = { ...defaultForm('repvehshifts', now), ids: [4, 5], options: { ...noOptions(), shift_3: true } };
    writeReportForm(storage, form);
    expect(storage.data.has(STORAGE_KEYS.reportForm)).toBe(true);
    expect(readReportForm(storage, now)).toEqual(form);
  });
  it('falls back field by field and ignores junk', () => {
    expect(readReportForm(memoryStorage({ [STORAGE_KEYS.reportForm]: '{oops' }), now)).toBeNull();
    const odd = memoryStorage({
      [STORAGE_KEYS.reportForm]: JSON.stringify({ type: 'repvehdaily', ids: [1, -2, 'x'], from_date: 'wczoraj' }),
    });
    const read = readReportForm(odd, now);
    expect(read?.ids).toEqual([1]);
    expect(read?.from_date).toBe('2026-03-01 00:00:00');
  });
  it('a type from the address wins over the stored one', () => {
    const storage = memoryStorage();
    writeReportForm(storage, { ...defaultForm('repvehdaily', now), ids: [9] });
    const form = initialForm(storage, 'repvehworkday', now);
    expect([form.type, form.ids, form.from_date]).toEqual(['repvehworkday', [9], '2026-03-17 06:00:00']);
    expect(initialForm(storage, 'nonsense', now).type).toBe('repvehdaily');
  });
});
