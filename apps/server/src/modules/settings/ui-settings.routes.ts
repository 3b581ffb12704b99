import { gridLayout, uiSettingsBody, type GridLayout, type UiSettingsAnswer } from '@namiar/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { requireUser, userOf } from '../../http/guards';
import { parseFormBody } from '../../http/form-body';
import * as repo from './ui-settings.repository';

/** A stored layout, or null when none (or one no longer of the layout's shape). */
function readLayout(text: string | undefined): GridLayout | null {
  if (!text) return null;
  try {
    const r = gridLayout.safeParse(JSON.parse(text));
    return r.success ? (r.data as GridLayout) : null;
  } catch {
    return null;
  }
}

/**
 * `POST /app/settings/ui` (spec 2 §7): a user's grid layout per module ('eventstable_grid',
 * 'eventstable_raport', '{type}_grid'): get, set (the layout as JSON in `json`) or del
 * (back to the default columns). Any signed-in user, for himself only.
 */
export function uiSettingsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/app/settings/ui', { preHandler: requireUser() }, async (request): Promise<UiSettingsAnswer> => {
    const body = parseFormBody(uiSettingsBody, request.body);
    const user = userOf(request);
    if (body.command === 'get') {
      return { json: readLayout(await repo.findGridLayout(ctx.db, user.customerId, user.userId, body.module)) };
    }
    if (body.command === 'del') {
      await repo.deleteGridLayout(ctx.db, user.customerId, user.userId, body.module);
      return { json: null };
    }
    const layout = body.layout!;
    await repo.saveGridLayout(ctx.db, user.customerId, user.userId, body.module, JSON.stringify(layout), ctx.now());
    return { json: layout };
  });
}
