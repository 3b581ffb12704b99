// A company's vehicle records for benchmarks (issue 14): one company, a user with every
// permission, its input and thermometer descriptions, its recipients' address books, own
// points and bases, and N vehicles written by the real save (POST /app/vehicles/save, through
// the app built in-process), each from the editor's new-vehicle form as the browser fills it:
// make, plates, recorder, SIM, inputs with descriptions, alarm flags with their times, a
// thermometer on refrigerated trucks, a calibrated tank on trucks with a probe, now and then a
// status history entry, a km counter and notification rules. Usable on a test database
// (seedVehicleRecords with an app context) or on a data directory a server is started on later
// (browser-kit.ts withSeededDataDir: the same database file and server key the server will open).
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  mulberry32,
  newCalibration,
  type FuelCalibration,
  type RecipientAlarmCode,
  type RecipientEmail,
  type RecipientPhone,
  type VehicleDetailsAnswer,
} from '@namiar/domain';
import { buildApp } from '../apps/server/src/app';
import type { AppContext } from '../apps/server/src/http/context';
import { createAdminService } from '../apps/server/src/modules/admin/admin.service';
import { luhnImei } from '../apps/server/src/sim/imei';
// The editor's own form mapping (pure: domain rules only, no React): the body is built as the browser builds it.
import { toSaveBody, toValues, type VehicleValues } from '../apps/web/src/features/vehicles/vehicleForm';

export interface RecordsSeedOptions {
  vehicles: number;
  clogin?: string;
  login?: string;
  password?: string;
  seed?: number;
}

export interface RecordsSeed {
  clogin: string;
  login: string;
  password: string;
  customerId: number;
  vehicleIds: number[];
  /** Wall-clock seconds the saves took (all vehicles, one after another). */
  seedSeconds: number;
}

const md5 = (s: string) => crypto.createHash('md5').update(s).digest('hex');
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** A form-encoded POST through the app, as the web's API client sends it; the parsed answer. */
export async function postForm<T>(app: FastifyInstance, url: string, body: Record<string, string>, cookie?: string) {
  const res = await app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(body).toString(),
    headers: { ...FORM, ...(cookie ? { cookie } : {}) },
  });
  const answer = res.json() as T & { err?: unknown };
  if (res.statusCode !== 200 || answer.err) throw new Error(`${url}: HTTP ${res.statusCode} ${res.body.slice(0, 500)}`);
  return answer;
}

/** Signs in through /app/login/gettoken and /app/login; the session cookie ('namiar_sid=…'). */
export async function signInApp(app: FastifyInstance, clogin: string, login: string, password: string) {
  const issued = await app.inject({
    method: 'POST',
    url: '/app/login/gettoken',
    headers: FORM,
    payload: new URLSearchParams({ clogin, ulogin: login }).toString(),
  });
  const { token } = issued.json() as { token: string };
  // The token is bound to the login cookie set with it (issue 28 §2).
  const binder = issued.cookies.find((c) => c.name === 'namiar_login');
  const res = await app.inject({
    method: 'POST',
    url: '/app/login',
    headers: { ...FORM, ...(binder ? { cookie: `namiar_login=${binder.value}` } : {}) },
    payload: new URLSearchParams({
      clogin,
      ulogin: login,
      code: md5(token + clogin + login + md5(password)),
    }).toString(),
  });
  const sid = res.cookies.find((c) => c.name === 'namiar_sid');
  if (!sid) throw new Error(`sign-in failed: ${res.body}`);
  return `namiar_sid=${sid.value}`;
}

const INPUT_NAMES = ['Stacyjka', 'Drzwi kabiny', 'Drzwi naczepy', 'Agregat chłodni', 'Przycisk napadowy', 'Wywrot'];
const THERMO_NAMES = ['Komora przednia', 'Komora tylna', 'Kabina'];
const PLATES = ['WA', 'WX', 'WI', 'KR', 'PO', 'WR', 'GD', 'DW', 'SK', 'LU', 'BI', 'EL', 'ZS', 'OP', 'RZ', 'CB'];
const KINDS = {
  truck: { makes: ['Volvo FH 500', 'Scania R450', 'MAN TGX 18.470', 'DAF XF 480', 'Iveco S-Way'], icon: 4, gps: 3 },
  reefer: { makes: ['Mercedes-Benz Actros', 'Renault T', 'Volvo FM 420'], icon: 3, gps: 3 },
  van: { makes: ['Mercedes-Benz Sprinter', 'Ford Transit', 'Renault Master', 'Fiat Ducato'], icon: 5, gps: 2 },
  car: { makes: ['Škoda Octavia', 'Toyota Corolla', 'Volkswagen Passat', 'Kia Ceed', 'Opel Astra'], icon: 1, gps: 1 },
  machine: { makes: ['JCB 3CX', 'Caterpillar 320', 'Komatsu PC210'], icon: 2, gps: 2 },
} as const;
type Kind = keyof typeof KINDS;
/** The fleet's mix, per 20 vehicles: 8 trucks, 2 refrigerated, 4 vans, 5 cars, 1 machine. */
const MIX: Kind[] = [
  ...Array<Kind>(8).fill('truck'),
  ...Array<Kind>(2).fill('reefer'),
  ...Array<Kind>(4).fill('van'),
  ...Array<Kind>(5).fill('car'),
  'machine',
];

