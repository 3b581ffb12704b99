import {
  ECO_EXPORT_NAMES,
  ECO_MAX_DAYS,
  ECO_MAX_MS,
  ECO_MSG,
  ECO_WINDOW_MINUTES,
  buildEcoReport,
  buildEcoReportFromDays,
  ecoDaysHaveEnergy,
  formatDateTime,
  parseDateTime,
  type EcoAnswer,
  type EcoBody,
  type EcoInfo,
  type EcoPointIo,
  type EcoType,
  type VehicleConfig,
  withRouteTrack,
} from '@namiar/domain';
import type { AppContext, SessionUser } from '../../http/context';
import { AnswerError, BadRequestError, errGlobal } from '../../http/errors';
import { loadVehicleEngineConfig } from '../../engine/vehicle-config';
import { powerCounterIdOf } from '../counters/counter-vehicles';
import { vehicleScope } from '../../access';
import { listOrders } from '../powerorder/powerorder.repository';
import { cardsOf } from '../powerorder/powerorder.service';
import { spanStats } from '../reports/span-stats';
import { ecoPieces } from './eco-segments';
import * as repo from './eco.repository';

/** 'YYYY-MM-DD HH:mm:ss' range in the company zone → [from, to] ms (the end second whole), or field errors. */
function parseEcoRange(user: SessionUser, body: EcoBody) {
  const from = parseDateTime(body.from_date, user.timeZone);
  const to = parseDateTime(body.to_date, user.timeZone);
  if (from === null) throw new BadRequestError({ from_date: ECO_MSG.dateFormat, global: ECO_MSG.dateFormat });
  if (to === null) throw new BadRequestError({ to_date: ECO_MSG.dateFormat, global: ECO_MSG.dateFormat });
  if (to < from) throw new BadRequestError({ to_date: ECO_MSG.rangeOrder, global: ECO_MSG.rangeOrder });
  const tooLong = ECO_MSG.rangeTooLong(ECO_MAX_DAYS);
  if (to - from > ECO_MAX_MS) throw new BadRequestError({ to_date: tooLong, global: tooLong });
  return { from, to: to + 999 };
}

function infoIo(config: VehicleConfig | null) {
  const io = (list: VehicleConfig['inputs']) =>
    list.map((x, k) => ({ n: k + 1, enabled: x.active, desc: x.description }));
  return {
    inputs: config ? io(config.inputs) : [],
    outputs: config ? io(config.outputs) : [],
    thermometers: config ? config.thermometers.map((t, k) => (t.active ? t.name || `T${k + 1}` : null)) : [],
  };
}

/** The active inputs, outputs and thermometers 1–4 (spec 2 §3.5 t1–t4), 1-based: their point fields travel. */
function pointIo(config: VehicleConfig | null): EcoPointIo {
  const active = (list: readonly { active: boolean }[], max: number) =>
    list.slice(0, max).flatMap((x, k) => (x.active ? [k + 1] : []));
  return config
    ? {
        inputs: active(config.inputs, 8),
        outputs: active(config.outputs, 8),
        thermometers: active(config.thermometers, 4),
      }
    : { inputs: [], outputs: [], thermometers: [] };
}

/**
 * The eco-driving reports (spec 2 §2.5, §3.5, §7), permissions 67 (report1), 68 (report15) and
 * 69 (transgression): the records of a vehicle the user sees over at most 31 days, with the
 * vehicle's energy counter number and ordered power, built by the domain's eco rules. A
 * vehicle without energy counters (no record reports energy1) answers its points with empty
 * energy and `info.has_energy` false.
 */
export function createEcoService(ctx: AppContext) {
  async function report(user: SessionUser, type: EcoType, body: EcoBody): Promise<EcoAnswer> {
    const { from, to } = parseEcoRange(user, body);
    const vehicle = await repo.findEcoVehicle(ctx.db, user.customerId, body.id);
    if (!vehicle || !vehicleScope(user)(vehicle.id)) throw new AnswerError(200, errGlobal(ECO_MSG.vehicleNotFound));
    const counterId = powerCounterIdOf(vehicle.record);
    const [range, orders, counterNumber, config] = await Promise.all([
      readRange(user.customerId, vehicle.id, type, from, to),
      listOrders(ctx.db, user.customerId, vehicle.id),
      counterId === null ? null : repo.findCounterNumber(ctx.db, user.customerId, counterId),
      loadVehicleEngineConfig(ctx.db, user.customerId, vehicle.id),
    ]);
    const tz = user.timeZone;
    // The panel's road, times and speeds are the route's over the same range (stats.ts): the
    // route viewer and the daily report show these very seconds and metres.
    const span = config ? await spanStats(ctx, { customerId: user.customerId, tz, vehicle, config }, from, to) : null;
    const route = span?.report ?? null;
    const o = {
      timeZone: tz,
      power: cardsOf(orders),
      counterNumber,
      hasEnergy: range.hasEnergy,
      io: pointIo(config),
      route,
    };
    const own = (
      range.kind === 'records'
        ? buildEcoReport(type, range.records, o)
        : buildEcoReportFromDays(range.type, range.pieces, o)
    ).answer;
    const built = span?.track ? withRouteTrack(own, span.track) : own;
    const { hasEnergy, firstT, lastT } = range;
    const names = ECO_EXPORT_NAMES[type];
    const info: EcoInfo = {
      id: vehicle.id,
      regno: vehicle.regno,
      fd: formatDateTime(from, tz),
      td: formatDateTime(to, tz),
      min_pd: firstT === null ? null : formatDateTime(firstT, tz),
      max_pd: lastT === null ? null : formatDateTime(lastT, tz),
      tz,
      has_energy: hasEnergy,
      c_no: counterNumber,
      ...infoIo(config),
      window: ECO_WINDOW_MINUTES[type],
      sheet: names.sheet,
      file: `${vehicle.regno.replace(/[^\p{L}\p{N}_-]+/gu, '_')}_${names.file}`,
    };
    return { type, ...built, info };
  }

  /**
   * What a report is built from: the transgression view needs every point (records); the 1- and
   * 15-minute reports read stored days of minute bins (eco-segments.ts), with the same answer.
   */
  async function readRange(customerId: number, vehicleId: number, type: EcoType, from: number, to: number) {
    if (type === 'transgression') {
      const records = await repo.listEcoRecords(ctx.db, customerId, vehicleId, from, to, {
        points: true,
        sqlite: ctx.sqlite,
      });
      return {
        kind: 'records' as const,
        records,
        hasEnergy: records.some((r) => r.e1 !== null),
        firstT: records.length > 0 ? records[0].t : null,
        lastT: records.length > 0 ? records[records.length - 1].t : null,
      };
    }
    const { pieces } = await ecoPieces(ctx, customerId, vehicleId, from, to);
    return {
      kind: 'days' as const,
      type,
      pieces,
      hasEnergy: ecoDaysHaveEnergy(pieces),
      firstT: pieces.length > 0 ? pieces[0].first.t : null,
      lastT: pieces.length > 0 ? pieces[pieces.length - 1].last.t : null,
    };
  }
  return { report };
}
