import dayjs, { type Dayjs } from 'dayjs';
import { DATE_TIME_FORMAT, type GprsConfigEntry } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';

const t = pl.gprsConfig;

/** The range picker's shortcuts (spec 3 §2.12: week, month, quarter, year). */
export type RangePreset = 'week' | 'month' | 'quarter' | 'year';
export const RANGE_PRESETS: readonly RangePreset[] = ['week', 'month', 'quarter', 'year'];

const PRESET_LENGTH: Record<RangePreset, [number, dayjs.ManipulateType]> = {
  week: [1, 'week'],
  month: [1, 'month'],
  quarter: [3, 'month'],
  year: [1, 'year'],
};

/**
 * A shortcut's range: the period back from today, from 00:00:00 of its first day to 23:59:59
 * of today (the spec's default times).
 */
export function presetRange(preset: RangePreset, now: Dayjs): [Dayjs, Dayjs] {
  const [n, unit] = PRESET_LENGTH[preset];
  const end = now.endOf('day').millisecond(0);
  return [now.subtract(n, unit).add(1, 'day').startOf('day'), end];
}

/** The range the screen opens with: the month back from today. */
export const defaultRange = (now: Dayjs) => presetRange('month', now);

/** The list call's range as text: 00:00:00 of the first day to 23:59:59 of the last. */
export function rangeBody(range: [Dayjs, Dayjs]): { from_date: string; to_date: string } {
  return { from_date: range[0].format(DATE_TIME_FORMAT), to_date: range[1].format(DATE_TIME_FORMAT) };
}

/** An entry of 'Konfiguracje': when it was read (or asked, while no answer came) and its state. */
export function entryTitle(entry: Pick<GprsConfigEntry, 'read_date' | 'requested_date'>): string {
  return entry.read_date ?? entry.requested_date;
}

export function entryDetail(entry: Pick<GprsConfigEntry, 'status' | 'answered' | 'asked'>): string {
  return `${t.status[entry.status] ?? entry.status} · ${t.answered(entry.answered, entry.asked)}`;
}

/** The entries with a fresh one first (a read asked now), without a copy of it. */
export function withEntry(entries: readonly GprsConfigEntry[], entry: GprsConfigEntry): GprsConfigEntry[] {
  return [entry, ...entries.filter((e) => e.id !== entry.id)];
}

/** A reading that still waits for the device's answers (the screen asks again for it). */
export const isPending = (entry: Pick<GprsConfigEntry, 'status'> | null | undefined) => entry?.status === 'pending';

/** A number field's text: empty when the device did not report it. */
export function numberText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** The shown entries with newer copies of the same readings (a poll's answer); nothing added. */
export function refreshedEntries(
  shown: readonly GprsConfigEntry[],
  fresh: readonly GprsConfigEntry[],
): GprsConfigEntry[] {
  const byId = new Map(fresh.map((e) => [e.id, e]));
  return shown.map((e) => byId.get(e.id) ?? e);
}
