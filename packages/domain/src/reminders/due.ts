import { formatDateTime, parseDateTime } from '../time';

/**
 * When a reminder falls due (issue 17, spec 3 §3.7): pure rules over the reminder's conditions
 * and the vehicle's counters now.
 *  - Time: `last_state_date` plus the value in days (unit 1 or unknown), months (2) or years (3)
 *    on the company's calendar (a month after 31 January is the month's last day); the reminder
 *    shows `rtc_prev_value` days before that moment.
 *  - Work: the counter read at `last_state_date` (km for unit 1, engine hours for unit 2) plus
 *    the value; the reminder shows `remind_work_condition_prev_value` before the counter reaches
 *    it. Without a counter now (no record of the vehicle) the work condition waits.
 * A reminder is due when any condition it has is due.
 */
export interface ReminderConditions {
  last_state_date: number | null;
  last_km_counter: number | null;
  last_mth_counter: number | null;
  remind_time_condition_exist: number | boolean;
  remind_time_condition_id: number;
  remind_time_condition_value: number | null;
  rtc_prev_value: number | null;
  remind_work_condition_exist: number | boolean;
  remind_work_condition_id: number;
  remind_work_condition_value: number | null;
  remind_work_condition_prev_value: number | null;
}

export interface ReminderCountersNow {
  now: number;
  /** km counter now; null without data. */
  km: number | null;
  /** Engine hours now; null without data. */
  mth: number | null;
  timeZone: string;
}

export interface ReminderDueState {
  due: boolean;
  /** The time condition's moment (epoch ms), null without one. */
  dueDate: number | null;
  /** What is left of the work condition (km or mth; negative when overrun), null without one or a counter. */
  workLeft: number | null;
}

export const REMIND_UNIT = { days: 1, months: 2, years: 3 } as const;
export const REMIND_WORK = { km: 1, mth: 2 } as const;
const DAY_MS = 86_400_000;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** A moment plus whole days, months or years on the zone's calendar, the clock time kept. */
export function addReminderPeriod(epochMs: number, unit: number, value: number, timeZone: string): number {
  const local = formatDateTime(epochMs, timeZone);
  let y = Number(local.slice(0, 4));
  let m = Number(local.slice(5, 7)) - 1;
  let d = Number(local.slice(8, 10));
  const whole = Math.round(value);
  if (unit === REMIND_UNIT.months || unit === REMIND_UNIT.years) {
    const months = m + (unit === REMIND_UNIT.years ? 12 * whole : whole);
    y += Math.floor(months / 12);
    m = ((months % 12) + 12) % 12;
    d = Math.min(d, new Date(Date.UTC(y, m + 1, 0)).getUTCDate());
  } else {
    const t = new Date(Date.UTC(y, m, d + whole));
    [y, m, d] = [t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate()];
  }
  return parseDateTime(`${pad(y, 4)}-${pad(m + 1)}-${pad(d)}${local.slice(10)}`, timeZone) ?? epochMs + whole * DAY_MS;
}

const positive = (v: number | null) => (v !== null && Number.isFinite(v) && v > 0 ? v : null);
const nonNegative = (v: number | null) => (v !== null && Number.isFinite(v) && v > 0 ? v : 0);

export function reminderDue(r: ReminderConditions, c: ReminderCountersNow): ReminderDueState {
  let due = false;
  let dueDate: number | null = null;
  let workLeft: number | null = null;
  const timeValue = positive(r.remind_time_condition_value);
  if (r.remind_time_condition_exist && timeValue !== null && r.last_state_date !== null) {
    dueDate = addReminderPeriod(r.last_state_date, r.remind_time_condition_id, timeValue, c.timeZone);
    if (c.now >= dueDate - nonNegative(r.rtc_prev_value) * DAY_MS) due = true;
  }
  const workValue = positive(r.remind_work_condition_value);
  if (r.remind_work_condition_exist && workValue !== null) {
    const mth = r.remind_work_condition_id === REMIND_WORK.mth;
    const now = mth ? c.mth : c.km;
    const from = (mth ? r.last_mth_counter : r.last_km_counter) ?? 0;
    if (now !== null) {
      workLeft = Math.round((workValue - (now - from)) * 100) / 100;
      if (workLeft <= nonNegative(r.remind_work_condition_prev_value)) due = true;
    }
  }
  return { due, dueDate, workLeft };
}
