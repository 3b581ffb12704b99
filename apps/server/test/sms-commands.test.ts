import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import smpp, { type Pdu, type Session } from 'smpp';
import type { AddressInfo } from 'node:net';
import { SMS_MSG, emptyPosition, type SmsDataAnswer, type SmsSendAnswer } from '@namiar/domain';
import { encodeImeiFrame } from '@namiar/protocols';
import { TeltonikaDevice } from '../src/sim/device';
import { insertCommands } from '../src/modules/sms/sms.repository';
import { startSmsCentre } from '../src/sms/start-sms-centre';
import { DIALECTS, makeTestApp, post, signInOrFail, type TestApp } from './harness';
import { startTestGateway, tcpClient } from './gateway-harness';

/**
 * Issue 17 'Messages to devices must really reach them': the gateway, the project's Teltonika
 * emulator and a local SMPP server (the smpp package's server side) — no mock of our code.
 */
const IMEI = { a: '352093081452251', b: '352093081452269', c: '352093081452277', d: '352093081452285' };
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describe.each(DIALECTS)('SMS and device commands on %s', (dialect) => {
  let t: TestApp;
  let gw: Awaited<ReturnType<typeof startTestGateway>>;
  let cookie: string;
  const vid = { a: 0, b: 0, c: 0, d: 0 };
  const devices: TeltonikaDevice[] = [];

  const device = (imei: string) => {
    const d = new TeltonikaDevice({
      host: '127.0.0.1',
      port: gw.ports.teltonikaTcp!,
      imei,
      minBackoffMs: 20,
      maxBackoffMs: 200,
    });
    devices.push(d);
    d.push([emptyPosition(Date.now() - 60_000, 51.1, 17.03)]);
    return d;
  };
  const connected = async (vehicleId: number) =>
    expect.poll(() => t.ctx.devices?.has(vehicleId), { timeout: 5000 }).toBe(true);
  const command = (id: number) =>
    t.ctx.db.selectFrom('device_commands').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const send = async (body: Record<string, string>) => {
    const res = await post(t.app, '/app/sms/send', body, cookie);
    return res.json() as SmsSendAnswer;
  };

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    await t.admin.createCustomer('acme');
    vid.a = (await t.admin.addVehicle('acme', 'WA A', IMEI.a)).id;
    vid.b = (await t.admin.addVehicle('acme', 'WA B', IMEI.b)).id;
    vid.c = (await t.admin.addVehicle('acme', 'WA C', IMEI.c)).id;
    vid.d = (await t.admin.addVehicle('acme', 'WA D', IMEI.d)).id;
    await t.ctx.db.updateTable('vehicles').set({ simcard_no: '600 100 200' }).where('id', '=', vid.d).execute();
    await t.admin.createUser('acme', 'operator', 'operator1-flota', { permissions: [12, 17] });
    cookie = await signInOrFail(t.app, 'acme', 'operator', 'operator1-flota');
    gw = await startTestGateway(t);
  });
  afterAll(async () => {
    for (const d of devices) d.stop();
    await t.ctx.sms?.close();
    await gw.close();
    await t.close();
  });

  it('says SMS sending is not configured without SMPP settings', async () => {
    const list = (await post(t.app, '/app/sms', { gridSchema: 'true' }, cookie)).json();
    expect(list.sms_configured).toBe(false);
    expect(list.grids.sended.length).toBeGreaterThan(3);
    const data = (await post(t.app, '/app/sms/data', {}, cookie)).json();
    expect(data.sms.sms_configured).toBe(false);
    expect(data.vehicles.find((v: { vid: number }) => v.vid === vid.d).route).toBe('queue');
  });

  it('sends a command over the open connection as Codec 12 and stores the answer linked to it', async () => {
    const dev = device(IMEI.a);
    await connected(vid.a);
    const answer = await send({ sms_type: '1', vehicles: String(vid.a) });
    expect(answer.sent).toEqual([expect.objectContaining({ vid: vid.a, route: 'gprs' })]);
    const id = answer.sent[0].id;
    await expect.poll(async () => (await command(id)).status, { timeout: 5000 }).toBe('answered');
    expect((await command(id)).response).toMatch(/^GPS:[01] Sat:\d+ Lat:/);
    expect(dev.counters.commands).toBe(1);
    const list = (await post(t.app, '/app/sms', { gridSchema: 'true' }, cookie)).json();
    const sent = list.sended.find((r: { id: number }) => r.id === id);
    expect(sent).toMatchObject({
      text: 'getgps',
      channel: 'gprs',
      status: 'answered',
      status_text: 'Odpowiedź',
      user: 'operator',
    });
    const received = list.recieved.filter((r: { reply_to: number | null }) => r.reply_to === id);
    expect(received).toHaveLength(1);
    expect(received[0].text).toBe(sent.response);
    // 'Odpowiedź na' names the command answered and when it was sent, not its id (issue 27).
    expect(received[0].reply_to_text).toBe(`getgps (${sent.created_date})`);
    expect(list.grids.recieved.find((c: { title: string }) => c.title === 'Odpowiedź na').field).toBe('reply_to_text');
  });

  it('queues a command for an offline device and delivers it exactly once when it connects', async () => {
    const answer = await send({ sms_type: '4', output_1: 'true', output_3: 'true', vehicles: String(vid.b) });
    expect(answer.sent[0]).toMatchObject({ route: 'queue', status: 'queued' });
    const id = answer.sent[0].id;
    expect((await command(id)).text).toBe('setdigout 1010');
    const dev = device(IMEI.b);
    await expect.poll(async () => (await command(id)).status, { timeout: 8000 }).toBe('answered');
    dev.push([emptyPosition(Date.now() - 30_000, 51.1, 17.03)]);
    await new Promise((r) => setTimeout(r, 300));
    expect(dev.counters.commands).toBe(1);
    const replies = await t.ctx.db.selectFrom('device_messages').select('id').where('command_id', '=', id).execute();
    expect(replies).toHaveLength(1);
  });

  it('reads the GPRS configuration with getparam and keeps the time it was read', async () => {
    await connected(vid.a);
    const res = (await post(t.app, '/app/gprsconfig/read', { vid: String(vid.a) }, cookie)).json();
    expect(res.route).toBe('gprs');
    expect(res.entry.status).toBe('pending');
    const range = { vid: String(vid.a), from_date: '2026-01-01 00:00:00', to_date: '2026-12-31 23:59:59' };
    await expect
      .poll(async () => (await post(t.app, '/app/gprsconfig', range, cookie)).json().grid[0]?.status, {
        timeout: 10_000,
      })
      .toBe('complete');
    const entry = (await post(t.app, '/app/gprsconfig', range, cookie)).json().grid[0];
    expect(entry.read_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(entry.answered).toBe(entry.asked);
    expect(entry.constants).toMatchObject({
      save_period_s: 60,
      save_distance_m: 500,
      save_angle_deg: 15,
      gsm_sleep: true,
    });
    expect(entry.gprs).toMatchObject({ apn: 'internet', port: 5027, protocol: 'TCP' });
    // The reading's questions are not SMS: the SMS screen does not list them.
    const list = (await post(t.app, '/app/sms', {}, cookie)).json();
    expect(list.sended.some((r: { text: string }) => r.text.startsWith('getparam'))).toBe(false);
  });

  it("one vehicle's bad command never stalls other devices", async () => {
    const raw = await tcpClient(gw.ports.teltonikaTcp!);
    raw.send(encodeImeiFrame(IMEI.c));
    expect(await raw.take(1)).toBe('01');
    await connected(vid.c);
    const bad = await send({ sms_type: '2', vehicles: String(vid.c) });
    // The command reaches C's socket; C answers with a broken frame: only C's link closes.
    await raw.take(16);
    raw.send('000000000000000a0c01060000000248690100000000');
    await raw.waitClosed(5000);
    const good = await send({ sms_type: '1', vehicles: String(vid.a) });
    await expect.poll(async () => (await command(good.sent[0].id)).status, { timeout: 5000 }).toBe('answered');
    // C's command went back to the queue for its next connection.
    await expect.poll(async () => (await command(bad.sent[0].id)).status).toBe('queued');
  });

  it('sends SMS through SMPP, takes delivery receipts and stores incoming SMS', async () => {
    const submits: Pdu[] = [];
    let smsc: Session | null = null;
    const server = smpp.createServer((session) => {
      session.on('bind_transceiver', (pdu: Pdu) => {
        const ok = pdu.system_id === 'namiar' && pdu.password === 'secret';
        session.send(pdu.response(ok ? {} : { command_status: smpp.ESME_RBINDFAIL }));
        if (ok) smsc = session;
      });
      session.on('submit_sm', (pdu: Pdu) => {
        submits.push(pdu);
        session.send(pdu.response({ message_id: `m${submits.length}` }));
      });
      session.on('enquire_link', (pdu: Pdu) => session.send(pdu.response()));
      session.on('unbind', (pdu: Pdu) => {
        session.send(pdu.response());
        session.close();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const port = (server.address() as AddressInfo).port;
    try {
      const link = startSmsCentre(
        t.ctx,
        { url: `smpp://127.0.0.1:${port}`, systemId: 'namiar', password: 'secret', source: 'NAMIAR' },
        quiet,
      );
      expect(await link.ready()).toBe(true);
      expect((await post(t.app, '/app/sms', {}, cookie)).json().sms_configured).toBe(true);

      const answer = await send({ sms_type: '1', vehicles: String(vid.d) });
      expect(answer.sent[0]).toMatchObject({ route: 'sms', status: 'sent' });
      const id = answer.sent[0].id;
      expect(submits).toHaveLength(1);
      expect(submits[0].destination_addr).toBe('48600100200');
      const sm = submits[0].short_message as { message: string };
      expect(sm.message).toBe('  getgps');
      expect(await command(id)).toMatchObject({ channel: 'sms', phone: '48600100200', smpp_id: 'm1', status: 'sent' });

      const deliver = (opts: Record<string, unknown>) =>
        new Promise<Pdu>((resolve) => smsc!.deliver_sm({ destination_addr: 'NAMIAR', ...opts }, resolve));
      const ack = await deliver({
        source_addr: '48600100200',
        esm_class: 0x04,
        short_message:
          'id:m1 sub:001 dlvrd:001 submit date:2603290030 done date:2603290031 stat:DELIVRD err:000 text:getgps',
      });
      expect(ack.command_status).toBe(0);
      expect(await command(id)).toMatchObject({ status: 'delivered' });
      expect((await command(id)).delivered_at).not.toBeNull();

      await deliver({ source_addr: '+48600100200', short_message: 'GPS:1 Sat:9 Lat:52.2 Long:21.0' });
      expect(await command(id)).toMatchObject({ status: 'answered', response: 'GPS:1 Sat:9 Lat:52.2 Long:21.0' });
      const list = (await post(t.app, '/app/sms', {}, cookie)).json();
      expect(list.recieved.find((r: { reply_to: number | null }) => r.reply_to === id)).toMatchObject({
        channel: 'sms',
        phone: '48600100200',
        text: 'GPS:1 Sat:9 Lat:52.2 Long:21.0',
        reg_no: 'WA D',
      });
      // A number no vehicle has: answered to the centre, stored nowhere.
      const before = (await t.ctx.db.selectFrom('device_messages').select('id').execute()).length;
      expect((await deliver({ source_addr: '48999999999', short_message: 'spam' })).command_status).toBe(0);
      expect((await t.ctx.db.selectFrom('device_messages').select('id').execute()).length).toBe(before);
    } finally {
      await t.ctx.sms?.close();
      t.ctx.sms = undefined;
      for (const s of server.sessions) s.destroy();
      await new Promise((r) => server.close(r));
    }
  });

  it('applies the hour filter and refuses bad input in Polish', async () => {
    // WA A reported a minute ago: a 2-hour filter leaves it out; WA C never reported a record.
    // The filter reads the engine's last processed record: wait until the engine took A's.
    await expect
      .poll(
        async () =>
          (
            await t.ctx.db
              .selectFrom('vehicle_live')
              .select('processed_time')
              .where('vehicle_id', '=', vid.a)
              .executeTakeFirst()
          )?.processed_time ?? null,
        { timeout: 10_000 },
      )
      .not.toBeNull();
    const res = await send({ sms_type: '3', hour_active: 'true', hour: '2', vehicles: `${vid.a},${vid.c}` });
    expect(res.skipped).toEqual([
      expect.objectContaining({ vid: vid.a, reason: 'Pojazd wysłał dane w ciągu ostatnich 2 godz.' }),
    ]);
    expect(res.sent.map((s) => s.vid)).toEqual([vid.c]);
    const bad = await post(
      t.app,
      '/app/sms/send',
      { sms_type: '1', hour_active: 'true', hour: '100', vehicles: String(vid.a) },
      cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().err.hour).toBe('Liczba godzin musi być z zakresu 1-99');
    const none = await post(t.app, '/app/sms/send', { sms_type: '9', vehicles: '' }, cookie);
    expect(none.json().err).toMatchObject({
      sms_type: 'Wybierz rodzaj SMS',
      vehicles: 'Wybierz co najmniej jeden pojazd',
    });
  });

  it('refuses commands and configuration reads for an OsmAnd phone in Polish, never leaving one queued', async () => {
    const e = (await t.admin.addVehicle('acme', 'WA OSM', 'jan.kowalski', { protocol: 'osmand' })).id;
    // The phone has a number too: no SMS either (the phone's user would get 'getgps' as text).
    await t.ctx.db.updateTable('vehicles').set({ simcard_no: '600 100 300' }).where('id', '=', e).execute();
    const phone = (query = '') =>
      fetch(
        `http://127.0.0.1:${gw.ports.osmand}/?id=jan.kowalski&timestamp=${Math.floor(Date.now() / 1000) - 5}&lat=52.2&lon=21.0${query}`,
      );
    expect((await phone()).status).toBe(200);
    const data = (await post(t.app, '/app/sms/data', {}, cookie)).json() as SmsDataAnswer;
    expect(data.vehicles.find((v) => v.vid === e)).toMatchObject({ protocol: 'osmand', route: 'none' });
    const commands = async () =>
      (await t.ctx.db.selectFrom('device_commands').select('id').where('vehicle_id', '=', e).execute()).length;

    const alone = (await post(t.app, '/app/sms/send', { sms_type: '1', vehicles: String(e) }, cookie)).json();
    expect(alone.err).toEqual({ global: SMS_MSG.osmandCommands });
    expect(await commands()).toBe(0);
    const mixed = await send({ sms_type: '1', vehicles: `${vid.a},${e}` });
    expect(mixed.sent.map((x) => x.vid)).toEqual([vid.a]);
    expect(mixed.skipped).toEqual([{ vid: e, reg_no: 'WA OSM', reason: SMS_MSG.osmandCommands }]);
    expect(await commands()).toBe(0);

    const read = (await post(t.app, '/app/gprsconfig/read', { vid: String(e) }, cookie)).json();
    expect(read.err).toEqual({ global: SMS_MSG.osmandConfig });
    expect(await commands()).toBe(0);
    const reads = await t.ctx.db.selectFrom('device_param_reads').select('id').where('vehicle_id', '=', e).execute();
    expect(reads).toHaveLength(0);

    // A command queued before (the vehicle was a Teltonika one then) fails at the phone's next
    // request with the reason, instead of waiting forever; the phone gets an empty answer.
    const customerId = (
      await t.ctx.db.selectFrom('vehicles').select('customer_id').where('id', '=', e).executeTakeFirstOrThrow()
    ).customer_id;
    const [old] = await insertCommands(t.ctx.db, [
      {
        customer_id: customerId,
        vehicle_id: e,
        text: 'getgps',
        channel: 'gprs',
        sms_type: 1,
        phone: null,
        created_at: Date.now() - 60_000,
        created_by: null,
      },
    ]);
    const res = await phone('&speed=10');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
    expect(await command(old)).toMatchObject({ status: 'failed', error: SMS_MSG.osmandCommands });
  });
});
