import fs from 'node:fs';
import { EXPORT_LIMITS, MSG, P, routeReportExportBody, type ExportAnswer } from '@namiar/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context';
import { errGlobal } from '../../http/errors';
import { requireUser, userOf } from '../../http/guards';
import { parseFormBody } from '../monit/parse';
import { contentDisposition, createExportFiles } from './export-files';
import { createExportRenderer } from './export-renderer';
import { EXPORT_CONTENT_TYPES, type ExportKind } from './export-document';
import { exportRefusal, routeReportDocument } from './route-report-export';

/**
 * Report exports (spec 2 §7): `/xlscreator/routereport` and `/pdfcreator/routereport` write the
 * route report and answer `{ path }`; `/files/:token/:name` serves a file to its owner only
 * (anyone else: 404, the same answer as for a token that never existed).
 */
export function exportsRoutes(app: FastifyInstance, ctx: AppContext) {
  const files = createExportFiles(ctx);
  const renderer = createExportRenderer();
  app.addHook('onClose', () => renderer.close());
  // The session and permission are checked before the (large) body is read.
  const routeGate = { onRequest: requireUser([P.route]), bodyLimit: EXPORT_LIMITS.bodyBytes };

  const routeReport =
    (kind: ExportKind) =>
    async (request: FastifyRequest): Promise<ExportAnswer | object> => {
      const { json } = parseFormBody(routeReportExportBody, request.body);
      const doc = routeReportDocument(json);
      const refusal = exportRefusal(kind, doc);
      if (refusal) return errGlobal(refusal);
      const bytes = await renderer.render(kind, doc);
      return files.store(userOf(request), json.filename, kind, EXPORT_CONTENT_TYPES[kind], bytes);
    };
  app.post('/app/xlscreator/routereport', routeGate, routeReport('xlsx'));
  app.post('/app/pdfcreator/routereport', routeGate, routeReport('pdf'));

  app.get<{ Params: { token: string; name: string } }>(
    '/app/files/:token/:name',
    { preHandler: requireUser() },
    async (request, reply) => {
      const opened = await files.open(userOf(request), request.params.token, request.params.name);
      if (!opened) return reply.code(404).send(errGlobal(MSG.notFound));
      return reply
        .type(opened.contentType)
        .header('content-length', opened.size)
        .header('content-disposition', contentDisposition(opened.filename))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(fs.createReadStream(opened.file));
    },
  );
}
