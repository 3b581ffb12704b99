import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context';
import { requireUser, userOf } from '../../http/guards';
import { insertNavigation } from './navigation.repository';

const MAX_PATH = 500;

/**
 * The navigation notice of spec 1 §2.1: the web posts /{section}/open/{rest}/ on each
 * navigation; we keep it in the navigation log (who opened which screen, when).
 */
export function navigationRoutes(app: FastifyInstance, ctx: AppContext) {
  const handler = async (request: FastifyRequest) => {
    const user = userOf(request);
    const params = request.params as { section: string; '*'?: string };
    const rest = (params['*'] ?? '').replace(/\/+$/, '');
    const path = `/${params.section}${rest ? `/${rest}` : ''}`.slice(0, MAX_PATH);
    await insertNavigation(ctx.db, { customer_id: user.customerId, user_id: user.userId, path, at: ctx.now() });
    return { ok: true };
  };
  app.post('/app/:section/open', { preHandler: requireUser() }, handler);
  app.post('/app/:section/open/*', { preHandler: requireUser() }, handler);
}
