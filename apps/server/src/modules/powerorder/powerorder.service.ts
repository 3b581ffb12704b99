import {
  POWER_MSG,
  formatDateTime,
  formatPowerString,
  kwToWatts,
  nextPowerYear,
  orderedPowerAt,
  wattsToKw,
  type PowerOrderDetailsAnswer,
  type PowerOrderRow,
  type PowerOrderSaveBody,
  type PowerYear,
} from '@namiar/domain';
import type { AppContext, SessionUser } from '../../http/context';
import { AnswerError, errFields, errGlobal } from '../../http/errors';
import { changeRecord } from '../records/record-save';
import * as repo from './powerorder.repository';

/** Stored rows → the cards of spec 3 §3.14, kW. */
export function cardsOf(rows: readonly repo.PowerOrderRow[]): PowerYear[] {
  return rows.map((r) => ({
    year: r.year,
    months: repo.MONTH_COLUMNS.map((m) => (r[m] === null ? null : wattsToKw(r[m]))),
  }));
}

/**
 * Ordered power (spec 3 §2.14, §3.14, §5, §7 'Ordered power'), permission 70: per vehicle the
 * user sees, one card per year with twelve monthly values. A save replaces the vehicle's cards
 * as one transaction; the ordered power feeds the eco-driving transgression report.
 */
export function createPowerOrderService(ctx: AppContext) {
  const sees = (user: SessionUser, vid: number) => user.vehicleIds === null || user.vehicleIds.includes(vid);

  async function ownVehicle(user: SessionUser, vid: number, db: Parameters<typeof repo.findVehicle>[0] = ctx.db) {
    if (vid === 0 || !sees(user, vid)) return null;
    return (await repo.findVehicle(db, user.customerId, vid)) ?? null;
  }

  async function list(user: SessionUser): Promise<PowerOrderRow[]> {
    const [vehicles, rows] = await Promise.all([
      repo.listVehicles(ctx.db, user.customerId, user.vehicleIds),
      repo.listOrders(ctx.db, user.customerId),
    ]);
    const now = ctx.now();
    return vehicles.map((v) => {
      const cards = cardsOf(rows.filter((r) => r.vehicle_id === v.id));
      return {
        vid: v.id,
        reg_no: v.regno,
        years: cards.map((c) => c.year).join(', '),
        power_now: orderedPowerAt(cards, now, user.timeZone),
      };
    });
  }

  async function details(user: SessionUser, vid: number): Promise<PowerOrderDetailsAnswer | null> {
    const thisYear = Number(formatDateTime(ctx.now(), user.timeZone).slice(0, 4));
    const vehicles = (await repo.listVehicles(ctx.db, user.customerId, user.vehicleIds)).map((v) => ({
      vid: v.id,
      reg_no: v.regno,
    }));
    if (vid === 0) {
      return {
        powerorder: { vid: 0, reg_no: '', power: [], year: nextPowerYear([], thisYear) },
        powerorder_statuses: [],
        vehicles,
      };
    }
    const vehicle = await ownVehicle(user, vid);
    if (!vehicle) return null;
    const power = cardsOf(await repo.listOrders(ctx.db, user.customerId, vid));
    return {
      powerorder: { vid, reg_no: vehicle.regno, power, year: nextPowerYear(power, thisYear) },
      powerorder_statuses: [],
      vehicles,
    };
  }

  const asRecord = (vid: number, regNo: string, power: PowerYear[]) => ({
    vid,
    reg_no: regNo,
    power: formatPowerString(power),
  });

  async function save(user: SessionUser, body: PowerOrderSaveBody) {
    return changeRecord(ctx, user, async (trx) => {
      if (body.vid === 0) throw new AnswerError(200, errFields({ vid: POWER_MSG.vehicle, global: POWER_MSG.vehicle }));
      const vehicle = await ownVehicle(user, body.vid, trx);
      if (!vehicle) throw new AnswerError(200, errGlobal(POWER_MSG.notFound));
      const before = cardsOf(await repo.listOrders(trx, user.customerId, vehicle.id));
      const after = [...body.power].sort((a, b) => a.year - b.year);
      const old = asRecord(vehicle.id, vehicle.regno, before);
      const now = asRecord(vehicle.id, vehicle.regno, after);
      if (old.power === now.power) return { result: vehicle.id, changes: [] };
      const rows = after.map((c) => {
        const row: Omit<repo.PowerOrderRow, 'vehicle_id'> = { year: c.year } as Omit<repo.PowerOrderRow, 'vehicle_id'>;
        repo.MONTH_COLUMNS.forEach((m, i) => {
          const kw = c.months[i];
          row[m] = kw === null || kw === undefined ? null : kwToWatts(kw);
        });
        return row;
      });
      await repo.replaceOrders(trx, user.customerId, vehicle.id, rows, ctx.now());
      const action = before.length === 0 ? ('create' as const) : ('update' as const);
      return {
        result: vehicle.id,
        changes: [
          { entity: 'powerorder', recordId: vehicle.id, action, before: before.length ? old : null, after: now },
        ],
      };
    });
  }

  /** The call exists (spec 3 §7), the screen does not reach it (§8): all cards of the vehicle go. */
  async function remove(user: SessionUser, vid: number) {
    return changeRecord(ctx, user, async (trx) => {
      const vehicle = await ownVehicle(user, vid, trx);
      if (!vehicle) throw new AnswerError(200, errGlobal(POWER_MSG.notFound));
      const before = cardsOf(await repo.listOrders(trx, user.customerId, vehicle.id));
      if (before.length === 0) return { result: true, changes: [] };
      await repo.deleteOrders(trx, user.customerId, vehicle.id);
      return {
        result: true,
        changes: [
          {
            entity: 'powerorder',
            recordId: vehicle.id,
            action: 'delete' as const,
            before: asRecord(vehicle.id, vehicle.regno, before),
            after: null,
          },
        ],
      };
    });
  }

  return { list, details, save, remove };
}
