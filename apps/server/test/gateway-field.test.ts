import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  encodeAvlFrame,
  encodeCodec12Response,
  encodeCodec13,
  encodeImeiFrame,
  encodeTextFrame,
  type TeltonikaRecord,
} from '@namiar/protocols';
import { TV } from '../../../packages/protocols/src/teltonika/test-vectors';
import { listDeviceMessages } from '../src/gateway/device-messages.repository';
import { AdminError } from '../src/modules/admin/admin.service';
import { DIALECTS, makeTestApp, type TestApp } from './harness';
import { startTestGateway, tcpClient } from './gateway-harness';

/** Devices as they are found in the field (issue 13 §6): texts, Codec 7, BLE sensors, phone identifiers. */

const CARD_IMEI = '352093081452251';
const GH_IMEI = '352093081452269';
const BLE_IMEI = '352093081452277';
const CARD = 'GTSL|6|1|0|0000123456789|1|';

function record(time: number, io: [number, number][] = [[239, 1]], sizes?: [number, 1 | 2 | 4 | 8][]): TeltonikaRecord {
  return {
    time,
    priority: 0,
    lon: 17.0385,
    lat: 51.1079,
    altitude: 120,
    angle: 90,
    satellites: 10,
    speed: 40,
    eventIoId: 0,
    io: new Map(io),
    ...(sizes ? { ioSize: new Map(sizes) } : {}),
  };
}

