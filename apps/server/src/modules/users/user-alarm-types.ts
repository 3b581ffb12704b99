import { ALARM_EVENT_TYPES } from '@namiar/domain';

/**
 * Which alarms a user receives (issue 14; docs/decisions.md 'A user's alarm types: a flag, like
 * his drivers'). The editor's 'Alarmy' tab is one list of event types with every type selected
 * for a new user; a list that holds every type means "every alarm, also of types added to the
 * catalogue later" (`alarms_restricted` 0), any other list — an empty one too — narrows the user to
 * those types (`alarms_restricted` 1, the list in `user_event_types`). Pure, so every case is
 * unit-tested.
 */

/** Every event type a user may take as an alarm, ascending (what an unrestricted user's editor shows). */
export const ALL_ALARM_TYPES: readonly number[] = ALARM_EVENT_TYPES.map((e) => e.eid).sort((a, b) => a - b);

/** What a save writes: the flag and the list to store (empty when every type is received). */
export interface AlarmTypesWrite {
  restricted: boolean;
  types: number[];
}

/**
 * The alarm scope a save stores. `sent` null: the body had no `event_types` field (a caller that
 * is not the editor): a new user receives every alarm, an existing one keeps what he has (null).
 */
export function alarmTypesToWrite(sent: readonly number[] | null, isNew: boolean): AlarmTypesWrite | null {
  if (sent === null) return isNew ? { restricted: false, types: [] } : null;
  const chosen = new Set(sent);
  if (ALL_ALARM_TYPES.every((eid) => chosen.has(eid))) return { restricted: false, types: [] };
  return { restricted: true, types: [...chosen].sort((a, b) => a - b) };
}
