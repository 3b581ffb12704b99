import { describe, expect, it } from 'vitest';
import type { AlarmRow } from '@namiar/domain';
import { alarmRouteHref, formatAlarmDuration, formatAlarmValue, shiftDateTime } from './alarmRows';

function alarm(over: Partial<AlarmRow>): AlarmRow {
  return {
    id: 1,
    vid: 1,
    regno: 'WX 1',
    eid: 4,
    ename: 'Przekroczenie prędkości',
    fdt: '2026-03-10 12:00:00',
    tdt: '2026-03-10 12:05:00',
    time: 300,
    value: 97,
    unit: 'km/h',
    lat: 52,
    lon: 21,
    adescription: null,
    ...over,
  };
}

describe('route link (±24 h)', () => {
  it('moves dates on the wall clock across month, year and DST boundaries', () => {
    expect(shiftDateTime('2026-03-01 00:30:00', -3600)).toBe('2026-02-28 23:30:00');
    expect(shiftDateTime('2025-12-31 23:59:59', 1)).toBe('2026-01-01 00:00:00');
    // 29 March 2026 is a DST change in Poland: the wall clock still moves by exactly 24 h.
    expect(shiftDateTime('2026-03-29 01:30:00', 86400)).toBe('2026-03-30 01:30:00');
    expect(shiftDateTime('bad', 1)).toBeNull();
  });

  it('links from start − 24 h to end + 24 h', () => {
    const href = alarmRouteHref(alarm({ vid: 7, fdt: '2026-03-10 12:00:00', tdt: '2026-03-10 12:05:00' }));
    const q = new URLSearchParams(href!.split('?')[1]);
    expect(href!.startsWith('/route?')).toBe(true);
    expect([q.get('vid'), q.get('from_date'), q.get('to_date')]).toEqual([
      '7',
      '2026-03-09 12:00:00',
      '2026-03-11 12:05:00',
    ]);
  });

  it('uses start + duration (the server now) for a running alarm', () => {
    const href = alarmRouteHref(alarm({ fdt: '2026-03-10 12:00:00', tdt: null, time: 5400 }));
    expect(new URLSearchParams(href!.split('?')[1]).get('to_date')).toBe('2026-03-11 13:30:00');
  });
});

describe('formatAlarmDuration', () => {
  it("uses the product's one duration format: h:mm:ss, days as 'N dni h:mm:ss'", () => {
    expect(formatAlarmDuration(0)).toBe('0:00:00');
    expect(formatAlarmDuration(59)).toBe('0:00:59');
    expect(formatAlarmDuration(135)).toBe('0:02:15');
    expect(formatAlarmDuration(3600 + 5 * 60)).toBe('1:05:00');
    expect(formatAlarmDuration(86400 + 2 * 3600 + 60)).toBe('1 dzień 2:01:00');
    expect(formatAlarmDuration(3 * 86400 + 600)).toBe('3 dni 0:10:00');
    expect(formatAlarmDuration(-5)).toBe('0:00:00');
    expect(formatAlarmDuration(Number.NaN)).toBe('0:00:00');
  });
});

describe('formatAlarmValue', () => {
  it('scales fuel and temperatures (×10 in storage) and adds units', () => {
    expect(formatAlarmValue(22, 601)).toBe('60,1 l');
    expect(formatAlarmValue(29, -109)).toBe('-10,9 °C');
    expect(formatAlarmValue(80, 55)).toBe('5,5 °C');
    expect(formatAlarmValue(40, 123)).toBe('12,3 l/mth');
    expect(formatAlarmValue(22, 590)).toBe('59,0 l');
    expect(formatAlarmValue(4, 97)).toBe('97 km/h');
    expect(formatAlarmValue(4, 97.25)).toBe('97,3 km/h');
    // Thousands grouped with a non-breaking space, never a wrap inside the number.
    expect(formatAlarmValue(22, 123456)).toBe('12\u00a0345,6 l');
    expect(formatAlarmValue(4, 1234)).toBe('1\u00a0234 km/h');
    expect(formatAlarmValue(51, 11.2)).toBe('11,20 V');
  });

  it("shows '--' without a value and a bare number without a unit", () => {
    expect(formatAlarmValue(43, null)).toBe('--');
    expect(formatAlarmValue(8, 3)).toBe('3');
  });
});
