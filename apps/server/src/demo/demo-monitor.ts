import type { Insertable } from 'kysely';
import type { DB } from '../db/schema';
import type { AppContext } from '../http/context';
import { seedDemoAreas } from './demo-areas';
import { seedDemoDrivers } from './demo-drivers';

/**
 * The monitor's demo records: drivers holding the key and card codes the simulated fleet
 * reports (so the list shows names), own points and bases where the fleet stops (demo-areas.ts:
 * the map shows areas, the list POI names, the engine stays), and inspections in every state (due, overrun, paused,
 * in time; periodic and work-time) behind the P/W chips.
 */

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
  await seedDemoAreas(db, ids, now);
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
