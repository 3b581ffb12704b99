import {
  ECODRIVING_ANY,
  P,
  POI_TYPES,
  REPORT_TYPES,
  hasAny,
  reportListsQuery,
  type ReportListsAnswer,
  type SelectItem,
} from '@namiar/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { errCode } from '../../http/errors';
import { requireUser, userOf } from '../../http/guards';
import { collator, vehicleScope } from '../../access';
import { driverDisplayName } from '@namiar/domain';
import { parseFormBody } from '../../http/form-body';
import { reportCallRoutes } from './report-calls';
import { workdayInputsRoutes } from './workday-inputs.routes';
import { listDrivers, listPoiNames, listVehicleNames } from './reports.repository';
import { visibleDriverIds } from '../../access';

const poiTypeName = new Map(POI_TYPES.map((t) => [t.value, t.text]));

/**
 * Who may read which select lists: the route dialog (16) and the report builder (any report
 * permission) read `route`; the eco-driving dialogs read `ecodriving` (66–70).
 */
const LIST_GATES = {
  route: [P.route, ...new Set(REPORT_TYPES.flatMap((r) => r.permissions))],
  ecodriving: ECODRIVING_ANY,
} as const;

const byName = (a: SelectItem, b: SelectItem) => collator.compare(a.name, b.name) || a.id - b.id;

/**
 * `/reports/?type=route|ecodriving`: the select lists of the route and report dialogs, sorted by
 * name: the user's vehicles, the drivers of his driver list (user editor 'Kierowcy') and the
 * company's own points with their type's name (spec 2 §3.3).
 */
export function reportsRoutes(app: FastifyInstance, ctx: AppContext) {
  reportCallRoutes(app, ctx);
  workdayInputsRoutes(app, ctx);
  app.post('/app/reports', { preHandler: requireUser() }, async (request): Promise<ReportListsAnswer | object> => {
    const { type } = parseFormBody(reportListsQuery, request.query);
    const user = userOf(request);
    if (!hasAny(user.permissions, LIST_GATES[type])) return errCode('module_permission_error');
    const inScope = vehicleScope(user);
    const [vehicles, drivers, pois, driverScope] = await Promise.all([
      listVehicleNames(ctx.db, user.customerId),
      listDrivers(ctx.db, user.customerId),
      listPoiNames(ctx.db, user.customerId),
      visibleDriverIds(ctx.db, user),
    ]);
    return {
      vehicles: vehicles
        .filter((v) => inScope(v.id))
        .map((v) => ({ id: v.id, name: v.regno }))
        .sort(byName),
      drivers: drivers
        .filter((d) => driverScope === null || driverScope.has(d.id))
        .map((d) => ({ id: d.id, name: driverDisplayName(d.first_name, d.last_name) ?? `#${d.id}` }))
        .sort(byName),
      pois: pois.map((p) => ({ id: p.id, name: p.name, type_name: poiTypeName.get(p.type_id) ?? '' })).sort(byName),
    };
  });
}
