import { MONIT_MSG, MONITOR_ANY, poiMapSaveBody, type PoiMapAnswer } from '@namiar/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { errGlobal } from '../../http/errors';
import { requireUser, userOf } from '../../http/guards';
import { parseFormBody } from '../../http/form-body';
import { savePointChoice } from '../settings/monitor-choices.repository';
import { loadMapAreas, mapItem } from './poi-areas';
import { existingPointIds } from './poi.repository';

/** The monitor's map points (spec 1 §2.7, §3.5): list with the user's choice, and saving it. */
export function poiRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/app/poi/map', { preHandler: requireUser(MONITOR_ANY) }, async (request): Promise<PoiMapAnswer> => {
    const user = userOf(request);
    const areas = await loadMapAreas(ctx.db, user.customerId, user.userId);
    return { data: areas.map(mapItem) };
  });

  app.post('/app/poi/map/save', { preHandler: requireUser(MONITOR_ANY) }, async (request) => {
    const { ids } = parseFormBody(poiMapSaveBody, request.body);
    const user = userOf(request);
    const poiIds = ids.filter((r) => r.kind === 'poi').map((r) => r.id);
    const baseIds = ids.filter((r) => r.kind === 'base').map((r) => r.id);
    const [pois, bases] = await Promise.all([
      existingPointIds(ctx.db, user.customerId, 'pois', poiIds),
      existingPointIds(ctx.db, user.customerId, 'bases', baseIds),
    ]);
    if (pois.size !== poiIds.length || bases.size !== baseIds.length) return errGlobal(MONIT_MSG.pointChoiceForeign);
    await ctx.db
      .transaction()
      .execute((trx) => savePointChoice(trx, user.customerId, user.userId, poiIds, baseIds, ctx.now()));
    return { ok: true };
  });
}
