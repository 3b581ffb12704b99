import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../settings';
import { formatDateTime, parseDateTime } from '../../time';
import { DRIVE_REPORT_MSG } from './messages';
import {
  courseRow,
  courseTotals,
  courseTotalsRow,
  joinHalts,
  minCourseSeconds,
  pickCourses,
  type CourseSegment,
} from './courses';
import { shiftSpans, shiftStarts } from './shifts';
import { episodeTotals, speedingColor, speedingRow, speedingTotals } from './speeds';
import { inputNames, saveInputNamesBody, sumWorkday, workdayInputs, workdayRow } from './workday';

const tz = 'Europe/Warsaw';
const at = (text: string) => parseDateTime(text, tz)!;
const fmt = (ms: number) => formatDateTime(ms, tz);
const H = 3600;
const ALL = [true, true, true];

describe('shift spans', () => {
  it('run each shift to the next start, a night shift counting to the day it started', () => {
    const spans = shiftSpans(at('2026-03-10 00:00:00'), at('2026-03-11 00:00:00'), tz, [6 * H, 14 * H, 22 * H], ALL);
    expect(spans.map((s) => [s.date, s.shift, fmt(s.start), fmt(s.end)])).toEqual([
      ['2026-03-09', 'III', '2026-03-10 00:00:00', '2026-03-10 06:00:00'],
      ['2026-03-10', 'I', '2026-03-10 06:00:00', '2026-03-10 14:00:00'],
      ['2026-03-10', 'II', '2026-03-10 14:00:00', '2026-03-10 22:00:00'],
      ['2026-03-10', 'III', '2026-03-10 22:00:00', '2026-03-11 00:00:00'],
    ]);
  });

  it('keep only the ticked shifts and follow the order of the day, not the numbers', () => {
    // Shift I starts at 22:00, II at 06:00, III at 14:00: I runs over midnight to II's start.
    const spans = shiftSpans(
      at('2026-03-10 00:00:00'),
      at('2026-03-12 00:00:00'),
      tz,
      [22 * H, 6 * H, 14 * H],
      [true, false, true],
    );
    expect(spans.map((s) => [s.date, s.shift, fmt(s.start), fmt(s.end)])).toEqual([
      ['2026-03-09', 'I', '2026-03-10 00:00:00', '2026-03-10 06:00:00'],
      ['2026-03-10', 'III', '2026-03-10 14:00:00', '2026-03-10 22:00:00'],
      ['2026-03-10', 'I', '2026-03-10 22:00:00', '2026-03-11 06:00:00'],
      ['2026-03-11', 'III', '2026-03-11 14:00:00', '2026-03-11 22:00:00'],
      ['2026-03-11', 'I', '2026-03-11 22:00:00', '2026-03-12 00:00:00'],
    ]);
  });

  it('are real hours across the change to summer time, and two equal starts leave the first empty', () => {
    const spring = shiftSpans(at('2026-03-28 22:00:00'), at('2026-03-29 06:00:00'), tz, [6 * H, 14 * H, 22 * H], ALL);
    expect(spring.map((s) => [s.shift, (s.end - s.start) / 3_600_000])).toEqual([['III', 7]]);
    const same = shiftSpans(at('2026-03-10 00:00:00'), at('2026-03-11 00:00:00'), tz, [6 * H, 6 * H, 18 * H], ALL);
    expect(same.map((s) => [s.shift, fmt(s.start), fmt(s.end)])).toEqual([
      ['III', '2026-03-10 00:00:00', '2026-03-10 06:00:00'],
      ['II', '2026-03-10 06:00:00', '2026-03-10 18:00:00'],
      ['III', '2026-03-10 18:00:00', '2026-03-11 00:00:00'],
    ]);
    expect(
      shiftSpans(at('2026-03-10 00:00:00'), at('2026-03-11 00:00:00'), tz, [0, H, 2 * H], [false, false, false]),
    ).toEqual([]);
  });

  it("read the settings' starts, a broken value falling back to its default", () => {
    expect(shiftStarts(defaultSettings())).toEqual([6 * H, 14 * H, 22 * H]);
    expect(shiftStarts({ 'app-shift1': 7 * H, 'app-shift2': 'x', 'app-shift3': 90_000 })).toEqual([
      7 * H,
      14 * H,
      22 * H,
    ]);
  });
});