interface CompanyLists {
  inout: Map<string, number>;
  thermo: Map<string, number>;
  emails: number[];
  phones: number[];
  codes: number[];
}

/** A probe's table: litres against readings, rising, as a tank's calibration has them. */
function calibration(r: () => number, k: number): FuelCalibration {
  const cal = newCalibration('2025-03-01 08:00:00');
  cal.active = true;
  cal.text = 'Kalibracja po montażu sondy';
  const capacity = [400, 500, 600, 800][k % 4];
  const tank = cal.tanks[0];
  tank.number = `LLS 20160 nr ${40_000 + k}`;
  tank.capacity = capacity;
  const steps = 20 + Math.floor(r() * 20);
  tank.points = Array.from({ length: steps + 1 }, (_, i) => ({
    litre_value: Math.round((capacity * i) / steps),
    indicator_value: Math.round(60 + (4035 * i) / steps + (i > 0 && i < steps ? r() * 20 - 10 : 0)),
    active: true,
  }));
  return cal;
}

/** The editor's values of vehicle k, filled in on top of the new-vehicle form. */
function vehicleValues(blank: VehicleValues, k: number, r: () => number, lists: CompanyLists): VehicleValues {
  const kind = MIX[k % MIX.length];
  const spec = KINDS[kind];
  const v = structuredClone(blank) as VehicleValues & Record<string, unknown>;
  const heavy = kind === 'truck' || kind === 'reefer';
  Object.assign(v, {
    reg_no: `${PLATES[k % PLATES.length]} ${String(10_000 + k)}`,
    brand: spec.makes[k % spec.makes.length],
    number: `B-${String(k + 1).padStart(4, '0')}`,
    vehicle_type_id: kind === 'machine' ? 5 : 1,
    vehicle_icon_id: spec.icon,
    imei: luhnImei(`3520930${String(k).padStart(7, '0')}`),
    simcard_no: `4869${String(1_200_000 + k * 7919).slice(-7)}`,
    gps_type_id: spec.gps,
    business_phone_no: kind === 'machine' ? '' : `+48 601 ${String(100_000 + k).slice(-6)}`,
    description: heavy ? 'Ciągnik siodłowy, trasy krajowe i UE' : kind === 'car' ? 'Samochód handlowca' : '',
    max_velocity: heavy ? 85 : 130,
    alarmtf__speeding: true,
    alarm_speeding_time: 30,
    alarmtf__engine_work_without_driver: heavy,
    alarm_engine_no_drv_time: heavy ? 300 : null,
    alarmtf__fast_breaking: r() < 0.5,
    alarmtf__disconnect_antenna_gps: true,
    voltage_port_exist: heavy,
    voltage_port: heavy ? 1 : null,
    alarmtf__voltage_minmax: heavy,
    alarm_min_voltage: heavy ? 22 : null,
    alarm_max_voltage: heavy ? 30 : null,
    alarm_min_voltage_time: heavy ? 60 : null,
    cantf__can_engine_round: heavy,
    optimal_velocity: heavy ? 80 : null,
    permissible_loading: heavy ? 24 : null,
  });
  const inputs: [number, string, number | null][] = [[0, 'Stacyjka', 3]];
  if (heavy) inputs.push([1, 'Drzwi kabiny', 4], [2, 'Drzwi naczepy', 4]);
  if (kind === 'reefer') inputs.push([3, 'Agregat chłodni', 3]);
  if (kind === 'machine') inputs.push([5, 'Wywrot', 5]);
  if (r() < 0.3) inputs.push([4, 'Przycisk napadowy', 2]);
  for (const [i, name, type] of inputs) {
    v.inputs[i] = {
      ...v.inputs[i],
      active: true,
      description_id: lists.inout.get(name)!,
      type_id: type,
      min_duration: i === 0 ? null : 5,
    };
  }
  if (kind === 'reefer') {
    v.thermometers[0] = {
      ...v.thermometers[0],
      active: true,
      description_id: lists.thermo.get('Komora przednia')!,
      multiplier: 1,
      increase: 0,
      temp_min: -24,
      temp_max: -16,
    };
    Object.assign(v, { alarmtf__alarm_t1_min: true, alarmtf__alarm_t1_max: true });
  }
  if (heavy && r() < 0.8) {
    Object.assign(v, { fuel_algorithm_type: 1, fuel_system_reg_no: `PAL-${1001 + k}` });
    v.calibrations = [calibration(r, k)];
  }
  if (r() < 0.1)
    v.vehicle_statuses = [
      {
        vehicle_status_id: 2,
        from_date: '2025-11-03 07:30:00',
        to_date: '2025-11-05 15:00:00',
        description: 'Przegląd okresowy i wymiana opon',
      },
    ];
  if (r() < 0.3)
    v.km_counters = [{ point_date: '2025-06-01 00:00:00', value: Math.round(50_000 + r() * 700_000), save_date: '' }];
  if (r() < 0.2)
    v.alarm_event_emails = [
      { email_id: lists.emails[k % lists.emails.length], status: 1, event_type_id: 4, message: 'Zadzwoń do kierowcy' },
    ];
  if (r() < 0.1)
    v.alarm_gps_simcards = [
      { sms_simcard_id: lists.phones[k % lists.phones.length], status: 1, alarm_code_id: lists.codes[0], message: '' },
    ];
  return v;
}

