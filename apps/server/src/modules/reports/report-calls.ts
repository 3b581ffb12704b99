import {
  REPORT_MAX_DAYS,
  REPORT_MAX_MS,
  REPORT_MSG,
  REPORT_TYPES,
  keyedAnswer,
  reportBody,
  type ReportBody,
  type ReportGroup,
  type SettingsDocument,
} from '@namiar/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext, SessionUser } from '../../http/context';
import { AnswerError, BadRequestError, errGlobal } from '../../http/errors';
import { requireUser, userOf } from '../../http/guards';
import { loadVehicleEngineConfig } from '../../engine/vehicle-config';
import { parseFormBody } from '../../http/form-body';
import { parseRange } from '../route/route.service';
import { createSettingsService } from '../settings/settings.service';
import { dailyReport } from './daily-report';
import { kmCountersReport } from './km-counters-report';
import type { ReportCompute, ReportJob } from './report-job';
import { DRIVE_REPORTS } from './registry-drive';
import { FUEL_PLACES_REPORTS } from './registry-fuel-places';
import { PEOPLE_GPRS_REPORTS } from './registry-people-gprs';
import { GEO_BUDGET_MS } from './report-places';
import { listReportDrivers, listReportPois, listReportVehicles, listVehicleNames } from './reports.repository';
import { visibleDriverIds, type DriverScope } from '../../access';
import { collator, vehicleScope } from '../../access';
import { driverDisplayName } from '@namiar/domain';

/** A business refusal: err.global with HTTP 200 (DESIGN §6). */
const refuse = (message: string) => new AnswerError(200, errGlobal(message));

/** The report types computed so far; the others answer REPORT_MSG.notAvailable (docs/reports.md). */
const COMPUTED: Record<string, ReportCompute> = {
  repvehdaily: dailyReport,
  repvehkmcounters: kmCountersReport,
  ...DRIVE_REPORTS,
  ...FUEL_PLACES_REPORTS,
  ...PEOPLE_GPRS_REPORTS,
};

/** The hour report days start at, from the user's settings (0–23, default 0). */
function dayStartHour(settings: SettingsDocument): number {
  const h = Number(settings['app-reportStartDayFrom']);
  return Number.isInteger(h) && h >= 0 && h <= 23 ? h : 0;
}

/** The requested vehicles of the user (any other id refuses the whole request) with their configurations. */
async function requestedVehicles(ctx: AppContext, user: SessionUser, ids: readonly number[]) {
  const inScope = vehicleScope(user);
  const rows = await listReportVehicles(ctx.db, user.customerId, ids);
  const byId = new Map(rows.filter((r) => inScope(r.id)).map((r) => [r.id, r]));
  if (ids.some((id) => !byId.has(id))) throw refuse(REPORT_MSG.vehicleForeign);
  const vehicles: ReportJob['vehicles'] = [];
  for (const id of ids) {
    const config = await loadVehicleEngineConfig(ctx.db, user.customerId, id);
    if (!config) throw refuse(REPORT_MSG.vehicleForeign);
    const v = byId.get(id)!;
    vehicles.push({
      customerId: user.customerId,
      tz: user.timeZone,
      vehicle: { id: v.id, regno: v.regno, vehicle_type_id: v.vehicle_type_id, icon_id: v.icon_id },
      config,
    });
  }
  return vehicles;
}

/** The requested drivers of the user's company and driver list, in request order. */
async function requestedDrivers(ctx: AppContext, user: SessionUser, ids: readonly number[], scope: DriverScope) {
  const rows = await listReportDrivers(ctx.db, user.customerId, ids);
  const byId = new Map(rows.filter((d) => scope === null || scope.has(d.id)).map((d) => [d.id, d]));
  if (ids.some((id) => !byId.has(id))) throw refuse(REPORT_MSG.driverForeign);
  return ids.map((id) => {
    const d = byId.get(id)!;
    return { id, name: driverDisplayName(d.first_name, d.last_name) ?? `#${id}` };
  });
}

/** The requested own points of the user's company, in request order. */
async function requestedPois(ctx: AppContext, user: SessionUser, ids: readonly number[]) {
  const byId = new Map((await listReportPois(ctx.db, user.customerId, ids)).map((p) => [p.id, p]));
  if (ids.some((id) => !byId.has(id))) throw refuse(REPORT_MSG.poiForeign);
  return ids.map((id) => ({ id, name: byId.get(id)!.name }));
}

/** Every vehicle the user sees, by registration (what driver and own point reports read). */
async function userVehicles(ctx: AppContext, user: SessionUser) {
  const inScope = vehicleScope(user);
  return (await listVehicleNames(ctx.db, user.customerId))
    .filter((v) => inScope(v.id))
    .sort((a, b) => collator.compare(a.regno, b.regno) || a.id - b.id);
}

/** The checked job: range, the requested objects of the type's group, the user's settings. */
async function reportJob(ctx: AppContext, user: SessionUser, group: ReportGroup, body: ReportBody): Promise<ReportJob> {
  const { from, to } = parseRange(user, body.from_date, body.to_date);
  if (to - from > REPORT_MAX_MS) throw refuse(REPORT_MSG.rangeTooLong(REPORT_MAX_DAYS));
  const byVehicle = group === 'vehicles' || group === 'gprs';
  const driverScope = await visibleDriverIds(ctx.db, user);
  const [vehicles, drivers, pois, scopeVehicles, settings] = await Promise.all([
    byVehicle ? requestedVehicles(ctx, user, body.ids) : [],
    group === 'drivers' ? requestedDrivers(ctx, user, body.ids, driverScope) : [],
    group === 'pois' ? requestedPois(ctx, user, body.ids) : [],
    byVehicle ? [] : userVehicles(ctx, user),
    createSettingsService(ctx).read(user),
  ]);
  return {
    customerId: user.customerId,
    tz: user.timeZone,
    from,
    to,
    dayStartHour: dayStartHour(settings),
    settings,
    options: body.options,
    // The builder's queue asks a summary with several ids joined by '|' (spec 2 §4.2).
    summary: body.summary || body.ids.length > 1,
    placesBy: performance.now() + GEO_BUDGET_MS,
    vehicles,
    drivers,
    pois,
    scopeVehicles,
    driverScope,
  };
}

/**
 * `POST /app/{type}` for every report type of spec 1 §2.2 (the per-type report url of spec 2
 * §7, whose path the spec does not show; docs/api.md), behind the type's report permission.
 */
export function reportCallRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const type of REPORT_TYPES) {
    app.post(`/app/${type.id}`, { preHandler: requireUser(type.permissions) }, async (request) => {
      const body = parseFormBody(reportBody, request.body);
      if (body.type !== undefined && body.type !== '' && body.type !== type.id)
        throw new BadRequestError({ type: REPORT_MSG.typeMismatch, global: REPORT_MSG.typeMismatch });
      const compute = COMPUTED[type.id];
      if (!compute) return errGlobal(REPORT_MSG.notAvailable);
      const user = userOf(request);
      const job = await reportJob(ctx, user, type.group, body);
      // Every table names its key column, which the grid pins (domain keyedTable).
      return keyedAnswer(await compute(ctx, job));
    });
  }
}
