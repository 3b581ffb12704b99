import { peselValid, type DriverDetailsAnswer, type DriverRow, type IdentifierRow } from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDriverCodes } from '../src/demo/demo-drivers';
import { DEMO_FLEET } from '../src/sim';
import { DIALECTS, post } from './harness';
import { demoSessions, makeDemoApp } from './demo-fixtures';

/**
 * The demo companies' drivers (issue 14): every key and card the simulated fleet sends is a
 * registered identifier held now by a named driver, so the monitor and the routes show names;
 * the register reads as a real one (valid PESELs, towns, licences) with a little history.
 */
describe.each(DIALECTS)('demo drivers on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof makeDemoApp>>['t'];
  let admin: string;
  let transpol: string;

  beforeAll(async () => {
    ({ t } = await makeDemoApp(dialect));
    ({ admin, transpol } = await demoSessions(t.app));
  }, 120_000);
  afterAll(() => t.close());

  it('holds every identifier the fleet reports by a named driver, and a spare card', async () => {
    const ids = ((await post(t.app, '/app/ids', {}, admin)).json() as { ids: IdentifierRow[] }).ids;
    for (const code of demoDriverCodes()) {
      const row = ids.find((r) => r.identification_no.toUpperCase() === code.toUpperCase());
      expect(row?.driver_name, code).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+/u);
    }
    expect(ids.filter((r) => r.driver_name === null)).toHaveLength(1);
    expect(new Set(ids.map((r) => r.driver_name)).size).toBe(ids.length);
  });

  it('keeps a driver register a dispatcher would recognise', async () => {
    const drivers = ((await post(t.app, '/app/drivers', {}, admin)).json() as { drivers: DriverRow[] }).drivers;
    expect(drivers.length).toBe(demoDriverCodes().length + 1);
    for (const d of drivers) {
      expect(peselValid(d.pesel ?? ''), `${d.name} ${d.surname}`).toBe(true);
      expect(d.city).toBeTruthy();
      expect(d.driving_license_category).toMatch(/B/);
    }
    expect(new Set(drivers.map((d) => d.pesel)).size).toBe(drivers.length);
    const trucker = drivers.find((d) => d.identifiers === DEMO_FLEET.find((v) => v.regno === 'PO 8N330')!.drivers[0]);
    expect(trucker?.driving_license_category).toBe('B,C,C+E');
    // The Kraków truck's key changed hands a year ago: its former holder no longer works here.
    const former = drivers.find((d) => d.surname === 'Górski')!;
    expect(former).toMatchObject({ driver_status: 'Niezatrudniony', identifiers: '' });
    const d = (
      await post(t.app, '/app/drivers/details', { did: String(former.did) }, admin)
    ).json() as DriverDetailsAnswer;
    expect(d.driver.driver_history).toHaveLength(1);
    expect(d.driver.driver_history[0].to_date).not.toBeNull();
  });

  it('gives the other company its own drivers only', async () => {
    const drivers = ((await post(t.app, '/app/drivers', {}, transpol)).json() as { drivers: DriverRow[] }).drivers;
    expect(drivers.map((d) => d.surname).sort()).toEqual(['Kruk', 'Sowa']);
  });
});
