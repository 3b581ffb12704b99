import {
  IDENTIFIER_MSG,
  P,
  identifierDeleteBody,
  identifierDetailsBody,
  identifierListBody,
  identifierSaveBody,
} from '@namiar/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { errGlobal } from '../../http/errors';
import { requireUser, userOf } from '../../http/guards';
import { parseFormBody } from '../../http/form-body';
import { IDENTIFIERS_GRID } from './identifiers.grid';
import { createIdentifiersService } from './identifiers.service';

/** Driver identifiers (spec 3 §7 'Identifiers'), permission 54. */
export function identifiersRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = createIdentifiersService(ctx);
  const gate = { preHandler: requireUser([P.identifiers]) };

  app.post('/app/ids', gate, async (request) => {
    const body = parseFormBody(identifierListBody, request.body);
    const ids = await service.list(userOf(request));
    return body.gridSchema ? { grid: [...IDENTIFIERS_GRID], ids } : { ids };
  });

  app.post('/app/ids/details', gate, async (request) => {
    const { iid } = parseFormBody(identifierDetailsBody, request.body);
    return (await service.details(userOf(request), iid)) ?? errGlobal(IDENTIFIER_MSG.notFound);
  });

  app.post('/app/ids/save', gate, async (request) => {
    const body = parseFormBody(identifierSaveBody, request.body);
    return { ok: true, iid: await service.save(userOf(request), body) };
  });

  app.post('/app/ids/delete', gate, async (request) => {
    const { iid } = parseFormBody(identifierDeleteBody, request.body);
    await service.remove(userOf(request), iid);
    return { ok: true };
  });
}
