import {
  COUNTER_MSG,
  COUNTER_STATUSES,
  formatDateTime,
  parseDateTime,
  type CounterDetailsAnswer,
  type CounterRecord,
  type EnergyCounterRow,
  type CounterSaveBody,
} from '@namiar/domain';
import type { AppContext, SessionUser } from '../../http/context';
import { AnswerError, errFields, errGlobal } from '../../http/errors';
import { changeRecord } from '../records/record-save';
import { vehiclesByCounter } from './counter-vehicles';
import * as repo from './counters.repository';

const statusName = (id: number) => COUNTER_STATUSES.find((s) => s.value === id)?.text ?? '';
const numberKey = (n: string) => n.trim().toUpperCase();

const EMPTY: CounterRecord = {
  cid: 0,
  number: '',
  manufacturer: '',
  model: '',
  soft_version: '',
  gsm_number: '',
  valid_date: '',
  active_status_id: 1,
  description: '',
  comments: '',
};

/**
 * Energy counters (spec 3 §2.13, §3.13, §5, §7 'Counters'), permission 66: the company's register
 * of energy meters. A counter that a vehicle names (its editor's 'Licznik energii') is not
 * deleted: the vehicle's energy readings would lose their meter number.
 */
export function createCountersService(ctx: AppContext) {
  const asRecord = (c: repo.CounterRow, timeZone: string): CounterRecord => ({
    cid: c.id,
    number: c.number,
    manufacturer: c.manufacturer ?? '',
    model: c.model ?? '',
    soft_version: c.soft_version ?? '',
    gsm_number: c.gsm_number ?? '',
    valid_date: c.valid_date === null ? '' : formatDateTime(c.valid_date, timeZone),
    active_status_id: c.active_status_id,
    description: c.description ?? '',
    comments: c.comments ?? '',
  });

  /** Counter id → the vehicles naming it that this user sees. */
  async function carriers(db: Parameters<typeof repo.listVehicleRecords>[0], user: SessionUser) {
    const vehicles = await repo.listVehicleRecords(db, user.customerId);
    const seen = user.vehicleIds === null ? null : new Set(user.vehicleIds);
    return {
      all: vehiclesByCounter(vehicles),
      visible: vehiclesByCounter(vehicles.filter((v) => !seen || seen.has(v.id))),
    };
  }

  async function list(user: SessionUser): Promise<EnergyCounterRow[]> {
    const [counters, { visible }] = await Promise.all([
      repo.listCounters(ctx.db, user.customerId),
      carriers(ctx.db, user),
    ]);
    return counters.map((c) => ({
      ...asRecord(c, user.timeZone),
      active_status: statusName(c.active_status_id),
      reg_no: (visible.get(c.id) ?? []).map((v) => v.reg_no).join(', '),
    }));
  }

  async function details(user: SessionUser, cid: number): Promise<CounterDetailsAnswer | null> {
    if (cid === 0) return { counter: { ...EMPTY }, counter_statuses: COUNTER_STATUSES, vehicles: [] };
    const c = await repo.findCounter(ctx.db, user.customerId, cid);
    if (!c) return null;
    const { visible } = await carriers(ctx.db, user);
    return {
      counter: asRecord(c, user.timeZone),
      counter_statuses: COUNTER_STATUSES,
      vehicles: visible.get(cid) ?? [],
    };
  }

  async function save(user: SessionUser, body: CounterSaveBody) {
    return changeRecord(ctx, user, async (trx) => {
      const now = ctx.now();
      const before = body.cid === 0 ? null : await repo.findCounter(trx, user.customerId, body.cid);
      if (body.cid !== 0 && !before) throw new AnswerError(200, errGlobal(COUNTER_MSG.notFound));
      const key = numberKey(body.number);
      if (await repo.findCounterByKey(trx, user.customerId, key, body.cid)) {
        throw new AnswerError(200, errFields({ number: COUNTER_MSG.numberTaken }));
      }
      const row = {
        number: body.number,
        number_key: key,
        manufacturer: body.manufacturer,
        model: body.model,
        soft_version: body.soft_version,
        gsm_number: body.gsm_number,
        valid_date: body.valid_date === null ? null : parseDateTime(body.valid_date, user.timeZone),
        active_status_id: body.active_status_id,
        description: body.description,
        comments: body.comments,
        updated_at: now,
      };
      if (!before) {
        const id = await repo.insertCounter(trx, { ...row, customer_id: user.customerId, created_at: now });
        const after = asRecord({ ...row, id }, user.timeZone);
        return {
          result: id,
          changes: [{ entity: 'counter', recordId: id, action: 'create' as const, before: null, after }],
        };
      }
      const old = asRecord(before, user.timeZone);
      const after = asRecord({ ...row, id: before.id }, user.timeZone);
      if (JSON.stringify(old) === JSON.stringify(after)) return { result: before.id, changes: [] };
      await repo.updateCounter(trx, user.customerId, before.id, row);
      return {
        result: before.id,
        changes: [{ entity: 'counter', recordId: before.id, action: 'update' as const, before: old, after }],
      };
    });
  }

  async function remove(user: SessionUser, cid: number) {
    return changeRecord(ctx, user, async (trx) => {
      const c = cid === 0 ? undefined : await repo.findCounter(trx, user.customerId, cid);
      if (!c) throw new AnswerError(200, errGlobal(COUNTER_MSG.notFound));
      const { all, visible } = await carriers(trx, user);
      if ((all.get(cid) ?? []).length > 0) {
        const seen = visible.get(cid)?.[0]?.reg_no ?? null;
        throw new AnswerError(200, errGlobal(COUNTER_MSG.deleteAssigned(seen)));
      }
      await repo.deleteCounter(trx, user.customerId, cid);
      return {
        result: true,
        changes: [
          {
            entity: 'counter',
            recordId: cid,
            action: 'delete' as const,
            before: asRecord(c, user.timeZone),
            after: null,
          },
        ],
      };
    });
  }

  return { list, details, save, remove };
}
