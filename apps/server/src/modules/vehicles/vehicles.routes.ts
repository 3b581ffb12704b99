import {
  P,
  VEHICLE_MSG,
  deleteObjectBody,
  formatDateTime,
  getCountersBody,
  refusedIdentifiersBody,
  parseDateTime,
  saveDescriptionBody,
  deleteDescriptionBody,
  saveObjectBody,
  vehicleDeleteBody,
  vehicleDetailsBody,
  vehicleSaveBody,
  vehiclesListBody,
  type VehicleCountersAnswer,
} from '@namiar/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { BadRequestError, errGlobal } from '../../http/errors';
import { requireUser, userOf } from '../../http/guards';
import { parseFormBody } from '../../http/form-body';
import { countersAt } from './vehicle-counters';
import { createVehicleObjectsService } from './vehicle-objects.service';
import { VEHICLES_GRID } from './vehicles.grid';
import { createVehiclesService } from './vehicles.service';

/** The vehicle calls of spec 3 §7 under permission 1 (P.vehicles). Thin: parse, call the service. */
export function vehiclesRoutes(app: FastifyInstance, ctx: AppContext) {
  const vehicles = createVehiclesService(ctx);
  const objects = createVehicleObjectsService(ctx);
  const gate = { preHandler: requireUser([P.vehicles]) };

  app.post('/app/vehicles', gate, async (request) => {
    const body = parseFormBody(vehiclesListBody, request.body);
    const rows = await vehicles.list(userOf(request));
    return { vehicles: rows, ...(body.gridSchema ? { grid: [...VEHICLES_GRID] } : {}) };
  });

  app.post('/app/vehicles/details', gate, async (request) => {
    const { vid } = parseFormBody(vehicleDetailsBody, request.body);
    const details = await vehicles.details(userOf(request), vid);
    return details ?? errGlobal(VEHICLE_MSG.vehicleNotFound);
  });

  // The form with its lists and calibrations: up to a few hundred kB of calibration points.
  app.post('/app/vehicles/save', { ...gate, bodyLimit: 4 * 1024 * 1024 }, async (request) => {
    const form = parseFormBody(vehicleSaveBody, request.body);
    return vehicles.save(userOf(request), form);
  });

  app.post('/app/vehicles/delete', gate, async (request) => {
    const { vid } = parseFormBody(vehicleDeleteBody, request.body);
    return vehicles.remove(userOf(request), vid);
  });

  // Issue 28 §1: identifiers of devices that tried to connect before their vehicle was registered.
  app.post('/app/vehicles/refusedids', gate, async (request) => {
    const { device_protocol } = parseFormBody(refusedIdentifiersBody, request.body);
    return { identifiers: await vehicles.refusedIdentifiers(userOf(request), device_protocol) };
  });

  app.get('/app/vehicles/descriptions', gate, async (request) => objects.descriptions(userOf(request)));

  app.post('/app/vehicles/savedescription', gate, async (request) => {
    const body = parseFormBody(saveDescriptionBody, request.body);
    return objects.saveDescription(userOf(request), body);
  });

  // Issue 27: a company's description can be deleted when no vehicle uses it.
  app.post('/app/vehicles/deletedescription', gate, async (request) => {
    const body = parseFormBody(deleteDescriptionBody, request.body);
    return objects.deleteDescription(userOf(request), body);
  });

  app.post('/app/vehicles/getcounters', gate, async (request): Promise<VehicleCountersAnswer | object> => {
    const body = parseFormBody(getCountersBody, request.body);
    const user = userOf(request);
    const row = await vehicles.ownVehicle(user, body.vid);
    if (!row) return errGlobal(VEHICLE_MSG.vehicleNotFound);
    const time = parseDateTime(body.date, user.timeZone);
    if (time === null) throw new BadRequestError({ global: VEHICLE_MSG.counterDate, date: VEHICLE_MSG.counterDate });
    const c = await countersAt(ctx.db, user.customerId, row.id, time);
    return { counters: { ...c, date: formatDateTime(time, user.timeZone) } };
  });

  app.post('/app/vehicles/saveobject', gate, async (request) => {
    const body = parseFormBody(saveObjectBody, request.body);
    return objects.saveObject(userOf(request), body);
  });

  app.post('/app/vehicles/deleteobject', gate, async (request) => {
    const body = parseFormBody(deleteObjectBody, request.body);
    return objects.deleteObject(userOf(request), body);
  });
}
