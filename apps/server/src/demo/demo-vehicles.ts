import {
  calibrationFromEngineDocument,
  formatDateTime,
  formFieldsFromEngineSettings,
  type FuelConfig,
  type VehicleConfig,
} from '@namiar/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { DemoVehicleSpec } from '../sim';

/**
 * The vehicle editor's records of the demo fleet (issue 14): what the editor shows of each
 * vehicle is what the engine already uses (its settings read back into the form's fields, the
 * same descriptions), plus realistic details (make, recorder model, SIM, side number), the
 * calibration dialog's record of each truck's tank (probe number, validity), the company's
 * recipient address book and a notification rule, and a status history entry.
 */

const DAY = 86_400_000;

/**
 * The make and model of a demo vehicle: what its simulated name begins with ('Mercedes Actros –
 * chłodnia …' is a Mercedes Actros), without the body words the name adds.
 */
export function makeOf(spec: Pick<DemoVehicleSpec, 'name'>): string {
  return spec.name
    .split(' – ')[0]
    .replace(/ (z naczepą|chłodnia)$/, '')
    .trim();
}

/** Road vehicles carry a service phone (rail vehicles, loggers and the motorcycle do not). */
const HAS_PHONE = new Set<DemoVehicleSpec['kind']>(['car', 'pickup', 'truck', 'truckTrailer', 'delivery']);

/** Recorder models (GPS_TYPES): trucks with CAN on FMC130, cars on FMB920, the rest on FMB140. */
const gpsTypeOf = (spec: DemoVehicleSpec) => (spec.kind === 'car' ? 1 : spec.can ? 3 : 2);

export interface DemoVehicleEntry {
  vehicleId: number;
  spec: DemoVehicleSpec;
  settings: Partial<VehicleConfig>;
}

async function descriptionIds(db: Kysely<DB>, customerId: number, kind: 'inout' | 'thermometer', names: string[]) {
  const ids = new Map<string, number>();
  for (const name of [...new Set(names)].sort()) {
    const r = await db
      .insertInto('vehicle_descriptions')
      .values({ customer_id: customerId, kind, description: name })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(name, r.id);
  }
  return ids;
}

export async function seedDemoVehicleRecords(
  db: Kysely<DB>,
  customerId: number,
  entries: DemoVehicleEntry[],
  now: number,
) {
  const inout = await descriptionIds(
    db,
    customerId,
    'inout',
    entries.flatMap((e) => e.spec.inputs.map((i) => i.name)),
  );
  const thermo = await descriptionIds(
    db,
    customerId,
    'thermometer',
    entries.flatMap((e) => e.spec.thermometers.map((t) => t.name)),
  );
  for (const [i, e] of entries.entries()) {
    const fields = formFieldsFromEngineSettings(
      e.settings,
      (kind, text) => (kind === 'inout' ? inout : thermo).get(text) ?? null,
    );
    const record = {
      ...fields,
      description: e.spec.name,
      fuel_system_reg_no: e.spec.fuel ? `PAL-${String(1001 + i)}` : '',
      fuel_algorithm_type: e.spec.fuel?.source === 'probe' ? 1 : null,
      flow_meter_type_id: e.spec.fuel?.source === 'can' ? 4 : null,
      permissible_loading: e.spec.load ? e.spec.load.maxPayloadTonnes : null,
      optimal_velocity: e.spec.kind === 'truck' ? 80 : null,
      cantf__can_engine_round: e.spec.can,
      voltage_port_exist: e.spec.supply !== null,
      voltage_port: e.spec.supply !== null ? 1 : null,
      gps_soft_no: '03.28.07',
    };
    await db
      .updateTable('vehicles')
      .set({
        brand: makeOf(e.spec),
        side_no: `D-${String(i + 1).padStart(3, '0')}`,
        gps_type_id: gpsTypeOf(e.spec),
        simcard_no: `4869${String(1_200_000 + i * 7919).padStart(7, '0')}`,
        phone: HAS_PHONE.has(e.spec.kind) ? `+48 601 ${String(200 + i).padStart(3, '0')} ${String(300 + i)}` : null,
        record: JSON.stringify(record),
        updated_at: now,
      })
      .where('customer_id', '=', customerId)
      .where('id', '=', e.vehicleId)
      .execute();
  }
  await calibrationRecords(db, customerId, entries, now);
  await recipients(db, customerId, entries, now);
  await counterRecords(db, customerId, entries, now);
}

