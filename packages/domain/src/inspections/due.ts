/**
 * Due rules of an inspection (spec 3 §4): the time reminder's date is the inspection date plus
 * the value in days (unit 1 or unknown), months (2) or years (3), a month later on the 31st
 * being the month's last day; editing the reminder date recomputes the value in days. The
 * distance and engine-hour conditions fall due at the counter read at the inspection plus the
 * value. Dates here are calendar dates 'YYYY-MM-DD' (the company's zone is the caller's).
 */
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

function parts(date: string): [number, number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) return null;
  return [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
}

export function reminderDate(inspectionDate: string, unit: number, value: number): string | null {
  const p = parts(inspectionDate);
  if (!p || !Number.isFinite(value)) return null;
  let [y, m, d] = p;
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
  return `${pad(y, 4)}-${pad(m + 1)}-${pad(d)}`;
}

/** The value in days between the inspection date and a reminder date the user picked. */
export function reminderDays(inspectionDate: string, reminder: string): number | null {
  const a = parts(inspectionDate);
  const b = parts(reminder);
  if (!a || !b) return null;
  return Math.round((Date.UTC(...b) - Date.UTC(...a)) / 86_400_000);
}

/** The counter reading at which a km or engine-hour condition falls due. */
export function counterDue(lastCounter: number | null, value: number | null): number | null {
  if (value === null || !(value > 0)) return null;
  return (lastCounter ?? 0) + value;
}

/** Levels of each kind (spec 3 §8): periodic P1–P12, work-time W1–W8. */
export function inspectionLevels(kind: 'p' | 'w'): { inspection_level_type_id: number; name: string }[] {
  const n = kind === 'p' ? 12 : 8;
  const prefix = kind === 'p' ? 'P' : 'W';
  return Array.from({ length: n }, (_, i) => ({ inspection_level_type_id: i + 1, name: `${prefix}${i + 1}` }));
}

/** Perform types (spec 3 §4): 1 perform and 2 pause need status 1 or empty, 3 resume needs status 2. */
export function canPerform(performType: number, status: number | null): boolean {
  const paused = status === 2;
  return performType === 3 ? paused : !paused;
}
