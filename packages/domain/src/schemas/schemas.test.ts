import { describe, expect, it } from 'vitest';
import { MSG, alarmDescription, appSettingsForm, fieldErrors, getTokenBody, loginBody, settingsSaveBody } from '..';

describe('request schemas', () => {
  it('requires client name and login with the spec text', () => {
    const r = getTokenBody.safeParse({ clogin: '  ', ulogin: undefined });
    expect(r.success).toBe(false);
    if (!r.success) expect(fieldErrors(r.error)).toEqual({ clogin: MSG.required, ulogin: MSG.required });
  });

  it('accepts only a 32-hex login code', () => {
    expect(loginBody.safeParse({ clogin: 'a', ulogin: 'b', code: 'A'.repeat(32) }).success).toBe(true);
    expect(loginBody.safeParse({ clogin: 'a', ulogin: 'b', code: 'z'.repeat(32) }).success).toBe(false);
  });

  it('parses the settings document and refuses non-objects', () => {
    expect(settingsSaveBody.parse({ global_json: '{"a":1}' }).global_json).toEqual({ a: 1 });
    for (const bad of ['[]', 'null', '1', '{'])
      expect(settingsSaveBody.safeParse({ global_json: bad }).success).toBe(false);
  });

  it('checks the settings dialog: 15-minute shifts and ranges', () => {
    const ok = {
      shift1: 21600,
      shift2: 50400,
      shift3: 79200,
      minCourseTime: 22,
      reportStartDayFrom: 0,
      maxStopHours: 8,
    };
    expect(appSettingsForm.safeParse(ok).success).toBe(true);
    const r = appSettingsForm.safeParse({
      ...ok,
      shift2: 50400 + 60,
      minCourseTime: 0,
      reportStartDayFrom: 24,
      maxStopHours: 0,
    });
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(fieldErrors(r.error)).toMatchObject({
        shift2: MSG.shiftStep,
        minCourseTime: MSG.integerRange(1, 1440),
        reportStartDayFrom: MSG.integerRange(0, 23),
        maxStopHours: MSG.numberRange(0.25, 8760),
      });
    }
  });

  it('limits alarm descriptions to 2–100 characters', () => {
    expect(alarmDescription.safeParse('ok').success).toBe(true);
    expect(alarmDescription.safeParse('x').error?.issues[0].message).toBe(MSG.alarmDescription);
    expect(alarmDescription.safeParse('x'.repeat(101)).success).toBe(false);
  });
});
