import { P, ctablesGetBody, ctablesSendBody } from '@namiar/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { requireUser, userOf } from '../../http/guards';
import { parseFormBody } from '../../http/form-body';
import { createCtablesService } from './ctables.service';

/**
 * Table cleaning and regeneration (spec 2 §2.4, §3.6, §7): `/app/ctables` lists the company's
 * tasks (with the vehicles, the form's defaults and the grid's columns when asked), and
 * `/app/ctables/send` adds a clear or generate task or cancels tasks. Permission 14; the work
 * itself is done by jobs/ctables-runner.ts.
 */
export function ctablesRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = createCtablesService(ctx);
  app.post('/app/ctables', { preHandler: requireUser([P.tableCleaning]) }, async (request) =>
    service.get(userOf(request), parseFormBody(ctablesGetBody, request.body)),
  );
  app.post('/app/ctables/send', { preHandler: requireUser([P.tableCleaning]) }, async (request) =>
    service.send(userOf(request), parseFormBody(ctablesSendBody, request.body)),
  );
}
