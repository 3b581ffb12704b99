import {
  buildEcoReport,
  kwToWatts,
  monthScript,
  simulateVehicle,
  type EcoAnswer,
  type EcoType,
  type Position,
  withRouteTrack,
} from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIngestWriter } from '../src/ingest/ingest-writer';
import { clearVehicle } from '../src/modules/ctables/ctables.repository';
import { prebuildEcoDays } from '../src/modules/ecodriving/eco-prebuild';
import { listEcoRecords, listEnergyVehicles } from '../src/modules/ecodriving/eco.repository';
import { loadVehicleEngineConfig } from '../src/engine/vehicle-config';
import { listOrders } from '../src/modules/powerorder/powerorder.repository';
import { spanStats } from '../src/modules/reports/span-stats';
import { cardsOf } from '../src/modules/powerorder/powerorder.service';
import { deleteVehicle } from '../src/modules/vehicles/vehicles.repository';
import { DIALECTS, makeTestApp, post, signInOrFail, type TestApp } from './harness';

/**
 * Stored eco days (issue 16, migration 028): report1 and report15 of a rail vehicle-month read
 * whole past UTC days as stored minute bins, and answer exactly what the record path (the
 * domain's buildEcoReport over every record) answers: on the first call (days built), on the
 * next (days read), over a range cut mid-day, after a late record lands in a stored day; the
 * days go with a ctables clear and with the vehicle; another company gets nothing.
 */
const ZONE = 'Europe/Warsaw';
const DAY = 86_400_000;

/** Rail values on simulated positions: cumulative counters with fractions, line voltage. */
function rail(positions: Position[]): Position[] {
  let e1 = 250_000.125;
  let e2 = 30_000;
  return positions.map((p, i) => {
    const prev = positions[i - 1];
    const dt = prev ? (p.time - prev.time) / 1000 : 0;
    const kw = p.speed > 3 ? 900 + p.speed * 25 : 60;
    e1 += (kw * dt) / 3600;
    if (p.speed > 60) e2 += dt / 36;
    return {
      ...p,
      energy1: Math.round(e1 * 1000) / 1000,
      energy2: i % 97 === 0 ? null : Math.floor(e2),
      tractionVoltage: 3000 + (i % 400),
    };
  });
}

