import fs from 'node:fs';
import {
  ECODRIVING_ANY,
  EVIDENCE_ANY,
  EXPORT_LIMITS,
  MSG,
  P,
  REPORT_TYPES,
  genericExportBody,
  routeReportExportBody,
  type ExportAnswer,
} from '@namiar/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context';
import { errGlobal } from '../../http/errors';
import { requireUser, userOf } from '../../http/guards';
import { parseFormBody } from '../monit/parse';
import { contentDisposition, createExportFiles, startExportCleanup } from './export-files';
import { createExportRenderer } from './export-renderer';
import { EXPORT_CONTENT_TYPES, exportRefusal, type ExportDocument, type ExportKind } from './export-document';
import { genericDocument } from './generic-export';
import { routeReportDocument } from './route-report-export';

/**
 * The screens whose tables export through the generic calls (spec 2 §7, spec 3 'Exports'):
 * reports, alarms, SMS, records, eco-driving, users and the route. The rows come from the
 * caller, so the gate only keeps a user who sees none of them from using the server as a
 * file converter.
 */
export const GENERIC_EXPORT_ANY: readonly number[] = [
  ...new Set([
    ...REPORT_TYPES.flatMap((r) => r.permissions),
    ...EVIDENCE_ANY,
    ...ECODRIVING_ANY,
    P.alarms,
    P.sms,
    P.users,
    P.route,
  ]),
].sort((a, b) => a - b);

const CALL_PREFIX: Record<ExportKind, string> = { xlsx: 'xlscreator', pdf: 'pdfcreator', csv: 'csvcreator' };

/**
 * Exports (spec 2 §7, spec 3 'Exports'): `/xlscreator/routereport` and `/pdfcreator/routereport`
 * write the route report; `/xlscreator/export`, `/pdfcreator/export` and `/csvcreator/export`
 * write one table per object; each answers `{ path }`. `/files/:token/:name` serves a file to its
 * owner only (anyone else: 404, the same answer as for a token that never existed).
 */
export function exportsRoutes(app: FastifyInstance, ctx: AppContext) {
  const files = createExportFiles(ctx);
  const renderer = createExportRenderer();
  app.addHook('onClose', () => renderer.close());
  let stopCleanup = () => {};
  app.addHook('onReady', async () => {
    stopCleanup = startExportCleanup(files, (e) => app.log.error({ err: e }, 'export cleanup failed'));
  });
  app.addHook('onClose', () => stopCleanup());
  // The session and permission are checked before the (large) body is read.
  const gate = (permissions: readonly number[]) => ({
    onRequest: requireUser(permissions),
    bodyLimit: EXPORT_LIMITS.bodyBytes,
  });

  async function write(request: FastifyRequest, kind: ExportKind, doc: ExportDocument, filename: string) {
    const refusal = exportRefusal(kind, doc);
    if (refusal) return errGlobal(refusal);
    const bytes = await renderer.render(kind, doc);
    const answer: ExportAnswer = await files.store(userOf(request), filename, kind, EXPORT_CONTENT_TYPES[kind], bytes);
    return answer;
  }

  for (const kind of ['xlsx', 'pdf'] as const) {
    app.post(`/app/${CALL_PREFIX[kind]}/routereport`, gate([P.route]), async (request) => {
      const { json } = parseFormBody(routeReportExportBody, request.body);
      return write(request, kind, routeReportDocument(json), json.filename);
    });
  }
  for (const kind of ['xlsx', 'pdf', 'csv'] as const) {
    app.post(`/app/${CALL_PREFIX[kind]}/export`, gate(GENERIC_EXPORT_ANY), async (request) => {
      const { json } = parseFormBody(genericExportBody, request.body);
      return write(request, kind, genericDocument(json), json.filename);
    });
  }

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
