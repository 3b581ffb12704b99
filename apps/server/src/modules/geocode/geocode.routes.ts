import { reverseGeocodeQuery } from '@namiar/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { requireUser } from '../../http/guards';
import { parseBody } from '../../http/validate';
import { gazetteer } from './gazetteer';
import { createGeocodeService } from './geocode.service';

export function geocodeRoutes(app: FastifyInstance, ctx: AppContext) {
  const geocode = createGeocodeService(ctx);

  /** Nominatim's /reverse for the web (spec 1 §7): any signed-in user; the answer as Nominatim shapes it. */
  app.get('/app/geocode/reverse', { preHandler: requireUser() }, async (request, reply) => {
    const { lat, lon } = parseBody(reverseGeocodeQuery, request.query);
    const result = await geocode.reverseGeocode(lat, lon);
    if (result.upstreamError) {
      request.log.warn({ upstreamError: result.upstreamError }, 'geocoder upstream failed; offline answer used');
    }
    reply.header('x-geocode-source', `${result.source}${result.cached ? '; cached' : ''}`);
    reply.header('cache-control', 'private, max-age=3600');
    return result.answer;
  });

  // The gazetteer takes about 0.4 s to build: do it once the server listens, not on the
  // first request (with inject(), as in tests, it is built on first use).
  app.addHook('onListen', async () => {
    setImmediate(() => gazetteer());
  });
}
