import { describe, expect, it } from 'vitest';
import { amount, inspectionInfoLines, plural } from './inspection-info';
import { evaluateInspection, inspectionChips, timeConditionDue, type InspectionRecord } from './inspection-level';
import { zoneFormatter } from '../../time/zone-format';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 2, 29, 10, 0, 0);
const TZ = 'Europe/Warsaw';

const base = (over: Partial<InspectionRecord> = {}): InspectionRecord => ({
  id: 1,
  type: 'p',
  level: 1,
  custom_name: 'Przegląd',
  inspection_date: NOW - 300 * DAY,
  inspection_status_id: 1,
  last_km_counter: 10_000,
  last_mth_counter: 500,
  description: null,
  remind_time_condition_exist: 0,
  remind_time_condition_id: 1,
  remind_time_condition_value: null,
  rtc_prev_value: null,
  rdc_exist: 0,
  rdc_value: null,
  rdc_prev_value: null,
  remind_mth_condition_exist: 0,
  remind_mth_condition_value: null,
  rmc_prev_value: null,
  ...over,
});
const at = (km: number | null = 20_000, mth: number | null = 600) => ({ now: NOW, km, mth, timeZone: TZ });

describe('time condition', () => {
  const timed = (days: number, warn: number, unit = 1) =>
    base({
      remind_time_condition_exist: 1,
      remind_time_condition_id: unit,
      remind_time_condition_value: days,
      rtc_prev_value: warn,
    });

  it('is ok before the warning, a reminder from it, overrun from the due moment', () => {
    expect(evaluateInspection(timed(331, 30), at()).level).toBe(0); // 31 days left
    expect(evaluateInspection(timed(330, 30), at()).level).toBe(1); // 30 days left
    expect(evaluateInspection(timed(301, 30), at()).level).toBe(1);
    expect(evaluateInspection(timed(300, 30), at()).level).toBe(2); // due now
    expect(evaluateInspection(timed(299, 30), at()).time).toMatchObject({ level: 2, remaining: -1 });
  });

  it('adds months and years on the calendar in the company zone', () => {
    // 2026-01-31 12:00 Warsaw + 1 month = 2026-02-28 12:00 Warsaw
    expect(timeConditionDue(Date.UTC(2026, 0, 31, 11), 2, 1, TZ)).toBe(Date.UTC(2026, 1, 28, 11));
    // across the spring DST change the local clock time is kept
    expect(timeConditionDue(Date.UTC(2026, 2, 1, 11), 2, 1, TZ)).toBe(Date.UTC(2026, 3, 1, 10));
    expect(timeConditionDue(Date.UTC(2024, 1, 29, 11), 3, 1, TZ)).toBe(Date.UTC(2025, 1, 28, 11));
    expect(timeConditionDue(Date.UTC(2026, 2, 28, 11), 1, 2, TZ)).toBe(Date.UTC(2026, 2, 30, 10));
  });
});

describe('distance and engine-hour conditions', () => {
  const km = base({ rdc_exist: 1, rdc_value: 15_000, rdc_prev_value: 1_000 });
  const mth = base({ remind_mth_condition_exist: 1, remind_mth_condition_value: 250, rmc_prev_value: 20 });

  it('count from the counters read at the inspection', () => {
    expect(evaluateInspection(km, at(23_999)).distance).toEqual({ level: 0, remaining: 1_001 });
    expect(evaluateInspection(km, at(24_000)).distance).toEqual({ level: 1, remaining: 1_000 });
    expect(evaluateInspection(km, at(25_000)).distance).toEqual({ level: 2, remaining: 0 });
    expect(evaluateInspection(mth, at(0, 729)).mth).toEqual({ level: 0, remaining: 21 });
    expect(evaluateInspection(mth, at(0, 730)).level).toBe(1);
    expect(evaluateInspection(mth, at(0, 760)).level).toBe(2);
  });

  it('are unknown without the vehicle’s counters', () => {
    expect(evaluateInspection(km, at(null, null))).toMatchObject({ level: 0, distance: null });
  });

  it('take the worst condition, and a paused inspection shows 0', () => {
    const both = base({ ...km, remind_mth_condition_exist: 1, remind_mth_condition_value: 250, rmc_prev_value: 20 });
    expect(evaluateInspection(both, at(24_500, 800)).level).toBe(2);
    expect(evaluateInspection({ ...both, inspection_status_id: 2 }, at(24_500, 800))).toMatchObject({
      level: 0,
      paused: true,
    });
  });
});

