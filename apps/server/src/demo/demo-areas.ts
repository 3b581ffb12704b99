import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { DEMO_FLEET } from '../sim';

/**
 * The demo companies' own points and bases (issue 14), where the simulated fleet really stops
 * (checked against a week of the simulator's records: every area below holds stops of at least
 * one vehicle): the depots are bases, each kept to the vehicles that sleep there and the drivers
 * of those vehicles; customers, warehouses, stations and parkings are own points for every
 * vehicle. So the monitor names places, the map draws them, and the engine gives the fleet stays
 * in own points and bases (events 100, 101) from the first start.
 */

type Poi = Omit<Insertable<DB['pois']>, 'customer_id' | 'created_at' | 'updated_at'>;
type Base = Omit<Insertable<DB['bases']>, 'customer_id' | 'created_at' | 'updated_at'> & {
  /** Registration numbers of the vehicles whose base it is (empty: every vehicle). */
  vehicles?: string[];
};

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

const poi = (name: string, lat: number, lon: number, radius: number, type = 1, city: string | null = null): Poi => ({
  name,
  type_id: type,
  shape: 1,
  lat,
  lon,
  radius,
  poly: null,
  city,
});

const depot = (name: string, lat: number, lon: number, radius: number, vehicles: string[], city: string): Base => ({
  name,
  base_type_id: 1,
  shape: 1,
  lat,
  lon,
  radius,
  poly: null,
  city,
  vehicles,
});

export const DEMO_POIS: Poi[] = [
  poi('Magazyn Warszawa Janki', 52.125, 20.89, 450, 1, 'Janki'),
  poi('Parking TIR Gdańsk Południe', 54.265, 18.595, 400, 2, 'Gdańsk'),
  poi('Dworzec Katowice', 50.2575, 19.017, 350, 1, 'Katowice'),
  poi('Stacja paliw Kraków Łagiewniki', 50.012, 19.93, 300, 3, 'Kraków'),
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
  poi('Centrum logistyczne Konotopa', 52.196, 20.865, 400, 1, 'Konotopa'),
  poi('Magazyn Kraków Balice', 50.078, 19.8, 350, 1, 'Balice'),
  poi('Dworzec Kraków Główny', 50.068, 19.948, 300, 1, 'Kraków'),
  poi('Parking Gliwice Sośnica', 50.276, 18.71, 400, 2, 'Gliwice'),
  poi('Klient Konin', 52.17, 18.635, 250, 1, 'Konin'),
  poi('Klient Piotrków Trybunalski', 51.44, 19.665, 300, 1, 'Piotrków Trybunalski'),
  poi('Punkt serwisowy Rondo Kaponiera', 52.407, 16.919, 150, 1, 'Poznań'),
];

export const DEMO_BASES: Base[] = [
  {
    name: 'Baza Poznań Komorniki',
    base_type_id: 1,
    shape: 2,
    lat: null,
    lon: null,
    radius: null,
    poly: box(52.3367, 16.8075, 0.004, 0.006),
    city: 'Komorniki',
    vehicles: ['PO 8N330'],
  },
  depot('Baza Wrocław Widawa', 51.166, 16.995, 600, ['DW 2R905'], 'Wrocław'),
  depot('Baza Łódź Północ', 51.927, 19.645, 400, ['EL 7F204', 'GD 6R233'], 'Łódź'),
  depot('Baza Szczecin Klucz', 53.338, 14.642, 400, ['ZS 5530M'], 'Szczecin'),
  depot('Baza Poznań Krzesiny', 52.344, 16.995, 400, ['PO 3M114'], 'Poznań'),
  depot('Baza Wrocław Bielany', 51.034, 16.96, 500, ['SK 4120W'], 'Bielany Wrocławskie'),
  depot('Baza Wrocław Armii Krajowej', 51.076, 17.075, 300, ['DW 7P350'], 'Wrocław'),
  { ...depot('Oddział Warszawa Świętokrzyska', 52.236, 21.007, 200, ['WA 7D642'], 'Warszawa'), base_type_id: 2 },
  { ...depot('Oddział Poznań Głogowska', 52.401, 16.911, 250, ['PO 4D290'], 'Poznań'), base_type_id: 2 },
  {
    name: 'Lokomotywownia Wrocław Brochów',
    base_type_id: 1,
    shape: 3,
    lat: null,
    lon: null,
    radius: null,
    poly: JSON.stringify([
      [51.0675, 17.0835],
      [51.0675, 17.0925],
      [51.072, 17.0935],
      [51.0728, 17.0855],
    ]),
    city: 'Wrocław',
    vehicles: ['E6ACTa-016'],
  },
];

const TRANSPOL_POIS: Poi[] = [poi('Terminal Lublin Felin', 51.2303, 22.6206, 500)];
const TRANSPOL_BASES: Base[] = [
  { name: 'Baza Białystok', base_type_id: 1, shape: 1, lat: 53.1325, lon: 23.1688, radius: 500, poly: null },
];

type Db = Kysely<DB>;

/** The company's drivers holding the keys and cards of these vehicles (demo-drivers.ts). */
async function driversOf(db: Db, customerId: number, regnos: string[]) {
  const codes = DEMO_FLEET.filter((v) => regnos.includes(v.regno)).flatMap((v) =>
    v.coDriver ? [...v.drivers, v.coDriver] : v.drivers,
  );
  if (codes.length === 0) return [];
  const rows = await db
    .selectFrom('identifiers')
    .select('driver_id')
    .distinct()
    .where('customer_id', '=', customerId)
    .where('code', 'in', codes)
    .where('active', '=', 1)
    .where('to_date', 'is', null)
    .execute();
  return rows.map((r) => r.driver_id).filter((id): id is number => id !== null);
}

async function insertAreas(db: Db, customerId: number, pois: Poi[], bases: Base[], now: number) {
  // Every row names every column (SQLite has no DEFAULT inside a multi-row VALUES).
  const stamp = { customer_id: customerId, created_at: now, updated_at: now };
  const address = { address: null, address_no: null, postal_code: null, city: null };
  if (pois.length > 0)
    await db
      .insertInto('pois')
      .values(pois.map((p) => ({ ...address, ...p, ...stamp })))
      .execute();
  const vehicles = await db
    .selectFrom('vehicles')
    .select(['id', 'regno'])
    .where('customer_id', '=', customerId)
    .execute();
  for (const { vehicles: regnos = [], ...b } of bases) {
    const own = vehicles.filter((v) => regnos.includes(v.regno)).map((v) => v.id);
    const { id } = await db
      .insertInto('bases')
      .values({ ...address, ...b, ...stamp, vehicles_restricted: own.length > 0 ? 1 : 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (own.length > 0)
      await db
        .insertInto('base_vehicles')
        .values(own.map((vehicle_id) => ({ customer_id: customerId, base_id: id, vehicle_id })))
        .execute();
    const drivers = await driversOf(db, customerId, regnos);
    if (drivers.length > 0)
      await db
        .insertInto('base_drivers')
        .values(drivers.map((driver_id) => ({ customer_id: customerId, base_id: id, driver_id })))
        .execute();
  }
}

/** Both companies' own points and bases, after their vehicles and drivers. */
export async function seedDemoAreas(db: Db, ids: { demo: number; transpol: number }, now: number): Promise<void> {
  await insertAreas(db, ids.demo, DEMO_POIS, DEMO_BASES, now);
  await insertAreas(db, ids.transpol, TRANSPOL_POIS, TRANSPOL_BASES, now);
}
