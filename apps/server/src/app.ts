import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { MSG, uncleanTextPath } from '@namiar/domain';
import { securityHeaders } from './http/security-headers';
import type { AppContext } from './http/context';
import { AnswerError, errGlobal } from './http/errors';
import { SESSION_COOKIE, originAllowed, refuseOrigin } from './http/guards';
import { recordRoutes } from './http/route-table';
import { createAuthService } from './modules/auth/auth.service';
import { authRoutes } from './modules/auth/auth.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { systemRoutes } from './modules/system/system.routes';
import { navigationRoutes } from './modules/navigation/navigation.routes';
import { alarmsRoutes } from './modules/alarms/alarms.routes';
import { remindersRoutes } from './modules/reminders/reminders.routes';
import { fuelRoutes } from './modules/fuel/fuel.routes';
import { geocodeRoutes } from './modules/geocode/geocode.routes';
import { monitRoutes } from './modules/monit/monit.routes';
import { routeRoutes } from './modules/route/route.routes';
import { poiRoutes } from './modules/poi/poi.routes';
import { poiRecordRoutes } from './modules/poi/poi-records.routes';
import { basesRoutes } from './modules/bases/bases.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { exportsRoutes } from './modules/exports/exports.routes';
import { vehiclesRoutes } from './modules/vehicles/vehicles.routes';
import { driversRoutes } from './modules/drivers/drivers.routes';
import { inspectionsRoutes } from './modules/inspections/inspections.routes';
import { identifiersRoutes } from './modules/identifiers/identifiers.routes';
import { countersRoutes } from './modules/counters/counters.routes';
import { powerOrderRoutes } from './modules/powerorder/powerorder.routes';
import { ecoRoutes } from './modules/ecodriving/eco.routes';
import { usersRoutes } from './modules/users/users.routes';
import { totpRoutes } from './modules/totp/totp.routes';
import { smsRoutes } from './modules/sms/sms.routes';
import { gprsConfigRoutes } from './modules/gprsconfig/gprsconfig.routes';
import { ctablesRoutes } from './modules/ctables/ctables.routes';

export interface BuildOptions {
  /** Pino logger options, or false for silence (tests). */
  logger?: boolean | object;
}

/** Builds the HTTP application; nothing listens until the caller says so (tests use inject()). */
export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? { level: ctx.config.logLevel },
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });

  recordRoutes(app);
  securityHeaders(app);
  await app.register(formbody);
  await app.register(cookie);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, { global: false });

  const auth = createAuthService(ctx);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/app/')) return;
    if (!originAllowed(request, ctx.config)) return refuseOrigin(reply);
    request.user = await auth.resolve(request.cookies[SESSION_COOKIE]);
  });

  // One text rule for every call (issue 28 §3): a NUL or an unpaired surrogate anywhere in a
  // body or a query is refused here, before a schema or the database sees it.
  app.addHook('preHandler', async (request, reply) => {
    if (!request.url.startsWith('/app/')) return;
    const path = uncleanTextPath(request.body) ?? uncleanTextPath(request.query);
    if (!path) return;
    const field = typeof path[0] === 'string' ? { [path[0]]: MSG.badText } : {};
    return reply.code(400).send({ err: { global: MSG.badText, ...field } });
  });

  app.setErrorHandler((error: FastifyError | AnswerError, request, reply) => {
    if (error instanceof AnswerError) return reply.code(error.statusCode).send(error.body);
    if (error.statusCode === 429) return reply.code(429).send(errGlobal(MSG.rateLimited));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(errGlobal(MSG.badRequest));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errGlobal(MSG.serverError));
  });

  authRoutes(app, ctx, auth);
  settingsRoutes(app, ctx);
  systemRoutes(app, ctx);
  navigationRoutes(app, ctx);
  alarmsRoutes(app, ctx);
  remindersRoutes(app, ctx);
  fuelRoutes(app, ctx);
  geocodeRoutes(app, ctx);
  monitRoutes(app, ctx);
  routeRoutes(app, ctx);
  poiRoutes(app, ctx);
  poiRecordRoutes(app, ctx);
  basesRoutes(app, ctx);
  reportsRoutes(app, ctx);
  exportsRoutes(app, ctx);
  vehiclesRoutes(app, ctx);
  driversRoutes(app, ctx);
  inspectionsRoutes(app, ctx);
  identifiersRoutes(app, ctx);
  countersRoutes(app, ctx);
  powerOrderRoutes(app, ctx);
  ecoRoutes(app, ctx);
  usersRoutes(app, ctx);
  totpRoutes(app, ctx);
  ctablesRoutes(app, ctx);
  smsRoutes(app, ctx);
  gprsConfigRoutes(app, ctx);

  await serveWebApp(app, ctx.config.webDist);
  return app;
}

/** The built web app at /, with index.html for every client-side route (SPA fallback). */
async function serveWebApp(app: FastifyInstance, webDist: string) {
  const index = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(index);
  if (hasWeb) {
    // Vite names what it puts under assets/ by content hash: such a file never changes, so the
    // browser keeps it for a year and reuses its compiled code on the next load (the record lists'
    // warm load was mostly fetching and compiling the same bundles again). index.html, which names
    // the current bundles, is always revalidated.
    const assets = `${path.sep}assets${path.sep}`;
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        if (filePath.includes(assets)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // A missing asset (e.g. a stale bundle name) is a 404, not the app page: only client-side
    // routes get index.html.
    const isAsset = /\.[a-z0-9]+$/i.test(request.url.split('?')[0]);
    if (request.url.startsWith('/app/') || request.method !== 'GET' || isAsset) {
      return reply.code(404).send(errGlobal(MSG.notFound));
    }
    if (!hasWeb) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('Aplikacja webowa nie jest zbudowana. Uruchom: npm run build');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').sendFile('index.html');
  });
}
