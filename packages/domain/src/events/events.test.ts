import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, UNKNOWN_EVENT_NAME, alarmDisplayValue, alarmValue, eventName, eventType } from '.';

describe('event catalogue (spec 1 §3.10)', () => {
  it('has unique ids within 1–99 with the spec codes', () => {
    const ids = EVENT_TYPES.map((e) => e.eid);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id >= 1 && id <= 99)).toBe(true);
    expect([1, 2, 3, 4, 5].map((id) => eventType(id)?.code)).toEqual([
      'E_STOP',
      'E_STAY',
      'E_DRIVE',
      'E_SPEED',
      'E_GPS',
    ]);
    // 9–16 inputs, 17–20 outputs, 52–75 inspections, 76–99 temperatures 5–16
    expect(eventName(9)).toBe('Wejście 1 załączone');
    expect(eventName(20)).toBe('Wyjście 4 załączone');
    expect(eventName(75)).toContain('W8');
    expect(eventName(99)).toBe('Temperatura 16 powyżej maksimum');
  });

  it('names unknown types Nieznane zdarzenie', () => {
    expect(eventName(102)).toBe(UNKNOWN_EVENT_NAME);
    // 27 is left free by the spec's catalogue: Namiar's ordered-power transgression (issue 16 §3).
    expect(eventName(27)).toBe('Przekroczenie mocy zamówionej');
    expect(eventName(500)).toBe(UNKNOWN_EVENT_NAME);
  });

  it('divides fuel values by 10 everywhere and temperature values in the monitor list', () => {
    expect(alarmDisplayValue(21, 455, false)).toBe(45.5);
    expect(alarmDisplayValue(29, 91, false)).toBe(91);
    expect(alarmDisplayValue(29, 91, true)).toBe(9.1);
    expect(alarmDisplayValue(4, 112, true)).toBe(112);
    expect(alarmDisplayValue(40, null, true)).toBeNull();
  });
});

describe('alarmValue', () => {
  it("divides 21, 22, 23, 39 everywhere and 40, 28–35, 76–99 only in the monitor's list", () => {
    for (const eid of [21, 22, 23, 39]) {
      expect(alarmValue(eid, 455, 'window')).toBe(45.5);
      expect(alarmValue(eid, 455, 'monit')).toBe(45.5);
    }
    for (const eid of [40, 28, 35, 76, 99]) {
      expect(alarmValue(eid, -182, 'window')).toBe(-182);
      expect(alarmValue(eid, -182, 'monit')).toBe(-18.2);
    }
    for (const eid of [27, 36, 75, 4]) expect(alarmValue(eid, 112, 'monit')).toBe(112);
    expect(alarmValue(22, null, 'window')).toBeNull();
  });
});
