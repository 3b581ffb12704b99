import {
  AUTOSOLID_ORAND,
  EVENT_TYPES,
  FLOWMETER_VALUE_FROM,
  FUEL_ALGORITHM_TYPES,
  FUEL_FLOWMETERS,
  FUEL_METER_TYPES,
  GPS_TYPES,
  LPG_TYPES,
  VEHICLE_MSG,
  VEHICLE_STATUSES,
  VEHICLE_TYPES,
  calibrationEngineDocument,
  engineSettingsFromForm,
  mergeEngineSettings,
  parseDateTime,
  type VehicleSave,
} from '@namiar/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { AnswerError } from '../../http/errors';
import * as company from './vehicle-company.repository';
import { findCounter } from '../counters/counters.repository';
import * as lists from './vehicle-lists.repository';
import { assignedAreas, columnsOf, parseJson, recordOf, type DescriptionLookup } from './vehicle-record';
import * as repo from './vehicles.repository';

/**
 * Writes a vehicle editor's save (spec 3 §7 /vehicles/save) inside the caller's transaction:
 * checks what only the database can tell (the IMEI's holder, ids of the company's lists, the
 * calibrations of this vehicle), then the row (columns, record JSON, engine settings), its lists,
 * its area assignments and its calibrations. A refusal throws the err envelope with the field
 * messages (HTTP 200, spec 3 §8), which rolls the transaction back.
 */

type Trx = Transaction<DB>;

/** A business refusal of a save: field messages next to the fields, the first as the global text. */
export function refuse(fields: Record<string, string>): never {
  const first = Object.values(fields)[0];
  throw new AnswerError(200, { err: { ...fields, global: first } });
}

const values = (list: readonly { value: number }[]) => new Set(list.map((o) => o.value));
const OPTION_SETS: [keyof VehicleSave, Set<number>][] = [
  ['vehicle_type_id', values(VEHICLE_TYPES)],
  ['vehicle_status_id', values(VEHICLE_STATUSES)],
  ['gps_type_id', values(GPS_TYPES)],
  ['fuel_algorithm_type', values(FUEL_ALGORITHM_TYPES)],
  ['flow_meter_type_id', values(FUEL_FLOWMETERS)],
  ['flow_get_value_from', values(FLOWMETER_VALUE_FROM)],
  ['autosolid_orand', values(AUTOSOLID_ORAND)],
  ['vehicle_lpg_type_id', values(LPG_TYPES)],
];
const EVENT_IDS = new Set(EVENT_TYPES.map((e) => e.eid));
const STATUS_IDS = values(VEHICLE_STATUSES);
const METER_TYPES = values(FUEL_METER_TYPES);

export interface SaveContext {
  customerId: number;
  timeZone: string;
  now: number;
  descriptions: DescriptionLookup;
}

