import {
  AREAS_MSG,
  BASE_STATUSES,
  BASE_TYPES,
  P,
  areaListBody,
  baseDeleteBody,
  baseDetailsBody,
  baseSaveBody,
  type BaseDetailsAnswer,
  type BaseListRow,
} from '@namiar/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { errGlobal } from '../../http/errors';
import { requireUser, userOf } from '../../http/guards';
import { parseFormBody } from '../../http/form-body';
import { AREAS_GRID } from '../poi/area-records.grid';
import { createAreaRecords } from '../poi/area-records.service';
import { baseStore } from './bases.repository';

/** Bases as records (spec 3 §2.4, §7 'Bases'), permission 3. */
export function basesRoutes(app: FastifyInstance, ctx: AppContext) {
  const records = createAreaRecords(ctx, baseStore);
  const gate = { preHandler: requireUser([P.bases]) };

  app.post('/app/base', gate, async (request) => {
    const body = parseFormBody(areaListBody, request.body);
    const data: BaseListRow[] = (await records.list(userOf(request))).map(({ id, ...row }) => ({ bid: id, ...row }));
    return body.gridSchema ? { grid: [...AREAS_GRID], data } : { data };
  });

  app.post('/app/base/details', gate, async (request) => {
    const { bid } = parseFormBody(baseDetailsBody, request.body);
    const found = await records.details(userOf(request), bid);
    if (!found) return errGlobal(AREAS_MSG.baseNotFound);
    const answer: BaseDetailsAnswer = {
      base: found.record,
      vehicles: found.vehicles,
      drivers: found.drivers,
      base_types: [...BASE_TYPES],
      base_statuses: [...BASE_STATUSES],
    };
    return answer;
  });

  app.post('/app/base/save', gate, async (request) => {
    const body = parseFormBody(baseSaveBody, request.body);
    return { ok: true, bid: await records.save(userOf(request), body.bid, body) };
  });

  app.post('/app/base/delete', gate, async (request) => {
    const { bid } = parseFormBody(baseDeleteBody, request.body);
    await records.remove(userOf(request), bid);
    return { ok: true };
  });
}
