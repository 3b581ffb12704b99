import { P, inputNames, saveInputNamesBody } from '@namiar/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { requireUser, userOf } from '../../http/guards';
import { parseFormBody } from '../../http/form-body';
import { findInputNames, saveInputNames } from './drive.repository';

/**
 * `POST /app/repvehworkday/saveInputNames` (spec 2 §7, 'Edytuj opisy kolumn'): the workday
 * report's input column descriptions of the user's company (one set per company: the inputs
 * are the fleet's wiring). command=get answers {json: {input_1..input_4}} (the default name
 * where none is saved); command=set stores json (each trimmed, at most 50 characters, empty:
 * the default) and answers {ok: true}. Behind the workday report's permission (20).
 */
export function workdayInputsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/app/repvehworkday/saveInputNames', { preHandler: requireUser([P.repWorkday]) }, async (request) => {
    const body = parseFormBody(saveInputNamesBody, request.body);
    const user = userOf(request);
    if (body.command === 'get') return { json: inputNames(await findInputNames(ctx.db, user.customerId)) };
    await saveInputNames(ctx.db, user.customerId, user.userId, body.names, ctx.now());
    return { ok: true };
  });
}
