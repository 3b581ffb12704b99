import { DRIVER_STATUSES, DRIVER_TYPES, WORK_STATUSES, formatDateTime, type DriverRecord } from '@namiar/domain';

import type { Db } from '../../db/schema';
import * as repo from './drivers.repository';

/** Active work status ids as stored (null: never saved, all of them). */
export function activeWorkStatuses(stored: string | null): Set<number> {
  if (stored === null) return new Set(WORK_STATUSES.map((w) => w.value));
  return new Set(stored.split(',').filter(Boolean).map(Number));
}

export const optionText = (options: readonly { value: number; text: string }[], id: number) =>
  options.find((o) => o.value === id)?.text ?? '';

export const statusText = (id: number) => optionText(DRIVER_STATUSES, id);
export const typeText = (id: number) => optionText(DRIVER_TYPES, id);

/** A new driver as the editor starts it. */
export function newDriverRecord(): DriverRecord {
  return {
    did: 0,
    name: '',
    surname: '',
    phone_no: null,
    pesel: null,
    driver_status_id: 1,
    driver_type_id: 1,
    recruited_from_date: null,
    recruited_to_date: null,
    adress: null,
    postal_code: null,
    city: null,
    driving_license_no: null,
    driving_license_category: null,
    driver_history: [],
    work_statuses: WORK_STATUSES.map((w) => ({ id: w.value, name: w.text, active: true })),
  };
}

/**
 * The driver as the editor sees it (spec 3 §3.3), dates in the company's zone; also what the
 * audit keeps as before and after. Null: no such driver in the company.
 */
export async function loadDriverRecord(
  db: Db,
  customerId: number,
  id: number,
  timeZone: string,
): Promise<DriverRecord | null> {
  const [d, assignments] = await Promise.all([
    repo.findDriver(db, customerId, id),
    repo.listDriverAssignments(db, customerId, id),
  ]);
  if (!d) return null;
  const date = (t: number | null) => (t === null ? null : formatDateTime(Number(t), timeZone));
  const active = activeWorkStatuses(d.work_statuses);
  return {
    did: d.id,
    name: d.first_name,
    surname: d.last_name,
    phone_no: d.phone_no,
    pesel: d.pesel,
    driver_status_id: d.driver_status_id,
    driver_type_id: d.driver_type_id,
    recruited_from_date: date(d.recruited_from_date),
    recruited_to_date: date(d.recruited_to_date),
    adress: d.address,
    postal_code: d.postal_code,
    city: d.city,
    driving_license_no: d.driving_license_no,
    driving_license_category: d.driving_license_category,
    driver_history: assignments.map((a) => ({
      code: String(a.id),
      identification_id: a.card_id,
      identification_no: a.code,
      from_date: date(a.from_date),
      to_date: date(a.to_date),
      active: a.active === 1,
    })),
    work_statuses: WORK_STATUSES.map((w) => ({ id: w.value, name: w.text, active: active.has(w.value) })),
  };
}
