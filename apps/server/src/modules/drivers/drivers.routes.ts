import { DRIVER_MSG, P, driverDeleteBody, driverDetailsBody, driverListBody, driverSaveBody } from '@namiar/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { errGlobal } from '../../http/errors';
import { requireUser, userOf } from '../../http/guards';
import { parseFormBody } from '../../http/form-body';
import { DRIVERS_GRID } from './drivers.grid';
import { createDriversService } from './drivers.service';

/** Drivers (spec 3 §7 'Drivers'), permission 2. */
export function driversRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = createDriversService(ctx);
  const gate = { preHandler: requireUser([P.drivers]) };

  app.post('/app/drivers', gate, async (request) => {
    const body = parseFormBody(driverListBody, request.body);
    const drivers = await service.list(userOf(request));
    return body.gridSchema ? { grid: [...DRIVERS_GRID], drivers } : { drivers };
  });

  app.post('/app/drivers/details', gate, async (request) => {
    const { did } = parseFormBody(driverDetailsBody, request.body);
    return (await service.details(userOf(request), did)) ?? errGlobal(DRIVER_MSG.notFound);
  });

  app.post('/app/drivers/save', gate, async (request) => {
    const body = parseFormBody(driverSaveBody, request.body);
    return { ok: true, did: await service.save(userOf(request), body) };
  });

  app.post('/app/drivers/delete', gate, async (request) => {
    const { did } = parseFormBody(driverDeleteBody, request.body);
    await service.remove(userOf(request), did);
    return { ok: true };
  });
}