describe.each(DIALECTS)('devices in the field on %s', (dialect) => {
  let t: TestApp;
  let gw: Awaited<ReturnType<typeof startTestGateway>>;
  const ids: Record<string, number> = {};

  const positions = (vehicleId: number) =>
    t.ctx.db
      .selectFrom('positions')
      .select(['time', 'driver1', 'valid', 'bat_percent', 'bat_voltage', 'extra'])
      .where('vehicle_id', '=', vehicleId)
      .orderBy('time')
      .execute();
  /** The vehicle's messages, oldest first, through the repository the SMS/GPRS screens will use. */
  const messages = async (vehicleId: number) =>
    (await listDeviceMessages(t.ctx.db, customerId, { from: 0, to: Date.now() + 1e9, vehicleId })).reverse();
  let customerId: number;

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    customerId = (await t.admin.createCustomer('acme')).id;
    ids.card = (await t.admin.addVehicle('acme', 'CARD 1', CARD_IMEI)).id;
    ids.gh = (await t.admin.addVehicle('acme', 'GH 1', GH_IMEI)).id;
    ids.ble = (await t.admin.addVehicle('acme', 'BLE 1', BLE_IMEI)).id;
    gw = await startTestGateway(t);
  });
  afterAll(async () => {
    await gw.close();
    await t.close();
  });

  it("keeps the connection through a card reader's Codec 13 text, stores it, and the driver reaches the records", async () => {
    const at = Date.parse('2026-04-01T06:00:00Z');
    const c = await tcpClient(gw.ports.teltonikaTcp!);
    c.send(encodeImeiFrame(CARD_IMEI));
    expect(await c.take(1)).toBe('01');
    c.send(encodeAvlFrame(0x08, [record(at - 60_000)]));
    expect(await c.take(4)).toBe('00000001');
    // the real device's layout (4-byte seconds outside the size), then the next AVL frame
    c.send(encodeCodec13(at, `${CARD}\r\n`, { timestamp: 'seconds', type: 0x05 }));
    c.send(encodeAvlFrame(0x08, [record(at + 10_000), record(at), record(at - 30_000)]));
    expect(await c.take(4)).toBe('00000003');
    expect(c.closed).toBe(false);

    const rows = await positions(ids.card);
    expect(rows.map((r) => [r.time - at, r.driver1])).toEqual([
      [-60_000, null],
      [-30_000, null], // older than the card: not this driver's
      [0, '0000123456789'], // the first record at or after the card
      [10_000, null], // the engine carries the driver on
    ]);
    const [msg] = await messages(ids.card);
    expect(msg).toMatchObject({
      codec: 13,
      type: 5,
      channel: 'gprs',
      direction: 'in',
      device_time: at,
      text: CARD,
      driver_id: '0000123456789',
    });
    // marked once the records are stored (just after the ACK)
    await expect.poll(async () => (await messages(ids.card))[0].driver_applied_at).not.toBeNull();

    // The monitor reads the engine's live state: the driver is there.
    await gw.writer.flush();
    await gw.engine.idle();
    const live = await t.ctx.db
      .selectFrom('vehicle_live')
      .select('live')
      .where('vehicle_id', '=', ids.card)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(live.live)).toMatchObject({ d1: '0000123456789' });
    c.end();
  });

  it('keeps a card driver that came without a record after it for the next connection', async () => {
    const at = Date.parse('2026-04-01T07:00:00Z');
    const a = await tcpClient(gw.ports.teltonikaTcp!);
    a.send(encodeImeiFrame(CARD_IMEI));
    expect(await a.take(1)).toBe('01');
    a.send(encodeCodec13(at, 'GTSL|6|1|0|DRIVER-2|1|', { timestamp: 'ms' })); // the wiki's 8-byte layout
    await expect.poll(async () => (await messages(ids.card)).length).toBe(2);
    a.end();

    const b = await tcpClient(gw.ports.teltonikaTcp!);
    b.send(encodeImeiFrame(CARD_IMEI));
    expect(await b.take(1)).toBe('01');
    b.send(encodeAvlFrame(0x8e, [record(at + 5000)]));
    expect(await b.take(4)).toBe('00000001');
    const rows = await positions(ids.card);
    expect(rows.find((r) => r.time === at + 5000)?.driver1).toBe('DRIVER-2');
    // applied once: a later record is left to the engine's carrying forward
    b.send(encodeAvlFrame(0x8e, [record(at + 9000)]));
    expect(await b.take(4)).toBe('00000001');
    expect((await positions(ids.card)).find((r) => r.time === at + 9000)?.driver1).toBeNull();
    b.end();
  });

  it('keeps the connection through a Codec 12 type we do not handle and an unknown codec; stores an unasked answer', async () => {
    const at = Date.parse('2026-04-01T08:00:00Z');
    const c = await tcpClient(gw.ports.teltonikaTcp!);
    c.send(encodeImeiFrame(CARD_IMEI));
    expect(await c.take(1)).toBe('01');
    const camera = encodeTextFrame(0x0c, 0x0d, 5, [Uint8Array.of(1, 0, 0, 0, 7)]); // Codec 12 type 0x0D (camera)
    c.send(camera);
    c.send(camera);
    c.send(encodeTextFrame(0x0b, 0x01, 2, [Uint8Array.of(9, 9)])); // a codec nobody documents
    c.send(encodeCodec12Response('DOUT1:1 Timeout:INFINITY')); // no command waits for it
    c.send(encodeAvlFrame(0x08, [record(at), record(at + 1000)]));
    expect(await c.take(4)).toBe('00000002');
    expect(c.closed).toBe(false);
    expect((await positions(ids.card)).filter((r) => r.time >= at)).toHaveLength(2);
    const texts = (await messages(ids.card)).map((m) => [m.codec, m.text]);
    expect(texts).toContainEqual([12, 'DOUT1:1 Timeout:INFINITY']);
    c.end();
  });

  it('decodes and acknowledges a Codec 7 (GH3000) frame with its record count, mapped with the GH ids', async () => {
    const c = await tcpClient(gw.ports.teltonikaTcp!);
    c.send(encodeImeiFrame(GH_IMEI));
    expect(await c.take(1)).toBe('01');
    c.send(TV.tv7gh);
    expect(await c.take(4)).toBe('00000004');
    const rows = await positions(ids.gh);
    expect(rows.map((r) => new Date(r.time).toISOString())).toEqual([
      '2015-11-10T21:35:46.000Z',
      '2015-11-10T21:51:47.000Z',
      '2015-11-10T22:06:34.000Z',
      '2015-11-10T22:09:39.000Z',
    ]);
    expect(rows.map((r) => r.valid)).toEqual([0, 1, 1, 0]);
    expect(rows[3]).toMatchObject({ bat_percent: 100, bat_voltage: 4108 });
    c.end();
  });

  it('stores BLE and EYE sensor values in their fields and never an error code as a value', async () => {
    const at = Date.parse('2026-04-01T09:00:00Z');
    const c = await tcpClient(gw.ports.teltonikaTcp!);
    c.send(encodeImeiFrame(BLE_IMEI));
    expect(await c.take(1)).toBe('01');
    const io: [number, number][] = [
      [25, 0x0929], // BLE 1 23.45 degC
      [86, 412], // BLE 1 41.2 %RH
      [29, 87], // BLE 1 battery 87 %
      [26, 32767], // BLE 2 temperature: sensor not found
      [104, 32735], // BLE 2 humidity: sensor not found
      [10804, 55], // EYE 1 55 %RH
      [10824, 100], // EYE 1 3000 mV
    ];
    const sizes: [number, 1 | 2][] = [
      [25, 2],
      [86, 2],
      [29, 1],
      [26, 2],
      [104, 2],
      [10804, 1],
      [10824, 1],
    ];
    c.send(encodeAvlFrame(0x8e, [record(at, io, sizes)]));
    expect(await c.take(4)).toBe('00000001');
    const [row] = await positions(ids.ble);
    const extra = JSON.parse(row.extra!);
    expect(extra.t).toEqual([null, null, null, null, 23.45, null]);
    expect(extra.h).toEqual([null, null, null, null, 41.2, null, null, null, 55]);
    expect(extra.sb).toEqual([null, null, null, null, 87]);
    expect(extra.sv).toEqual([null, null, null, null, null, null, null, null, 3000]);
    expect(extra.x).toMatchObject({ temp6Error: 32767, hum6Error: 32735 });
    c.end();
  });

  it("registers phones by what their users typed ('jan.kowalski', '123456') for OsmAnd, never for Teltonika", async () => {
    for (const id of ['jan.kowalski', '123456']) {
      await expect(t.admin.addVehicle('acme', `T ${id}`, id)).rejects.toThrow(
        new AdminError(
          `Invalid IMEI '${id}': a Teltonika device logs in with its IMEI, 8–15 digits. ` +
            `For a phone with Traccar Client or OsmAnd use --protocol osmand (4–64 letters, digits, '.', '_' or '-').`,
        ),
      );
    }
    await expect(t.admin.addVehicle('acme', 'P bad', 'jan kowalski', { protocol: 'osmand' })).rejects.toThrow(
      "Invalid phone identifier 'jan kowalski'",
    );
    const long = `kierowca.${'x'.repeat(55)}`; // 64 characters: the widest identifier
    for (const id of ['jan.kowalski', '123456', long]) {
      ids[id] = (await t.admin.addVehicle('acme', `P ${id.slice(0, 16)}`, id, { protocol: 'osmand' })).id;
    }
    const url = `http://127.0.0.1:${gw.ports.osmand}`;
    expect((await fetch(`${url}/?id=jan.kowalski&timestamp=1775030400&lat=52.2&lon=21.0`)).status).toBe(200);
    expect((await fetch(`${url}/?id=123456&timestamp=1775030400&lat=52.3&lon=21.1`)).status).toBe(200);
    const json = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        device_id: long,
        location: { timestamp: '2026-04-01T08:00:00Z', coords: { latitude: 52.4, longitude: 21.2 } },
      }),
    });
    expect(json.status).toBe(200);
    for (const id of ['jan.kowalski', '123456', long]) expect(await positions(ids[id])).toHaveLength(1);
    const logged = await t.ctx.db.selectFrom('device_connections').select('imei').where('imei', '=', long).execute();
    expect(logged).toHaveLength(1);
    // a name no phone can be registered under is refused without a lookup, and recorded
    expect((await fetch(`${url}/?id=${encodeURIComponent('jan kowalski')}&lat=52&lon=21`)).status).toBe(400);
    const refused = await t.ctx.db
      .selectFrom('device_refusals')
      .select(['imei', 'protocol'])
      .where('imei', '=', 'jan kowalski')
      .execute();
    expect(refused).toEqual([{ imei: 'jan kowalski', protocol: 'osmand' }]);
  });
});
