// A monitor fleet for benchmarks: one company, a user with every permission, N vehicles with
// varied engine settings (inputs, outputs, thermometers) and live state as the engine writes it
// (driving, halted, parked, old data, no data; inputs, temperatures, drivers), driver
// identifiers, own points and bases, and open inspections. Usable on a test database
// (seedMonitFleet with an app context) or on a data directory a server is started on later
// (browser-kit.ts withSeededDataDir: the same database file and server key the server will open).
import type { LiveState, VehicleConfig } from '@namiar/domain';
import { mulberry32 } from '@namiar/domain';
import type { Insertable } from 'kysely';
import type { DB } from '../apps/server/src/db/schema';
import type { AppContext } from '../apps/server/src/http/context';
import { createAdminService } from '../apps/server/src/modules/admin/admin.service';

export interface MonitSeedOptions {
  vehicles: number;
  clogin?: string;
  login?: string;
  password?: string;
  /** Own points (half circles, half polygons) and bases spread over the fleet's area. */
  pois?: number;
  bases?: number;
  seed?: number;
}

export interface MonitSeed {
  clogin: string;
  login: string;
  password: string;
  customerId: number;
  vehicleIds: number[];
}

const DAY = 86_400_000;
const CHUNK = 250;
const FIRST = ['Piotr', 'Anna', 'Tomasz', 'Katarzyna', 'Marcin', 'Agnieszka', 'Paweł', 'Ewa', 'Michał', 'Magdalena'];
const LAST = ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński'];
const INPUT_NAMES = ['Stacyjka', 'Drzwi', 'Agregat', 'Przystawka odbioru mocy', 'Alarm', 'Pług', 'Wywrot', 'Pompa'];
const TYPES = [1, 1, 1, 1, 0, 0, 9, 5, 10, 11];

/** Engine-shaped settings (a partial VehicleConfig) with a few inputs, maybe outputs and thermometers. */
function settingsOf(r: () => number, thermometers: number): Partial<VehicleConfig> {
  const inputs = Array.from({ length: 8 }, (_, k) => ({
    active: k === 0 || r() < 0.25,
    description: INPUT_NAMES[k],
    type: k === 4 ? 2 : k === 5 && r() < 0.5 ? 7 : null,
    invert: false,
    minDurationSeconds: 0,
    alarmSeconds: 0,
  }));
  const outputs = Array.from({ length: 4 }, (_, k) => ({
    active: r() < 0.15,
    description: `Wyjście ${k + 1}`,
    type: null,
    invert: false,
    minDurationSeconds: 0,
    alarmSeconds: 0,
  }));
  const therm = Array.from({ length: 16 }, (_, k) => ({
    active: k < thermometers,
    name: `Komora ${k + 1}`,
    multiplier: 1,
    increase: 0,
    min: k < thermometers ? -24 : null,
    max: k < thermometers ? -16 : null,
  }));
  return { maxSpeedKmh: 90, inputs, outputs, thermometers: therm } as Partial<VehicleConfig>;
}

function liveOf(r: () => number, now: number, thermometers: number, driver: string | null): LiveState | null {
  const kind = r();
  if (kind < 0.03) return null; // never reported
  const old = kind < 0.13; // 10 % with old data (minutes to days)
  const dt = Math.round(now - (old ? 15 * 60_000 + r() * 3 * DAY : r() * 5 * 60_000));
  const state = r() < 0.45 ? 'drive' : r() < 0.4 ? 'halt' : 'stop';
  const moving = state === 'drive';
  const temps: (number | null)[] = Array(16).fill(null);
  for (let k = 0; k < thermometers; k++) temps[k] = Math.round((-20 + r() * 6) * 10) / 10;
  return {
    dt,
    lat: 49.5 + r() * 5,
    lon: 14.5 + r() * 9,
    gps: r() > 0.02,
    key: state !== 'stop',
    state,
    since: Math.round(dt - r() * 8 * 3600_000),
    let: r() * 8 * 3600,
    v: moving ? Math.round(20 + r() * 70) : 0,
    th: moving ? Math.round(20 + r() * 70) : 0,
    r: state === 'stop' ? 0 : Math.round(700 + r() * 1300),
    azh: Math.round(r() * 359),
    alt: Math.round(r() * 400),
    sat: Math.round(4 + r() * 10),
    f: Math.round(r() * 4000) / 10,
    pl1: null,
    pl2: null,
    t: r() < 0.2 ? Math.round(r() * 240) / 10 : null,
    al: Math.round((23 + r() * 5) * 100) / 100,
    al_a: r() < 0.02,
    bat: 4.1,
    alp: null,
    pow: r() < 0.02,
    g: Math.round(r() * 31),
    ant: r() < 0.03 ? 1 + Math.floor(r() * 3) : 0,
    caseOpen: false,
    ckm: Math.round(r() * 900_000_000),
    cmth: Math.round(r() * 40_000 * 3600),
    e1: null,
    e2: null,
    tpc: null,
    tv: null,
    tpm: null,
    temps,
    inputs: (state !== 'stop' ? 1 : 0) | (Math.floor(r() * 128) << 1),
    outputs: Math.floor(r() * 16),
    d1: state !== 'stop' ? driver : null,
    d2: null,
  };
}

async function insertChunked<T extends keyof DB>(ctx: AppContext, table: T, rows: Insertable<DB[T]>[]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    // `never`: Kysely cannot check rows of a table chosen by a type parameter; callers pass Insertable<DB[T]>.
    await ctx.db
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
  }
}

