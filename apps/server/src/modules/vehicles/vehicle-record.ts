import {
  RECORD_EXCLUDED_KEYS,
  calibrationFromEngineDocument,
  formFieldsFromEngineSettings,
  formatDateTime,
  newVehicleForm,
  type FuelCalibration,
  type FuelConfig,
  type VehicleConfig,
  type VehicleForm,
  type VehicleSave,
} from '@namiar/domain';

import type { Db } from '../../db/schema';
import * as company from './vehicle-company.repository';
import * as lists from './vehicle-lists.repository';
import type { VehicleRow } from './vehicles.repository';

/**
 * A vehicle as the editor sees it (VehicleForm), read from its row (columns, `record` JSON,
 * engine `settings` for vehicles never saved by the editor), its own lists and its calibrations;
 * and the row's columns and record of a saved form.
 */

export function parseJson(text: string | null | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const FIXED_LISTS = ['inputs', 'tacho_inputs', 'outputs', 'thermometers', 'thermometers_decon'] as const;

/** The record JSON of a saved form: every value the vehicle's columns and tables do not hold. */
export function recordOf(form: VehicleSave, gpsSoftNo: string): string {
  const excluded = new Set<string>(RECORD_EXCLUDED_KEYS);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(form)) if (!excluded.has(k)) out[k] = v;
  out.gps_soft_no = gpsSoftNo;
  return JSON.stringify(out);
}

/** The vehicle row's own columns of a saved form. */
export function columnsOf(form: VehicleSave) {
  return {
    regno: form.reg_no,
    imei: form.imei,
    protocol: form.device_protocol,
    vehicle_type_id: form.vehicle_type_id ?? 0,
    icon_id: form.vehicle_icon_id ?? 1,
    icon_color: /^#[0-9a-f]{6}$/i.test(form.vehicle_icon_color) ? form.vehicle_icon_color : '#1280e7',
    phone: form.business_phone_no || null,
    brand: form.brand,
    side_no: form.number,
    status_id: form.vehicle_status_id ?? 1,
    gps_type_id: form.gps_type_id,
    simcard_no: form.simcard_no || null,
  };
}

export interface DescriptionLookup {
  inout: Map<number, string>;
  thermometer: Map<number, string>;
}

export async function loadDescriptions(db: Db, customerId: number): Promise<DescriptionLookup> {
  const out: DescriptionLookup = { inout: new Map(), thermometer: new Map() };
  for (const d of await company.listDescriptions(db, customerId)) out[d.kind].set(d.id, d.description);
  return out;
}

const dt = (ms: number | null, tz: string) => (ms === null ? '' : formatDateTime(Number(ms), tz));

function calibrationOf(row: Awaited<ReturnType<typeof lists.listCalibrations>>[number], tz: string): FuelCalibration {
  const stored = parseJson(row.form);
  const cal =
    Object.keys(stored).length > 0
      ? (stored as unknown as FuelCalibration)
      : calibrationFromEngineDocument(row.id, parseJson(row.document) as Partial<FuelConfig>, dt(row.from_date, tz));
  return {
    ...cal,
    id: row.id,
    active: row.active === 1,
    from_date: row.from_date === null ? cal.from_date : dt(row.from_date, tz),
    to_date: dt(row.to_date, tz),
  };
}

