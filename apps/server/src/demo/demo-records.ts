import { seedDemoSms } from './demo-sms';
import type { Insertable } from 'kysely';
import type { DB } from '../db/schema';
import type { AppContext } from '../http/context';
import type { AdminService } from '../modules/admin/admin.service';
import { DEMO_FLEET } from '../sim';
import { registerDemoFleet } from './demo-fleet';
import { seedDemoMonitor } from './demo-monitor';
import { seedDemoRail } from './demo-rail';
import { insertDriver, insertReminders } from './demo.repository';

/** IMEI with its Luhn check digit, as real devices report them. */
export function imeiWithCheckDigit(body14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    let d = Number(body14[i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return body14 + ((10 - (sum % 10)) % 10);
}

/** The second company's own vehicles (no live data: they show that companies are apart). */
const TRANSPOL_VEHICLES = [
  { regno: 'LU 4410A', icon: 4 },
  { regno: 'BI 7007X', icon: 3 },
];

/**
 * The records of both demo companies: the simulated fleet of 'demo' (its positions, events and
 * alarms come from the simulator through the engine), a driver, and due reminders in each
 * company, so the badges are real from the first start; then the monitor's drivers,
 * identifiers, own points, bases and inspections (demo-monitor.ts).
 */
export async function seedDemoRecords(ctx: AppContext, admin: AdminService) {
  const fleetIds = await registerDemoFleet(ctx, admin, 'demo');
  const transpolIds: number[] = [];
  for (const [i, v] of TRANSPOL_VEHICLES.entries()) {
    const r = await admin.addVehicle('transpol', v.regno, imeiWithCheckDigit(`35209310${String(900000 + i)}`), {
      iconId: v.icon,
    });
    transpolIds.push(r.id);
  }
  const demo = (
    await ctx.db.selectFrom('customers').select('id').where('clogin', '=', 'demo').executeTakeFirstOrThrow()
  ).id;
  const transpol = (
    await ctx.db.selectFrom('customers').select('id').where('clogin', '=', 'transpol').executeTakeFirstOrThrow()
  ).id;
  const t = ctx.now();
  const driver = await insertDriver(ctx.db, {
    customer_id: demo,
    first_name: 'Jan',
    last_name: 'Kowalski',
    created_at: t,
  });
  const day = 86_400_000;
  // Reminders by date, km and engine hours (issue 17): two due (they fill the monitor's window
  // and badge from the first start), three waiting, each counted from the vehicle's real counters.
  await insertReminders(ctx.db, [
    reminder(demo, `Przegląd ${DEMO_FLEET[0].regno}`, 1, fleetIds[0], null, 1, t, {
      last_state_date: t - 350 * day,
      ...byDate(12, 2, 30),
      triggered_at: t - day,
    }),
    reminder(demo, 'Badania Jan Kowalski', 2, null, driver, 6, t, {
      last_state_date: t - 720 * day,
      last_km_counter: null,
      last_mth_counter: null,
      ...byDate(24, 2, 30),
      triggered_at: t - day,
    }),
    reminder(demo, `OC/AC ${DEMO_FLEET[3].regno}`, 1, fleetIds[3], null, 2, t, {
      last_state_date: t - 100 * day,
      ...byDate(1, 3, 30),
      description: 'Polisa u ubezpieczyciela floty, odnowienie z agentem.',
    }),
    reminder(demo, `Wymiana oleju ${DEMO_FLEET[1].regno}`, 1, fleetIds[1], null, 3, t, {
      // Serviced when the history began: the counters then (the fleet's counters are its odometers).
      last_state_date: t - 20 * day,
      last_km_counter: DEMO_FLEET[1].initialOdometerKm,
      last_mth_counter: DEMO_FLEET[1].initialEngineHours,
      ...byWork(1, 15_000, 1_000),
      description: 'Olej 5W-30 i filtr oleju.',
    }),
    reminder(demo, `Serwis okresowy ${DEMO_FLEET[2].regno}`, 1, fleetIds[2], null, 5, t, {
      last_state_date: t - 20 * day,
      last_km_counter: DEMO_FLEET[2].initialOdometerKm,
      last_mth_counter: DEMO_FLEET[2].initialEngineHours,
      ...byWork(2, 500, 50),
    }),
    reminder(transpol, 'OC LU 4410A', 1, transpolIds[0], null, 2, t, { triggered_at: t - day }),
  ]);
  await seedDemoMonitor(ctx, { demo, transpol, fleetIds, transpolIds, janKowalski: driver });
  await seedDemoRail(ctx.db, demo, fleetIds, t);
  await seedDemoSms(ctx.db, demo, fleetIds, t);
  // The operator watches the first ten vehicles of the demo fleet.
  return { operatorVehicleIds: fleetIds.slice(0, 10) };
}

const byDate = (value: number, unit: number, before: number) => ({
  remind_time_condition_exist: 1,
  remind_time_condition_id: unit,
  remind_time_condition_value: value,
  rtc_prev_value: before,
});
const byWork = (unit: number, value: number, before: number) => ({
  remind_work_condition_exist: 1,
  remind_work_condition_id: unit,
  remind_work_condition_value: value,
  remind_work_condition_prev_value: before,
});

function reminder(
  customerId: number,
  name: string,
  target: number,
  vehicleId: number | null,
  driverId: number | null,
  typeId: number,
  t: number,
  extra: Partial<Insertable<DB['reminders']>> = {},
) {
  return {
    customer_id: customerId,
    name,
    remind_target_id: target,
    vehicle_id: vehicleId,
    driver_id: driverId,
    remind_type_id: typeId,
    last_state_date: t - 30 * 86400_000,
    last_km_counter: vehicleId ? 182_340 : null,
    last_mth_counter: vehicleId ? 4_211 : null,
    description: null,
    // Every row has every column: a multi-row insert writes NULL for a key some rows lack.
    remind_time_condition_exist: 0,
    remind_time_condition_id: 1,
    remind_time_condition_value: null,
    rtc_prev_value: null,
    remind_work_condition_exist: 0,
    remind_work_condition_id: 1,
    remind_work_condition_value: null,
    remind_work_condition_prev_value: null,
    triggered_at: null,
    accepted_at: null,
    accepted_by: null,
    created_at: t - 365 * 86400_000,
    ...extra,
  };
}
