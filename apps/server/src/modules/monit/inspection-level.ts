import { formatDateTime, parseDateTime } from '@namiar/domain';

/**
 * The state of a not-done inspection (spec 3 §3.9) behind the monitor's P1–P12 / W1–W8 chips
 * (spec 1 §3.1): 0 ok, 1 a reminder is due (some condition has reached its warn-before value),
 * 2 overrun (some condition has reached its value). Conditions: time after the inspection
 * date (days, months or years; warn some days before), km driven since the km counter read at
 * the inspection, engine hours since the mth counter read then. A paused inspection (status 2)
 * neither reminds nor runs over: it shows 0 (docs/decisions.md).
 */
export interface InspectionRecord {
  id: number;
  type: 'p' | 'w';
  level: number;
  custom_name: string;
  inspection_date: number;
  inspection_status_id: number | null;
  last_km_counter: number | null;
  last_mth_counter: number | null;
  description: string | null;
  remind_time_condition_exist: number;
  remind_time_condition_id: number;
  remind_time_condition_value: number | null;
  rtc_prev_value: number | null;
  rdc_exist: number;
  rdc_value: number | null;
  rdc_prev_value: number | null;
  remind_mth_condition_exist: number;
  remind_mth_condition_value: number | null;
  rmc_prev_value: number | null;
}

export type ChipLevel = 0 | 1 | 2;

export interface ConditionState {
  level: ChipLevel;
  /** What is left until the condition's value (negative: by how much it is overrun). */
  remaining: number;
}

export interface InspectionState {
  level: ChipLevel;
  paused: boolean;
  /** Due moment of the time condition (epoch ms) and days left (rounded down; negative when overrun). */
  time: (ConditionState & { due: number }) | null;
  /** km left. */
  distance: ConditionState | null;
  /** Engine hours left. */
  mth: ConditionState | null;
}

export interface CountersNow {
  now: number;
  /** km counter now (the engine's ckm / 1000), null when the vehicle has no data. */
  km: number | null;
  /** Engine hours now (cmth / 3600). */
  mth: number | null;
  timeZone: string;
}

const DAY_MS = 86_400_000;
const dueCache = new Map<string, number>();

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/**
 * Calendar arithmetic on the local date (a month later on the 31st is the month's last day),
 * the clock time kept, converted back in the zone by the domain's time rules.
 */
function addCalendar(epochMs: number, unit: number, value: number, timeZone: string): number {
  const local = formatDateTime(epochMs, timeZone);
  let y = Number(local.slice(0, 4));
  let m = Number(local.slice(5, 7)) - 1;
  let d = Number(local.slice(8, 10));
  const whole = Math.round(value);
  if (unit === 2 || unit === 3) {
    const months = m + (unit === 3 ? 12 * whole : whole);
    y += Math.floor(months / 12);
    m = ((months % 12) + 12) % 12;
    d = Math.min(d, new Date(Date.UTC(y, m + 1, 0)).getUTCDate());
  } else {
    const t = new Date(Date.UTC(y, m, d + whole));
    [y, m, d] = [t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate()];
  }
  const text = `${pad(y, 4)}-${pad(m + 1)}-${pad(d)}${local.slice(10)}`;
  return parseDateTime(text, timeZone) ?? epochMs + whole * DAY_MS;
}

/** The inspection date plus the value in days (unit 1 or unknown), months (2) or years (3), in the company zone. */
export function timeConditionDue(inspectionDate: number, unit: number, value: number, timeZone: string): number {
  const key = `${inspectionDate}:${unit}:${value}:${timeZone}`;
  let due = dueCache.get(key);
  if (due === undefined) {
    due = addCalendar(inspectionDate, unit, value, timeZone);
    if (dueCache.size > 100_000) dueCache.clear();
    dueCache.set(key, due);
  }
  return due;
}

/** The record's due moment, kept with the record (records are cached, so this is once per change). */
const dueByRecord = new WeakMap<InspectionRecord, { timeZone: string; due: number }>();
function dueOf(i: InspectionRecord, value: number, timeZone: string): number {
  const hit = dueByRecord.get(i);
  if (hit && hit.timeZone === timeZone) return hit.due;
  const due = timeConditionDue(i.inspection_date, i.remind_time_condition_id, value, timeZone);
  dueByRecord.set(i, { timeZone, due });
  return due;
}

function levelOf(remaining: number, warnBefore: number | null): ChipLevel {
  if (remaining <= 0) return 2;
  if (warnBefore !== null && warnBefore > 0 && remaining <= warnBefore) return 1;
  return 0;
}

const positive = (v: number | null) => (v !== null && Number.isFinite(v) && v > 0 ? v : null);

export function evaluateInspection(i: InspectionRecord, c: CountersNow): InspectionState {
  const paused = i.inspection_status_id === 2;
  let time: InspectionState['time'] = null;
  let distance: ConditionState | null = null;
  let mth: ConditionState | null = null;

  const timeValue = positive(i.remind_time_condition_value);
  if (i.remind_time_condition_exist && timeValue !== null) {
    const due = dueOf(i, timeValue, c.timeZone);
    const leftMs = due - c.now;
    const remaining = Math.floor(leftMs / DAY_MS);
    const warnMs = (positive(i.rtc_prev_value) ?? 0) * DAY_MS;
    time = { due, remaining, level: levelOf(leftMs, warnMs) };
  }
  const distValue = positive(i.rdc_value);
  if (i.rdc_exist && distValue !== null && c.km !== null) {
    const remaining = distValue - (c.km - (i.last_km_counter ?? 0));
    distance = { remaining, level: levelOf(remaining, positive(i.rdc_prev_value)) };
  }
  const mthValue = positive(i.remind_mth_condition_value);
  if (i.remind_mth_condition_exist && mthValue !== null && c.mth !== null) {
    const remaining = mthValue - (c.mth - (i.last_mth_counter ?? 0));
    mth = { remaining, level: levelOf(remaining, positive(i.rmc_prev_value)) };
  }
  const worst = Math.max(time?.level ?? 0, distance?.level ?? 0, mth?.level ?? 0) as ChipLevel;
  return { level: paused ? 0 : worst, paused, time, distance, mth };
}

/** The chip fields of one vehicle: ins/insid/inssid/inscn 1–12 and insw/inswid 1–8. */
export interface InspectionChips {
  p: ({ level: ChipLevel; id: number; status: number | null; name: string | null } | undefined)[];
  w: ({ level: ChipLevel; id: number } | undefined)[];
}

/**
 * Chips of a vehicle's not-done inspections. Two open inspections at one level (the ledger
 * should not allow it) show the more urgent one.
 */
export function inspectionChips(list: readonly InspectionRecord[], c: CountersNow): InspectionChips | null {
  if (list.length === 0) return null;
  const chips: InspectionChips = { p: [], w: [] };
  for (const i of list) {
    const max = i.type === 'w' ? 8 : 12;
    if (i.level < 1 || i.level > max) continue;
    const { level } = evaluateInspection(i, c);
    const slot = i.level - 1;
    if (i.type === 'w') {
      const old = chips.w[slot];
      if (!old || level > old.level) chips.w[slot] = { level, id: i.id };
    } else {
      const old = chips.p[slot];
      if (!old || level > old.level) {
        chips.p[slot] = { level, id: i.id, status: i.inspection_status_id, name: i.custom_name || null };
      }
    }
  }
  return chips;
}
