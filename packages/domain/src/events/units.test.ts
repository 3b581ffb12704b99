import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, alarmValueText, alarmValueUnit } from '.';

describe('alarmValueUnit: one unit per event type', () => {
  it('gives each valued alarm type its unit', () => {
    expect(alarmValueUnit(4)).toBe('km/h');
    for (const eid of [21, 22, 39]) expect(alarmValueUnit(eid)).toBe('l');
    expect(alarmValueUnit(23)).toBe('l/100 km');
    expect(alarmValueUnit(40)).toBe('l/mth');
    for (const eid of [28, 31, 35, 76, 88, 99]) expect(alarmValueUnit(eid)).toBe('°C');
    expect(alarmValueUnit(41)).toBe('l/h');
    expect(alarmValueUnit(42)).toBe('l/h');
    expect(alarmValueUnit(43)).toBe('km/h/s');
    expect(alarmValueUnit(44)).toBe('km/h/s');
    expect(alarmValueUnit(51)).toBe('V');
    expect(alarmValueUnit(27)).toBe('kW');
  });

  it('has none for types without a value (states, signals, inputs) and unknown types', () => {
    for (const eid of [1, 2, 3, 5, 6, 7, 8, 9, 16, 17, 20, 24, 25, 26, 36, 37, 45, 46, 47, 52, 75, 100, 500])
      expect(alarmValueUnit(eid)).toBe('');
  });

  it('covers every catalogue type (a new type must be given a unit or none on purpose)', () => {
    for (const e of EVENT_TYPES) expect(typeof alarmValueUnit(e.eid)).toBe('string');
  });
});

describe('alarmValueText: the value as every alarm list writes it', () => {
  it('scales as the monitoring list does, with the decimal comma and the unit', () => {
    expect(alarmValueText(4, 112, 'monit')).toBe('112 km/h');
    expect(alarmValueText(4, 97.3, 'monit')).toBe('97,3 km/h');
    expect(alarmValueText(22, 305, 'monit')).toBe('30,5 l');
    expect(alarmValueText(21, 1200, 'monit')).toBe('120,0 l');
    expect(alarmValueText(23, 455, 'monit')).toBe('45,5 l/100 km');
    expect(alarmValueText(30, -182, 'monit')).toBe('-18,2 °C');
    expect(alarmValueText(29, 91, 'monit')).toBe('9,1 °C');
    expect(alarmValueText(51, 11.4, 'monit')).toBe('11,40 V');
    expect(alarmValueText(43, 12.5, 'monit')).toBe('12,5 km/h/s');
    expect(alarmValueText(27, 1250.4, 'monit')).toBe('1\u00a0250,4 kW');
  });

  it("keeps the narrow rule's values as stored outside the monitoring list", () => {
    expect(alarmValueText(29, 91, 'window')).toBe('91 °C');
    expect(alarmValueText(22, 305, 'window')).toBe('30,5 l');
  });

  it('writes a value of a type without a unit bare, and nothing without a value', () => {
    expect(alarmValueText(36, 3, 'monit')).toBe('3');
    expect(alarmValueText(4, null, 'monit')).toBeNull();
    expect(alarmValueText(4, Number.NaN, 'monit')).toBeNull();
  });
});