describe('chips', () => {
  it('place periodic and work-time inspections at their levels, the more urgent of two at one level', () => {
    const due = base({
      id: 5,
      level: 3,
      remind_time_condition_exist: 1,
      remind_time_condition_value: 310,
      rtc_prev_value: 30,
    });
    const ok = base({ id: 6, level: 3, remind_time_condition_exist: 1, remind_time_condition_value: 900 });
    const w = base({ id: 7, type: 'w', level: 8 });
    const bad = base({ id: 8, type: 'w', level: 9 });
    const chips = inspectionChips([ok, due, w, bad], at())!;
    expect(chips.p[2]).toEqual({ level: 1, id: 5, status: 1, name: 'Przegląd' });
    expect(chips.w[7]).toEqual({ level: 0, id: 7 });
    expect(chips.w).toHaveLength(8);
    expect(inspectionChips([], at())).toBeNull();
  });
});

describe('info text', () => {
  const format = zoneFormatter(TZ);
  it('names the inspection, each condition with what remains, and the status', () => {
    const i = base({
      level: 2,
      custom_name: 'Olej',
      remind_time_condition_exist: 1,
      remind_time_condition_value: 310,
      rtc_prev_value: 30,
      rdc_exist: 1,
      rdc_value: 15_000,
      rdc_prev_value: 1_000,
      remind_mth_condition_exist: 1,
      remind_mth_condition_value: 50,
      description: 'Wymiana oleju i filtrów',
    });
    expect(inspectionInfoLines(i, at(20_250.55, 560), format)).toEqual([
      'P2 – Olej (przegląd okresowy)',
      'Data przeglądu: 2025-06-02',
      'Termin: 2026-04-08 (co 310 dni, przypomnienie 30 dni wcześniej) – pozostało 10 dni',
      'Przebieg: co 15 000 km od 10 000 km, przypomnienie 1 000 km wcześniej – pozostało 4 749,5 km',
      'Motogodziny: co 50 mth od 500 mth – przekroczono o 10 mth',
      'Status: przekroczony – do wykonania',
      'Opis: Wymiana oleju i filtrów',
    ]);
  });

  it('says when counters are missing, when there are no conditions, and when paused', () => {
    const noCounters = base({ type: 'w', level: 1, custom_name: '', rdc_exist: 1, rdc_value: 100 });
    expect(inspectionInfoLines(noCounters, at(null, null), format)).toEqual([
      'W1 (przegląd czasu pracy)',
      'Data przeglądu: 2025-06-02',
      'Przebieg: brak odczytu licznika km pojazdu',
      'Status: w terminie',
    ]);
    expect(inspectionInfoLines(base({ inspection_status_id: 2 }), at(), format)).toEqual([
      'P1 – Przegląd (przegląd okresowy)',
      'Data przeglądu: 2025-06-02',
      'Brak warunków przypomnienia',
      'Status: wstrzymany',
    ]);
  });

  it('writes Polish plurals and amounts', () => {
    expect([1, 2, 5, 12, 22, 25, 112].map((n) => plural(n, 'rok', 'lata', 'lat'))).toEqual([
      'rok',
      'lata',
      'lat',
      'lat',
      'lata',
      'lat',
      'lat',
    ]);
    expect(amount(1234567.04)).toBe('1 234 567');
    expect(amount(-1500.26)).toBe('-1 500,3');
  });
});