describe('workday', () => {
  it('shows the ticked inputs, all four when none is, under the saved names', () => {
    expect(workdayInputs({})).toEqual([0, 1, 2, 3]);
    expect(workdayInputs({ input_2: true, input_4: true, shift_1: true })).toEqual([1, 3]);
    expect(inputNames({ input_1: ' Pompa ', input_2: '   ', input_3: null })).toEqual({
      input_1: 'Pompa',
      input_2: 'Wejście 2',
      input_3: 'Wejście 3',
      input_4: 'Wejście 4',
    });
  });

  it('adds workdays up and writes the shown inputs only', () => {
    const a = { inputs: [60, 0, 5, 0], engine: 3600, road: 12_345 };
    const b = { inputs: [30, 10, 0, 1], engine: 1800, road: 655 };
    const total = sumWorkday([a, b]);
    expect(total).toEqual({ inputs: [90, 10, 5, 1], engine: 5400, road: 13_000 });
    expect(workdayRow(total, { date: null }, [0, 2])).toEqual({
      date: null,
      input_1: 90,
      input_3: 5,
      engine: 5400,
      km: 13,
    });
  });

  it('parses saveInputNames: trimmed names of at most 50 characters, field messages otherwise', () => {
    expect(saveInputNamesBody.parse({ module: 'repvehworkday', command: 'get' })).toEqual({
      command: 'get',
      names: null,
    });
    expect(saveInputNamesBody.parse({ command: 'set', json: '{"input_1":"  Dźwig ","input_4":""}' })).toEqual({
      command: 'set',
      names: { input_1: 'Dźwig', input_2: '', input_3: '', input_4: '' },
    });
    const long = saveInputNamesBody.safeParse({ command: 'set', json: JSON.stringify({ input_3: 'a'.repeat(51) }) });
    expect(long.success).toBe(false);
    expect(long.error!.issues.map((i) => [i.path, i.message])).toEqual([
      [['input_3'], DRIVE_REPORT_MSG.inputNameTooLong(50)],
    ]);
    for (const json of ['{', '[]', '{"input_9":"a"}', 'null']) {
      const r = saveInputNamesBody.safeParse({ command: 'set', json });
      expect([json, r.error?.issues[0].path, r.error?.issues[0].message]).toEqual([
        json,
        ['json'],
        DRIVE_REPORT_MSG.inputNamesJson,
      ]);
    }
    expect(saveInputNamesBody.safeParse({ command: 'del' }).error?.issues[0].message).toBe(DRIVE_REPORT_MSG.command);
    expect(saveInputNamesBody.safeParse({ command: 'get', module: 'x'.repeat(65) }).error?.issues[0].message).toBe(
      DRIVE_REPORT_MSG.module,
    );
  });
});

