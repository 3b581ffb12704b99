import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeVehicleSave, type VehicleDetailsAnswer, type VehicleSave } from '@namiar/domain';
import { configRev, loadVehicleEngineConfig } from '../src/engine/vehicle-config';
import { DIALECTS } from './harness';
import { demoSessions, makeDemoApp } from './demo-fixtures';
import { post } from './harness';

/**
 * The demo fleet in the vehicle editor: every vehicle opens with what the engine uses, and saving
 * it unchanged leaves the engine's configuration (its revision) exactly as it was; every truck
 * has a calibrated tank with its probe number.
 */
describe.each(DIALECTS)('demo vehicles in the editor on %s', (dialect) => {
  let demo: Awaited<ReturnType<typeof makeDemoApp>>;
  let admin: string;

  beforeAll(async () => {
    demo = await makeDemoApp(dialect);
    admin = (await demoSessions(demo.t.app)).admin;
  }, 120_000);
  afterAll(() => demo.t.close());

  it('opens each demo vehicle with its engine settings, and an unchanged save keeps the configuration', async () => {
    const { t } = demo;
    const customerId = (
      await t.ctx.db.selectFrom('customers').select('id').where('clogin', '=', 'demo').executeTakeFirstOrThrow()
    ).id;
    const fleet = demo.vehicles.filter((v) => v.customer_id === customerId);
    expect(fleet.length).toBeGreaterThan(10);
    let trucks = 0;
    for (const v of fleet) {
      const cfgBefore = (await loadVehicleEngineConfig(t.ctx.db, customerId, v.id))!;
      const before = configRev(cfgBefore);
      const d = (
        await post(t.app, '/app/vehicles/details', { vid: String(v.id) }, admin)
      ).json() as VehicleDetailsAnswer;
      expect(d.vehicle.reg_no).toBe(v.regno);
      expect(d.vehicle.brand).not.toBe('');
      // The make is the one its remarks name ('Mercedes Actros – chłodnia …' is a Mercedes Actros).
      expect(String(d.vehicle.description).startsWith(String(d.vehicle.brand))).toBe(true);
      const res = await post(t.app, '/app/vehicles/save', encodeVehicleSave(d.vehicle as VehicleSave), admin);
      expect([v.regno, res.json()]).toEqual([v.regno, { vid: v.id }]);
      const cfgAfter = (await loadVehicleEngineConfig(t.ctx.db, customerId, v.id))!;
      const changed = (Object.keys(cfgAfter) as (keyof typeof cfgAfter)[]).filter(
        (k) => JSON.stringify(cfgAfter[k]) !== JSON.stringify(cfgBefore[k]),
      );
      expect([v.regno, changed]).toEqual([v.regno, []]);
      expect(configRev(cfgAfter)).toBe(before);
      if (d.vehicle.calibrations.length > 0) {
        trucks++;
        const cal = d.vehicle.calibrations[0];
        expect(cal.active).toBe(true);
        expect(cal.tanks[0].number).toMatch(/^LLS 20160 nr \d+$/);
        expect(cal.tanks[0].points.length).toBeGreaterThan(5);
      }
    }
    expect(trucks).toBeGreaterThanOrEqual(8);
  }, 120_000);
});
