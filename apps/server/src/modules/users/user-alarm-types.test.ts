import { describe, expect, it } from 'vitest';
import { ALARM_EVENT_TYPES } from '@namiar/domain';
import { ALL_ALARM_TYPES, alarmTypesToWrite } from './user-alarm-types';

describe("a user's alarm types as a save stores them", () => {
  it('knows every alarm type of the catalogue, ascending', () => {
    expect(ALL_ALARM_TYPES.length).toBe(ALARM_EVENT_TYPES.length);
    expect([...ALL_ALARM_TYPES]).toEqual([...ALL_ALARM_TYPES].sort((a, b) => a - b));
    expect(ALL_ALARM_TYPES).not.toContain(1);
  });

  it('takes a list of every type, in any order, as every alarm (also types added later)', () => {
    expect(alarmTypesToWrite([...ALL_ALARM_TYPES].reverse(), true)).toEqual({ restricted: false, types: [] });
    expect(alarmTypesToWrite([...ALL_ALARM_TYPES], false)).toEqual({ restricted: false, types: [] });
  });

  it('narrows the user to a shorter list, and to nothing with an empty one', () => {
    expect(alarmTypesToWrite([21, 4, 21], false)).toEqual({ restricted: true, types: [4, 21] });
    expect(alarmTypesToWrite(ALL_ALARM_TYPES.slice(1), true)).toEqual({
      restricted: true,
      types: ALL_ALARM_TYPES.slice(1),
    });
    expect(alarmTypesToWrite([], false)).toEqual({ restricted: true, types: [] });
  });

  it('gives a new user every alarm and keeps an existing one as he is when the body has no list', () => {
    expect(alarmTypesToWrite(null, true)).toEqual({ restricted: false, types: [] });
    expect(alarmTypesToWrite(null, false)).toBeNull();
  });
});
