import { normalizePhone } from '@namiar/domain';
import type { AppContext } from '../../http/context';
import type { Receipt } from '../../sms/smpp-receipt';
import { receiptFailureText } from '../../sms/smpp-receipt';
import * as repo from './sms.repository';

interface Log {
  warn(o: object, m: string): void;
}

/**
 * What the SMS centre delivers to us (smpp-link.ts handlers): delivery receipts update the sent
 * SMS; an incoming SMS from a vehicle's SIM number is stored as received for that vehicle (and
 * answers its oldest unanswered SMS command); one from an unknown number is logged and dropped.
 */
export function createSmsInbox(ctx: AppContext, log: Log) {
  async function onReceipt(r: Receipt) {
    if (r.outcome === 'pending') return;
    await repo.applyReceipt(
      ctx.db,
      r.messageId,
      r.outcome,
      ctx.now(),
      r.outcome === 'failed' ? receiptFailureText(r.stat) : null,
    );
  }

  async function onIncoming(from: string, text: string) {
    const phone = normalizePhone(from);
    if (phone === null) {
      log.warn({ from }, 'smpp: SMS from a number we cannot read, dropped');
      return;
    }
    const vehicles = await repo.vehiclesWithNumbers(ctx.db);
    const v = vehicles.find((x) => normalizePhone(x.simcard_no) === phone);
    if (!v) {
      log.warn({ from: phone }, 'smpp: SMS from a number no vehicle has, dropped');
      return;
    }
    await repo.storeIncomingSms(ctx.db, {
      customerId: v.customer_id,
      vehicleId: v.id,
      phone,
      text: text.slice(0, 2000),
      at: ctx.now(),
    });
  }

  return { onReceipt, onIncoming };
}
