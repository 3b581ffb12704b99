import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  encodeAvlFrame,
  encodeCodec12Response,
  encodeImeiFrame,
  encodeTeltonikaUdp,
  type TeltonikaRecord,
} from '@namiar/protocols';
import { TV } from '../../../packages/protocols/src/teltonika/test-vectors';
import { queueCommand } from '../src/gateway/devices.repository';
import { CONNECTION_COUNTERS_EVERY_MS } from '../src/gateway/device-session';
import { DIALECTS, makeTestApp, type TestApp } from './harness';
import { startTestGateway, tcpClient, udpRequest } from './gateway-harness';

const WIKI_IMEI = '356307042441013';

function record(time: number, speed = 50): TeltonikaRecord {
  return {
    time,
    priority: 0,
    lon: 17.0385,
    lat: 51.1079,
    altitude: 120,
    angle: 90,
    satellites: 10,
    speed,
    eventIoId: 0,
    io: new Map<number, number>([
      [239, 1],
      [240, 1],
      [21, 4],
      [66, 27800],
      [16, 1000],
    ]),
  };
}

describe.each(DIALECTS)('device gateway on %s', (dialect) => {
  let t: TestApp;
  let gw: Awaited<ReturnType<typeof startTestGateway>>;
  let vehicleId: number;
  const count = async (table: 'positions' | 'device_refusals' | 'device_connections') =>
    Number(
      (
        await t.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    await t.admin.createCustomer('acme');
    vehicleId = (await t.admin.addVehicle('acme', 'WA 1', WIKI_IMEI)).id;
    await t.admin.addVehicle('acme', 'TRACCAR 1', '48241179', { protocol: 'osmand' });
    gw = await startTestGateway(t, { limits: { idleMs: 700 } });
  });
  afterAll(async () => {
    await gw.close();
    await t.close();
  });

  it('accepts a registered IMEI, stores a PROTOCOLS.md vector and acknowledges its record count', async () => {
    const c = await tcpClient(gw.ports.teltonikaTcp!);
    c.send(TV.tv1);
    expect(await c.take(1)).toBe('01');
    c.send(TV.tv3); // Codec 8, two records
    expect(await c.take(4)).toBe('00000002');
    const rows = await t.ctx.db.selectFrom('positions').select(['vehicle_id', 'time']).orderBy('time').execute();
    expect(rows).toEqual([
      { vehicle_id: vehicleId, time: Date.parse('2019-06-10T10:01:01Z') },
      { vehicle_id: vehicleId, time: Date.parse('2019-06-10T10:01:19Z') },
    ]);
    // The same frame again (a lost ACK): acknowledged, not stored twice.
    c.send(TV.tv3);
    expect(await c.take(4)).toBe('00000002');
    expect(await count('positions')).toBe(2);
    c.end();
  });

  it("stores a Codec 16 frame whose IO 113 is out of range, and another device's frame beside it, acknowledging both", async () => {
    const imei2 = '356307042441014';
    const second = (await t.admin.addVehicle('acme', 'WA 2', imei2)).id;
    // Older than the other tests' records: the engine test below reads the newest ones.
    const at = Date.parse('2018-06-01T08:00:00Z');
    // A real frame's battery % (IO 113, 4 bytes on the wire) as 4294806661.
    const poison: TeltonikaRecord = {
      ...record(at),
      generationType: 7,
      io: new Map([
        [113, 4294806661],
        [239, 1],
      ]),
      ioSize: new Map([
        [113, 4],
        [239, 1],
      ]),
    };
    const a = await tcpClient(gw.ports.teltonikaTcp!);
    const b = await tcpClient(gw.ports.teltonikaTcp!);
    a.send(encodeImeiFrame(WIKI_IMEI));
    b.send(encodeImeiFrame(imei2));
    expect(await a.take(1)).toBe('01');
    expect(await b.take(1)).toBe('01');
    a.send(encodeAvlFrame(0x10, [poison]));
    b.send(encodeAvlFrame(0x08, [record(at), record(at + 1000)]));
    expect(await a.take(4)).toBe('00000001');
    expect(await b.take(4)).toBe('00000002');
    const stored = await t.ctx.db
      .selectFrom('positions')
      .select(['vehicle_id', 'bat_percent', 'extra'])
      .where('time', '>=', at)
      .where('time', '<', at + 60_000)
      .orderBy('vehicle_id')
      .execute();
    const mine = stored.filter((r) => r.vehicle_id === vehicleId);
    expect(mine).toHaveLength(1);
    expect(mine[0].bat_percent).toBeNull();
    expect(JSON.parse(mine[0].extra!).x['bad.batteryPercent']).toBe(4294806661);
    expect(stored.filter((r) => r.vehicle_id === second)).toHaveLength(2);
    a.end();
    b.end();
  });

  it('refuses an unknown IMEI with 0x00, closes and records the refusal', async () => {
    const c = await tcpClient(gw.ports.teltonikaTcp!);
    c.send(encodeImeiFrame('359632098765432'));
    expect(await c.take(1)).toBe('00');
    await c.waitClosed();
    const r = await t.ctx.db.selectFrom('device_refusals').selectAll().execute();
    expect(r.map((x) => [x.imei, x.protocol])).toEqual([['359632098765432', 'teltonika']]);
  });

  it('closes only the connection that sends garbage, a bad CRC or a huge length', async () => {
    const good = await tcpClient(gw.ports.teltonikaTcp!);
    good.send(TV.tv1);
    expect(await good.take(1)).toBe('01');
    const badCrc = TV.tv2.slice(0, -4) + 'FFFF';
    for (const bad of ['DEADBEEF00', badCrc, '00000000FFFFFFFF08']) {
      const c = await tcpClient(gw.ports.teltonikaTcp!);
      c.send(TV.tv1);
      expect(await c.take(1)).toBe('01');
      c.send(bad);
      await c.waitClosed();
    }
    // AVL data without a handshake
    const noImei = await tcpClient(gw.ports.teltonikaTcp!);
    noImei.send(TV.tv2);
    await noImei.waitClosed();
    // the good device still works
    const base = Date.parse('2026-11-01T08:00:00Z');
    good.send(encodeAvlFrame(0x8e, [record(base), record(base + 10_000)]));
    expect(await good.take(4)).toBe('00000002');
    good.end();
  });

  it('closes a connection that sent half a frame and went silent', async () => {
    const c = await tcpClient(gw.ports.teltonikaTcp!);
    c.send(TV.tv1);
    expect(await c.take(1)).toBe('01');
    c.send(TV.tv4.slice(0, 40));
    await c.waitClosed(3000);
    // the log row is written just after the socket closes
    await expect
      .poll(
        async () =>
          (await t.ctx.db.selectFrom('device_connections').select('id').where('close_reason', '=', 'idle').execute())
            .length,
      )
      .toBeGreaterThan(0);
  });

  it('keeps a connection log with bytes and records', async () => {
    const c = await tcpClient(gw.ports.teltonikaTcp!);
    c.send(TV.tv1);
    await c.take(1);
    const base = Date.parse('2026-11-01T09:00:00Z');
    c.send(encodeAvlFrame(0x8e, [record(base), record(base + 1000), record(base + 2000)]));
    expect(await c.take(4)).toBe('00000003');
    c.end();
    await expect
      .poll(
        async () =>
          (
            await t.ctx.db
              .selectFrom('device_connections')
              .select('id')
              .where('records', '=', 3)
              .where('disconnected_at', 'is not', null)
              .execute()
          ).length,
      )
      .toBe(1);
    const rows = await t.ctx.db
      .selectFrom('device_connections')
      .select(['records', 'bytes_in', 'bytes_out', 'close_reason', 'disconnected_at'])
      .where('records', '=', 3)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].bytes_in).toBeGreaterThan(17);
    expect(rows[0].bytes_out).toBe(5);
    expect(rows[0].disconnected_at).not.toBeNull();
  });

  it("writes an open connection's counters once a minute, before it closes", async () => {
    const c = await tcpClient(gw.ports.teltonikaTcp!);
    c.send(TV.tv1);
    await c.take(1);
    const opened = await t.ctx.db
      .selectFrom('device_connections')
      .select(['id', 'connected_at'])
      .where('disconnected_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const row = () =>
      t.ctx.db
        .selectFrom('device_connections')
        .select(['records', 'bytes_in', 'bytes_out', 'disconnected_at'])
        .where('id', '=', opened.id)
        .executeTakeFirstOrThrow();
    const base = Date.parse('2026-11-02T09:00:00Z');
    // Within the minute: counted in memory only.
    c.send(encodeAvlFrame(0x8e, [record(base), record(base + 1000)]));
    expect(await c.take(4)).toBe('00000002');
    expect(await row()).toMatchObject({ records: 0, bytes_in: 0 });
    // A minute on: the next batch writes what the connection counted so far; it stays open.
    t.clock.now += CONNECTION_COUNTERS_EVERY_MS;
    c.send(encodeAvlFrame(0x8e, [record(base + 2000)]));
    expect(await c.take(4)).toBe('00000001');
    await expect.poll(async () => (await row()).records).toBe(3);
    const open = await row();
    expect(open.disconnected_at).toBeNull();
    expect(Number(open.bytes_in)).toBeGreaterThan(17);
    expect(Number(open.bytes_out)).toBe(1 + 4 + 4);
    // The close writes the final figures.
    c.end();
    await expect.poll(async () => (await row()).disconnected_at).not.toBeNull();
    expect((await row()).records).toBe(3);
  });

  it('sends a queued Codec 12 command after an ACK and stores the answer', async () => {
    const cmdId = await queueCommand(t.ctx.db, {
      customer_id: (await t.ctx.db.selectFrom('customers').select('id').executeTakeFirstOrThrow()).id,
      vehicle_id: vehicleId,
      text: 'getinfo',
      created_at: Date.now(),
      created_by: null,
    });
    const c = await tcpClient(gw.ports.teltonikaTcp!);
    c.send(TV.tv1);
    await c.take(1);
    const base = Date.parse('2026-11-01T10:00:00Z');
    c.send(encodeAvlFrame(0x08, [record(base)]));
    expect(await c.take(4)).toBe('00000001');
    expect(await c.take(TV.tv6.length / 2)).toBe(TV.tv6.toLowerCase());
    c.send(encodeCodec12Response('RTC:2026/11/1 OK'));
    await expect
      .poll(
        async () =>
          (
            await t.ctx.db
              .selectFrom('device_commands')
              .select('status')
              .where('id', '=', cmdId)
              .executeTakeFirstOrThrow()
          ).status,
      )
      .toBe('answered');
    const cmd = await t.ctx.db
      .selectFrom('device_commands')
      .selectAll()
      .where('id', '=', cmdId)
      .executeTakeFirstOrThrow();
    expect(cmd.status).toBe('answered');
    expect(cmd.response).toBe('RTC:2026/11/1 OK');
    c.end();
  });

  it('stores Teltonika UDP records and answers with the packet ids and count', async () => {
    const base = Date.parse('2026-11-02T10:00:00Z');
    const packet = encodeTeltonikaUdp(0xcafe, 5, WIKI_IMEI, 0x8e, [record(base)]);
    expect(await udpRequest(gw.ports.teltonikaUdp!, packet)).toBe('0005cafe010501');
    expect(await udpRequest(gw.ports.teltonikaUdp!, packet)).toBe('0005cafe010501'); // retry: acked again
    const rows = await t.ctx.db.selectFrom('positions').select('time').where('time', '=', base).execute();
    expect(rows).toHaveLength(1);
  });

  it('stores a Traccar Client request (query and JSON variants) and refuses unknown devices', async () => {
    const url = `http://127.0.0.1:${gw.ports.osmand}`;
    const q = await fetch(
      `${url}/?id=48241179&timestamp=1793527200&lat=51.1&lon=17.03&speed=10&bearing=90&altitude=120&batt=87`,
      { method: 'POST' },
    );
    expect(q.status).toBe(200);
    const json = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        device_id: '48241179',
        location: {
          timestamp: '2026-11-01T12:00:05.000Z',
          coords: { latitude: 51.11, longitude: 17.04, speed: 5, heading: 180, altitude: 118, accuracy: 4 },
          is_moving: true,
          battery: { level: 0.8 },
        },
      }),
    });
    expect(json.status).toBe(200);
    const vid = (
      await t.ctx.db.selectFrom('vehicles').select('id').where('imei', '=', '48241179').executeTakeFirstOrThrow()
    ).id;
    const rows = await t.ctx.db
      .selectFrom('positions')
      .select(['time', 'lat', 'speed', 'bat_percent'])
      .where('vehicle_id', '=', vid)
      .orderBy('time')
      .execute();
    expect(rows).toEqual([
      { time: 1793527200000, lat: 51.1, speed: expect.closeTo(18.52, 2), bat_percent: 87 },
      { time: Date.parse('2026-11-01T12:00:05Z'), lat: 51.11, speed: expect.closeTo(18, 2), bat_percent: 80 },
    ]);
    expect((await fetch(`${url}/?id=999&lat=1&lon=1`)).status).toBe(400);
    expect(
      (
        await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"device_id":"999","location":{"coords":{"latitude":1,"longitude":1}}}',
        })
      ).status,
    ).toBe(404);
    expect((await fetch(`${url}/?lat=1`)).status).toBe(400);
    // no coordinates: the last known place, as an invalid fix (the engine catches up first)
    await gw.writer.flush();
    await gw.engine.idle();
    expect((await fetch(`${url}/?id=48241179&timestamp=1793527300&batt=79`, { method: 'POST' })).status).toBe(200);
    const kept = await t.ctx.db
      .selectFrom('positions')
      .select(['lat', 'lon', 'valid'])
      .where('vehicle_id', '=', vid)
      .where('time', '=', 1793527300000)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ lat: 51.11, lon: 17.04, valid: 0 });
  });

  it('runs the engine on what was stored: live state and events', async () => {
    await gw.writer.flush();
    await gw.engine.idle();
    const live = await t.ctx.db
      .selectFrom('vehicle_live')
      .selectAll()
      .where('vehicle_id', '=', vehicleId)
      .executeTakeFirstOrThrow();
    expect(live.processed_time).toBe(Date.parse('2026-11-02T10:00:00Z'));
    expect(JSON.parse(live.live)).toMatchObject({ key: true, v: 50 });
  });
});