/** Fills the database behind `ctx` (migrated, without this company yet). */
export async function seedMonitFleet(ctx: AppContext, opts: MonitSeedOptions): Promise<MonitSeed> {
  const clogin = opts.clogin ?? 'bench';
  const login = opts.login ?? 'admin';
  const password = opts.password ?? 'bench1234-flota';
  const r = mulberry32(opts.seed ?? 20260329);
  const now = ctx.now();
  const admin = createAdminService(ctx);
  const { id: customerId } = await admin.createCustomer(clogin, { name: 'Flota testowa Sp. z o.o.' });
  await admin.createUser(clogin, login, password, { fullName: 'Dyspozytor Testowy' });

  // drivers and their key codes (one per 1.5 vehicles)
  const driverCount = Math.max(1, Math.ceil(opts.vehicles / 1.5));
  await insertChunked(
    ctx,
    'drivers',
    Array.from({ length: driverCount }, (_, k) => ({
      customer_id: customerId,
      first_name: FIRST[k % FIRST.length],
      last_name: `${LAST[k % LAST.length]} ${k + 1}`,
      created_at: now,
    })),
  );
  const drivers = await ctx.db
    .selectFrom('drivers')
    .select('id')
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();
  const code = (k: number) => (0x1a2b3c00 + k * 7919).toString(16).toUpperCase().padStart(16, '0');
  await insertChunked(
    ctx,
    'identifiers',
    drivers.map((d, k) => ({
      customer_id: customerId,
      code: code(k),
      driver_id: d.id,
      active: 1,
      from_date: now - 365 * DAY,
      to_date: null,
      created_at: now,
    })),
  );

  const thermoCounts: number[] = [];
  await insertChunked(
    ctx,
    'vehicles',
    Array.from({ length: opts.vehicles }, (_, k) => {
      const thermometers = r() < 0.3 ? 1 + Math.floor(r() * 4) : 0;
      thermoCounts.push(thermometers);
      return {
        customer_id: customerId,
        regno: `BN ${String(10000 + k)}`,
        imei: `35${String(customerId).padStart(3, '0')}${String(k).padStart(10, '0')}`,
        vehicle_type_id: TYPES[k % TYPES.length],
        icon_id: 1 + (k % 8),
        icon_color: '#1280e7',
        created_at: now,
        settings: JSON.stringify(settingsOf(r, thermometers)),
        phone: r() < 0.5 ? `+48 600 ${String(100000 + k).slice(-6)}` : null,
      };
    }),
  );
  const vehicles = await ctx.db
    .selectFrom('vehicles')
    .select('id')
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();
  const vehicleIds = vehicles.map((v) => v.id);

  const live: Insertable<DB['vehicle_live']>[] = [];
  vehicleIds.forEach((id, k) => {
    const driver =
      r() < 0.7 ? code(Math.floor(r() * driverCount)) : r() < 0.5 ? `FFFF${String(k).padStart(12, '0')}` : null;
    const l = liveOf(r, now, thermoCounts[k], driver);
    if (l)
      live.push({
        vehicle_id: id,
        customer_id: customerId,
        processed_time: l.dt!,
        state: '{}',
        live: JSON.stringify(l),
        updated_at: now,
      });
  });
  await insertChunked(ctx, 'vehicle_live', live);

  const area = (k: number) => {
    const lat = 49.5 + r() * 5;
    const lon = 14.5 + r() * 9;
    const d = 0.002 + r() * 0.01;
    const circle = k % 2 === 0;
    return {
      customer_id: customerId,
      name: `Punkt ${k + 1}`,
      shape: circle ? 1 : 3,
      lat: circle ? lat : null,
      lon: circle ? lon : null,
      radius: circle ? 100 + r() * 900 : null,
      poly: circle
        ? null
        : JSON.stringify([
            [lat - d, lon - d],
            [lat - d, lon + d],
            [lat + d, lon + d],
            [lat + d, lon - d],
          ]),
      created_at: now,
      updated_at: now,
    };
  };
  await insertChunked(
    ctx,
    'pois',
    Array.from({ length: opts.pois ?? 300 }, (_, k) => ({ ...area(k), type_id: 1 + (k % 2) })),
  );
  await insertChunked(
    ctx,
    'bases',
    Array.from({ length: opts.bases ?? 20 }, (_, k) => ({ ...area(k), name: `Baza ${k + 1}` })),
  );

  // open inspections on a fifth of the fleet, every state
  const inspections: Insertable<DB['inspections']>[] = [];
  vehicleIds.forEach((id, k) => {
    if (k % 5 !== 0) return;
    inspections.push({
      customer_id: customerId,
      vehicle_id: id,
      type: k % 10 === 0 ? 'w' : 'p',
      level: 1 + (k % 4),
      custom_name: 'Przegląd',
      inspection_date: now - Math.floor(r() * 400) * DAY,
      inspection_done_date: null,
      inspection_status_id: k % 15 === 0 ? 2 : 1,
      last_state_date: null,
      last_km_counter: Math.round(r() * 800_000),
      last_mth_counter: Math.round(r() * 30_000),
      remind_time_condition_exist: 1,
      remind_time_condition_id: 1,
      remind_time_condition_value: 365,
      rtc_prev_value: 30,
      rdc_exist: 1,
      rdc_value: 30_000,
      rdc_prev_value: 1_000,
      remind_mth_condition_exist: 0,
      remind_mth_condition_value: null,
      rmc_prev_value: null,
      created_at: now,
    });
  });
  await insertChunked(ctx, 'inspections', inspections);
  return { clogin, login, password, customerId, vehicleIds };
}
