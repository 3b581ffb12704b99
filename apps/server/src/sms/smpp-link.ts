import smpp, { type Pdu, type Session } from 'smpp';
import type { SmsCentre } from './sms-centre';
import { parseReceipt, type Receipt } from './smpp-receipt';

export interface SmppLinkOptions {
  /** smpp://host:port (or ssmpp:// for TLS). */
  url: string;
  systemId: string;
  password: string;
  /** Sender address of submitted SMS; empty: the centre's default. */
  sourceAddr?: string;
  /** Wait before binding again after the link dropped. */
  reconnectMs?: number;
  onReceipt: (receipt: Receipt) => Promise<void>;
  onIncoming: (from: string, text: string) => Promise<void>;
  log: { info(o: object, m: string): void; warn(o: object, m: string): void; error(o: object, m: string): void };
}

/** The text of a PDU's short_message as the library decodes it. */
function messageText(pdu: Pdu): string {
  const sm = pdu.short_message;
  if (sm === undefined) return '';
  if (typeof sm === 'string') return sm;
  if (Buffer.isBuffer(sm)) return sm.toString('latin1');
  const m = sm.message;
  return m === undefined ? '' : Buffer.isBuffer(m) ? m.toString('latin1') : m;
}

/**
 * A transceiver bind to an SMS centre (SMPP 3.4/5.0 through the `smpp` package): submit_sm
 * out, deliver_sm in — delivery receipts (esm_class 0x04) to onReceipt, every other one (an
 * incoming SMS) to onIncoming. Every deliver_sm is answered only after its handler stored it,
 * so a failed write makes the centre deliver it again. A dropped link binds again after
 * reconnectMs; SMS submitted while unbound are refused (the caller marks them failed).
 */
export class SmppLink implements SmsCentre {
  private session: Session | null = null;
  private closing = false;
  private isBound = false;
  private timer: NodeJS.Timeout | null = null;
  private firstBind: Promise<void>;
  private resolveFirst!: () => void;

  constructor(private readonly opts: SmppLinkOptions) {
    this.firstBind = new Promise((r) => (this.resolveFirst = r));
    this.open();
  }

  get bound() {
    return this.isBound;
  }

  /** Resolves once bound for the first time, or after `ms` (then `bound` says false). */
  async ready(ms = 5000): Promise<boolean> {
    await Promise.race([this.firstBind, new Promise((r) => setTimeout(r, ms).unref())]);
    return this.isBound;
  }

  private open() {
    const s = smpp.connect({ url: this.opts.url, auto_enquire_link_period: 30_000 });
    this.session = s;
    s.on('connect', () => {
      s.bind_transceiver({ system_id: this.opts.systemId, password: this.opts.password }, (pdu) => {
        if (pdu.command_status === 0) {
          this.isBound = true;
          this.opts.log.info({ url: this.opts.url }, 'smpp: bound as transceiver');
          this.resolveFirst();
        } else {
          this.opts.log.error({ url: this.opts.url, status: pdu.command_status }, 'smpp: bind refused');
          s.close();
        }
      });
    });
    s.on('deliver_sm', (pdu: Pdu) => void this.onDeliver(s, pdu));
    s.on('enquire_link', (pdu: Pdu) => s.send(pdu.response()));
    s.on('unbind', (pdu: Pdu) => {
      s.send(pdu.response());
      s.close();
    });
    s.on('error', (e: Error) => this.opts.log.warn({ err: e, url: this.opts.url }, 'smpp: link error'));
    s.on('close', () => {
      this.isBound = false;
      if (this.session === s) this.session = null;
      if (this.closing) return;
      this.timer = setTimeout(() => this.open(), this.opts.reconnectMs ?? 5000);
      this.timer.unref();
    });
  }

  private async onDeliver(s: Session, pdu: Pdu) {
    const text = messageText(pdu);
    try {
      if ((pdu.esm_class ?? 0) & 0x04) {
        const receipt = parseReceipt(text, { receiptedId: pdu.receipted_message_id, state: pdu.message_state });
        if (receipt) await this.opts.onReceipt(receipt);
      } else {
        await this.opts.onIncoming(pdu.source_addr ?? '', text);
      }
      s.send(pdu.response());
    } catch (e) {
      // Not acknowledged as done: the centre retries the delivery later.
      this.opts.log.error({ err: e }, 'smpp: storing a deliver_sm failed');
      s.send(pdu.response({ command_status: 0x08 /* ESME_RSYSERR */ }));
    }
  }

  submit(phone: string, text: string): Promise<string> {
    const s = this.session;
    if (!s || !this.isBound) return Promise.reject(new Error('SMS centre not bound'));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('SMS centre did not answer')), 15_000);
      s.submit_sm(
        {
          source_addr: this.opts.sourceAddr ?? '',
          destination_addr: phone,
          short_message: text,
          registered_delivery: 1,
        },
        (pdu) => {
          clearTimeout(timer);
          if (pdu.command_status === 0 && pdu.message_id) resolve(pdu.message_id);
          else reject(new Error(`SMS centre refused the SMS (status ${pdu.command_status})`));
        },
      );
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    if (this.timer) clearTimeout(this.timer);
    const s = this.session;
    this.session = null;
    this.isBound = false;
    if (!s) return;
    await new Promise<void>((resolve) => {
      const done = setTimeout(() => s.destroy(() => resolve()), 1000);
      done.unref();
      try {
        s.unbind({}, () => {
          clearTimeout(done);
          s.close(() => resolve());
        });
      } catch {
        clearTimeout(done);
        s.destroy(() => resolve());
      }
    });
  }
}
