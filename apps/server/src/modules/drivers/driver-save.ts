import {
  DRIVER_MSG,
  formatDateTime,
  parseDateTime,
  type DriverHistoryEntry,
  type DriverSaveBody,
} from '@namiar/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { AppContext, SessionUser } from '../../http/context';
import { AnswerError, errFields, errGlobal } from '../../http/errors';
import { assignmentsOverlap } from '../identifiers/identifier-holders';
import { findCards } from '../identifiers/identifiers.repository';
import { driverDisplayName } from '@namiar/domain';
import { changeRecord } from '../records/record-save';
import { loadDriverRecord } from './driver-record';
import { seesDriver, visibleDriverIds, type DriverScope } from '../../access';
import * as repo from './drivers.repository';

/** An entry of the body with its moments and identifier. */
interface Entry extends DriverHistoryEntry {
  index: number;
  from: number;
  to: number | null;
  no: string;
}

/** Field errors of a save, answered as the err envelope (the transaction rolls back). */
const refuse = (fields: Record<string, string>) => new AnswerError(200, errFields(fields));

/**
 * `POST /app/drivers/save` (spec 3 §3.3, §4, §7): the driver's fields, his identifier history
 * and work statuses in one transaction with its audit row. History rules: every entry names an
 * identifier of the company and a from-date; an identifier is held by one driver at a time
 * (identifier-holders.ts: active periods may touch, not overlap), in this driver's history and
 * against every other driver's. Entries are matched to stored ones by their code (the stored
 * row's id; a new entry's time-based code matches none and is added); stored entries left out
 * are removed. A user restricted to some drivers saves only those (another answers as a
 * driver of another company), a driver he adds joins his list, and a holder he does not see is
 * named '—' in the 'held by' message.
 */
export function saveDriver(ctx: AppContext, user: SessionUser, body: DriverSaveBody): Promise<number> {
  const tz = user.timeZone;
  const ms = (text: string | null) => (text === null ? null : parseDateTime(text, tz));
  return changeRecord(ctx, user, async (trx) => {
    const now = ctx.now();
    const scope = await visibleDriverIds(trx, user);
    const visible = body.did === 0 || seesDriver(scope, body.did);
    const before = body.did === 0 || !visible ? null : await loadDriverRecord(trx, user.customerId, body.did, tz);
    if (body.did !== 0 && !before) throw new AnswerError(200, errGlobal(DRIVER_MSG.notFound));

    if (body.pesel) {
      const other = await repo.findDriverByPesel(trx, user.customerId, body.pesel, body.did);
      if (other) throw refuse({ pesel: DRIVER_MSG.peselTaken(driverDisplayName(other.first_name, other.last_name)!) });
    }
    const entries = body.driver_history === null ? null : await checkedEntries(trx, user, body, ms, scope);

    const fields = {
      first_name: body.name,
      last_name: body.surname,
      phone_no: body.phone_no,
      pesel: body.pesel,
      driver_status_id: body.driver_status_id,
      driver_type_id: body.driver_type_id,
      recruited_from_date: ms(body.recruited_from_date),
      recruited_to_date: ms(body.recruited_to_date),
      address: body.adress,
      postal_code: body.postal_code,
      city: body.city,
      driving_license_no: body.driving_license_no,
      driving_license_category: body.driving_license_category,
      updated_at: now,
      ...(body.work_statuses === null
        ? {}
        : {
            work_statuses: body.work_statuses
              .filter((w) => w.active)
              .map((w) => w.id)
              .sort((a, b) => a - b)
              .join(','),
          }),
    };
    let id = body.did;
    if (id === 0) {
      id = await repo.insertDriver(trx, { customer_id: user.customerId, created_at: now, ...fields });
      if (scope !== null) await repo.addUserDriver(trx, user.customerId, user.userId, id);
    } else await repo.updateDriver(trx, user.customerId, id, fields);
    if (entries) await writeHistory(trx, user.customerId, id, entries, now);

    const after = await loadDriverRecord(trx, user.customerId, id, tz);
    const changed = JSON.stringify(before) !== JSON.stringify(after);
    return {
      result: id,
      changes: changed ? [{ entity: 'driver', recordId: id, action: before ? 'update' : 'create', before, after }] : [],
    };
  });
}

