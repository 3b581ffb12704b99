import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeAvlFrame, encodeImeiFrame, encodeTeltonikaUdp } from '@namiar/protocols';
import { QUARANTINE_KEEP_MS, QUARANTINE_PER_VEHICLE, QUARANTINE_TRIM_EVERY } from '../src/ingest/positions.repository';
import { DIALECTS, makeTestApp, type TestApp } from './harness';
import { postOsmAndJson, startTestGateway, tcpClient, teltonikaRecord, udpRequest } from './gateway-harness';

// Issue 28 §1: a record dated 2099 froze the vehicle's live state on its point and made the
// engine count 72 years of engine hours; OsmAnd's timestamp=99999999999999 gave the year 5138
// and timestamp=0 the year 1970. Such records are quarantined with their reason and ACKed,
// over every protocol, and nothing else of the vehicle changes.
const NOW = Date.parse('2026-11-02T12:00:00Z');
const TCP_IMEI = '356307042441101';
const UDP_IMEI = '356307042441102';
const PHONE = '7700123';
const FLOOD_IMEI = '356307042441103';

describe.each(DIALECTS)('records dated outside the possible on %s', (dialect) => {
  let t: TestApp;
  let gw: Awaited<ReturnType<typeof startTestGateway>>;
  const ids: Record<string, number> = {};

  const positions = (vehicleId: number) =>
    t.ctx.db
      .selectFrom('positions')
      .select(['time', 'odometer'])
      .where('vehicle_id', '=', vehicleId)
      .orderBy('time')
      .execute();
  const quarantined = (vehicleId: number) =>
    t.ctx.db
      .selectFrom('record_quarantine')
      .select(['time', 'error'])
      .where('vehicle_id', '=', vehicleId)
      .orderBy('id')
      .execute();
  const settle = async () => {
    await gw.writer.flush();
    await gw.engine.idle();
  };
  const live = async (vehicleId: number) =>
    t.ctx.db.selectFrom('vehicle_live').selectAll().where('vehicle_id', '=', vehicleId).executeTakeFirst();

  beforeAll(async () => {
    // The default margin (10 minutes): the harness widens it for suites with records of any day.
    t = await makeTestApp(dialect, { NAMIAR_RECORD_FUTURE_MINUTES: '' });
    t.clock.now = NOW;
    await t.admin.createCustomer('acme');
    ids.tcp = (await t.admin.addVehicle('acme', 'WA 1', TCP_IMEI)).id;
    ids.udp = (await t.admin.addVehicle('acme', 'WA 2', UDP_IMEI)).id;
    ids.phone = (await t.admin.addVehicle('acme', 'PHONE 1', PHONE, { protocol: 'osmand' })).id;
    ids.flood = (await t.admin.addVehicle('acme', 'WA 3', FLOOD_IMEI)).id;
    gw = await startTestGateway(t);
  });
  afterAll(async () => {
    await gw?.close();
    await t?.close();
  });

  it('Teltonika TCP: a Codec 8E record of 2099 and one of 1999 are quarantined and ACKed, the true ones stored', async () => {
    const c = await tcpClient(gw.ports.teltonikaTcp!);
    c.send(encodeImeiFrame(TCP_IMEI));
    expect(await c.take(1)).toBe('01');
    const io = (odometer: number) =>
      new Map([
        [239, 1],
        [16, odometer],
      ]);
    const good = teltonikaRecord(NOW - 60_000, { io: io(100_000) });
    const future = teltonikaRecord(Date.parse('2099-01-01T00:00:00Z'), { io: io(230_000) });
    const past = teltonikaRecord(Date.parse('1999-12-31T23:59:59Z'), { io: io(0) });
    const later = teltonikaRecord(NOW - 30_000, { io: io(100_200) });
    c.send(encodeAvlFrame(0x8e, [good, future, past, later]));
    expect(await c.take(4)).toBe('00000004'); // every record acknowledged: the device moves on
    // Still acknowledged when the device sends the frame again.
    c.send(encodeAvlFrame(0x8e, [future]));
    expect(await c.take(4)).toBe('00000001');
    c.end();
    await settle();

    expect((await positions(ids.tcp)).map((p) => p.time)).toEqual([NOW - 60_000, NOW - 30_000]);
    // Written side by side: their order in the table is not the frame's.
    const q = (await quarantined(ids.tcp)).sort((a, b) => b.time - a.time);
    expect(q.map((r) => r.time)).toEqual([
      Date.parse('2099-01-01T00:00:00Z'),
      Date.parse('2099-01-01T00:00:00Z'),
      Date.parse('1999-12-31T23:59:59Z'),
    ]);
    expect(q[0].error).toBe(
      'record time 2099-01-01T00:00:00.000Z is ahead of the server clock 2026-11-02T12:00:00.000Z',
    );
    expect(q[2].error).toContain('is before 2000-01-01');
    // The live state stands on the last true record, and the odometer never saw the 2099 value.
    expect((await live(ids.tcp))?.processed_time).toBe(NOW - 30_000);
    expect((await positions(ids.tcp)).map((p) => p.odometer)).toEqual([100_000, 100_200]);
  });

  it('a record within the margin ahead of the clock is stored, past it quarantined', async () => {
    const c = await tcpClient(gw.ports.teltonikaTcp!);
    c.send(encodeImeiFrame(TCP_IMEI));
    expect(await c.take(1)).toBe('01');
    c.send(encodeAvlFrame(0x8e, [teltonikaRecord(NOW + 9 * 60_000), teltonikaRecord(NOW + 11 * 60_000)]));
    expect(await c.take(4)).toBe('00000002');
    c.end();
    await settle();
    expect((await positions(ids.tcp)).map((p) => p.time)).toContain(NOW + 9 * 60_000);
    expect((await quarantined(ids.tcp)).map((r) => r.time)).toContain(NOW + 11 * 60_000);
  });

  it('Teltonika UDP: a record of 2099 is quarantined and the packet answered', async () => {
    const packet = encodeTeltonikaUdp(0xbeef, 7, UDP_IMEI, 0x8e, [
      teltonikaRecord(NOW - 10_000),
      teltonikaRecord(Date.parse('2099-01-01T00:00:00Z')),
    ]);
    expect(await udpRequest(gw.ports.teltonikaUdp!, packet)).toBe('0005beef010702');
    await settle();
    expect((await positions(ids.udp)).map((p) => p.time)).toEqual([NOW - 10_000]);
    expect((await quarantined(ids.udp)).map((r) => r.time)).toEqual([Date.parse('2099-01-01T00:00:00Z')]);
    expect((await live(ids.udp))?.processed_time).toBe(NOW - 10_000);
  });

  it('OsmAnd: timestamp=99999999999999 (the year 5138) and timestamp=0 (1970) are quarantined and answered 200', async () => {
    const url = `http://127.0.0.1:${gw.ports.osmand}`;
    const send = (ts: string) =>
      fetch(`${url}/?id=${PHONE}&timestamp=${ts}&lat=51.1&lon=17.03&speed=10`, { method: 'POST' });
    expect((await send(String((NOW - 5_000) / 1000))).status).toBe(200);
    expect((await send('99999999999999')).status).toBe(200);
    expect((await send('0')).status).toBe(200);
    const json = await postOsmAndJson(gw.ports.osmand!, {
      device_id: PHONE,
      location: { timestamp: '2099-01-01T00:00:00.000Z', coords: { latitude: 51.11, longitude: 17.04 } },
    });
    expect(json.status).toBe(200);
    await settle();
    expect((await positions(ids.phone)).map((p) => p.time)).toEqual([NOW - 5_000]);
    const q = await quarantined(ids.phone);
    expect(q.map((r) => r.time).sort((a, b) => a - b)).toEqual([0, Date.parse('2099-01-01T00:00:00Z'), 99999999999999]);
    expect(q.find((r) => r.time === 0)?.error).toBe(
      'record time 1970-01-01T00:00:00.000Z is before 2000-01-01T00:00:00.000Z',
    );
    expect((await live(ids.phone))?.processed_time).toBe(NOW - 5_000);
  });

  it('OsmAnd: a driver identifier with %00 is kept out of its column on both databases, the record stored', async () => {
    const url = `http://127.0.0.1:${gw.ports.osmand}`;
    const at = (NOW - 1_000) / 1000;
    const res = await fetch(`${url}/?id=${PHONE}&timestamp=${at}&lat=51.1&lon=17.03&driverUniqueId=ab%00cd`, {
      method: 'POST',
    });
    expect(res.status).toBe(200);
    await settle();
    const row = await t.ctx.db
      .selectFrom('positions')
      .select(['driver1', 'extra'])
      .where('vehicle_id', '=', ids.phone)
      .where('time', '=', NOW - 1_000)
      .executeTakeFirstOrThrow();
    expect(row.driver1).toBeNull();
    expect(JSON.parse(row.extra!).x['bad.driver1']).toBe('ab\u0000cd');
    expect((await quarantined(ids.phone)).map((r) => r.time)).not.toContain(NOW - 1_000);
  });

  it('a device whose clock is wrong keeps its quarantine bounded: its newest rows, for 30 days', async () => {
    const c = await tcpClient(gw.ports.teltonikaTcp!);
    c.send(encodeImeiFrame(FLOOD_IMEI));
    expect(await c.take(1)).toBe('01');
    // A broken clock: every record in 2099, a second apart, in frames of 100 records.
    const sent = QUARANTINE_PER_VEHICLE + 3 * QUARANTINE_TRIM_EVERY;
    const base = Date.parse('2099-01-01T00:00:00Z');
    for (let i = 0; i < sent; i += 100) {
      const records = Array.from({ length: 100 }, (_, k) => teltonikaRecord(base + (i + k) * 1000));
      c.send(encodeAvlFrame(0x8e, records));
      expect(await c.take(4)).toBe((100).toString(16).padStart(8, '0'));
    }
    c.end();
    await settle();
    const kept = await quarantined(ids.flood);
    // Trimmed while it came: never more than the cap and one trim's worth, the newest kept.
    expect(kept.length).toBeGreaterThanOrEqual(QUARANTINE_PER_VEHICLE);
    expect(kept.length).toBeLessThanOrEqual(QUARANTINE_PER_VEHICLE + QUARANTINE_TRIM_EVERY);
    expect(Math.max(...kept.map((r) => r.time))).toBe(base + (sent - 1) * 1000);
    // The other vehicles' quarantined records are untouched by its trims.
    expect((await quarantined(ids.udp)).length).toBe(1);

    // The periodic trim: the cap exactly, then after the keep time nothing of it.
    await gw.writer.store.run('quarantineTrim', { now: NOW });
    expect((await quarantined(ids.flood)).length).toBe(QUARANTINE_PER_VEHICLE);
    expect((await quarantined(ids.udp)).length).toBe(1);
    await gw.writer.store.run('quarantineTrim', { now: NOW + QUARANTINE_KEEP_MS + 1 });
    expect(await quarantined(ids.flood)).toEqual([]);
    expect(await quarantined(ids.udp)).toEqual([]);
  }, 60_000);
});
