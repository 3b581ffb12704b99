import { describe, expect, it } from 'vitest';
import { MSG, defaultSettings, type SettingsDocument } from '@namiar/domain';
import { parseSettingsJson } from '../../kit/settings/api';
import {
  APP_SETTING_KEYS,
  RESET_FIELDS,
  checkForm,
  fieldMessage,
  fromForm,
  resetAppSettings,
  toForm,
} from './settingsForm';
import { dayjsToSeconds, secondsToDayjs } from './shiftTime';

const base: SettingsDocument = { ...defaultSettings(), maxEventTime: 86400, app_version: '0.1.0' };

describe('settings document ⇄ dialog form', () => {
  it('reads defaults and falls back to maxEventTime for an unset stop time', () => {
    expect(toForm(base)).toEqual({
      shift1: 6 * 3600,
      shift2: 14 * 3600,
      shift3: 22 * 3600,
      minCourseTime: 22,
      reportStartDayFrom: 0,
      maxStopHours: 24,
    });
  });

  it('reads a stored stop time above 50000 as seconds, otherwise as hours', () => {
    expect(toForm({ ...base, 'app-maxStopTime': 72000 }).maxStopHours).toBe(20);
    expect(toForm({ ...base, 'app-maxStopTime': 12 }).maxStopHours).toBe(12);
    expect(toForm({ ...base, 'app-maxStopTime': 50001 }).maxStopHours).toBe(13.89);
  });

  it('writes hours and seconds since midnight and keeps every other key', () => {
    const form = { ...toForm(base), shift2: 15 * 3600 + 45 * 60, minCourseTime: 30, maxStopHours: 5 };
    const doc = fromForm(base, form);
    expect(doc['app-shift2']).toBe(56700);
    expect(doc['app-minCourseTime']).toBe(30);
    expect(doc['app-maxStopTime']).toBe(5);
    expect(doc['map-tiles-layer']).toBe('osm');
    expect(doc['route-widgets']).toEqual(base['route-widgets']);
    expect(toForm(doc)).toEqual(form);
  });

  it('resets only the dialog keys to the domain defaults', () => {
    const changed = {
      ...base,
      'app-shift1': 0,
      'app-minCourseTime': 5,
      'app-maxStopTime': 3,
      'map-tiles-layer': 'train',
    };
    const reset = resetAppSettings(changed);
    expect(reset['app-shift1']).toBe(6 * 3600);
    expect(reset['app-minCourseTime']).toBe(22);
    expect(reset['app-maxStopTime']).toBe(0);
    expect(reset['map-tiles-layer']).toBe('train');
  });

  it('the reset confirmation names exactly the keys the reset changes, one dialog field each', () => {
    const changed: SettingsDocument = { ...base };
    for (const key of Object.keys(base)) if (typeof base[key] === 'number') changed[key] = (base[key] as number) + 7;
    const reset = resetAppSettings(changed);
    const changedKeys = Object.keys(changed).filter((k) => reset[k] !== changed[k]);
    expect(changedKeys.sort()).toEqual([...APP_SETTING_KEYS].sort());
    expect(Object.keys(RESET_FIELDS).sort()).toEqual([...APP_SETTING_KEYS].sort());
    expect(new Set(Object.values(RESET_FIELDS)).size).toBe(APP_SETTING_KEYS.length);
    expect(Object.values(RESET_FIELDS).sort()).toEqual(Object.keys(toForm(base)).sort());
  });

  it('validates with the domain schema and its Polish messages', () => {
    expect(checkForm(toForm(base)).ok).toBe(true);
    const bad = checkForm({ ...toForm(base), shift1: 6 * 3600 + 60, reportStartDayFrom: 24, minCourseTime: undefined });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.errors.shift1).toBe(MSG.shiftStep);
      expect(bad.errors.reportStartDayFrom).toBe(MSG.integerRange(0, 23));
      expect(bad.errors.minCourseTime).toBe(MSG.required);
    }
    expect(fieldMessage('maxStopHours', 0)).toBe(MSG.numberRange(0.25, 8760));
    expect(fieldMessage('maxStopHours', 2)).toBeNull();
  });

  it('converts picker values to seconds and back', () => {
    expect(dayjsToSeconds(secondsToDayjs(22 * 3600 + 15 * 60))).toBe(80100);
    expect(dayjsToSeconds(null)).toBeUndefined();
  });

  it('parses the global_json string defensively', () => {
    expect(parseSettingsJson('{"a":1}')).toEqual({ a: 1 });
    expect(parseSettingsJson('[1]')).toEqual({});
    expect(parseSettingsJson('nope')).toEqual({});
    expect(parseSettingsJson(undefined)).toEqual({});
  });
});
