import { settingsSaveBody } from '@namiar/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { requireUser, userOf } from '../../http/guards';
import { parseBody } from '../../http/validate';
import { createSettingsService } from './settings.service';
import { uiSettingsRoutes } from './ui-settings.routes';

export function settingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const settings = createSettingsService(ctx);
  uiSettingsRoutes(app, ctx);

  app.get('/app/settings/', { preHandler: requireUser() }, async (request) => {
    return { global_json: JSON.stringify(await settings.read(userOf(request))) };
  });

  app.post('/app/settings/save', { preHandler: requireUser() }, async (request) => {
    const { global_json } = parseBody(settingsSaveBody, request.body);
    await settings.save(userOf(request), global_json);
    return { ok: true };
  });
}
