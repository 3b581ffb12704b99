import type { Db } from '../db/schema';
import type { SessionUser } from '../http/context';
import { userVisibleDriverIds } from './access.repository';

/**
 * The drivers a user may see (issue 14: the user editor's 'Kierowcy' tab applies to his next
 * call): null for every driver of the company, else the ids of his list. Read per call (the
 * session carries only the vehicle list), inside the caller's transaction when it has one. Every
 * place that shows drivers to a user goes through this: the driver records, the identifier
 * register's holders, the own point and base editors' driver lists.
 */
export type DriverScope = ReadonlySet<number> | null;

export async function visibleDriverIds(db: Db, user: Pick<SessionUser, 'customerId' | 'userId'>): Promise<DriverScope> {
  const ids = await userVisibleDriverIds(db, user.customerId, user.userId);
  return ids === null ? null : new Set(ids);
}

/** Whether the scope holds a driver (an assignment without a driver is nobody's: not hidden). */
export function seesDriver(scope: DriverScope, driverId: number | null): boolean {
  return scope === null || driverId === null || scope.has(driverId);
}
