import type { ReportRow } from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './harness';
import { checkCounters } from './reconcile/counter-checks';
import { checkDailySummary, checkDailyTotals, checkVehicleDays, days } from './reconcile/daily-checks';
import { checkCourses, checkShifts, checkSpeeds, checkWorkdays } from './reconcile/drive-checks';
import { checkEco } from './reconcile/eco-checks';
import { checkExport } from './reconcile/export-checks';
import { checkCurrentFuel, checkFuelTanks, checkStays } from './reconcile/fuel-places-checks';
import {
  checkConnectionDays,
  checkConnectionRecords,
  checkGprsLogs,
  checkIdentifierClipped,
  checkIdentifierLimits,
  checkIdentifierSides,
  checkStaffing,
} from './reconcile/people-gprs-checks';
import { checkAnyPeriod } from './reconcile/property-checks';
import { at, reconcileWorld, type World } from './reconcile/kit';

/**
 * Issue 27 §2: over the demo fleet's 30 days, every figure two screens share agrees — the route
 * viewer, the report types and their exports — the states of every period partition it, every
 * additive 'Razem' is the sum of its rows and every ratio is total over total (docs/reports.md).
 * One world per database (the history takes a minute or two to build); the checks live in
 * reconcile/*.ts.
 */

/**
 * The company-zone days checked: March to the clock's day (a partial day: up to now), with the
 * 23-hour day of 29 March.
 */
const DAYS = days('2026-03-01', '2026-03-30');
const RANGE = { from: `${DAYS[0]} 00:00:00`, to: `${DAYS[DAYS.length - 1]} 23:59:59` };
/** The whole history (it begins 2026-02-28 11:00 in Warsaw), for the event-based reports. */
const MONTH = { from: '2026-02-28 00:00:00', to: '2026-03-30 23:59:59' };
const MONTH_SECONDS = (at('2026-03-31 00:00:00') - at(MONTH.from)) / 1000;
/** A week inside it: periods begun before it are clipped to its start. */
const WEEK = { from: '2026-03-10 00:00:00', to: '2026-03-16 23:59:59' };
/** Vehicles whose shifts and workdays are also checked one by one against a route over their hours. */
const SAMPLED = 3;
/** A check reads hundreds of routes and reports: minutes on a busy 2-core machine. */
const SLOW = 600_000;

