import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { DEMO_FLEET } from '../sim';
import type { DemoVehicleSpec } from '../sim/fleet-spec';

/**
 * The demo companies' drivers and identifiers (issue 14): a named driver for every key and card
 * the simulated fleet reports (so the monitor, the route and the events name them), each with
 * the editor's fields filled as a real register would have them, an identifier register entry
 * per code, and a little history: a key that changed hands a year ago and a spare card.
 */

/** Holders of the demo fleet's driver keys, in the order the fleet's codes first appear. */
const DRIVER_NAMES = [
  ['Piotr', 'Nowak'],
  ['Katarzyna', 'Wiśniewska'],
  ['Tomasz', 'Wójcik'],
  ['Agnieszka', 'Kowalczyk'],
  ['Marcin', 'Kamiński'],
  ['Michał', 'Lewandowski'],
  ['Krzysztof', 'Zieliński'],
  ['Paweł', 'Szymański'],
  ['Andrzej', 'Woźniak'],
  ['Grzegorz', 'Dąbrowski'],
  ['Łukasz', 'Kozłowski'],
  ['Jakub', 'Jankowski'],
  ['Marek', 'Mazur'],
  ['Adam', 'Kwiatkowski'],
  ['Rafał', 'Krawczyk'],
  ['Dariusz', 'Piotrowski'],
  ['Mateusz', 'Grabowski'],
  ['Wojciech', 'Pawłowski'],
  ['Sebastian', 'Michalski'],
  ['Zbigniew', 'Król'],
  ['Ewa', 'Wieczorek'],
  ['Jerzy', 'Jabłoński'],
  ['Robert', 'Wróbel'],
  ['Kamil', 'Majewski'],
] as const;

/** Every driver code of the fleet (keys, then co-driver cards), each once, in fleet order. */
export function demoDriverCodes(): string[] {
  const codes = new Set<string>();
  for (const v of DEMO_FLEET) for (const c of v.drivers) codes.add(c);
  for (const v of DEMO_FLEET) if (v.coDriver) codes.add(v.coDriver);
  return [...codes];
}

const DAY = 86_400_000;

/** Where each depot is: the driver lives in the town his vehicle sleeps in. */
const TOWNS: [prefix: string, city: string, postal: string][] = [
  ['Plac Bankowy', 'Warszawa', '00-139'],
  ['Świętokrzyska', 'Warszawa', '00-116'],
  ['Wrocław', 'Wrocław', '53-611'],
  ['Plac Legionów', 'Wrocław', '50-047'],
  ['Plac Jana Pawła II', 'Wrocław', '50-136'],
  ['Poznań', 'Poznań', '61-131'],
  ['Rondo Kaponiera', 'Poznań', '60-829'],
  ['Głogowska', 'Poznań', '60-702'],
  ['Gdańsk', 'Gdańsk', '80-180'],
  ['Łódź', 'Łódź', '91-202'],
  ['Kraków', 'Kraków', '30-418'],
  ['Szczecin', 'Szczecin', '71-042'],
  ['Katowice', 'Katowice', '40-001'],
  ['Gliwice', 'Gliwice', '44-100'],
];
const STREETS = ['ul. Polna', 'ul. Lipowa', 'ul. Ogrodowa', 'ul. Kwiatowa', 'ul. Słoneczna', 'ul. Leśna', 'ul. Krótka'];

function town(depot: string) {
  const t = TOWNS.find(([prefix]) => depot.startsWith(prefix)) ?? TOWNS[0];
  return { city: t[1], postal_code: t[2] };
}

/** Licence categories and driver type for what the holder drives. */
function licence(v: DemoVehicleSpec | undefined, coDriver: boolean) {
  if (coDriver) return { driving_license_category: 'B,C,C+E', driver_type_id: 2 };
  switch (v?.kind) {
    case 'truckTrailer':
      return { driving_license_category: 'B,C,C+E', driver_type_id: 1 };
    case 'truck':
    case 'delivery':
      return { driving_license_category: 'B,C', driver_type_id: 1 };
    case 'motorbike':
      return { driving_license_category: 'A,B', driver_type_id: 1 };
    default:
      return { driving_license_category: 'B', driver_type_id: 1 };
  }
}

/** A valid PESEL for a birth date (1900s) and a serial; the sex digit even for women. */
export function demoPesel(year: number, month: number, day: number, serial: number, female: boolean): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const sex = (serial * 2 + (female ? 0 : 1)) % 10;
  const body = `${two(year % 100)}${two(month)}${two(day)}${String(serial % 1000).padStart(3, '0')}${sex}`;
  const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = [...body].reduce((s, d, i) => s + Number(d) * w[i], 0);
  return body + ((10 - (sum % 10)) % 10);
}

