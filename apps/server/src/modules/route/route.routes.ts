import zlib from 'node:zlib';
import { P, routeBody, routeEventDeleteBody, routeEventSaveBody } from '@namiar/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { requireUser, userOf } from '../../http/guards';
import { parseFormBody } from '../monit/parse';
import { deleteRouteEvent, saveRouteEvent } from './route-event-edit';
import { createRouteService } from './route.service';

/**
 * A month of route is about 20 MB of JSON: brotli 5 packs it 8 % smaller than the plugin's
 * default quality 4 in no more time (docs/route.md has the figures).
 */
const ROUTE_COMPRESSION = {
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  zlibOptions: { level: 6 },
};

/** The route viewer's calls (spec 2 §7), behind permission 16 (route). */
export function routeRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = createRouteService(ctx);
  const gate = { preHandler: requireUser([P.route]) };

  app.post('/app/route', { ...gate, compress: ROUTE_COMPRESSION }, async (request) =>
    service.route(userOf(request), parseFormBody(routeBody, request.body)),
  );

  app.post('/app/route/event/save', gate, async (request) =>
    saveRouteEvent(ctx, userOf(request), parseFormBody(routeEventSaveBody, request.body)),
  );

  app.post('/app/route/event/delete', gate, async (request) =>
    deleteRouteEvent(ctx, userOf(request), parseFormBody(routeEventDeleteBody, request.body)),
  );
}