describe.each(DIALECTS)('reconciliation on %s', (dialect) => {
  let w: World;
  /** Each vehicle's daily report over the range (rows per day, footer). */
  const daily = new Map<number, { data: ReportRow[]; footer: ReportRow }>();
  const dailyOf = (id: number) => daily.get(id)!;
  const month = (id: number) => w.cachedRoute(id, RANGE.from, RANGE.to);
  const history = (id: number) => w.cachedRoute(id, MONTH.from, MONTH.to);

  beforeAll(async () => {
    w = await reconcileWorld(dialect);
    for (const v of w.vehicles) {
      const r = await w.report('repvehdaily', [v.id], RANGE.from, RANGE.to);
      daily.set(v.id, { data: r.data, footer: r.footer! });
    }
  }, 900_000);
  afterAll(() => w?.close());

  it(
    'gives every vehicle-day states that partition it, and the route viewer the same figures',
    () => checkVehicleDays(w, DAYS, (id) => dailyOf(id).data),
    SLOW,
  );

  it(
    "adds a vehicle's days up in its 'Razem', ratios total over total, and the month is the days' sum",
    () => checkDailyTotals(w, RANGE, dailyOf),
    SLOW,
  );

  it(
    "gives the summary a vehicle's own totals per row and a 'Razem' that adds the vehicles up",
    async () => {
      const summary = await checkDailySummary(w, RANGE, dailyOf);
      // The exported spreadsheet holds the same figures, typed.
      const first = w.vehicles[0];
      const own = await w.report('repvehdaily', [first.id], RANGE.from, RANGE.to);
      await checkExport(w, [
        { title: 'Zestawienie zbiorcze', answer: summary },
        { title: first.regno, answer: own },
      ]);
    },
    SLOW,
  );

  it(
    "lists as courses the route's drives, with their seconds, road, speeds and fuel",
    () => checkCourses(w, RANGE, month),
    SLOW,
  );

  it(
    'splits the range into shifts that partition it and add up to its days',
    () => checkShifts(w, RANGE, (id) => dailyOf(id).footer, SAMPLED),
    SLOW,
  );

  it(
    "gives each workday the route's engine time and km over its hours, adding up to the range's",
    () => checkWorkdays(w, RANGE, month, SAMPLED),
    SLOW,
  );

  it("lists as overspeed episodes the route's speeding rows", () => checkSpeeds(w, RANGE, month), SLOW);

  it("reads 'Licznik km' as the vehicle's odometer in the km counter report, the daily report and the device", () =>
    checkCounters(w, RANGE, (id) => dailyOf(id).data));

  it(
    "gives the eco panels the route's road, state seconds and speeds, for the month and for days (the DST day, today)",
    async () => {
      const compared = await checkEco(
        w,
        RANGE,
        ['2026-03-10', '2026-03-29', '2026-03-30'],
        month,
        (id) => dailyOf(id).data,
      );
      expect(compared).toBe(w.vehicles.length * 10);
    },
    SLOW,
  );

  it(
    'keeps every figure agreeing over any period, day start hour and set of vehicles',
    () => checkAnyPeriod(w, RANGE, 12),
    SLOW,
  );

  it(
    "gives refuellings and losses levels that add up to their litres, the route's litres and the daily totals",
    () => checkFuelTanks(w, MONTH, history),
    SLOW,
  );

  it("gives the current fuel report the route's range figures", () => checkCurrentFuel(w, MONTH, history), SLOW);

  it(
    "gives every stay in a base or own point the route's seconds, the same from the points' side",
    () => checkStays(w, MONTH, history),
    SLOW,
  );

  it(
    "keeps a vehicle's identifier time and road per role within the period and the road driven",
    () => checkIdentifierLimits(w, MONTH, MONTH_SECONDS),
    SLOW,
  );

  it(
    'gives the vehicle and the driver identifier reports the same figures per role',
    () => checkIdentifierSides(w, MONTH, MONTH_SECONDS),
    SLOW,
  );

  it(
    'keeps the identifier and holder of a period begun before the range',
    () => checkIdentifierClipped(w, WEEK, at(WEEK.from)),
    SLOW,
  );

  it("gives a driver's staffing the route's drives that name him", () => checkStaffing(w, MONTH, history), SLOW);

  it("carries the history's GPRS connections on every day a device reported", () => checkConnectionDays(w), SLOW);

  it(
    'receives on the connections the records stored, connection by connection, and hour by hour',
    async () => {
      await checkConnectionRecords(w, MONTH);
      await checkGprsLogs(w, MONTH);
    },
    SLOW,
  );

  it(
    "exports every report type's figures typed as the screen shows them",
    async () => {
      const v = w.vehicles[0];
      const ids = w.vehicles.map((x) => x.id);
      const shifts = JSON.stringify({ shift_1: true, shift_2: true, shift_3: true });
      const tables = [
        { title: 'Kursy', answer: await w.report('repvehcourses', [v.id], RANGE.from, RANGE.to) },
        { title: 'Zmiany', answer: await w.report('repvehshifts', [v.id], RANGE.from, RANGE.to, { options: shifts }) },
        { title: 'Dzień roboczy', answer: await w.report('repvehworkday', [v.id], RANGE.from, RANGE.to) },
        {
          title: 'Liczniki',
          answer: await w.report('repvehkmcounters', ids, RANGE.from, RANGE.to, { summary: 'true' }),
        },
        {
          title: 'Identyfikatory',
          answer: await w.report('repvehids', ids, MONTH.from, MONTH.to, { summary: 'true' }),
        },
        { title: 'Bazy', answer: await w.report('repvehbases', [v.id], MONTH.from, MONTH.to) },
        { title: 'Paliwo', answer: await w.report('repvehcurfuel', ids, MONTH.from, MONTH.to, { summary: 'true' }) },
        { title: 'Połączenia', answer: await w.report('repgprsconnections', [v.id], WEEK.from, WEEK.to) },
      ];
      await checkExport(w, tables);
    },
    SLOW,
  );
});
