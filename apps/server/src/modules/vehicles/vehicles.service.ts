import {
  AUTOSOLID_ORAND,
  EVENT_TYPES,
  FLOWMETER_VALUE_FROM,
  FUEL_ALGORITHM_TYPES,
  FUEL_FLOWMETERS,
  FUEL_METER_TYPES,
  FUEL_PROBES,
  GPS_TYPES,
  INOUT_CONTACT_TYPES,
  INOUT_TYPES,
  LPG_TYPES,
  VEHICLE_ICONS,
  VEHICLE_MSG,
  VEHICLE_STATUSES,
  VEHICLE_TYPES,
  formatDateTime,
  newVehicleForm,
  type DeviceProtocol,
  type Option,
  type RefusedIdentifier,
  type VehicleDetailsAnswer,
  type VehicleForm,
  type VehicleListRow,
  type VehicleSave,
} from '@namiar/domain';
import type { AppContext, SessionUser } from '../../http/context';
import { errGlobal } from '../../http/errors';
import { changeRecord } from '../records/record-save';
import { listCounters } from '../counters/counters.repository';
import { unverifiedPointIds } from '../poi/auto-points.repository';
import * as company from './vehicle-company.repository';
import { assignedAreas, loadDescriptions, loadVehicleForm, type DescriptionLookup } from './vehicle-record';
import { refuse, writeVehicleSave } from './vehicle-save';
import * as repo from './vehicles.repository';

/**
 * The vehicle records (spec 3 §2.1, §7 Vehicles): list, details with every option list, save,
 * delete. A save or delete is one transaction with its audit row (changeRecord, entity
 * 'vehicle'); after it the engine reads the vehicle's configuration again, and the gateways
 * look the IMEI up at the device's next connection or request.
 */

const textOf = (list: readonly Option[]) => {
  const m = new Map(list.map((o) => [o.value, o.text]));
  return (id: number | null) => (id === null ? '' : (m.get(id) ?? ''));
};
const typeText = textOf(VEHICLE_TYPES);
const statusText = textOf(VEHICLE_STATUSES);
const gpsText = textOf(GPS_TYPES);

/** The user may see the vehicle (his vehicle list, when he has one). */
export const mayUse = (user: SessionUser, vehicleId: number) =>
  user.vehicleIds === null || user.vehicleIds.includes(vehicleId);

