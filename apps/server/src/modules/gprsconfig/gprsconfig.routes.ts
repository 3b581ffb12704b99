import { P, gprsConfigListBody, gprsConfigReadBody, gprsConfigVehiclesBody } from '@namiar/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { requireUser, userOf } from '../../http/guards';
import { parseFormBody } from '../../http/form-body';
import { createGprsConfigService } from './gprsconfig.service';

/**
 * GPRS configuration (spec 3 §2.12, §7 GPRS configuration; the path is not shown there, so the
 * screen's route names it), permission 12 'GPRS constants' (spec 1 §6).
 */
export function gprsConfigRoutes(app: FastifyInstance, ctx: AppContext) {
  const gprs = createGprsConfigService(ctx);
  const gate = { preHandler: requireUser([P.gprsConstants]) };

  app.post('/app/gprsconfig', gate, async (request) => {
    const body = parseFormBody(gprsConfigListBody, request.body);
    return gprs.list(userOf(request), body.vid, body.from_date, body.to_date);
  });

  app.post('/app/gprsconfig/vehicles', gate, async (request) => {
    parseFormBody(gprsConfigVehiclesBody, request.body);
    return gprs.vehicles(userOf(request));
  });

  app.post('/app/gprsconfig/read', gate, async (request) => {
    const body = parseFormBody(gprsConfigReadBody, request.body);
    return gprs.read(userOf(request), body.vid);
  });
}
