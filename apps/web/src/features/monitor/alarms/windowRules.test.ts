import { describe, expect, it } from 'vitest';
import {
  alarmWindowChange,
  alarmsSeenAtClose,
  hasNewAlarms,
  hasNewReminders,
  remindersWindowChange,
} from './windowRules';

describe('alarmWindowChange', () => {
  it('opens when the list holds an alarm the user has not seen at the last close', () => {
    expect(alarmWindowChange(undefined, 3, true)).toBe('open');
    expect(alarmWindowChange(0, 1, true)).toBe('open');
    expect(alarmWindowChange(2, 3, true)).toBe('open');
  });

  it('stays closed on entering the monitor or on a poll when nothing is new since the last close', () => {
    expect(alarmWindowChange(undefined, 3, false)).toBeNull();
    expect(alarmWindowChange(2, 5, false)).toBeNull();
  });

  it('closes when the list becomes empty, and waits for an answer', () => {
    expect(alarmWindowChange(2, 0, false)).toBe('close');
    expect(alarmWindowChange(undefined, 0, false)).toBeNull();
    expect(alarmWindowChange(0, 0, true)).toBeNull();
    expect(alarmWindowChange(3, undefined, true)).toBeNull();
  });
});

describe('alarms seen', () => {
  it('an alarm is new when its id is above the highest id seen at the last close', () => {
    expect(hasNewAlarms([3, 9, 4], 0)).toBe(true);
    expect(hasNewAlarms([3, 9, 4], 9)).toBe(false);
    expect(hasNewAlarms([3, 10], 9)).toBe(true);
    expect(hasNewAlarms([], 0)).toBe(false);
  });

  it('closing records the highest id shown, never lowering it (accepted alarms leave the list)', () => {
    expect(alarmsSeenAtClose([3, 9, 4], 0)).toBe(9);
    expect(alarmsSeenAtClose([3], 9)).toBe(9);
    expect(alarmsSeenAtClose([], 5)).toBe(5);
  });
});

describe('remindersWindowChange', () => {
  it('opens when a reminder is due that was not in the list last closed', () => {
    expect(remindersWindowChange(undefined, 2, true)).toBe('open');
    expect(remindersWindowChange(0, 1, true)).toBe('open');
    expect(remindersWindowChange(2, 3, false)).toBeNull();
    expect(remindersWindowChange(undefined, 2, false)).toBeNull();
  });

  it('closes when the last reminder is confirmed', () => {
    expect(remindersWindowChange(1, 0, false)).toBe('close');
    expect(remindersWindowChange(undefined, 0, true)).toBeNull();
  });

  it('a reminder is new when it was not in the list the user closed', () => {
    expect(hasNewReminders([1, 2], [])).toBe(true);
    expect(hasNewReminders([1, 2], [2, 1])).toBe(false);
    expect(hasNewReminders([1, 3], [1, 2])).toBe(true);
  });
});
