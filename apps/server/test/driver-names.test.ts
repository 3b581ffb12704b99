import { formatDriverHistory, type MonitVehicle, type RouteAnswer } from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineRunner } from '../src/engine/engine-runner';
import { createIngestWriter } from '../src/ingest/ingest-writer';
import { DIALECTS, makeTestApp, post, type TestApp } from './harness';
import { routeCompanies, routePoints } from './route-fixtures';

/**
 * Issue 14, 'records must change what the system does': a driver identifier assigned to a driver
 * in the records makes the route (its drivers and events) and the monitor name that driver for
 * records carrying the identifier, by the assignment valid at each record's time (from/to,
 * active), on the real engine and both databases.
 */
const CODE = 'A1B2C3D4E5F60708'; // the simulated vehicle's key, as the route shows it
/** The newest record spells it in lower case, as some readers do: the register matches without case. */
const LIVE = CODE.toLowerCase();
const SILENT = { error: () => {}, warn: () => {}, info: () => {} } as never;

describe.each(DIALECTS)('driver names from the records on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let vehicleId = 0;
  let cardId = 0;
  let janId = 0;
  /** The vehicle's newest record: the key reader's code, the day after the routed day. */
  const lastTime = routePoints.at(-1)!.time + 3_600_000;

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    const c = await routeCompanies(t);
    admin = c.admin;
    vehicleId = c.a1.id;
    const engine = createEngineRunner(t.ctx, SILENT);
    const writer = createIngestWriter(t.ctx, { onCommitted: engine.notify });
    const last = { ...routePoints.at(-1)!, time: lastTime, ignition: true, driver1: LIVE };
    await writer.submit({ vehicleId, customerId: c.a1.customerId, positions: [last] });
    await writer.close();
    await engine.idle();
  }, 120_000);
  afterAll(() => t.close());

  const call = (url: string, body: Record<string, string>) => post(t.app, url, body, admin);
  const route = async () =>
    (
      await call('/app/route', {
        id: String(vehicleId),
        from_date: '2026-03-11 00:00:00',
        to_date: '2026-03-11 23:59:59',
      })
    ).json() as RouteAnswer;
  const monitorD1 = async () => {
    const m = ((await call('/app/monit', { only_chosen: 'false' })).json() as { m: MonitVehicle[] }).m;
    const v = m.find((x) => x.id === vehicleId)!;
    return { d1: v.d1, d1p: v.d1p };
  };
  /** Event drivers of the day: the names (or codes) the route gives the events that have one. */
  const eventDrivers = (r: RouteAnswer) =>
    r.events.filter((e) => e.driver_name !== null).map((e) => ({ at: e.fdt, driver: e.driver_name }));
  const saveDriver = async (
    did: number,
    name: string,
    surname: string,
    history: Parameters<typeof formatDriverHistory>[0],
  ) => {
    const res = await call('/app/drivers/save', {
      did: String(did),
      name,
      surname,
      driver_history: formatDriverHistory(history),
    });
    expect(res.json()).toMatchObject({ ok: true });
    return (res.json() as { did: number }).did;
  };

  it('shows the identifier itself while no driver holds it', async () => {
    const r = await route();
    expect(r.drivers).toEqual([{ id: CODE, name: CODE }]);
    expect(eventDrivers(r).length).toBeGreaterThan(0);
    expect(eventDrivers(r).every((e) => e.driver === CODE)).toBe(true);
    expect(await monitorD1()).toEqual({ d1: LIVE, d1p: LIVE });
  });

  it('names the driver the identifier is assigned to, in the route and the monitor, at once', async () => {
    cardId = ((await call('/app/ids/save', { iid: '0', identification_no: CODE })).json() as { iid: number }).iid;
    janId = await saveDriver(0, 'Jan', 'Kowalski', [
      { code: '1', identification_id: cardId, from_date: '2026-03-01 00:00:00', to_date: null, active: true },
    ]);
    const r = await route();
    expect(r.drivers).toEqual([{ id: CODE, name: 'Jan Kowalski' }]);
    expect(eventDrivers(r).every((e) => e.driver === 'Jan Kowalski')).toBe(true);
    expect(await monitorD1()).toEqual({ d1: 'Jan Kowalski', d1p: LIVE });
  });

  it('names by the assignment valid at each record’s time: a key handed over at noon', async () => {
    const entry = (await call('/app/drivers/details', { did: String(janId) })).json().driver.driver_history[0];
    await saveDriver(janId, 'Jan', 'Kowalski', [{ ...entry, to_date: '2026-03-11 12:00:00' }]);
    await saveDriver(0, 'Ewa', 'Lis', [
      { code: '1', identification_id: cardId, from_date: '2026-03-11 12:00:00', to_date: null, active: true },
    ]);
    const events = eventDrivers(await route());
    const morning = events.filter((e) => e.at < '2026-03-11 12:00:00');
    const afternoon = events.filter((e) => e.at > '2026-03-11 12:00:01');
    expect(morning.length).toBeGreaterThan(0);
    expect(afternoon.length).toBeGreaterThan(0);
    expect(new Set(morning.map((e) => e.driver))).toEqual(new Set(['Jan Kowalski']));
    expect(new Set(afternoon.map((e) => e.driver))).toEqual(new Set(['Ewa Lis']));
    // The monitor's newest record is from 13 March: Ewa holds the key then.
    expect(await monitorD1()).toEqual({ d1: 'Ewa Lis', d1p: LIVE });
  });

  it('names nobody for records outside every assignment, or under an inactive one', async () => {
    const ewa = (await call('/app/drivers', {})).json().drivers.find((d: { surname: string }) => d.surname === 'Lis');
    const entry = (await call('/app/drivers/details', { did: String(ewa.did) })).json().driver.driver_history[0];
    // Ewa's key ended on 12 March: the 13 March record is nobody's; Jan's morning is still his.
    await saveDriver(ewa.did, 'Ewa', 'Lis', [{ ...entry, to_date: '2026-03-12 00:00:00' }]);
    expect(await monitorD1()).toEqual({ d1: LIVE, d1p: LIVE });
    // Jan's assignment switched off: his morning shows the identifier again.
    const jan = (await call('/app/drivers/details', { did: String(janId) })).json().driver.driver_history[0];
    await saveDriver(janId, 'Jan', 'Kowalski', [{ ...jan, active: false }]);
    const morning = eventDrivers(await route()).filter((e) => e.at < '2026-03-11 12:00:00');
    expect(new Set(morning.map((e) => e.driver))).toEqual(new Set([CODE]));
  });

  it('follows a renumbered identifier', async () => {
    const jan = (await call('/app/drivers/details', { did: String(janId) })).json().driver.driver_history[0];
    await saveDriver(janId, 'Jan', 'Kowalski', [
      { ...jan, active: true, to_date: null, from_date: '2026-03-12 00:00:00' },
    ]);
    expect(await monitorD1()).toEqual({ d1: 'Jan Kowalski', d1p: LIVE });
    await call('/app/ids/save', { iid: String(cardId), identification_no: 'INNY-KLUCZ' });
    expect(await monitorD1()).toEqual({ d1: LIVE, d1p: LIVE });
  });
});