/** The editor's record of a vehicle. */
export async function loadVehicleForm(
  db: Db,
  customerId: number,
  row: VehicleRow,
  tz: string,
  descriptions: DescriptionLookup,
): Promise<VehicleForm> {
  const vehicleId = row.id;
  const [statuses, counters, emails, rules, cals, bases, pois] = await Promise.all([
    lists.listStatusHistory(db, customerId, vehicleId),
    lists.listCounters(db, customerId, vehicleId),
    lists.listAlarmEmails(db, customerId, vehicleId),
    lists.listAlarmRules(db, customerId, vehicleId),
    lists.listCalibrations(db, customerId, vehicleId),
    assignedAreas(db, customerId, 'bases', vehicleId),
    assignedAreas(db, customerId, 'pois', vehicleId),
  ]);
  const record = parseJson(row.record);
  const base = newVehicleForm();
  // A vehicle configured before the editor (no record yet): its engine settings give the fields.
  const fallback =
    Object.keys(record).length === 0
      ? formFieldsFromEngineSettings(parseJson(row.settings) as Partial<VehicleConfig>, (kind, text) => {
          for (const [id, t] of descriptions[kind]) if (t === text) return id;
          return null;
        })
      : {};
  const form: VehicleForm = { ...base, ...fallback, ...(record as Partial<VehicleForm>) };
  for (const name of FIXED_LISTS) {
    // Rows are matched by number, so a record written with fewer rows still shows all of them.
    const stored = (form[name] ?? []) as unknown as { [k: string]: unknown }[];
    const noKey =
      name === 'thermometers' || name === 'thermometers_decon' ? 'no' : name === 'outputs' ? 'output_no' : 'input_no';
    form[name] = (base[name] as unknown as { [k: string]: unknown }[]).map(
      (empty) => ({ ...empty, ...(stored.find((r) => r[noKey] === empty[noKey]) ?? {}) }) as never,
    );
  }
  Object.assign(form, {
    vid: row.id,
    reg_no: row.regno,
    imei: row.imei,
    device_protocol: row.protocol === 'osmand' ? 'osmand' : 'teltonika',
    vehicle_type_id: row.vehicle_type_id,
    vehicle_icon_id: row.icon_id,
    vehicle_icon_color: row.icon_color,
    business_phone_no: row.phone ?? '',
    brand: row.brand,
    number: row.side_no,
    vehicle_status_id: row.status_id,
    gps_type_id: row.gps_type_id,
    simcard_no: row.simcard_no ?? '',
    gps_soft_no: typeof record.gps_soft_no === 'string' ? record.gps_soft_no : '',
    vehicle_statuses: statuses.map((s) => ({
      vehicle_status_id: s.status_id,
      from_date: dt(s.from_date, tz),
      to_date: dt(s.to_date, tz),
      description: s.description,
    })),
    km_counters: counterRows(counters, 'km', tz),
    mth_counters: counterRows(counters, 'mth', tz),
    alarm_event_emails: emails.map((e) => ({
      email_id: e.email_id,
      status: e.status,
      event_type_id: e.event_type_id,
      message: e.message ?? '',
    })),
    alarm_event_simcards: rulesOf(rules, 'event_sms').map((r) => ({
      sms_simcard_id: r.target_id,
      status: r.status,
      event_type_id: r.key_id,
      message: r.message ?? '',
    })),
    alarm_gps_simcards: rulesOf(rules, 'gps_sms').map((r) => ({
      sms_simcard_id: r.target_id,
      status: r.status,
      alarm_code_id: r.key_id,
      message: r.message ?? '',
    })),
    alarm_gps_emails: rulesOf(rules, 'gps_email').map((r) => ({
      email_id: r.target_id,
      status: r.status,
      alarm_code_id: r.key_id,
      message: r.message ?? '',
    })),
    bases,
    solid_objects: pois,
    calibrations: cals.map((c) => calibrationOf(c, tz)),
    fuel_meter_calibration_id: cals.filter((c) => c.active === 1).at(-1)?.id ?? null,
  });
  return form;
}

function counterRows(rows: Awaited<ReturnType<typeof lists.listCounters>>, kind: 'km' | 'mth', tz: string) {
  return rows
    .filter((r) => r.kind === kind)
    .map((r) => ({ point_date: dt(r.point_date, tz), value: Number(r.value), save_date: dt(r.save_date, tz) }));
}

function rulesOf(rows: Awaited<ReturnType<typeof lists.listAlarmRules>>, kind: string) {
  return rows.filter((r) => r.kind === kind);
}

/**
 * The areas that apply to the vehicle (migration 015): every area without a vehicle list, and
 * the restricted ones that list it.
 */
export async function assignedAreas(db: Db, customerId: number, areas: 'pois' | 'bases', vehicleId: number) {
  const [all, listed] = await Promise.all([
    company.listAreas(db, customerId, areas),
    company.assignedAreaIds(db, customerId, areas, vehicleId),
  ]);
  const mine = new Set(listed);
  return all.filter((a) => a.vehicles_restricted === 0 || mine.has(a.id)).map((a) => a.id);
}
