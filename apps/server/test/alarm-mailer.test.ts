import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import { createAlarmMailer } from '../src/jobs/alarm-mailer';
import { DIALECTS, makeTestApp, type TestApp } from './harness';

const silentLog = { error: () => {} } as never;

describe.each(DIALECTS)('alarm e-mails on %s', (dialect) => {
  let t: TestApp;
  const sent: { to: string; subject: string; text: string }[] = [];
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const original = transport.sendMail.bind(transport);
  transport.sendMail = (async (mail: { to: string; subject: string; text: string }) => {
    sent.push({ to: mail.to, subject: mail.subject, text: mail.text });
    return original(mail);
  }) as never;

  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(() => t.close());

  it('sends each new alarm once to the recipients of its vehicle and type', async () => {
    const c = await t.admin.createCustomer('acme');
    const v = await t.admin.addVehicle('acme', 'WA 777', '352093081452251');
    const other = await t.admin.addVehicle('acme', 'WA 888', '352093081452269');
    const db = t.ctx.db;
    const mail = await db
      .insertInto('notification_emails')
      .values({ customer_id: c.id, email: 'dyspozytor@example.pl', description: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('vehicle_alarm_emails')
      .values({
        customer_id: c.id,
        vehicle_id: v.id,
        email_id: mail.id,
        event_type_id: 4,
        message: 'Zadzwoń do kierowcy',
      })
      .execute();
    const from = Date.parse('2026-11-05T08:00:00Z');
    const event = (vehicle_id: number, event_type: number, is_alarm: number, offset: number) => ({
      customer_id: c.id,
      vehicle_id,
      event_type,
      from_time: from + offset,
      to_time: from + offset + 120_000,
      value: 131,
      begin_lat: 51.1,
      begin_lon: 17.03,
      end_lat: null,
      end_lon: null,
      driver_id: null,
      poi_id: null,
      accepted_at: null,
      accepted_by: null,
      description: null,
      is_alarm,
    });
    await db
      .insertInto('events')
      .values([event(v.id, 4, 1, 0), event(v.id, 29, 1, 1), event(other.id, 4, 1, 2), event(v.id, 4, 0, 3)])
      .execute();

    const mailer = createAlarmMailer(t.ctx, silentLog, { transport, from: 'Namiar <alarmy@example.pl>' });
    expect(await mailer.runOnce()).toBe(1);
    expect(sent).toEqual([
      {
        to: 'dyspozytor@example.pl',
        subject: 'Namiar: Przekroczenie prędkości — WA 777',
        text: expect.stringContaining('Początek: 2026-11-05 09:00:00'),
      },
    ]);
    expect(sent[0].text).toContain('Zadzwoń do kierowcy');
    // Every alarm was considered once; a second round sends nothing.
    expect(await mailer.runOnce()).toBe(0);
    const unmarked = await db
      .selectFrom('events')
      .select('id')
      .where('is_alarm', '=', 1)
      .where('notified_at', 'is', null)
      .execute();
    expect(unmarked).toEqual([]);
  });

  it("names an input's alarm by the vehicle's description and writes the value with its unit", async () => {
    const c = await t.admin.createCustomer('pompy');
    const v = await t.admin.addVehicle('pompy', 'WB 100', '352093081452277');
    const db = t.ctx.db;
    const inputs = [
      { active: true, description: 'Stacyjka' },
      { active: true, description: 'Pompa wody' },
    ];
    await db
      .updateTable('vehicles')
      .set({ settings: JSON.stringify({ inputs }) })
      .where('id', '=', v.id)
      .execute();
    const mail = await db
      .insertInto('notification_emails')
      .values({ customer_id: c.id, email: 'serwis@example.pl', description: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const event_type_id of [10, 11, 4])
      await db
        .insertInto('vehicle_alarm_emails')
        .values({ customer_id: c.id, vehicle_id: v.id, email_id: mail.id, event_type_id, message: null })
        .execute();
    const from = Date.parse('2026-11-06T08:00:00Z');
    const row = (event_type: number, value: number | null, offset: number) => ({
      customer_id: c.id,
      vehicle_id: v.id,
      event_type,
      from_time: from + offset,
      to_time: null,
      value,
      begin_lat: null,
      begin_lon: null,
      end_lat: null,
      end_lon: null,
      driver_id: null,
      poi_id: null,
      accepted_at: null,
      accepted_by: null,
      description: null,
      is_alarm: 1,
    });
    await db
      .insertInto('events')
      .values([row(10, null, 0), row(11, null, 1), row(4, 97.3, 2)])
      .execute();
    sent.length = 0;
    const mailer = createAlarmMailer(t.ctx, silentLog, { transport, from: 'Namiar <alarmy@example.pl>' });
    expect(await mailer.runOnce()).toBe(3);
    expect(sent.map((m) => m.subject)).toEqual([
      'Namiar: Pompa wody załączona — WB 100',
      // input 3 has no description: the catalogue's name
      'Namiar: Wejście 3 załączone — WB 100',
      'Namiar: Przekroczenie prędkości — WB 100',
    ]);
    expect(sent[0].text).toContain('Alarm: Pompa wody załączona');
    expect(sent[0].text).toContain('Koniec: trwa');
    expect(sent[0].text).not.toContain('Wartość');
    expect(sent[2].text).toContain('Wartość: 97,3 km/h');
  });
});