async function companyLists(app: FastifyInstance, cookie: string): Promise<CompanyLists> {
  const describe = async (type: 'inout' | 'thermometer', description: string) =>
    postForm<{
      vehicle_inout_descriptions: { value: number; text: string }[];
      vehicle_thermometer_descriptions: { value: number; text: string }[];
    }>(app, '/app/vehicles/savedescription', { did: '0', type, description }, cookie);
  for (const name of INPUT_NAMES) await describe('inout', name);
  let d = null as Awaited<ReturnType<typeof describe>> | null;
  for (const name of THERMO_NAMES) d = await describe('thermometer', name);
  const object = async <T>(type: string, name: string, description: string) =>
    (await postForm<{ objects: T[] }>(app, '/app/vehicles/saveobject', { type, id: '0', name, description }, cookie))
      .objects;
  await object('email', 'dyspozytor@flota-testowa.example', 'Dyspozytor zmiany');
  await object('email', 'serwis@flota-testowa.example', 'Serwis');
  const emails = await object<RecipientEmail>('email', 'kierownik@flota-testowa.example', 'Kierownik floty');
  await object('phone', '+48600100200', 'Dyżur');
  const phones = await object<RecipientPhone>('phone', '+48600100300', 'Kierownik floty');
  const codes = await object<RecipientAlarmCode>('alarm', 'SOS', 'Przycisk napadowy');
  return {
    inout: new Map(d!.vehicle_inout_descriptions.map((o) => [o.text, o.value])),
    thermo: new Map(d!.vehicle_thermometer_descriptions.map((o) => [o.text, o.value])),
    emails: emails.map((e) => e.email_id),
    phones: phones.map((p) => p.sms_simcard_id),
    codes: codes.map((c) => c.alarm_code_id),
  };
}

/** Own points and bases for every vehicle (circles around Polish cities), saved as the area editors save them. */
async function areas(app: FastifyInstance, cookie: string, r: () => number, pois: number, bases: number) {
  const circle = (name: string) => ({
    name,
    lat: (49.5 + r() * 5).toFixed(5),
    lon: (14.5 + r() * 9).toFixed(5),
    radius: String(Math.round(100 + r() * 900)),
    city: 'Warszawa',
  });
  for (let i = 0; i < pois; i++)
    await postForm(
      app,
      '/app/poi/save',
      { pid: '0', solid_object_shape_type_id: '1', ...circle(`Klient ${i + 1}`) },
      cookie,
    );
  for (let i = 0; i < bases; i++)
    await postForm(app, '/app/base/save', { bid: '0', base_shape_type_id: '1', ...circle(`Baza ${i + 1}`) }, cookie);
}

/** Fills the database behind `ctx` (migrated, without this company yet) through the app's own calls. */
export async function seedVehicleRecords(ctx: AppContext, opts: RecordsSeedOptions): Promise<RecordsSeed> {
  const clogin = opts.clogin ?? 'bench';
  const login = opts.login ?? 'admin';
  const password = opts.password ?? 'bench1234-flota';
  const r = mulberry32(opts.seed ?? 20260414);
  const admin = createAdminService(ctx);
  const { id: customerId } = await admin.createCustomer(clogin, { name: 'Flota testowa Sp. z o.o.' });
  await admin.createUser(clogin, login, password, { fullName: 'Kierownik Floty' });
  const app = await buildApp(ctx, { logger: false });
  try {
    const cookie = await signInApp(app, clogin, login, password);
    const lists = await companyLists(app, cookie);
    await areas(app, cookie, r, 150, 12);
    // 'Dodaj obiekt': the new vehicle's form (every area that applies to all vehicles chosen).
    const details = await postForm<VehicleDetailsAnswer>(app, '/app/vehicles/details', { vid: '0' }, cookie);
    const blank = toValues(details);
    const t0 = performance.now();
    const vehicleIds: number[] = [];
    for (let k = 0; k < opts.vehicles; k++) {
      const body = toSaveBody(vehicleValues(blank, k, r, lists));
      vehicleIds.push((await postForm<{ vid: number }>(app, '/app/vehicles/save', body, cookie)).vid);
    }
    return { clogin, login, password, customerId, vehicleIds, seedSeconds: (performance.now() - t0) / 1000 };
  } finally {
    await app.close();
  }
}
