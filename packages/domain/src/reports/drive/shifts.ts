import type { SettingsDocument } from '../../settings';
import { DEFAULT_SHIFTS } from '../../settings';
import { formatDateTime, parseDateTime } from '../../time';
import type { ReportColumn } from '../columns';
import { DAILY_GRID, DAILY_SUMMARY_GRID } from '../daily';

/**
 * The shifts report (repvehshifts, spec 2 §2.2): the daily report's figures per shift I, II,
 * III of the user's settings. A shift starts at its setting ('app-shift1..3', seconds since
 * midnight in the company's zone) and runs to the next shift's start in the order of the day
 * (the last one to the first one's start the next day); a shift over midnight counts to the
 * date it started. Rules: docs/reports-drive.md.
 */

export const SHIFT_LABELS = ['I', 'II', 'III'] as const;
export type ShiftLabel = (typeof SHIFT_LABELS)[number];

/** A shift of a date, [start, end) epoch ms, clipped to the report's range. */
export interface ShiftSpan {
  start: number;
  end: number;
  /** The date the shift started on, 'YYYY-MM-DD' (company zone). */
  date: string;
  shift: ShiftLabel;
}

const DAY_SECONDS = 86_400;

/** The three shift starts of the settings, seconds since midnight (an invalid value: its default). */
export function shiftStarts(settings: SettingsDocument): number[] {
  return [1, 2, 3].map((k, i) => {
    const v = Number(settings[`app-shift${k}`]);
    return Number.isInteger(v) && v >= 0 && v < DAY_SECONDS ? v : DEFAULT_SHIFTS[i];
  });
}

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (s: number) => `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The ticked shifts overlapping [from, to) (`to` exclusive), in time order. Shifts with the
 * same start: the first in number order is empty (the later one takes the whole stretch).
 */
export function shiftSpans(
  from: number,
  to: number,
  tz: string,
  starts: readonly number[],
  ticked: readonly boolean[],
): ShiftSpan[] {
  const order = [0, 1, 2].sort((a, b) => starts[a] - starts[b] || a - b);
  const at = (date: string, seconds: number) => parseDateTime(`${date} ${clock(seconds)}`, tz) ?? 0;
  // A shift of the day before the range's first date may still run into the range.
  const first = addDays(formatDateTime(from, tz).slice(0, 10), -1);
  const last = formatDateTime(to - 1, tz).slice(0, 10);
  const out: ShiftSpan[] = [];
  for (let date = first; date <= last && out.length < 2000; date = addDays(date, 1)) {
    order.forEach((k, p) => {
      if (!ticked[k]) return;
      const wraps = p === order.length - 1;
      const start = at(date, starts[k]);
      const end = at(wraps ? addDays(date, 1) : date, starts[order[(p + 1) % order.length]]);
      if (end <= start || end <= from || start >= to) return;
      out.push({ start: Math.max(start, from), end: Math.min(end, to), date, shift: SHIFT_LABELS[k] });
    });
  }
  return out.sort((a, b) => a.start - b.start);
}

const SHIFT_COLUMN: ReportColumn = { field: 'shift', title: 'Zmiana', type: 'text', width: 80 };

/** Columns of one vehicle's shifts: the day, the shift, the daily report's figures. */
export const SHIFTS_GRID: readonly ReportColumn[] = [DAILY_GRID[0], SHIFT_COLUMN, ...DAILY_GRID.slice(1)];
/** Columns of the summary: a row per vehicle and shift. */
export const SHIFTS_SUMMARY_GRID: readonly ReportColumn[] = [
  DAILY_SUMMARY_GRID[0],
  SHIFT_COLUMN,
  ...DAILY_SUMMARY_GRID.slice(1),
];
