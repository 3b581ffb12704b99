import { P, smsDataBody, smsListBody, smsSendBody } from '@namiar/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { requireUser, userOf } from '../../http/guards';
import { parseFormBody } from '../../http/form-body';
import { SMS_RECEIVED_GRID, SMS_SENT_GRID } from './sms.grid';
import { createSmsService } from './sms.service';

/** SMS and device commands (spec 3 §7 SMS), permission 17 (spec 1 §6). */
export function smsRoutes(app: FastifyInstance, ctx: AppContext) {
  const sms = createSmsService(ctx);
  const gate = { preHandler: requireUser([P.sms]) };

  app.post('/app/sms', gate, async (request) => {
    const body = parseFormBody(smsListBody, request.body);
    const lists = await sms.list(userOf(request), body);
    return body.gridSchema
      ? { grids: { sended: [...SMS_SENT_GRID], recieved: [...SMS_RECEIVED_GRID] }, ...lists }
      : lists;
  });

  app.post('/app/sms/data', gate, async (request) => {
    parseFormBody(smsDataBody, request.body);
    return sms.data(userOf(request));
  });

  app.post('/app/sms/send', gate, async (request) => {
    const body = parseFormBody(smsSendBody, request.body);
    return sms.send(userOf(request), body);
  });
}
