import {
  P,
  inspectionCountersBody,
  inspectionDeleteBody,
  inspectionDetailsBody,
  inspectionLevelTypesBody,
  inspectionListBody,
  inspectionPerformBody,
  inspectionPsaveBody,
  inspectionSaveBody,
} from '@namiar/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { requireUser, userOf } from '../../http/guards';
import { parseFormBody } from '../../http/form-body';
import { INSPECTIONS_GRID } from './inspections.grid';
import { createInspectionsService } from './inspections.service';

/**
 * Inspections (spec 3 §7 'Inspections'). The gate admits any of 62–65; the service then asks
 * the permission of the body's kind: 62/63 (periodic) or 64/65 (work-time) for the ledger,
 * 63 or 65 for perform/psave (spec 3 §6).
 */
export function inspectionsRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = createInspectionsService(ctx);
  const gate = {
    preHandler: requireUser([P.inspectionsPLedger, P.inspectionsPPerform, P.inspectionsWLedger, P.inspectionsWPerform]),
  };

  app.post('/app/inspections', gate, async (request) => {
    const body = parseFormBody(inspectionListBody, request.body);
    const list = await service.list(userOf(request), body.type, body.done);
    return body.gridSchema ? { grid: [...INSPECTIONS_GRID], list } : { list };
  });

  app.post('/app/inspections/details', gate, async (request) => {
    const body = parseFormBody(inspectionDetailsBody, request.body);
    return service.details(userOf(request), body.type, body.iid);
  });

  app.post('/app/inspections/save', gate, async (request) => {
    const body = parseFormBody(inspectionSaveBody, request.body);
    return { ok: true, iid: await service.save(userOf(request), body) };
  });

  app.post('/app/inspections/delete', gate, async (request) => {
    const body = parseFormBody(inspectionDeleteBody, request.body);
    await service.remove(userOf(request), body.type, body.iid);
    return { ok: true };
  });

  app.post('/app/inspections/getcounters', gate, async (request) => {
    const body = parseFormBody(inspectionCountersBody, request.body);
    return service.counters(userOf(request), body.type, body.vid, body.date);
  });

  app.post('/app/inspections/getleveltypes', gate, async (request) => {
    const body = parseFormBody(inspectionLevelTypesBody, request.body);
    return service.levelTypes(userOf(request), body.type, body.vid);
  });

  app.post('/app/inspections/perform', gate, async (request) => {
    const body = parseFormBody(inspectionPerformBody, request.body);
    return service.perform(userOf(request), body.type, body.iid);
  });

  app.post('/app/inspections/psave', gate, async (request) => {
    const body = parseFormBody(inspectionPsaveBody, request.body);
    return service.psave(userOf(request), body);
  });
}