/** The body's history entries, checked against the register and every holder's periods. */
async function checkedEntries(
  trx: Transaction<DB>,
  user: SessionUser,
  body: DriverSaveBody,
  ms: (text: string | null) => number | null,
  scope: DriverScope,
): Promise<Entry[]> {
  const history = body.driver_history ?? [];
  const cardIds = [...new Set(history.map((e) => e.identification_id))];
  const cards = new Map((await findCards(trx, user.customerId, cardIds)).map((c) => [c.id, c.code]));
  const entries: Entry[] = [];
  const errors: Record<string, string> = {};
  history.forEach((e, index) => {
    const no = cards.get(e.identification_id);
    if (no === undefined) errors[`driver_history.${index}.identification_id`] = DRIVER_MSG.historyUnknownIdentifier;
    else entries.push({ ...e, index, no, from: ms(e.from_date)!, to: ms(e.to_date) });
  });
  if (Object.keys(errors).length > 0) throw refuse(errors);

  const period = (from: number | null, to: number | null) => {
    const f = from === null ? '' : `od ${formatDateTime(from, user.timeZone)}`;
    const t = to === null ? '' : ` do ${formatDateTime(to, user.timeZone)}`;
    return (f + t).trim() || 'bez dat';
  };
  const asAssignment = (e: Entry) => ({ id: e.index, active: e.active, from_date: e.from, to_date: e.to });
  for (const [i, a] of entries.entries()) {
    const twin = entries.find(
      (b, j) =>
        j < i && b.identification_id === a.identification_id && assignmentsOverlap(asAssignment(a), asAssignment(b)),
    );
    if (twin) errors[`driver_history.${a.index}.from_date`] = DRIVER_MSG.historySelfOverlap(a.no);
  }
  if (Object.keys(errors).length > 0) throw refuse(errors);

  const others = await repo.listOthersAssignments(trx, user.customerId, cardIds, body.did);
  for (const a of entries) {
    const taken = others.find((o) => o.card_id === a.identification_id && assignmentsOverlap(asAssignment(a), o));
    if (taken) {
      const shown = seesDriver(scope, taken.driver_id);
      const name = (shown ? driverDisplayName(taken.first_name, taken.last_name) : null) ?? '—';
      errors[`driver_history.${a.index}.from_date`] = DRIVER_MSG.historyTaken(
        a.no,
        name,
        period(taken.from_date, taken.to_date),
      );
    }
  }
  if (Object.keys(errors).length > 0) throw refuse(errors);
  return entries;
}

/** Stores the driver's history as sent: updates matched entries, adds new ones, removes the rest. */
async function writeHistory(trx: Transaction<DB>, customerId: number, driverId: number, entries: Entry[], now: number) {
  const stored = await repo.listDriverAssignments(trx, customerId, driverId);
  const byCode = new Map(stored.map((s) => [String(s.id), s]));
  const kept = new Set<number>();
  for (const e of entries) {
    const row = {
      card_id: e.identification_id,
      code: e.no,
      active: e.active ? 1 : 0,
      from_date: e.from,
      to_date: e.to,
    };
    const old = byCode.get(e.code);
    if (old) {
      kept.add(old.id);
      const same =
        old.card_id === row.card_id &&
        old.code === row.code &&
        old.active === row.active &&
        old.from_date === row.from_date &&
        old.to_date === row.to_date;
      if (!same) await repo.updateAssignment(trx, customerId, old.id, row);
    } else {
      await repo.insertAssignment(trx, { customer_id: customerId, driver_id: driverId, created_at: now, ...row });
    }
  }
  await repo.deleteAssignments(
    trx,
    customerId,
    stored.filter((s) => !kept.has(s.id)).map((s) => s.id),
  );
}
