import {
  MONIT_MSG,
  MONITOR_ANY,
  inputEventsBody,
  inspectionInfoBody,
  monitBody,
  monitRouteBody,
  monitVehiclesSaveBody,
  outputEventsBody,
} from '@namiar/domain';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../http/context';
import { errGlobal } from '../../http/errors';
import { requireUser, userOf } from '../../http/guards';
import { saveVehicleChoice } from '../settings/monitor-choices.repository';
import { Refusal, createMonitDetails } from './monit-details';
import { listVehicleNames } from './monit.repository';
import { createMonitService } from './monit.service';
import { vehicleScope } from '../../access';
import { parseFormBody } from '../../http/form-body';
import { prepareGazetteer } from '../geocode/place-lookup';

/**
 * `/monit` itself answers `permission_error` to a user without any monitor permission: the
 * web then sets its module-permission setting to false without a toast (spec 1 §6, §8). The
 * monitor's other calls answer `module_permission_error` like every other call.
 */
const requireMonitor: preHandlerAsyncHookHandler = requireUser(MONITOR_ANY, 'permission_error');

/**
 * `/monit` answers megabytes every 30 s (about 13 MB for 5,000 vehicles, mostly the null
 * members of unconfigured inputs, thermometers and inspections); the fastest levels compress it
 * about 4× cheaper than the defaults (brotli 4, gzip 6) for a somewhat bigger transfer
 * (measured in bench/monit.ts; docs/decisions.md).
 */
const FAST_COMPRESSION = {
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
  zlibOptions: { level: 1 },
};

/** Runs a handler, answering a business refusal as err.global (HTTP 200). */
function answer<T>(run: (request: FastifyRequest, reply: FastifyReply) => Promise<T>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await run(request, reply);
    } catch (e) {
      if (e instanceof Refusal) return errGlobal(e.message);
      throw e;
    }
  };
}

export function monitRoutes(app: FastifyInstance, ctx: AppContext) {
  const monit = createMonitService(ctx);
  const details = createMonitDetails(ctx);
  const gate = { preHandler: requireUser(MONITOR_ANY) };
  // Offline place names need the gazetteer: build it once the server listens, not in a request.
  app.addHook('onListen', async () => {
    setImmediate(prepareGazetteer);
  });

  app.post('/app/monit', { preHandler: requireMonitor, compress: FAST_COMPRESSION }, async (request, reply) => {
    const { only_chosen } = parseFormBody(monitBody, request.body);
    const { json, giveBack, timing } = await monit.monitJson(userOf(request), only_chosen);
    // The answer's buffer is reused once this response is done (sent, or the client went away).
    reply.raw.once('finish', giveBack);
    reply.raw.once('close', giveBack);
    // How long the answer took to build, for the benchmark and for operators' tools.
    reply.header(
      'server-timing',
      `db;dur=${timing.queryMs.toFixed(1)}, changed;dur=${timing.changedMs.toFixed(1)}, ` +
        `places;dur=${timing.placesMs.toFixed(1)}, build;dur=${timing.buildMs.toFixed(1)}, total;dur=${(
          timing.queryMs + timing.buildMs
        ).toFixed(1)}`,
    );
    return reply.type('application/json; charset=utf-8').send(json);
  });

  app.get('/app/monit/vehicles', gate, async (request) => ({ vehicles: await monit.vehicleChoices(userOf(request)) }));

  app.post('/app/monit/vehicles/save', gate, async (request) => {
    const { vehicles } = parseFormBody(monitVehiclesSaveBody, request.body);
    const user = userOf(request);
    const inScope = vehicleScope(user);
    const own = new Set((await listVehicleNames(ctx.db, user.customerId)).map((v) => v.id));
    if (vehicles.some((id) => !own.has(id) || !inScope(id))) return errGlobal(MONIT_MSG.vehicleChoiceForeign);
    await ctx.db
      .transaction()
      .execute((trx) => saveVehicleChoice(trx, user.customerId, user.userId, vehicles, ctx.now()));
    return { ok: true };
  });

  app.post(
    '/app/monit/route',
    gate,
    answer(async (request) => details.route(userOf(request), parseFormBody(monitRouteBody, request.body))),
  );

  app.post(
    '/app/monit/inspection/',
    gate,
    answer(async (request) => {
      const { iid } = parseFormBody(inspectionInfoBody, request.body);
      return { info: await details.inspectionInfo(userOf(request), iid) };
    }),
  );

  app.post(
    '/app/monit/inputEvents/',
    gate,
    answer(async (request) => {
      const { vid, n } = parseFormBody(inputEventsBody, request.body);
      return { events: await details.ioEvents(userOf(request), 'input', vid, n) };
    }),
  );

  app.post(
    '/app/monit/outputEvents/',
    gate,
    answer(async (request) => {
      const { vid, n } = parseFormBody(outputEventsBody, request.body);
      return { events: await details.ioEvents(userOf(request), 'output', vid, n) };
    }),
  );
}
