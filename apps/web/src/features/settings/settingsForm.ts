import {
  DEFAULT_SHIFTS,
  appSettingsForm,
  defaultSettings,
  fieldErrors,
  maxStopHours,
  type AppSettingsForm,
  type SettingsDocument,
} from '@namiar/domain';

/**
 * Conversion between the settings document and the application settings dialog (spec 1 §2.6,
 * §5). Shifts are seconds since midnight in both; the maximum stop time is hours in the form
 * and is saved as hours (old documents holding seconds are read through maxStopHours).
 */
export const APP_SETTING_KEYS = [
  'app-shift1',
  'app-shift2',
  'app-shift3',
  'app-minCourseTime',
  'app-reportStartDayFrom',
  'app-maxStopTime',
] as const;

function num(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && value !== null && value !== '' ? n : fallback;
}

/** Seconds of the server's maxEventTime; missing or invalid means "no hint" (0 → form shows 0). */
export function maxEventSeconds(doc: SettingsDocument): number {
  return Math.max(0, num(doc.maxEventTime, 0));
}

export function toForm(doc: SettingsDocument): AppSettingsForm {
  const d = defaultSettings();
  return {
    shift1: num(doc['app-shift1'], DEFAULT_SHIFTS[0]),
    shift2: num(doc['app-shift2'], DEFAULT_SHIFTS[1]),
    shift3: num(doc['app-shift3'], DEFAULT_SHIFTS[2]),
    minCourseTime: num(doc['app-minCourseTime'], d['app-minCourseTime'] as number),
    reportStartDayFrom: num(doc['app-reportStartDayFrom'], d['app-reportStartDayFrom'] as number),
    maxStopHours: roundHours(maxStopHours(doc['app-maxStopTime'], maxEventSeconds(doc))),
  };
}

/** Hours shown with at most two decimals (a seconds value rarely divides evenly). */
export function roundHours(hours: number): number {
  return Math.round(hours * 100) / 100;
}

/** The whole document with the dialog's values written into it; every other key is kept. */
export function fromForm(doc: SettingsDocument, form: AppSettingsForm): SettingsDocument {
  return {
    ...doc,
    'app-shift1': form.shift1,
    'app-shift2': form.shift2,
    'app-shift3': form.shift3,
    'app-minCourseTime': form.minCourseTime,
    'app-reportStartDayFrom': form.reportStartDayFrom,
    'app-maxStopTime': form.maxStopHours,
  };
}

/**
 * What the reset button resets, as the dialog names the fields: the confirmation lists them, so
 * no user expects the monitor's list, map or column layouts to be reset too (issue 13 §3).
 */
export const RESET_FIELDS: Record<(typeof APP_SETTING_KEYS)[number], keyof AppSettingsForm> = {
  'app-shift1': 'shift1',
  'app-shift2': 'shift2',
  'app-shift3': 'shift3',
  'app-minCourseTime': 'minCourseTime',
  'app-reportStartDayFrom': 'reportStartDayFrom',
  'app-maxStopTime': 'maxStopHours',
};

/** The document with the dialog's keys back at their defaults (the reset button). */
export function resetAppSettings(doc: SettingsDocument): SettingsDocument {
  const defaults = defaultSettings();
  const out: SettingsDocument = { ...doc };
  for (const key of APP_SETTING_KEYS) out[key] = defaults[key];
  return out;
}

export type FormCheck = { ok: true; value: AppSettingsForm } | { ok: false; errors: Record<string, string> };

/** Validation with the domain schema, whose messages are the Polish ones to show. */
export function checkForm(values: Partial<Record<keyof AppSettingsForm, unknown>>): FormCheck {
  const parsed = appSettingsForm.safeParse(values);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}

/** The message of one field, for the dialog's per-field rules. */
export function fieldMessage(name: keyof AppSettingsForm, value: unknown): string | null {
  const parsed = appSettingsForm.shape[name].safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}
