import { alarmValueText, formatDateTime } from '@namiar/domain';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppContext } from '../http/context';
import { eventNamer } from '../modules/alarms/alarm-names';
import * as repo from './alarm-mail.repository';

export interface AlarmMailerOptions {
  /** nodemailer transport: an smtp:// or smtps:// URL, or a transport object (tests). */
  transport: string | Transporter;
  from: string;
  intervalMs?: number;
}

/**
 * Alarm e-mails (issue 3): every new alarm is sent once to the addresses its vehicle's
 * notification rules name for that event type (spec 3 §3.12). An alarm without recipients is
 * marked as handled too, so rules added later do not flood old alarms. A failed send leaves the
 * alarm unmarked; the next round tries again.
 */
export function createAlarmMailer(ctx: AppContext, log: FastifyBaseLogger, opts: AlarmMailerOptions) {
  const transporter = typeof opts.transport === 'string' ? nodemailer.createTransport(opts.transport) : opts.transport;
  let timer: NodeJS.Timeout | null = null;
  let running = false;

  async function runOnce(): Promise<number> {
    if (running) return 0;
    running = true;
    let sent = 0;
    try {
      const alarms = await repo.alarmsToNotify(ctx.db, 200);
      const namers = new Map<number, Awaited<ReturnType<typeof eventNamer>>>();
      for (const customerId of new Set(alarms.map((a) => a.customer_id)))
        namers.set(
          customerId,
          await eventNamer(
            ctx.db,
            customerId,
            alarms.filter((a) => a.customer_id === customerId),
          ),
        );
      for (const a of alarms) {
        const recipients = await repo.recipientsOf(ctx.db, a.customer_id, a.vehicle_id, a.event_type);
        // Named and valued as the alarm window and the alarms screen show it.
        const name = namers.get(a.customer_id)!(a);
        const value = alarmValueText(a.event_type, a.value, 'monit');
        for (const r of recipients) {
          const lines = [
            `Pojazd: ${a.regno}`,
            `Alarm: ${name}`,
            `Początek: ${formatDateTime(a.from_time, a.time_zone)}`,
            a.to_time === null ? 'Koniec: trwa' : `Koniec: ${formatDateTime(a.to_time, a.time_zone)}`,
            ...(value === null ? [] : [`Wartość: ${value}`]),
            ...(a.begin_lat === null ? [] : [`Pozycja: ${a.begin_lat.toFixed(5)}, ${a.begin_lon?.toFixed(5)}`]),
            ...(r.message ? ['', r.message] : []),
          ];
          await transporter.sendMail({
            from: opts.from,
            to: r.email,
            subject: `Namiar: ${name} — ${a.regno}`,
            text: lines.join('\n'),
          });
          sent++;
        }
        await repo.markNotified(ctx.db, a.customer_id, a.id, ctx.now());
      }
    } catch (e) {
      log.error({ err: e }, 'alarm e-mail round failed');
    } finally {
      running = false;
    }
    return sent;
  }

  return {
    runOnce,
    start() {
      timer = setInterval(() => void runOnce(), opts.intervalMs ?? 30_000);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