export function createVehiclesService(ctx: AppContext) {
  async function list(user: SessionUser): Promise<VehicleListRow[]> {
    const rows = await repo.listVehicleRows(ctx.db, user.customerId, user.vehicleIds);
    return rows.map((r) => ({
      vid: r.id,
      reg_no: r.regno,
      brand: r.brand,
      number: r.side_no,
      vehicle_type: typeText(r.vehicle_type_id),
      imei: r.imei,
      device_protocol: r.protocol,
      simcard_no: r.simcard_no ?? '',
      gps_type: gpsText(r.gps_type_id),
      status: statusText(r.status_id),
      business_phone_no: r.phone ?? '',
    }));
  }

  /** The user's vehicle, or null (another company's, outside his list, or gone). */
  async function ownVehicle(user: SessionUser, vehicleId: number) {
    if (!mayUse(user, vehicleId)) return null;
    return (await repo.findVehicle(ctx.db, user.customerId, vehicleId)) ?? null;
  }

  async function formOf(user: SessionUser, row: repo.VehicleRow, descriptions?: DescriptionLookup) {
    const d = descriptions ?? (await loadDescriptions(ctx.db, user.customerId));
    return loadVehicleForm(ctx.db, user.customerId, row, user.timeZone, d);
  }

  async function details(user: SessionUser, vehicleId: number): Promise<VehicleDetailsAnswer | null> {
    const descriptions = await loadDescriptions(ctx.db, user.customerId);
    let vehicle: VehicleForm;
    if (vehicleId === 0) {
      vehicle = newVehicleForm();
      // A new vehicle is in every area that applies to all vehicles.
      vehicle.bases = await assignedAreas(ctx.db, user.customerId, 'bases', 0);
      vehicle.solid_objects = await assignedAreas(ctx.db, user.customerId, 'pois', 0);
    } else {
      const row = await ownVehicle(user, vehicleId);
      if (!row) return null;
      vehicle = await formOf(user, row, descriptions);
    }
    const [emails, phones, codes, bases, pois, unverified] = await Promise.all([
      company.listEmails(ctx.db, user.customerId),
      company.listPhones(ctx.db, user.customerId),
      company.listAlarmCodes(ctx.db, user.customerId),
      company.listAreas(ctx.db, user.customerId, 'bases'),
      company.listAreas(ctx.db, user.customerId, 'pois'),
      unverifiedPointIds(ctx.db, user.customerId),
    ]);
    const counters = await listCounters(ctx.db, user.customerId);
    return {
      vehicle,
      vehicle_statuses: VEHICLE_STATUSES,
      vehicle_types: VEHICLE_TYPES,
      vehicle_icons: VEHICLE_ICONS,
      gps_types: GPS_TYPES,
      fuel_algorithm_types: FUEL_ALGORITHM_TYPES,
      fuel_flowmeters: FUEL_FLOWMETERS,
      fuel_probes: FUEL_PROBES,
      flowmeter_value_from: FLOWMETER_VALUE_FROM,
      vehicle_inout_types: INOUT_TYPES,
      vehicle_inout_contact_types: INOUT_CONTACT_TYPES,
      ...descriptionOptions(descriptions),
      autosolid_orand: AUTOSOLID_ORAND,
      lpg_types: LPG_TYPES,
      fuel_meter_types: FUEL_METER_TYPES,
      power_counters: counters.map((c) => ({ value: c.id, text: c.number })),
      bases: bases.map((b) => ({ base_id: b.id, name: b.name })),
      solid_objects: pois.map((p) => ({ solid_object_id: p.id, name: p.name, verified: !unverified.has(p.id) })),
      sms_simcards: phones.map((p) => ({ sms_simcard_id: p.id, number: p.number, description: p.description ?? '' })),
      emails: emails.map((e) => ({ email_id: e.id, email: e.email, description: e.description ?? '' })),
      event_types: EVENT_TYPES.map((e) => ({ event_type_id: e.eid, name: e.name })),
      alarm_codes: codes.map((c) => ({ alarm_code_id: c.id, code: c.code, description: c.description ?? '' })),
    };
  }

  async function save(user: SessionUser, form: VehicleSave): Promise<{ vid: number } | ReturnType<typeof errGlobal>> {
    const existing = form.vid === 0 ? null : await ownVehicle(user, form.vid);
    if (form.vid !== 0 && !existing) return errGlobal(VEHICLE_MSG.vehicleNotFound);
    const vid = await changeRecord(ctx, user, async (trx) => {
      const descriptions = await loadDescriptions(trx, user.customerId);
      const before = existing
        ? await loadVehicleForm(trx, user.customerId, existing, user.timeZone, descriptions)
        : null;
      const id = await writeVehicleSave(
        trx,
        { customerId: user.customerId, timeZone: user.timeZone, now: ctx.now(), descriptions },
        form,
        existing,
      );
      if (!existing && user.vehicleIds !== null) await repo.addUserVehicle(trx, user.customerId, user.userId, id);
      const row = (await repo.findVehicle(trx, user.customerId, id))!;
      const after = await loadVehicleForm(trx, user.customerId, row, user.timeZone, descriptions);
      return {
        result: id,
        changes: [{ entity: 'vehicle', recordId: id, action: existing ? 'update' : 'create', before, after }],
      };
    }).catch((e: unknown) => {
      // Two saves racing for one IMEI: the database's unique key refuses the second.
      if (isUniqueViolation(e)) refuse({ imei: VEHICLE_MSG.imeiTaken });
      throw e;
    });
    ctx.engine?.configChanged?.(user.customerId);
    return { vid };
  }

  async function remove(user: SessionUser, vehicleId: number) {
    const row = await ownVehicle(user, vehicleId);
    if (!row) return errGlobal(VEHICLE_MSG.vehicleNotFound);
    await changeRecord(ctx, user, async (trx) => {
      const before = await loadVehicleForm(
        trx,
        user.customerId,
        row,
        user.timeZone,
        await loadDescriptions(trx, user.customerId),
      );
      await repo.deleteVehicle(trx, user.customerId, vehicleId);
      return {
        result: null,
        changes: [{ entity: 'vehicle', recordId: vehicleId, action: 'delete', before, after: null }],
      };
    });
    ctx.engine?.configChanged?.(user.customerId);
    return {};
  }

  /** The identifiers refused as unknown over `protocol` in the last 7 days (at most 50). */
  async function refusedIdentifiers(user: SessionUser, protocol: DeviceProtocol): Promise<RefusedIdentifier[]> {
    const rows = await repo.recentUnknownIdentifiers(ctx.db, protocol, ctx.now() - REFUSED_IDS_DAYS * 86_400_000, 50);
    return rows.map((r) => ({ imei: r.imei, last: formatDateTime(r.last_at, user.timeZone), count: r.count }));
  }

  return { list, details, save, remove, ownVehicle, refusedIdentifiers };
}

/** How far back the vehicle editor proposes refused identifiers (the refusals are kept as long). */
const REFUSED_IDS_DAYS = 7;

export function descriptionOptions(d: DescriptionLookup) {
  const opts = (m: Map<number, string>) =>
    [...m].map(([value, text]) => ({ value, text })).sort((a, b) => a.text.localeCompare(b.text, 'pl'));
  return { vehicle_inout_descriptions: opts(d.inout), vehicle_thermometer_descriptions: opts(d.thermometer) };
}

function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; message?: string; constraint?: string };
  const unique = err?.code === '23505' || err?.code === 'SQLITE_CONSTRAINT_UNIQUE';
  return unique && /imei/.test(`${err.constraint ?? ''} ${err.message ?? ''}`);
}

export type VehiclesService = ReturnType<typeof createVehiclesService>;
