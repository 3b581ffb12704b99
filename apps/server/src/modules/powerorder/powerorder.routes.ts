import {
  P,
  POWER_MSG,
  powerOrderDeleteBody,
  powerOrderDetailsBody,
  powerOrderListBody,
  powerOrderSaveBody,
} from '@namiar/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { errGlobal } from '../../http/errors';
import { requireUser, userOf } from '../../http/guards';
import { parseFormBody } from '../../http/form-body';
import { POWERORDER_GRID } from './powerorder.grid';
import { createPowerOrderService } from './powerorder.service';

/** Ordered power (spec 3 §7 'Ordered power'), permission 70. */
export function powerOrderRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = createPowerOrderService(ctx);
  const gate = { preHandler: requireUser([P.powerOrder]) };

  app.post('/app/powerorder', gate, async (request) => {
    const body = parseFormBody(powerOrderListBody, request.body);
    const powerorders = await service.list(userOf(request));
    return body.gridSchema ? { grid: [...POWERORDER_GRID], powerorders } : { powerorders };
  });
  app.post('/app/powerorder/details', gate, async (request) => {
    const { vid } = parseFormBody(powerOrderDetailsBody, request.body);
    return (await service.details(userOf(request), vid)) ?? errGlobal(POWER_MSG.notFound);
  });
  app.post('/app/powerorder/save', gate, async (request) => {
    const body = parseFormBody(powerOrderSaveBody, request.body);
    return { ok: true, vid: await service.save(userOf(request), body) };
  });
  app.post('/app/powerorder/delete', gate, async (request) => {
    const { vid } = parseFormBody(powerOrderDeleteBody, request.body);
    await service.remove(userOf(request), vid);
    return { ok: true };
  });
}
