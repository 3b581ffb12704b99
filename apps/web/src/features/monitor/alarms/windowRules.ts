/**
 * When the monitor's alarm and reminders windows open and close by themselves
 * (spec 1 §2.8, §2.9, §4; the reminders rule is ours, docs/decisions.md).
 * `prev` and `next` are list lengths; undefined means no answer yet.
 */
export type WindowChange = 'open' | 'close' | null;

/** Alarms: open when the first alarms arrive (none → some), close when the list becomes empty. */
export function alarmWindowChange(prev: number | undefined, next: number | undefined): WindowChange {
  if (next === undefined) return null;
  if (next > 0 && (prev === undefined || prev === 0)) return 'open';
  if (next === 0 && prev !== undefined && prev > 0) return 'close';
  return null;
}

/**
 * Reminders: open once per visit of the monitor when reminders exist (on entering, or when the
 * first answer of the visit has some), so closing it is respected until the next visit; close
 * when the last reminder has been confirmed.
 */
export function remindersWindowChange(
  prev: number | undefined,
  next: number | undefined,
  openedThisVisit: boolean,
): WindowChange {
  if (next === undefined) return null;
  if (next > 0 && !openedThisVisit) return 'open';
  if (next === 0 && prev !== undefined && prev > 0) return 'close';
  return null;
}
