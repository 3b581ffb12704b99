import { ECO_TYPES, P, ecoBody, type EcoType } from '@namiar/domain';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { requireUser, userOf } from '../../http/guards';
import { parseFormBody } from '../../http/form-body';
import { createEcoService } from './eco.service';
import { ecoVehicles } from './eco-vehicles';

/** Each report behind its own permission (spec 2 §6). */
const PERMISSION: Record<EcoType, number> = {
  report1: P.eco1min,
  report15: P.eco15min,
  transgression: P.ecoTransgression,
};

/**
 * A month of one-minute rows is megabytes of repetitive JSON: brotli at quality 1 takes a small
 * share of the time the default quality 11 takes for nearly the same size (as the route does).
 */
const ECO_COMPRESSION = {
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
  zlibOptions: { level: 1 },
};

/** Any eco report opens the dialog, and so its vehicle list. */
const ANY_REPORT = Object.values(PERMISSION);

/**
 * `POST /app/ecodriving/{type}` (spec 2 §7) as one route per type, so each is gated by its own
 * permission before anything is read (and the safety-net tests see the gate of each), and
 * `POST /app/ecodriving/vehicles`, the dialog's vehicle select: the user's vehicles that report
 * traction energy (the spec does not show the list's path).
 */
export function ecoRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = createEcoService(ctx);
  app.post('/app/ecodriving/vehicles', { preHandler: requireUser(ANY_REPORT) }, async (request) => ({
    vehicles: await ecoVehicles(ctx, userOf(request)),
  }));
  for (const type of ECO_TYPES) {
    app.post(
      `/app/ecodriving/${type}`,
      { preHandler: requireUser([PERMISSION[type]]), compress: ECO_COMPRESSION },
      async (request) => service.report(userOf(request), type, parseFormBody(ecoBody, request.body)),
    );
  }
}