/** The register fields of the k-th demo driver. */
function driverFields(k: number, first: string, code: string, now: number): Partial<Insertable<DB['drivers']>> {
  const vehicle = DEMO_FLEET.find((v) => v.drivers.includes(code) || v.coDriver === code);
  const coDriver = vehicle?.coDriver === code;
  const female = first.endsWith('a');
  const p = (n: number, width: number) => String(n).padStart(width, '0');
  return {
    phone_no: `+48 6${p((k * 37) % 100, 2)} ${p((k * 271 + 120) % 1000, 3)} ${p((k * 613 + 45) % 1000, 3)}`,
    pesel: demoPesel(1965 + ((k * 7) % 33), 1 + ((k * 5) % 12), 1 + ((k * 11) % 28), 100 + k * 13, female),
    driver_status_id: 1,
    recruited_from_date: now - (400 + ((k * 173) % 2500)) * DAY,
    address: `${STREETS[k % STREETS.length]} ${1 + ((k * 7) % 60)}`,
    ...town(vehicle?.depot ?? ''),
    driving_license_no: `${p(10000 + k * 379, 5)}/${p(10 + (k % 14), 2)}/${p(1400 + k * 7, 4)}`,
    ...licence(vehicle, coDriver),
    updated_at: now,
  };
}

type Db = Kysely<DB>;

async function insertCard(db: Db, customerId: number, code: string, at: number) {
  const row = { customer_id: customerId, code, code_key: code.toUpperCase(), created_at: at, updated_at: at };
  return (await db.insertInto('identifier_cards').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

async function assign(
  db: Db,
  customerId: number,
  cardId: number,
  code: string,
  driverId: number,
  from: number,
  to: number | null,
) {
  await db
    .insertInto('identifiers')
    .values({
      customer_id: customerId,
      card_id: cardId,
      code,
      driver_id: driverId,
      active: 1,
      from_date: from,
      to_date: to,
      created_at: from,
    })
    .execute();
}

async function insertDriver(db: Db, row: Insertable<DB['drivers']>) {
  return (await db.insertInto('drivers').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/**
 * The demo company's drivers: Jan Kowalski (who exists already, with his reminder) holds the
 * first key; every other code gets its driver. The key of the Kraków truck changed hands a year
 * ago (its former holder left the company); a spare card waits in the office unassigned.
 * The other company gets two drivers of its own, with cards its vehicles never report.
 */
export async function seedDemoDrivers(
  db: Db,
  ids: { demo: number; transpol: number; janKowalski: number },
  now: number,
): Promise<void> {
  const since = now - 365 * DAY;
  for (const [k, code] of demoDriverCodes().entries()) {
    const [first, last] = k === 0 ? ['Jan', 'Kowalski'] : DRIVER_NAMES[(k - 1) % DRIVER_NAMES.length];
    const fields = driverFields(k, first, code, now);
    let driverId = ids.janKowalski;
    if (k === 0) {
      await db
        .updateTable('drivers')
        .set(fields)
        .where('customer_id', '=', ids.demo)
        .where('id', '=', driverId)
        .execute();
    } else {
      driverId = await insertDriver(db, {
        customer_id: ids.demo,
        first_name: first,
        last_name: last,
        created_at: now,
        ...fields,
      });
    }
    const card = await insertCard(db, ids.demo, code, since);
    if (DEMO_FLEET.some((v) => v.regno === 'KR 9T771' && v.drivers.includes(code))) {
      const former = await insertDriver(db, {
        customer_id: ids.demo,
        first_name: 'Stanisław',
        last_name: 'Górski',
        created_at: now,
        ...driverFields(90, 'Stanisław', code, now),
        driver_status_id: 4,
        recruited_from_date: now - 6 * 365 * DAY,
        recruited_to_date: since - DAY,
      });
      await assign(db, ids.demo, card, code, former, now - 3 * 365 * DAY, since - DAY);
    }
    await assign(db, ids.demo, card, code, driverId, since, null);
  }
  await insertCard(db, ids.demo, '01F0E1D2C3B4A5FF', now - 30 * DAY);

  for (const [k, [first, last, code]] of [
    ['Henryk', 'Sowa', '1000000711204001'],
    ['Bogdan', 'Kruk', '1000000711204002'],
  ].entries()) {
    const driverId = await insertDriver(db, {
      customer_id: ids.transpol,
      first_name: first,
      last_name: last,
      created_at: now,
      ...driverFields(50 + k, first, code, now),
      city: 'Lublin',
      postal_code: '20-001',
      driving_license_category: 'B,C,C+E',
    });
    const card = await insertCard(db, ids.transpol, code, since);
    await assign(db, ids.transpol, card, code, driverId, since, null);
  }
}
