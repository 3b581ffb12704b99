import {
  DRIVER_MSG,
  DRIVER_STATUSES,
  DRIVER_TYPES,
  formatDateTime,
  type DriverDetailsAnswer,
  type DriverRow,
} from '@namiar/domain';
import type { AppContext, SessionUser } from '../../http/context';
import { AnswerError, errGlobal } from '../../http/errors';
import { holderAt } from '../identifiers/identifier-holders';
import { listCards } from '../identifiers/identifiers.repository';
import { changeRecord } from '../records/record-save';
import { loadDriverRecord, newDriverRecord, statusText, typeText } from './driver-record';
import { seesDriver, visibleDriverIds } from '../../access';
import { saveDriver } from './driver-save';
import * as repo from './drivers.repository';

/**
 * Drivers (spec 3 §2.2, §3.3, §7 'Drivers'): the list, the editor's details, save and delete.
 * A user restricted to some drivers (driver-scope.ts) finds the others nowhere: they are not
 * listed, and opening, saving or deleting one answers as another company's driver does.
 */
export function createDriversService(ctx: AppContext) {
  async function list(user: SessionUser): Promise<DriverRow[]> {
    const [all, assignments, scope] = await Promise.all([
      repo.listDrivers(ctx.db, user.customerId),
      repo.listActiveAssignments(ctx.db, user.customerId),
      visibleDriverIds(ctx.db, user),
    ]);
    const drivers = all.filter((d) => seesDriver(scope, d.id));
    // The identifiers each driver holds now: the holder of each number at this moment.
    const byCode = new Map<string, typeof assignments>();
    for (const a of assignments) {
      const key = a.code.trim().toUpperCase();
      const rows = byCode.get(key);
      if (rows) rows.push(a);
      else byCode.set(key, [a]);
    }
    const now = ctx.now();
    const held = new Map<number, string[]>();
    for (const rows of byCode.values()) {
      const h = holderAt(rows, now);
      if (h?.driver_id == null) continue;
      const codes = held.get(h.driver_id);
      if (codes) codes.push(h.code);
      else held.set(h.driver_id, [h.code]);
    }
    return drivers.map((d) => ({
      did: d.id,
      name: d.first_name,
      surname: d.last_name,
      identifiers: (held.get(d.id) ?? []).sort().join(', '),
      phone_no: d.phone_no,
      pesel: d.pesel,
      driver_status: statusText(d.driver_status_id),
      driver_type: typeText(d.driver_type_id),
      city: d.city,
      driving_license_category: d.driving_license_category,
      recruited_from_date: d.recruited_from_date === null ? null : formatDateTime(d.recruited_from_date, user.timeZone),
    }));
  }

  async function details(user: SessionUser, did: number): Promise<DriverDetailsAnswer | null> {
    const [driver, cards, scope] = await Promise.all([
      did === 0 ? newDriverRecord() : loadDriverRecord(ctx.db, user.customerId, did, user.timeZone),
      listCards(ctx.db, user.customerId),
      visibleDriverIds(ctx.db, user),
    ]);
    if (!driver || !seesDriver(scope, did === 0 ? null : did)) return null;
    return {
      driver,
      driver_statuses: DRIVER_STATUSES,
      driver_types: DRIVER_TYPES,
      driver_ids: cards.map((c) => ({ value: c.id, text: c.code })),
    };
  }

  /** Deletes the driver with his identifier history (spec 3 §8: the delete is permanent). */
  async function remove(user: SessionUser, did: number) {
    return changeRecord(ctx, user, async (trx) => {
      const visible = seesDriver(await visibleDriverIds(trx, user), did);
      const before = did === 0 || !visible ? null : await loadDriverRecord(trx, user.customerId, did, user.timeZone);
      if (!before) throw new AnswerError(200, errGlobal(DRIVER_MSG.notFound));
      await repo.deleteDriver(trx, user.customerId, did);
      return { result: true, changes: [{ entity: 'driver', recordId: did, action: 'delete', before, after: null }] };
    });
  }

  return {
    list,
    details,
    save: (user: SessionUser, body: Parameters<typeof saveDriver>[2]) => saveDriver(ctx, user, body),
    remove,
  };
}