describe.each(DIALECTS)('eco reports from stored days on %s', (dialect) => {
  let t: TestApp;
  let customerId = 0;
  let vehicleId = 0;
  let cookie = '';
  let other = '';
  let sample: Position;

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    t.clock.now = Date.parse('2026-01-25T12:00:00Z');
    const c = await t.admin.createCustomer('raildays', { name: 'Koleje', timeZone: ZONE });
    customerId = c.id;
    await t.admin.createUser('raildays', 'admin', 'days1234-flota');
    const v = await t.admin.addVehicle('raildays', 'EU07-DAYS', '352093081400077', { vehicleTypeId: 10 });
    vehicleId = v.id;
    // A month at 30 s from Warsaw's 1 January: the first day is cut at UTC midnight, points sit on minute starts.
    const start = Date.parse('2025-12-31T23:00:00Z');
    const positions = rail(simulateVehicle(monthScript(24, 5), { start, interval: 30, seed: 5 }));
    sample = positions[100];
    const writer = createIngestWriter(t.ctx, {});
    await Promise.all(
      Array.from({ length: Math.ceil(positions.length / 1000) }, (_, k) =>
        writer.submit({ vehicleId, customerId, positions: positions.slice(k * 1000, (k + 1) * 1000) }),
      ),
    );
    await writer.close();
    await t.ctx.db
      .insertInto('power_orders')
      .values({
        customer_id: customerId,
        vehicle_id: vehicleId,
        year: 2026,
        ...Object.fromEntries(Array.from({ length: 12 }, (_, k) => [`m${k + 1}`, kwToWatts(1500)])),
        updated_at: t.clock.now,
      })
      .execute();
    cookie = await signInOrFail(t.app, 'raildays', 'admin', 'days1234-flota');
    await t.admin.createCustomer('otherco');
    await t.admin.createUser('otherco', 'admin', 'other1234-flota');
    other = await signInOrFail(t.app, 'otherco', 'admin', 'other1234-flota');
  }, 600_000);
  afterAll(() => t.close());

  const call = async (type: EcoType, from_date: string, to_date: string, as = cookie) => {
    const res = await post(t.app, `/app/ecodriving/${type}`, { id: String(vehicleId), from_date, to_date }, as);
    expect(res.statusCode).toBe(200);
    return res.json() as EcoAnswer & { err?: { global?: string } };
  };

  /**
   * The record path's answer over the same range, as it travels (JSON), with the route's
   * figures of the range as the service takes them (the panel's road and times, the chart's
   * road and engine scales).
   */
  async function reference(type: EcoType, from: number, to: number) {
    const records = await listEcoRecords(t.ctx.db, customerId, vehicleId, from, to, {
      points: false,
      sqlite: t.ctx.sqlite,
    });
    const vehicle = await t.ctx.db
      .selectFrom('vehicles')
      .select(['id', 'regno', 'vehicle_type_id', 'icon_id'])
      .where('id', '=', vehicleId)
      .executeTakeFirstOrThrow();
    const config = (await loadVehicleEngineConfig(t.ctx.db, customerId, vehicleId))!;
    const span = await spanStats(t.ctx, { customerId, tz: ZONE, vehicle, config }, from, to);
    const built = buildEcoReport(type, records, {
      timeZone: ZONE,
      power: cardsOf(await listOrders(t.ctx.db, customerId, vehicleId)),
      counterNumber: null,
      hasEnergy: records.some((r) => r.e1 !== null),
      route: span.report,
    }).answer;
    const answer = withRouteTrack(built, span.track!);
    return { answer: JSON.parse(JSON.stringify(answer)) as unknown, n: records.length };
  }

  async function expectEqual(type: EcoType, fromText: string, toText: string) {
    const got = await call(type, fromText, toText);
    expect(got.err ?? null).toBeNull();
    const ref = await reference(
      type,
      Date.parse(`${fromText.replace(' ', 'T')}+01:00`),
      Date.parse(`${toText.replace(' ', 'T')}+01:00`) + 999,
    );
    const { info, type: _type, ...answer } = got;
    expect(answer).toEqual(ref.answer);
    expect(info.has_energy).toBe(true);
    expect(got.stats.points).toBe(ref.n);
    return got;
  }

  const storedDays = async () =>
    (
      await t.ctx.db
        .selectFrom('eco_days')
        .select(['day', 'built_at', 'record_count'])
        .where('vehicle_id', '=', vehicleId)
        .orderBy('day')
        .execute()
    ).map((r) => ({ day: Number(r.day), built_at: Number(r.built_at), n: Number(r.record_count) }));

  const FROM = '2026-01-01 00:00:00';
  const TO = '2026-01-24 23:59:59';

  // The month's eco days and, for the panels, the month of route: 16.7 s on SQLite in CI, and
  // the default 30 s ran out on PostgreSQL with other suites on the machine.
  it('a month: the first call builds the whole past days, the second reads them; both equal the record path', async () => {
    expect(await storedDays()).toEqual([]);
    const first = await expectEqual('report1', FROM, TO);
    expect(first.stats.points).toBeGreaterThan(60_000);
    expect(first.stats.transgressions).toBeGreaterThan(0);
    const days = await storedDays();
    // 1 January 00:00 Warsaw is 31 December 23:00 UTC: UTC days 1–23 January are whole and past;
    // the range's first hour and its last 23 hours are edges (computed, not stored).
    expect(days.map((d) => d.day)).toEqual(
      Array.from({ length: 23 }, (_, k) => Date.parse('2026-01-01T00:00:00Z') / DAY + k),
    );
    t.clock.now += 60_000;
    await expectEqual('report1', FROM, TO);
    await expectEqual('report15', FROM, TO);
    expect(await storedDays()).toEqual(days);
  }, 120_000);

  it('a range cut mid-day at both ends equals the record path, on both reports', async () => {
    await expectEqual('report1', '2026-01-05 13:17:00', '2026-01-20 08:03:30');
    await expectEqual('report15', '2026-01-05 13:17:00', '2026-01-20 08:03:30');
    await expectEqual('report15', '2026-01-07 10:00:00', '2026-01-07 18:00:00');
  });

  it('a late record in a stored day changes the next answer (the day is rebuilt), equal to the record path again', async () => {
    const before = await call('report1', FROM, TO);
    const day = Date.parse('2026-01-10T00:00:00Z') / DAY;
    const built = (await storedDays()).find((d) => d.day === day)!;
    t.clock.now += 60_000;
    const late = Date.parse('2026-01-10T12:00:05Z');
    const writer = createIngestWriter(t.ctx, {});
    await writer.submit({
      vehicleId,
      customerId,
      positions: [
        // A counter reading far below its neighbours: two skipped steps more.
        { ...sample, time: late, lat: 50.1, lon: 19.9, speed: 140, energy1: 1, energy2: null },
      ],
    });
    await writer.close();
    const after = await expectEqual('report1', FROM, TO);
    expect(after.stats.points).toBe(before.stats.points + 1);
    expect(after.stats.skipped).toBeGreaterThan(before.stats.skipped);
    const rebuilt = (await storedDays()).find((d) => d.day === day)!;
    expect(rebuilt.n).toBe(built.n + 1);
    expect(rebuilt.built_at).toBeGreaterThan(built.built_at);
    await expectEqual('report15', FROM, TO);
  });

  it('today and a day that ended less than an hour ago are computed from their records, not stored', async () => {
    const jan19 = Date.parse('2026-01-19T00:00:00Z') / DAY;
    await t.ctx.db.deleteFrom('eco_days').where('vehicle_id', '=', vehicleId).where('day', '>=', jan19).execute();
    const now = t.clock.now;
    t.clock.now = Date.parse('2026-01-20T00:30:00Z');
    try {
      await expectEqual('report1', '2026-01-15 00:00:00', '2026-01-20 23:59:59');
      await expectEqual('report15', '2026-01-15 00:00:00', '2026-01-20 23:59:59');
      expect((await storedDays()).filter((d) => d.day >= jan19)).toEqual([]);
    } finally {
      t.clock.now = now;
    }
  });

  it('another company gets an error, not the vehicle', async () => {
    const res = await call('report1', FROM, TO, other);
    expect(res.err?.global).toBeTruthy();
    expect(res.energy).toBeUndefined();
  });

  it('the server builds the past days ahead: the first report of the month then reads them all', async () => {
    await t.ctx.db.deleteFrom('eco_days').where('vehicle_id', '=', vehicleId).execute();
    expect(await listEnergyVehicles(t.ctx.db)).toEqual([{ id: vehicleId, customer_id: customerId }]);
    // The records' UTC days, 31 December (from 23:00) through 24 January: whole, past, stored.
    const built = await prebuildEcoDays(t.ctx);
    expect(built).toBe(25);
    const days = await storedDays();
    expect(days.map((d) => d.day)).toEqual(
      Array.from({ length: 25 }, (_, k) => Date.parse('2025-12-31T00:00:00Z') / DAY + k),
    );
    t.clock.now += 60_000;
    await expectEqual('report1', FROM, TO);
    // Nothing built by the report: every whole day was there.
    expect(await storedDays()).toEqual(days);
    expect(await prebuildEcoDays(t.ctx)).toBe(0);
    // A stop asked for ends the round before the next day.
    await t.ctx.db.deleteFrom('eco_days').where('vehicle_id', '=', vehicleId).execute();
    expect(await prebuildEcoDays(t.ctx, () => true)).toBe(0);
    expect(await storedDays()).toEqual([]);
    expect(await prebuildEcoDays(t.ctx)).toBe(25);
  });

  it('ctables clear and the vehicle delete drop the stored days', async () => {
    expect((await storedDays()).length).toBeGreaterThan(0);
    await clearVehicle(t.ctx.db, customerId, vehicleId, {
      from: null,
      clearAlarms: false,
      clearFuel: false,
      clearManualEvents: false,
      generateFuel: false,
    });
    expect(await storedDays()).toEqual([]);
    await expectEqual('report15', FROM, TO);
    expect((await storedDays()).length).toBe(23);
    await deleteVehicle(t.ctx.db, customerId, vehicleId);
    expect(await storedDays()).toEqual([]);
  });
});
