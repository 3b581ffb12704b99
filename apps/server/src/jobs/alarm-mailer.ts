import { alarmDisplayValue, eventName, formatDateTime } from '@namiar/domain';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppContext } from '../http/context';
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
      for (const a of await repo.alarmsToNotify(ctx.db, 200)) {
        const recipients = await repo.recipientsOf(ctx.db, a.customer_id, a.vehicle_id, a.event_type);
        for (const r of recipients) {
          const name = eventName(a.event_type);
          const value = alarmDisplayValue(a.event_type, a.value, true);
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
