import { formatDateTime, kwToWatts, parseDateTime } from '@namiar/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { DEMO_FLEET } from '../sim';

/**
 * The energy counters and ordered power of the demo company's rail vehicles (issue 16 §4): a
 * meter per electric vehicle (named in its editor's 'Licznik energii'), a spare meter in
 * calibration, and ordered power for last year and this one (winter months higher: heating).
 * The ordered power is a contract value below the busiest 15-minute windows of the simulated
 * service (the locomotive's reach ~3,000–3,500 kW, the unit's ~500–580 kW), so every month of
 * the demo history has some transgressions: the eco transgression view and event 27
 * 'Przekroczenie mocy zamówionej' have something to show.
 */
const METERS = {
  locomotive: {
    number: 'LE3-20417',
    manufacturer: 'Elester',
    model: 'EMS 132.2',
    soft_version: '3.07',
    gsm_number: '48601455120',
    description: 'Licznik energii trakcyjnej 3 kV DC, przedział maszynowy A',
    comments: 'Legalizacja UTK 2024, plomba nr 118204',
    base: 2700,
  },
  emu: {
    number: 'LE3-31852',
    manufacturer: 'Elester',
    model: 'EMS 132.1',
    soft_version: '3.05',
    gsm_number: '48601455121',
    description: 'Licznik energii członu A, z rekuperacją',
    comments: 'Odczyt zdalny co 15 minut',
    base: 480,
  },
} as const;

/** Monthly factors: more in winter (heating of cabs and cars), less in summer. */
const SEASON = [1.15, 1.12, 1.05, 1.0, 0.95, 0.92, 0.92, 0.92, 0.96, 1.0, 1.06, 1.12];

/** The demo's ordered power of a rail vehicle's year, kW per month (this year's 3 % above last year's). */
export function demoOrderedKw(kind: keyof typeof METERS, year: number, thisYear: number): number[] {
  const grow = year === thisYear ? 1.03 : 1;
  return SEASON.map((f) => Math.round((METERS[kind].base * f * grow) / 10) * 10);
}

export async function seedDemoRail(db: Kysely<DB>, customerId: number, fleetIds: number[], now: number) {
  const thisYear = Number(formatDateTime(now).slice(0, 4));
  for (const [i, spec] of DEMO_FLEET.entries()) {
    if (spec.kind !== 'locomotive' && spec.kind !== 'emu') continue;
    const meter = METERS[spec.kind];
    const vehicleId = fleetIds[i];
    const counter = await db
      .insertInto('energy_counters')
      .values({
        customer_id: customerId,
        number: meter.number,
        number_key: meter.number.toUpperCase(),
        manufacturer: meter.manufacturer,
        model: meter.model,
        soft_version: meter.soft_version,
        gsm_number: meter.gsm_number,
        valid_date: parseDateTime(`${thisYear + 3}-12-31 23:59:59`),
        active_status_id: 1,
        description: meter.description,
        comments: meter.comments,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const v = await db
      .selectFrom('vehicles')
      .select('record')
      .where('customer_id', '=', customerId)
      .where('id', '=', vehicleId)
      .executeTakeFirstOrThrow();
    const record = { ...(JSON.parse(v.record || '{}') as object), power_counter_id: counter.id };
    await db
      .updateTable('vehicles')
      .set({ record: JSON.stringify(record) })
      .where('customer_id', '=', customerId)
      .where('id', '=', vehicleId)
      .execute();
    for (const year of [thisYear - 1, thisYear]) {
      const m = demoOrderedKw(spec.kind, year, thisYear).map(kwToWatts);
      await db
        .insertInto('power_orders')
        .values({
          customer_id: customerId,
          vehicle_id: vehicleId,
          year,
          m1: m[0],
          m2: m[1],
          m3: m[2],
          m4: m[3],
          m5: m[4],
          m6: m[5],
          m7: m[6],
          m8: m[7],
          m9: m[8],
          m10: m[9],
          m11: m[10],
          m12: m[11],
          updated_at: now,
        })
        .execute();
    }
  }
  await db
    .insertInto('energy_counters')
    .values({
      customer_id: customerId,
      number: 'LE3-40066',
      number_key: 'LE3-40066',
      manufacturer: 'Landis+Gyr',
      model: 'E650',
      soft_version: '1.22',
      gsm_number: null,
      valid_date: parseDateTime(`${thisYear}-03-31 23:59:59`),
      active_status_id: 3,
      description: 'Licznik zapasowy, w legalizacji',
      comments: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
