import {
  AREAS_MSG,
  P,
  POI_STATUSES,
  POI_TYPES,
  POI_VERIFIED_TEXT,
  areaListBody,
  poiDeleteBody,
  poiDetailsBody,
  poiSaveBody,
  type PoiDetailsAnswer,
  type PoiListRow,
} from '@namiar/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { errGlobal } from '../../http/errors';
import { requireUser, userOf } from '../../http/guards';
import { parseFormBody } from '../../http/form-body';
import { POI_GRID } from './area-records.grid';
import { createAreaRecords } from './area-records.service';
import { poiStore } from './poi-records.repository';
import { startAutoPoints } from './auto-points';

/** Own points as records (spec 3 §2.3, §7 'POIs'), permission 4; the monitor's /poi/map calls are in poi.routes.ts. */
export function poiRecordRoutes(app: FastifyInstance, ctx: AppContext) {
  const records = createAreaRecords(ctx, poiStore);
  // The own points the engine's results make (automatic points): wherever this app's engine runs.
  startAutoPoints(ctx, app.log);
  const gate = { preHandler: requireUser([P.ownPoints]) };

  app.post('/app/poi', gate, async (request) => {
    const body = parseFormBody(areaListBody, request.body);
    const data: PoiListRow[] = (await records.list(userOf(request))).map(({ id, verified, ...row }) => ({
      pid: id,
      ...row,
      verified: verified === 0 ? POI_VERIFIED_TEXT.no : POI_VERIFIED_TEXT.yes,
    }));
    return body.gridSchema ? { grid: [...POI_GRID], data } : { data };
  });

  app.post('/app/poi/details', gate, async (request) => {
    const { pid } = parseFormBody(poiDetailsBody, request.body);
    const found = await records.details(userOf(request), pid);
    if (!found) return errGlobal(AREAS_MSG.poiNotFound);
    const answer: PoiDetailsAnswer = {
      poi: found.record,
      vehicles: found.vehicles,
      drivers: found.drivers,
      poi_types: [...POI_TYPES],
      poi_statuses: [...POI_STATUSES],
    };
    return answer;
  });

  app.post('/app/poi/save', gate, async (request) => {
    const body = parseFormBody(poiSaveBody, request.body);
    return { ok: true, pid: await records.save(userOf(request), body.pid, body) };
  });

  app.post('/app/poi/delete', gate, async (request) => {
    const { pid } = parseFormBody(poiDeleteBody, request.body);
    await records.remove(userOf(request), pid);
    return { ok: true };
  });
}
