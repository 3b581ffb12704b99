import { describe, expect, it } from 'vitest';
import { alarmWindowChange, remindersWindowChange } from './windowRules';

describe('alarmWindowChange', () => {
  it('opens when the first alarms arrive, on entering or later', () => {
    expect(alarmWindowChange(undefined, 3)).toBe('open');
    expect(alarmWindowChange(0, 1)).toBe('open');
  });

  it('closes when the list becomes empty', () => {
    expect(alarmWindowChange(2, 0)).toBe('close');
  });

  it('leaves the window alone otherwise (a user-closed window stays closed while alarms remain)', () => {
    expect(alarmWindowChange(2, 5)).toBeNull();
    expect(alarmWindowChange(5, 2)).toBeNull();
    expect(alarmWindowChange(undefined, 0)).toBeNull();
    expect(alarmWindowChange(0, 0)).toBeNull();
    expect(alarmWindowChange(3, undefined)).toBeNull();
  });
});

describe('remindersWindowChange', () => {
  it('opens once per visit when reminders exist', () => {
    expect(remindersWindowChange(undefined, 2, false)).toBe('open');
    expect(remindersWindowChange(0, 1, false)).toBe('open');
    expect(remindersWindowChange(2, 3, true)).toBeNull();
  });

  it('closes when the last reminder is confirmed', () => {
    expect(remindersWindowChange(1, 0, true)).toBe('close');
    expect(remindersWindowChange(undefined, 0, false)).toBeNull();
  });
});
