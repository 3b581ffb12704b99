/**
 * When the monitor's alarm and reminders windows open and close by themselves
 * (spec 1 §2.8, §2.9, §4; issue 13 §3: only for something new since the user last closed
 * them — docs/decisions.md).
 * `prev` and `next` are list lengths; undefined means no answer yet.
 */
export type WindowChange = 'open' | 'close' | null;

/**
 * Alarms: open when the list holds an alarm newer than those the user saw when they last
 * closed the window (`hasNew`); close when the list becomes empty.
 */
export function alarmWindowChange(prev: number | undefined, next: number | undefined, hasNew: boolean): WindowChange {
  if (next === undefined) return null;
  if (next > 0 && hasNew) return 'open';
  if (next === 0 && prev !== undefined && prev > 0) return 'close';
  return null;
}

/** Alarm ids grow: an alarm is new when its id is above the highest one seen at the last close. */
export function hasNewAlarms(ids: readonly number[], seenMax: number): boolean {
  return ids.some((id) => id > seenMax);
}

/** What closing the alarm window records: the highest id it showed (never lower than before). */
export function alarmsSeenAtClose(ids: readonly number[], seenMax: number): number {
  return ids.reduce((max, id) => Math.max(max, id), seenMax);
}

/** A reminder is new when it was not in the list the user last closed. */
export function hasNewReminders(rids: readonly number[], seen: readonly number[]): boolean {
  const known = new Set(seen);
  return rids.some((rid) => !known.has(rid));
}

/**
 * Reminders: open when a reminder is due that was not in the list the user last closed
 * (`hasNew`); close when the last reminder has been confirmed.
 */
export function remindersWindowChange(
  prev: number | undefined,
  next: number | undefined,
  hasNew: boolean,
): WindowChange {
  if (next === undefined) return null;
  if (next > 0 && hasNew) return 'open';
  if (next === 0 && prev !== undefined && prev > 0) return 'close';
  return null;
}
