import {
  COUNTER_MSG,
  P,
  counterDeleteBody,
  counterDetailsBody,
  counterListBody,
  counterSaveBody,
} from '@namiar/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { errGlobal } from '../../http/errors';
import { requireUser, userOf } from '../../http/guards';
import { parseFormBody } from '../../http/form-body';
import { COUNTERS_GRID } from './counters.grid';
import { createCountersService } from './counters.service';

/** Energy counters (spec 3 §7 'Counters'), permission 66. */
export function countersRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = createCountersService(ctx);
  const gate = { preHandler: requireUser([P.counters]) };

  app.post('/app/counters', gate, async (request) => {
    const body = parseFormBody(counterListBody, request.body);
    const counters = await service.list(userOf(request));
    return body.gridSchema ? { grid: [...COUNTERS_GRID], counters } : { counters };
  });
  app.post('/app/counters/details', gate, async (request) => {
    const { cid } = parseFormBody(counterDetailsBody, request.body);
    return (await service.details(userOf(request), cid)) ?? errGlobal(COUNTER_MSG.notFound);
  });
  app.post('/app/counters/save', gate, async (request) => {
    const body = parseFormBody(counterSaveBody, request.body);
    return { ok: true, cid: await service.save(userOf(request), body) };
  });
  app.post('/app/counters/delete', gate, async (request) => {
    const { cid } = parseFormBody(counterDeleteBody, request.body);
    await service.remove(userOf(request), cid);
    return { ok: true };
  });
}