/** The ids the form names that are not the company's (or not in the fixed lists): field → message. */
async function foreignIds(trx: Trx, ctx: SaveContext, f: VehicleSave): Promise<Record<string, string>> {
  const bad: Record<string, string> = {};
  const mark = (path: string) => (bad[path] ??= VEHICLE_MSG.option);
  for (const [field, allowed] of OPTION_SETS) {
    const v = f[field] as number | null;
    if (v !== null && !allowed.has(v)) mark(field);
  }
  for (const name of ['inputs', 'tacho_inputs', 'outputs'] as const) {
    f[name].forEach((r, i) => {
      if (r.description_id !== null && !ctx.descriptions.inout.has(r.description_id))
        mark(`${name}.${i}.description_id`);
    });
  }
  for (const name of ['thermometers', 'thermometers_decon'] as const) {
    f[name].forEach((r, i) => {
      if (r.description_id !== null && !ctx.descriptions.thermometer.has(r.description_id)) {
        mark(`${name}.${i}.description_id`);
      }
    });
  }
  const [emails, phones, codes, bases, pois] = await Promise.all([
    company.listEmails(trx, ctx.customerId),
    company.listPhones(trx, ctx.customerId),
    company.listAlarmCodes(trx, ctx.customerId),
    company.listAreas(trx, ctx.customerId, 'bases'),
    company.listAreas(trx, ctx.customerId, 'pois'),
  ]);
  const ids = (rows: { id: number }[]) => new Set(rows.map((r) => r.id));
  const [emailIds, phoneIds, codeIds] = [ids(emails), ids(phones), ids(codes)];
  f.alarm_event_emails.forEach((r, i) => {
    if (!emailIds.has(r.email_id)) mark(`alarm_event_emails.${i}.email_id`);
    if (!EVENT_IDS.has(r.event_type_id)) mark(`alarm_event_emails.${i}.event_type_id`);
  });
  f.alarm_event_simcards.forEach((r, i) => {
    if (!phoneIds.has(r.sms_simcard_id)) mark(`alarm_event_simcards.${i}.sms_simcard_id`);
    if (!EVENT_IDS.has(r.event_type_id)) mark(`alarm_event_simcards.${i}.event_type_id`);
  });
  f.alarm_gps_emails.forEach((r, i) => {
    if (!emailIds.has(r.email_id)) mark(`alarm_gps_emails.${i}.email_id`);
    if (!codeIds.has(r.alarm_code_id)) mark(`alarm_gps_emails.${i}.alarm_code_id`);
  });
  f.alarm_gps_simcards.forEach((r, i) => {
    if (!phoneIds.has(r.sms_simcard_id)) mark(`alarm_gps_simcards.${i}.sms_simcard_id`);
    if (!codeIds.has(r.alarm_code_id)) mark(`alarm_gps_simcards.${i}.alarm_code_id`);
  });
  // The energy counter: one of the company's register (counters module, issue 16 §4).
  if (f.power_counter_id !== null && !(await findCounter(trx, ctx.customerId, f.power_counter_id))) {
    mark('power_counter_id');
  }
  const baseIds = ids(bases);
  const poiIds = ids(pois);
  if (f.bases.some((id) => !baseIds.has(id))) mark('bases');
  if (f.solid_objects.some((id) => !poiIds.has(id))) mark('solid_objects');
  f.vehicle_statuses.forEach((r, i) => {
    if (!STATUS_IDS.has(r.vehicle_status_id)) mark(`vehicle_statuses.${i}.vehicle_status_id`);
  });
  f.calibrations.forEach((c, i) => {
    if (!METER_TYPES.has(c.fuel_meter_type_id)) mark(`calibrations.${i}.fuel_meter_type_id`);
  });
  return bad;
}

const time = (text: string, tz: string) => (text === '' ? null : parseDateTime(text, tz));

/** Checks and writes the save; returns the vehicle's id. `existing` is the row being edited (null: new). */
export async function writeVehicleSave(
  trx: Trx,
  ctx: SaveContext,
  f: VehicleSave,
  existing: repo.VehicleRow | null,
): Promise<number> {
  const { customerId, timeZone: tz } = ctx;
  const holder = await repo.findVehicleByImei(trx, f.imei);
  if (holder && holder.id !== existing?.id) refuse({ imei: VEHICLE_MSG.imeiTaken });
  const bad = await foreignIds(trx, ctx, f);
  f.vehicle_statuses.forEach((s, i) => {
    const from = time(s.from_date, tz);
    const to = time(s.to_date, tz);
    if (from !== null && to !== null && to < from) bad[`vehicle_statuses.${i}.to_date`] ??= VEHICLE_MSG.statusDates;
  });
  for (const kind of ['km_counters', 'mth_counters'] as const) {
    const seen = new Set<string>();
    f[kind].forEach((c, i) => {
      if (seen.has(c.point_date)) bad[`${kind}.${i}.point_date`] ??= VEHICLE_MSG.counterDateTaken;
      seen.add(c.point_date);
    });
  }
  const stored = existing ? await lists.listCalibrations(trx, customerId, existing.id) : [];
  const storedIds = new Set(stored.map((c) => c.id));
  f.calibrations.forEach((c, i) => {
    if (c.id !== 0 && !storedIds.has(c.id)) bad[`calibrations.${i}.id`] ??= VEHICLE_MSG.option;
  });
  if (Object.keys(bad).length > 0) refuse(bad);

  const describe = (map: Map<number, string>) => (id: number | null) => (id === null ? '' : (map.get(id) ?? ''));
  const engine = engineSettingsFromForm(f, f, {
    inoutDescription: describe(ctx.descriptions.inout),
    thermometerDescription: describe(ctx.descriptions.thermometer),
    timeZone: tz,
  });
  const settings = JSON.stringify(mergeEngineSettings(parseJson(existing?.settings), engine));
  const oldRecord = parseJson(existing?.record);
  const record = recordOf(f, typeof oldRecord.gps_soft_no === 'string' ? oldRecord.gps_soft_no : '');
  const columns = columnsOf(f);
  let vehicleId: number;
  if (existing) {
    vehicleId = existing.id;
    await repo.updateVehicle(trx, customerId, vehicleId, { ...columns, record, settings, updated_at: ctx.now });
  } else {
    vehicleId = await repo.insertVehicle(trx, {
      ...columns,
      customer_id: customerId,
      record,
      settings,
      created_at: ctx.now,
      updated_at: ctx.now,
    });
  }
  await writeLists(trx, ctx, vehicleId, f);
  await writeAreas(trx, customerId, vehicleId, 'bases', f.bases);
  await writeAreas(trx, customerId, vehicleId, 'pois', f.solid_objects);
  await writeCalibrations(trx, ctx, vehicleId, f);
  return vehicleId;
}