/** The counters the engine uses, as the editor's 'Liczniki' tab lists them (km, engine hours). */
async function counterRecords(db: Kysely<DB>, customerId: number, entries: DemoVehicleEntry[], now: number) {
  const rows = entries.flatMap((e) =>
    [
      ...(e.settings.kmCounters ?? []).map((c) => ({ kind: 'km' as const, point_date: c.time, value: c.value / 1000 })),
      ...(e.settings.mthCounters ?? []).map((c) => ({
        kind: 'mth' as const,
        point_date: c.time,
        value: c.value / 3600,
      })),
    ].map((r) => ({ ...r, customer_id: customerId, vehicle_id: e.vehicleId, save_date: now })),
  );
  if (rows.length > 0) await db.insertInto('vehicle_counters').values(rows).execute();
}

/** Each truck's calibration as the dialog shows it: probe numbers, valid since the vehicle's fitting. */
async function calibrationRecords(db: Kysely<DB>, customerId: number, entries: DemoVehicleEntry[], now: number) {
  const rows = await db
    .selectFrom('fuel_calibrations')
    .select(['id', 'vehicle_id', 'document'])
    .where('customer_id', '=', customerId)
    .execute();
  for (const r of rows) {
    const from = now - 400 * DAY;
    const cal = calibrationFromEngineDocument(
      r.id,
      JSON.parse(r.document) as Partial<FuelConfig>,
      formatDateTime(from),
    );
    const i = entries.findIndex((e) => e.vehicleId === r.vehicle_id);
    cal.tanks.forEach((t, k) => {
      if (t.points.length > 0) t.number = `LLS 20160 nr ${String(40_000 + i * 10 + k)}`;
    });
    cal.text = 'Kalibracja po montażu sondy';
    await db
      .updateTable('fuel_calibrations')
      .set({ form: JSON.stringify(cal), from_date: from })
      .where('customer_id', '=', customerId)
      .where('id', '=', r.id)
      .execute();
  }
}

/** The dispatcher's address book, a notification rule (speeding of the first truck) and a past service status. */
async function recipients(db: Kysely<DB>, customerId: number, entries: DemoVehicleEntry[], now: number) {
  const email = await db
    .insertInto('notification_emails')
    .values({ customer_id: customerId, email: 'dyspozytor@demo-transport.example', description: 'Dyspozytor zmiany' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('notification_emails')
    .values({ customer_id: customerId, email: 'flota@demo-transport.example', description: 'Kierownik floty' })
    .execute();
  await db
    .insertInto('notification_phones')
    .values({ customer_id: customerId, number: '+48600100200', description: 'Dyżur' })
    .execute();
  await db
    .insertInto('alarm_codes')
    .values({ customer_id: customerId, code: 'SOS', description: 'Przycisk napadowy' })
    .execute();
  const truck = entries.find((e) => e.spec.kind === 'truck');
  if (!truck) return;
  await db
    .insertInto('vehicle_alarm_emails')
    .values({
      customer_id: customerId,
      vehicle_id: truck.vehicleId,
      email_id: email.id,
      event_type_id: 4,
      status: 1,
      message: 'Skontaktuj się z kierowcą',
    })
    .execute();
  await db
    .insertInto('vehicle_status_history')
    .values({
      customer_id: customerId,
      vehicle_id: truck.vehicleId,
      status_id: 2,
      from_date: now - 60 * DAY,
      to_date: now - 58 * DAY,
      description: 'Przegląd okresowy i wymiana opon',
    })
    .execute();
}
