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
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context';
import { errGlobal } from '../../http/errors';
import { requireUser, userOf } from '../../http/guards';
import { parseFormBody } from '../../http/form-body';
import { contentDisposition, createExportFiles, startExportCleanup } from './export-files';
import { EXPORT_CONTENT_TYPES, type ExportDocument, type ExportKind } from './export-document';
import { createExportLimits } from './export-limits';
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
  const limits = createExportLimits(app, ctx);
  let stopCleanup = () => {};
  app.addHook('onReady', async () => {
    stopCleanup = startExportCleanup(files, (e) => app.log.error({ err: e }, 'export cleanup failed'));
  });
  app.addHook('onClose', () => stopCleanup());
  // The session, the permission, the user's export in progress and a full render pool are
  // checked before the (large) body is read.
  const gate = (permissions: readonly number[]) => ({
    onRequest: [requireUser(permissions), limits.refuseEarly],
    bodyLimit: EXPORT_LIMITS.bodyBytes,
  });

  /** One export call, bounded (export-limits.ts): the body read by `build`, rendered, stored. */
  function write(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: ExportKind,
    build: () => { doc: ExportDocument; filename: string },
  ) {
    return limits.oneAtATime(request, reply, async (render) => {
      const { doc, filename } = build();
      const bytes = await render(kind, doc);
      if (!Buffer.isBuffer(bytes)) return bytes;
      const answer: ExportAnswer = await files.store(
        userOf(request),
        filename,
        kind,
        EXPORT_CONTENT_TYPES[kind],
        bytes,
      );
      return answer;
    });
  }

  for (const kind of ['xlsx', 'pdf'] as const) {
    app.post(`/app/${CALL_PREFIX[kind]}/routereport`, gate([P.route]), (request, reply) =>
      write(request, reply, kind, () => {
        const { json } = parseFormBody(routeReportExportBody, request.body);
        return { doc: routeReportDocument(json), filename: json.filename };
      }),
    );
  }
  for (const kind of ['xlsx', 'pdf', 'csv'] as const) {
    app.post(`/app/${CALL_PREFIX[kind]}/export`, gate(GENERIC_EXPORT_ANY), (request, reply) =>
      write(request, reply, kind, () => {
        const { json } = parseFormBody(genericExportBody, request.body);
        return { doc: genericDocument(json), filename: json.filename };
      }),
    );
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