async function writeLists(trx: Trx, ctx: SaveContext, vehicleId: number, f: VehicleSave) {
  const { customerId, timeZone: tz } = ctx;
  await lists.replaceStatusHistory(
    trx,
    customerId,
    vehicleId,
    f.vehicle_statuses.map((s) => ({
      status_id: s.vehicle_status_id,
      from_date: time(s.from_date, tz)!,
      to_date: time(s.to_date, tz),
      description: s.description,
    })),
  );
  const counters = (['km', 'mth'] as const).flatMap((kind) =>
    f[`${kind}_counters`].map((c) => ({
      kind,
      point_date: time(c.point_date, tz)!,
      value: c.value,
      save_date: time(c.save_date, tz) ?? ctx.now,
    })),
  );
  await lists.replaceCounters(trx, customerId, vehicleId, counters);
  await lists.replaceAlarmEmails(trx, customerId, vehicleId, f.alarm_event_emails);
  await lists.replaceAlarmRules(trx, customerId, vehicleId, [
    ...f.alarm_event_simcards.map((r) => rule('event_sms', r.sms_simcard_id, r.event_type_id, r)),
    ...f.alarm_gps_simcards.map((r) => rule('gps_sms', r.sms_simcard_id, r.alarm_code_id, r)),
    ...f.alarm_gps_emails.map((r) => rule('gps_email', r.email_id, r.alarm_code_id, r)),
  ]);
}

function rule(
  kind: 'event_sms' | 'gps_sms' | 'gps_email',
  target: number,
  key: number,
  r: { status: number; message: string },
) {
  return { kind, target_id: target, key_id: key, status: r.status, message: r.message };
}

/**
 * The areas that apply to the vehicle become `chosen`: a restricted area gains or loses its row;
 * an area that applied to every vehicle and is taken off this one keeps applying to all the
 * others (it becomes restricted with every other vehicle of the company listed).
 */
async function writeAreas(trx: Trx, customerId: number, vehicleId: number, areas: 'pois' | 'bases', chosen: number[]) {
  const all = await company.listAreas(trx, customerId, areas);
  const current = new Set(await assignedAreas(trx, customerId, areas, vehicleId));
  const want = new Set(chosen);
  let others: number[] | null = null;
  for (const a of all) {
    if (want.has(a.id) && !current.has(a.id)) await company.assignArea(trx, customerId, areas, a.id, [vehicleId]);
    if (!want.has(a.id) && current.has(a.id)) {
      if (a.vehicles_restricted === 1) await company.unassignArea(trx, customerId, areas, a.id, vehicleId);
      else {
        others ??= (await company.companyVehicleIds(trx, customerId)).map((v) => v.id).filter((id) => id !== vehicleId);
        await company.restrictArea(trx, customerId, areas, a.id);
        await company.assignArea(trx, customerId, areas, a.id, others);
      }
    }
  }
}

async function writeCalibrations(trx: Trx, ctx: SaveContext, vehicleId: number, f: VehicleSave) {
  let activeId: number | null = null;
  for (const c of f.calibrations) {
    const row = {
      from_date: time(c.from_date, ctx.timeZone),
      to_date: time(c.to_date, ctx.timeZone),
      active: c.active ? 1 : 0,
      document: JSON.stringify(calibrationEngineDocument(c)),
      form: JSON.stringify(c),
    };
    let id = c.id;
    if (id === 0)
      id = await lists.insertCalibration(trx, { ...row, customer_id: ctx.customerId, vehicle_id: vehicleId });
    else await lists.updateCalibration(trx, ctx.customerId, id, row);
    if (c.active) activeId = id;
  }
  // 'Akceptuj' makes one calibration the vehicle's: the others, also ones not sent, stop being it.
  if (f.calibrations.length > 0) await lists.deactivateCalibrationsBut(trx, ctx.customerId, vehicleId, activeId);
}
