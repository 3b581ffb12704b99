import type { Db } from '../db/schema';
import type { SessionUser } from '../http/context';
import { userAlarmTypes } from './access.repository';

/**
 * The event types a user receives as alarms (the user editor's 'Alarmy' tab, migration 017):
 * null for every type, else his list (empty: none). Read per call, so an administrator's change
 * applies to the user's next call.
 */
export function visibleAlarmTypes(db: Db, user: Pick<SessionUser, 'customerId' | 'userId'>): Promise<number[] | null> {
  return userAlarmTypes(db, user.customerId, user.userId);
}