describe('courses', () => {
  it('take the minimum in minutes from the settings and keep drives at least that long', () => {
    expect(minCourseSeconds(defaultSettings())).toBe(22 * 60);
    expect(minCourseSeconds({ 'app-minCourseTime': 5 })).toBe(300);
    expect(minCourseSeconds({ 'app-minCourseTime': 0 })).toBe(22 * 60);
    expect(pickCourses([{ dur: 299 }, { dur: 300 }, { dur: 4000 }], 300)).toEqual([{ dur: 300 }, { dur: 4000 }]);
  });

  it('with halts too: drives separated only by halts are one course, a stop or a trailing halt ends it', () => {
    const seg = (eid: number, from: number, to: number | null, more: Partial<CourseSegment> = {}): CourseSegment => ({
      eid,
      fdtValue: from * 1000,
      tdtValue: to === null ? null : to * 1000,
      dur: (to ?? from) - from,
      rgp: eid === 3 ? 1000 : null,
      vm: eid === 3 ? 50 : null,
      vavg: eid === 3 ? 40 : null,
      flu: 0.5,
      elat: eid === 3 ? to : null,
      elon: null,
      ...more,
    });
    const events = [
      seg(3, 0, 600, { vavg: 30 }),
      seg(2, 600, 900, { flu: 0.2 }),
      seg(3, 900, 2100, { vm: 90, vavg: 60, rgp: 20_000 }),
      seg(2, 2100, 2400),
      seg(1, 2400, 5000),
      seg(3, 5000, 5600),
      seg(1, 5600, 6000),
      seg(2, 6000, 6100),
      seg(3, 6100, null, { flu: null, dur: 100 }),
    ];
    const [first, second, third] = joinHalts(events);
    // The first two drives and the halt between them; the halt before the stop is not the course's.
    expect(first).toEqual({
      eid: 3,
      fdtValue: 0,
      tdtValue: 2_100_000,
      dur: 2100,
      rgp: 21_000,
      vm: 90,
      vavg: 50,
      flu: 1.2,
      elat: 2100,
      elon: null,
    });
    expect(second).toEqual(events[5]);
    // A halt after a stop opens nothing: the open drive is a course alone, its fuel unmeasured.
    expect(third).toEqual(events[8]);
    expect(joinHalts(events)).toHaveLength(3);
    // Without halts, every drive is its own course.
    expect(joinHalts(events.filter((e) => e.eid !== 2))).toHaveLength(4);
    expect(joinHalts([])).toEqual([]);
  });

  it('write a course with its span and add courses up, fuel only where measured', () => {
    const from = at('2026-03-10 08:00:00');
    const c = {
      from,
      to: from + 1_800_000,
      dur: 1800,
      begin: 'A',
      end: 'B',
      road: 30_000,
      vmax: 90,
      vavg: 60,
      fuel: 2.4,
    };
    expect(courseRow(c, fmt, 0)).toMatchObject({
      start_time: '2026-03-10 08:00:00',
      stop_time: '2026-03-10 08:30:00',
      km: 30,
      fuel100: 8,
      _from: '2026-03-10 08:00:00',
      _to: '2026-03-10 08:30:00',
    });
    const open = courseRow({ ...c, to: null }, fmt, from + 600_000);
    expect([open.stop_time, open._to]).toEqual([null, '2026-03-10 08:10:00']);
    const mixed = courseTotals([c, { ...c, fuel: null }]);
    expect(mixed).toEqual({ count: 2, road: 60_000, dur: 3600, fuel: 2.4, fuelRoad: 30_000 });
    // The average per 100 km of a totals row: litres over the road of the courses that measured them.
    expect(courseTotalsRow(mixed, {}).fuel100).toBe(8);
    expect(courseTotals([{ ...c, fuel: null }]).fuel).toBeNull();
    expect(
      courseTotals([
        { count: 3, road: 1, dur: 2, fuel: null },
        { count: 2, road: 1, dur: 2, fuel: 1 },
      ]).count,
    ).toBe(5);
  });
});

describe('speeds', () => {
  it('colour rows as spec 2 §9 says, a short strong episode yellow', () => {
    expect(speedingColor(31, 5.1)).toBe('red');
    expect(speedingColor(30, 5)).toBe('green');
    expect(speedingColor(10, 0)).toBe('green');
    expect(speedingColor(31, 5)).toBe('yellow');
    expect(speedingColor(30, 20)).toBe('yellow');
    expect(speedingColor(120, null)).toBe('yellow');
    expect(speedingColor(5, null)).toBe('green');
  });

  it('write the excess over the limit and add episodes up with the highest excess', () => {
    const from = at('2026-03-10 08:00:00');
    const e = { from, to: from + 45_000, dur: 45, limit: 90, vmax: 101.3, place: 'Kraków' };
    expect(speedingRow(e, fmt, 0)).toMatchObject({ excess: 11.3, _color: 'red', stop_time: '2026-03-10 08:00:45' });
    expect(speedingRow({ ...e, limit: null }, fmt, 0)).toMatchObject({ excess: null, _color: 'yellow' });
    const t = speedingTotals([
      episodeTotals(e),
      episodeTotals({ ...e, vmax: 93, dur: 12 }),
      episodeTotals({ ...e, limit: null }),
    ]);
    expect(t).toEqual({ count: 3, dur: 102, excess: 11.3 });
    expect(speedingTotals([])).toEqual({ count: 0, dur: 0, excess: null });
  });
});
