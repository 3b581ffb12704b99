import {
  P,
  fuelInvoiceDeleteBody,
  fuelInvoiceSaveBody,
  fuelLossDeleteBody,
  fuelLossSaveBody,
  fuelRangeBody,
} from '@namiar/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { requireUser, userOf } from '../../http/guards';
import { parseFormBody } from '../../http/form-body';
import { createFuelService } from './fuel.service';

/**
 * Fuel records (spec 3 §7 'Fuel'): invoices (permission 7) and losses (permission 8). Every
 * call checks the vehicle is the session company's and on the user's list.
 */
export function fuelRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = createFuelService(ctx);
  const invoices = { preHandler: requireUser([P.fuelInvoices]) };
  const losses = { preHandler: requireUser([P.fuelLosses]) };

  app.post('/app/fuelinvoices', invoices, async (request) => {
    const b = parseFormBody(fuelRangeBody, request.body);
    return service.invoices(userOf(request), b.vid, b.from_date, b.to_date);
  });
  app.post('/app/fuelinvoices/save', invoices, async (request) => {
    const b = parseFormBody(fuelInvoiceSaveBody, request.body);
    return { ok: true, fid: await service.saveInvoice(userOf(request), b) };
  });
  app.post('/app/fuelinvoices/delete', invoices, async (request) => {
    const b = parseFormBody(fuelInvoiceDeleteBody, request.body);
    await service.deleteInvoice(userOf(request), b.fid, b.unpair);
    return { ok: true };
  });

  app.post('/app/fuelloss', losses, async (request) => {
    const b = parseFormBody(fuelRangeBody, request.body);
    return service.losses(userOf(request), b.vid, b.from_date, b.to_date);
  });
  app.post('/app/fuelloss/save', losses, async (request) => {
    const b = parseFormBody(fuelLossSaveBody, request.body);
    return { ok: true, lid: await service.saveLoss(userOf(request), b) };
  });
  app.post('/app/fuelloss/delete', losses, async (request) => {
    const b = parseFormBody(fuelLossDeleteBody, request.body);
    await service.deleteLoss(userOf(request), b.vid, b.lid);
    return { ok: true };
  });
}
