import { formatDateTime } from '@namiar/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { requireUser, userOf } from '../../http/guards';

/** Keep-alive of the web app (every 60 s): proves the session is live and slides its expiry. */
export function systemRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/app/ping', { preHandler: requireUser() }, async (request) => {
    return { ok: true, time: formatDateTime(ctx.now(), userOf(request).timeZone) };
  });
}
