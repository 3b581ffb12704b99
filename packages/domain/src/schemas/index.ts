import { z } from 'zod';
import { MSG } from '../messages';
import { SHIFT_STEP_SECONDS } from '../settings';
// Polish fallback texts for every schema of the project (the web's forms too).
import './polish-errors';

/** A required, trimmed text field with the spec's 'Pole jest wymagane'. */
export const requiredText = (max = 100) =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required })
    .max(max, { error: MSG.tooLong(max) });

/** Form-encoded booleans arrive as 'true' / 'false' (or are absent). */
export const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');

export const getTokenBody = z.object({ clogin: requiredText(64), ulogin: requiredText(64) });
export type GetTokenBody = z.infer<typeof getTokenBody>;

export const loginBody = z.object({
  clogin: requiredText(64),
  ulogin: requiredText(64),
  code: z.string({ error: MSG.required }).regex(/^[0-9a-f]{32}$/i, { error: MSG.badRequest }),
});
export type LoginBody = z.infer<typeof loginBody>;

/** Upper bound of a stored settings document; the route event filters make it a few kB. */
export const SETTINGS_MAX_BYTES = 256 * 1024;

export const settingsSaveBody = z.object({
  global_json: z
    .string({ error: MSG.required })
    .max(SETTINGS_MAX_BYTES, { error: MSG.settingsTooLarge })
    .transform((text, ctx) => {
      try {
        const v: unknown = JSON.parse(text);
        if (typeof v === 'object' && v !== null && !Array.isArray(v)) return v as Record<string, unknown>;
      } catch {
        /* reported below */
      }
      ctx.addIssue({ code: 'custom', message: MSG.settingsInvalid });
      return z.NEVER;
    }),
});

export const gridListBody = z.object({ gridSchema: formBoolean, onlyNotAccepted: formBoolean });

/** The application settings dialog (spec 1 §2.6, §5). Times are seconds since midnight. */
const shiftSeconds = z
  .number({ error: MSG.required })
  .int()
  .min(0)
  .max(86400 - SHIFT_STEP_SECONDS)
  .refine((s) => s % SHIFT_STEP_SECONDS === 0, { error: MSG.shiftStep });

export const appSettingsForm = z.object({
  shift1: shiftSeconds,
  shift2: shiftSeconds,
  shift3: shiftSeconds,
  minCourseTime: z
    .number({ error: MSG.required })
    .int({ error: MSG.integerRange(1, 1440) })
    .min(1, { error: MSG.integerRange(1, 1440) })
    .max(1440, { error: MSG.integerRange(1, 1440) }),
  reportStartDayFrom: z
    .number({ error: MSG.required })
    .int({ error: MSG.integerRange(0, 23) })
    .min(0, { error: MSG.integerRange(0, 23) })
    .max(23, { error: MSG.integerRange(0, 23) }),
  maxStopHours: z
    .number({ error: MSG.required })
    .gt(0, { error: MSG.numberRange(0.25, 8760) })
    .max(8760, { error: MSG.numberRange(0.25, 8760) }),
});
export type AppSettingsForm = z.infer<typeof appSettingsForm>;

/** Alarm acceptance description: 2–100 characters (spec 1 §5). */
export const alarmDescription = z
  .string({ error: MSG.alarmDescription })
  .trim()
  .min(2, { error: MSG.alarmDescription })
  .max(100, { error: MSG.alarmDescription });

/** First zod issue per field, as the err envelope carries field messages (DESIGN §6). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : 'global';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
