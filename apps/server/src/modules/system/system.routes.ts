import { formatDateTime } from '@namiar/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { requireUser, userOf } from '../../http/guards';

/**
 * Keep-alive of the web app (every 60 s): proves the session is live and slides its expiry. It
 * also carries the user's permissions as they are now, so the menu follows an administrator's
 * change (users editor) without a new sign-in.
 */
export function systemRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/app/ping', { preHandler: requireUser() }, async (request) => {
    const user = userOf(request);
    return {
      ok: true,
      time: formatDateTime(ctx.now(), user.timeZone),
      permissions: [...user.permissions].sort((a, b) => a - b),
    };
  });
}
