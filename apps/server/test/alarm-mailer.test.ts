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
});
