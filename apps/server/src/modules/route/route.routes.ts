import zlib from 'node:zlib';
import { P, routeBody, routeEventDeleteBody, routeEventSaveBody } from '@namiar/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { requireUser, userOf } from '../../http/guards';
import { parseFormBody } from '../../http/form-body';
import { deleteRouteEvent, saveRouteEvent } from './route-event-edit';
import { createRouteService } from './route.service';

/**
 * The answer is mostly base64 of deflated point pieces: only the entropy coding of the base64
 * text gains, so brotli 1 is enough (a month: 8.75 B/point against 8.65 at quality 5, for less
 * time; docs/route.md has the figures).
 */
const ROUTE_COMPRESSION = {
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
  zlibOptions: { level: 6 },
};

/** The route viewer's calls (spec 2 §7), behind permission 16 (route). */
export function routeRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = createRouteService(ctx);
  const gate = { preHandler: requireUser([P.route]) };

  // Route workers start as the server starts listening, like a connection pool: booting two
  // costs 1.3 s of CPU each, which the first route after a start should not wait for (at the
  // first route it doubled that route's time). Tests that only inject requests do not start them.
  app.addHook('onListen', async () => service.warm());
  app.addHook('onClose', () => service.close());

  app.post('/app/route', { ...gate, compress: ROUTE_COMPRESSION }, async (request, reply) => {
    const json = await service.route(userOf(request), parseFormBody(routeBody, request.body));
    return reply.type('application/json; charset=utf-8').send(json);
  });

  app.post('/app/route/event/save', gate, async (request) =>
    saveRouteEvent(ctx, userOf(request), parseFormBody(routeEventSaveBody, request.body)),
  );

  app.post('/app/route/event/delete', gate, async (request) =>
    deleteRouteEvent(ctx, userOf(request), parseFormBody(routeEventDeleteBody, request.body)),
  );
}
