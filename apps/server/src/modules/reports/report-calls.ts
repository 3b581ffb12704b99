import {
  REPORT_MAX_DAYS,
  REPORT_MAX_MS,
  REPORT_MSG,
  REPORT_TYPES,
  reportBody,
  type ReportBody,
  type SettingsDocument,
} from '@namiar/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext, SessionUser } from '../../http/context';
import { AnswerError, BadRequestError, errGlobal } from '../../http/errors';
import { requireUser, userOf } from '../../http/guards';
import { loadVehicleEngineConfig } from '../../engine/vehicle-config';
import { vehicleScope } from '../monit/monit.service';
import { parseFormBody } from '../monit/parse';
import { parseRange } from '../route/route.service';
import { createSettingsService } from '../settings/settings.service';
import { dailyReport } from './daily-report';
import { kmCountersReport } from './km-counters-report';
import type { ReportCompute, ReportJob } from './report-job';
import { DRIVE_REPORTS } from './registry-drive';
import { FUEL_PLACES_REPORTS } from './registry-fuel-places';
import { PEOPLE_GPRS_REPORTS } from './registry-people-gprs';
import { GEO_BUDGET_MS } from './report-places';
import { listReportVehicles } from './reports.repository';

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

/** Report types whose objects are vehicles (the others: drivers, own points, GPRS devices). */
const VEHICLE_GROUPS = new Set(['vehicles']);

/** The hour report days start at, from the user's settings (0–23, default 0). */
function dayStartHour(settings: SettingsDocument): number {
  const h = Number(settings['app-reportStartDayFrom']);
  return Number.isInteger(h) && h >= 0 && h <= 23 ? h : 0;
}

/** The checked job: range, the user's vehicles (any other id refuses the whole request), configurations. */
async function reportJob(ctx: AppContext, user: SessionUser, body: ReportBody): Promise<ReportJob> {
  const { from, to } = parseRange(user, body.from_date, body.to_date);
  if (to - from > REPORT_MAX_MS) throw refuse(REPORT_MSG.rangeTooLong(REPORT_MAX_DAYS));
  const inScope = vehicleScope(user);
  const rows = await listReportVehicles(ctx.db, user.customerId, body.ids);
  const byId = new Map(rows.filter((r) => inScope(r.id)).map((r) => [r.id, r]));
  if (body.ids.some((id) => !byId.has(id))) throw refuse(REPORT_MSG.vehicleForeign);
  const vehicles = [];
  for (const id of body.ids) {
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
  const settings = await createSettingsService(ctx).read(user);
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
      if (!compute || !VEHICLE_GROUPS.has(type.group)) return errGlobal(REPORT_MSG.notAvailable);
      const user = userOf(request);
      const job = await reportJob(ctx, user, body);
      return compute(ctx, job);
    });
  }
}
