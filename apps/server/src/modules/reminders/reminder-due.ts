import { reminderDue, type ReminderCountersNow } from '@namiar/domain';

import type { Db } from '../../db/schema';
import { listLiveStates, listWaitingReminders, markTriggered } from './reminder-records.repository';

/** The vehicles' counters now: the engine's live state (the end of the run /vehicles/getcounters replays). */
export async function countersNow(
  db: Db,
  customerId: number,
  vehicleIds: readonly number[],
): Promise<Map<number, { km: number | null; mth: number | null }>> {
  const out = new Map<number, { km: number | null; mth: number | null }>();
  for (const row of await listLiveStates(db, customerId, [...new Set(vehicleIds)])) {
    try {
      const live = JSON.parse(row.live) as { ckm?: number; cmth?: number };
      out.set(row.vehicle_id, {
        km: typeof live.ckm === 'number' ? Math.round(live.ckm) / 1000 : null,
        mth: typeof live.cmth === 'number' ? Math.round(live.cmth / 36) / 100 : null,
      });
    } catch {
      // A state that does not parse gives no counter: the work condition waits.
    }
  }
  return out;
}

/**
 * Marks the company's reminders that have come due (issue 17): each open reminder with a
 * condition is checked against the calendar and its vehicle's counters now (reminderDue of the
 * domain); a due one gets `triggered_at` and from then on shows in the monitor's window and
 * badge until it is accepted. Called before the monitor's list, the record list and after a save.
 */
export async function refreshDueReminders(db: Db, customerId: number, now: number, timeZone: string) {
  const waiting = await listWaitingReminders(db, customerId);
  if (waiting.length === 0) return;
  const needCounters = waiting.filter((r) => r.remind_work_condition_exist && r.vehicle_id !== null);
  const counters = await countersNow(
    db,
    customerId,
    needCounters.map((r) => r.vehicle_id!),
  );
  const due = waiting.filter((r) => {
    const c = (r.vehicle_id !== null ? counters.get(r.vehicle_id) : undefined) ?? { km: null, mth: null };
    const at: ReminderCountersNow = { now, km: c.km, mth: c.mth, timeZone };
    return reminderDue(r, at).due;
  });
  await markTriggered(
    db,
    customerId,
    due.map((r) => r.id),
    now,
  );
}
