import type { Config } from '../config';
import type { AppContext } from '../http/context';
import { createSmsInbox } from '../modules/sms/sms-inbox';
import { SmppLink } from './smpp-link';

type Log = ConstructorParameters<typeof SmppLink>[0]['log'];

/** Binds to the configured SMS centre and makes it the context's: SMS sending is on from here. */
export function startSmsCentre(ctx: AppContext, smpp: NonNullable<Config['smpp']>, log: Log): SmppLink {
  const inbox = createSmsInbox(ctx, log);
  const link = new SmppLink({
    url: smpp.url,
    systemId: smpp.systemId,
    password: smpp.password,
    sourceAddr: smpp.source,
    onReceipt: inbox.onReceipt,
    onIncoming: inbox.onIncoming,
    log,
  });
  ctx.sms = link;
  return link;
}
