import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeAvlFrame, encodeImeiFrame } from '@namiar/protocols';
import { DEVICE_REFUSALS_KEEP_MS, trimRefusals } from '../src/gateway/devices.repository';
import { P } from '@namiar/domain';
import { DIALECTS, makeTestApp, post, signInOrFail, type TestApp } from './harness';
import { postOsmAndJson, startTestGateway, tcpClient, teltonikaRecord } from './gateway-harness';

// Issue 28 §1: a Teltonika IMEI was accepted over the OsmAnd HTTP port (anyone who knows an
// IMEI could put positions on that vehicle with a plain URL), and 2,000 unknown logins in 2 s
// added 2,001 rows to device_refusals, never purged.
const TRUCK_IMEI = '356307042441201';
const PHONE_ID = '48241179'; // digits: also a well-formed IMEI

describe.each(DIALECTS)('device identifiers on %s', (dialect) => {
  let t: TestApp;
  let gw: Awaited<ReturnType<typeof startTestGateway>>;
  const ids: Record<string, number> = {};
  const url = () => `http://127.0.0.1:${gw.ports.osmand}`;
  const positions = async (vehicleId: number) =>
    (await t.ctx.db.selectFrom('positions').select('time').where('vehicle_id', '=', vehicleId).execute()).length;
  const refusals = () =>
    t.ctx.db
      .selectFrom('device_refusals')
      .select(['imei', 'protocol', 'reason', 'count', 'first_at', 'last_at'])
      .orderBy('imei')
      .orderBy('protocol')
      .execute();

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    await t.admin.createCustomer('acme');
    ids.truck = (await t.admin.addVehicle('acme', 'WA 1', TRUCK_IMEI)).id;
    ids.phone = (await t.admin.addVehicle('acme', 'PHONE 1', PHONE_ID, { protocol: 'osmand' })).id;
    // Many requests at once from one address: past the guard's cap of connections that have not
    // named a known device (connection-guard.test.ts tests that cap).
    gw = await startTestGateway(t, { limits: { pendingPerAddress: 1000 } });
  });
  afterAll(async () => {
    await gw?.close();
    await t?.close();
  });

  it("refuses a Teltonika vehicle's IMEI over the OsmAnd port and a phone's identifier over the Teltonika port", async () => {
    const q = `lat=52.2&lon=21.0&timestamp=${Math.floor(t.clock.now / 1000) - 60}`;
    expect((await fetch(`${url()}/?id=${TRUCK_IMEI}&${q}`, { method: 'POST' })).status).toBe(400);
    const json = await postOsmAndJson(gw.ports.osmand!, {
      device_id: TRUCK_IMEI,
      location: { coords: { latitude: 52.2, longitude: 21 } },
    });
    expect(json.status).toBe(404);
    const c = await tcpClient(gw.ports.teltonikaTcp!);
    c.send(encodeImeiFrame(PHONE_ID));
    expect(await c.take(1)).toBe('00');
    await c.waitClosed();
    await gw.writer.flush();
    expect(await positions(ids.truck)).toBe(0);
    // Each over its own family is let in.
    expect((await fetch(`${url()}/?id=${PHONE_ID}&${q}`, { method: 'POST' })).status).toBe(200);
    const truck = await tcpClient(gw.ports.teltonikaTcp!);
    truck.send(encodeImeiFrame(TRUCK_IMEI));
    expect(await truck.take(1)).toBe('01');
    truck.send(encodeAvlFrame(0x8e, [teltonikaRecord(t.clock.now - 30_000)]));
    expect(await truck.take(4)).toBe('00000001');
    truck.end();
    await gw.writer.flush();
    expect(await positions(ids.phone)).toBe(1);
    expect(await positions(ids.truck)).toBe(1);
    expect(await refusals()).toEqual([
      { imei: TRUCK_IMEI, protocol: 'osmand', reason: 'family', count: 2, first_at: t.clock.now, last_at: t.clock.now },
      {
        imei: PHONE_ID,
        protocol: 'teltonika',
        reason: 'family',
        count: 1,
        first_at: t.clock.now,
        last_at: t.clock.now,
      },
    ]);
  });

  it('keeps one row per refused identifier and family however often it tries, and purges after 7 days', async () => {
    await t.ctx.db.deleteFrom('device_refusals').execute();
    const start = t.clock.now;
    // 2,000 unknown logins: one identifier 1,000 times, then 1,000 identifiers once each.
    for (let round = 0; round < 20; round++) {
      t.clock.now = start + round * 100;
      await Promise.all(
        Array.from({ length: 50 }, () => fetch(`${url()}/?id=unknown-phone&lat=1&lon=1`, { method: 'POST' })),
      );
    }
    for (let round = 0; round < 20; round++)
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          fetch(`${url()}/?id=stranger-${round * 50 + i}&lat=1&lon=1`, { method: 'POST' }),
        ),
      );
    const rows = await refusals();
    expect(rows).toHaveLength(1001);
    expect(rows.find((r) => r.imei === 'unknown-phone')).toMatchObject({
      protocol: 'osmand',
      reason: 'unknown',
      count: 1000,
      first_at: start,
      last_at: start + 1900,
    });
    // Capped: the newest rows stay.
    await trimRefusals(t.ctx.db, t.clock.now, 300);
    expect(await refusals()).toHaveLength(300);
    // Not seen for 7 days: gone.
    t.clock.now = start + DEVICE_REFUSALS_KEEP_MS + 2000;
    expect((await fetch(`${url()}/?id=late-comer&lat=1&lon=1`, { method: 'POST' })).status).toBe(400);
    await trimRefusals(t.ctx.db, t.clock.now);
    expect((await refusals()).map((r) => r.imei)).toEqual(['late-comer']);
    t.clock.now = start;
  });

  it('the vehicle editor proposes the identifiers refused as unknown over its device family, until one is registered', async () => {
    await t.ctx.db.deleteFrom('device_refusals').execute();
    await t.admin.createUser('acme', 'fitter', 'tajne12345-flota', { permissions: [P.vehicles] });
    const cookie = await signInOrFail(t.app, 'acme', 'fitter', 'tajne12345-flota');
    for (let i = 0; i < 3; i++) await fetch(`${url()}/?id=fitted-phone&lat=1&lon=1`, { method: 'POST' });
    await fetch(`${url()}/?id=${TRUCK_IMEI}&lat=1&lon=1`, { method: 'POST' }); // registered: another family
    const c = await tcpClient(gw.ports.teltonikaTcp!);
    c.send(encodeImeiFrame('359632098765432'));
    expect(await c.take(1)).toBe('00');
    c.end();
    await gw.writer.flush();
    const ask = async (device_protocol: string) =>
      (await post(t.app, '/app/vehicles/refusedids', { device_protocol }, cookie)).json() as {
        identifiers?: { imei: string; count: number; last: string }[];
        err?: unknown;
      };
    const when = (await ask('osmand')).identifiers;
    expect(when).toEqual([{ imei: 'fitted-phone', count: 3, last: expect.stringMatching(/^2026-03-29 \d\d:30:00$/) }]);
    expect((await ask('teltonika')).identifiers?.map((r) => r.imei)).toEqual(['359632098765432']);
    expect((await ask('gt06')).err).toBeTruthy();
    await t.admin.addVehicle('acme', 'PHONE 2', 'fitted-phone', { protocol: 'osmand' });
    expect((await ask('osmand')).identifiers).toEqual([]);
  });
});
