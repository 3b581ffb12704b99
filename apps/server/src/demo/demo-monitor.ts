import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { AppContext } from '../http/context';
import { seedDemoDrivers } from './demo-drivers';

/**
 * The monitor's demo records: drivers holding the key and card codes the simulated fleet
 * reports (so the list shows names), own points and bases where the fleet drives (so the map
 * shows areas and the list POI names), and inspections in every state (due, overrun, paused,
 * in time; periodic and work-time) behind the P/W chips.
 */

type Area = Omit<Insertable<DB['pois']>, 'customer_id' | 'created_at' | 'updated_at'>;
type BaseArea = Omit<Insertable<DB['bases']>, 'customer_id' | 'created_at' | 'updated_at'>;

/** A rectangle around a point, half-sizes in degrees, as the poly JSON of [lat, lon] corners. */
const box = (lat: number, lon: number, dLat: number, dLon: number) => {
  const r = (v: number) => Math.round(v * 1e6) / 1e6;
  return JSON.stringify([
    [r(lat - dLat), r(lon - dLon)],
    [r(lat - dLat), r(lon + dLon)],
    [r(lat + dLat), r(lon + dLon)],
    [r(lat + dLat), r(lon - dLon)],
  ]);
};

const circle = (name: string, lat: number, lon: number, radius: number, type = 1): Area => ({
  name,
  type_id: type,
  shape: 1,
  lat,
  lon,
  radius,
  poly: null,
});

const DEMO_POIS: Area[] = [
  circle('Magazyn Warszawa Janki', 52.125, 20.89, 450),
  circle('Parking TIR Gdańsk Południe', 54.265, 18.595, 400, 2),
  circle('Dworzec Katowice', 50.2575, 19.017, 350),
  circle('Stacja paliw Kraków Łagiewniki', 50.012, 19.93, 300, 2),
  {
    name: 'Strefa dostaw Śródmieście Wrocław',
    type_id: 1,
    shape: 3,
    lat: null,
    lon: null,
    radius: null,
    poly: JSON.stringify([
      [51.0985, 17.011],
      [51.0985, 17.027],
      [51.1075, 17.033],
      [51.1095, 17.018],
      [51.1055, 17.009],
    ]),
    city: 'Wrocław',
  },
  {
    name: 'Klient – Plac Bankowy',
    type_id: 1,
    shape: 2,
    lat: null,
    lon: null,
    radius: null,
    poly: box(52.243, 21.001, 0.0025, 0.004),
    address: 'Plac Bankowy',
    address_no: '2',
    postal_code: '00-095',
    city: 'Warszawa',
  },
];

const DEMO_BASES: BaseArea[] = [
  {
    name: 'Baza Poznań Komorniki',
    base_type_id: 1,
    shape: 2,
    lat: null,
    lon: null,
    radius: null,
    poly: box(52.3367, 16.8075, 0.004, 0.006),
    city: 'Komorniki',
  },
  {
    name: 'Baza Wrocław Widawa',
    base_type_id: 1,
    shape: 1,
    lat: 51.166,
    lon: 16.995,
    radius: 600,
    poly: null,
    city: 'Wrocław',
  },
];

const TRANSPOL_POIS: Area[] = [circle('Terminal Lublin Felin', 51.2303, 22.6206, 500)];
const TRANSPOL_BASES: BaseArea[] = [
  { name: 'Baza Białystok', base_type_id: 1, shape: 1, lat: 53.1325, lon: 23.1688, radius: 500, poly: null },
];

const DAY = 86_400_000;

type Inspection = Omit<Insertable<DB['inspections']>, 'customer_id' | 'vehicle_id' | 'created_at'>;

/** An inspection with a time condition: done `daysAgo` days ago, due every `everyDays`, reminding `warnDays` before. */
function timed(
  type: 'p' | 'w',
  level: number,
  name: string,
  now: number,
  daysAgo: number,
  everyDays: number,
  warnDays: number,
): Inspection {
  return {
    type,
    level,
    custom_name: name,
    inspection_date: now - daysAgo * DAY,
    inspection_done_date: null,
    inspection_status_id: 1,
    last_state_date: now - daysAgo * DAY,
    last_km_counter: 0,
    last_mth_counter: 0,
    remind_time_condition_exist: 1,
    remind_time_condition_id: 1,
    remind_time_condition_value: everyDays,
    rtc_prev_value: warnDays,
    // every row names every column: SQLite has no DEFAULT inside a multi-row VALUES
    rdc_exist: 0,
    rdc_value: null,
    rdc_prev_value: null,
    remind_mth_condition_exist: 0,
    remind_mth_condition_value: null,
    rmc_prev_value: null,
    description: null,
  };
}

/** The demo inspections per fleet index: every chip state appears. */
function demoInspections(now: number): [number, Inspection][] {
  return [
    [0, timed('p', 1, 'Przegląd', now, 350, 365, 30)], // due: 15 days left, reminding 30 before
    [1, { ...timed('p', 2, 'Olej', now, 400, 1, 1), remind_time_condition_id: 3 }], // a year: overrun
    [6, { ...timed('p', 1, 'Przegląd', now, 420, 365, 30), inspection_status_id: 2 }], // paused
    [9, timed('w', 1, 'Serwis', now, 20, 30, 14)], // work-time, due
    [9, timed('w', 2, 'Filtry', now, 10, 90, 14)], // work-time, in time
    [10, { ...timed('p', 3, 'Chłodnia', now, 30, 365, 30), rdc_exist: 1, rdc_value: 50_000, rdc_prev_value: 1_000 }],
    // km-driven: runs over as the truck drives its first few hundred km of history
    [12, { ...timed('p', 1, 'Opony', now, 5, 365, 30), rdc_exist: 1, rdc_value: 600, rdc_prev_value: 200 }],
    [16, { ...timed('p', 1, 'Rewizja', now, 200, 180, 30), description: 'Rewizja okresowa pojazdu szynowego' }],
    // done: not shown on the monitor
    [0, { ...timed('p', 4, 'Hamulce', now, 800, 365, 30), inspection_done_date: now - 400 * DAY }],
  ];
}

async function insertAreas(db: Kysely<DB>, customerId: number, pois: Area[], bases: BaseArea[], now: number) {
  // Every row names every column (SQLite has no DEFAULT inside a multi-row VALUES).
  const stamp = { customer_id: customerId, created_at: now, updated_at: now };
  const address = { address: null, address_no: null, postal_code: null, city: null };
  if (pois.length > 0)
    await db
      .insertInto('pois')
      .values(pois.map((p) => ({ ...address, ...p, ...stamp })))
      .execute();
  if (bases.length > 0)
    await db
      .insertInto('bases')
      .values(bases.map((b) => ({ ...address, ...b, ...stamp })))
      .execute();
}

export interface DemoMonitorIds {
  demo: number;
  transpol: number;
  fleetIds: number[];
  transpolIds: number[];
  /** The demo company's existing driver (the reminders' Jan Kowalski): he holds the first key. */
  janKowalski: number;
}

export async function seedDemoMonitor(ctx: AppContext, ids: DemoMonitorIds): Promise<void> {
  const { db } = ctx;
  const now = ctx.now();
  await seedDemoDrivers(db, ids, now);
  await insertAreas(db, ids.demo, DEMO_POIS, DEMO_BASES, now);
  await insertAreas(db, ids.transpol, TRANSPOL_POIS, TRANSPOL_BASES, now);
  const rows: Insertable<DB['inspections']>[] = demoInspections(now).map(([index, i]) => ({
    ...i,
    customer_id: ids.demo,
    vehicle_id: ids.fleetIds[index],
    created_at: now,
  }));
  rows.push({
    ...timed('p', 1, 'Przegląd', now, 360, 365, 30),
    customer_id: ids.transpol,
    vehicle_id: ids.transpolIds[0],
    created_at: now,
  });
  await db.insertInto('inspections').values(rows).execute();
}
