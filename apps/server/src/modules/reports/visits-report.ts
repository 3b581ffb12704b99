import {
  AREA_EVENT,
  VISITS_SUMMARY_GRID,
  buildVisits,
  clipStays,
  roadAt,
  visitRow,
  visitsFooter,
  visitsGrid,
  visitsSummaryRow,
  type Visit,
} from '@namiar/domain';
import type { AppContext } from '../../http/context';
import { zoneFormatter } from '../../time/zone-format';
import { listAreaNames } from './fuel-places.repository';
import { placesSpan } from './fuel-places-span';
import type { ReportCompute, ReportJob } from './report-job';

type Kind = 'poi' | 'base';

/** A vehicle's stays of the kind in the range, clipped, with the drives between them (names still to fill). */
async function vehicleStays(ctx: AppContext, job: ReportJob, i: number, kind: Kind) {
  const span = await placesSpan(ctx, job.vehicles[i], [AREA_EVENT[kind]], job.from, job.to);
  const stays = clipStays(
    span.events.filter((e) => e.poi_id !== null).map((e) => ({ pointId: e.poi_id!, from: e.from_time, to: e.to_time })),
    job.from,
    job.to,
    ctx.now(),
  );
  return { stays, road: (t: number) => roadAt(span.time, span.sumrg, t) };
}

/**
 * Visits to bases (repvehbases) or own points (repvehpoi): one vehicle's visits with the drive
 * from the previous one, or the summary (a row per vehicle: visits, time at the points, drives
 * between them, and 'Razem'). Rules: docs/reports-fuel-places.md.
 */
function visitsReport(kind: Kind): ReportCompute {
  return async (ctx, job) => {
    const format = zoneFormatter(job.tz);
    const count = job.summary ? job.vehicles.length : 1;
    const read = [];
    for (let i = 0; i < count; i++) read.push(await vehicleStays(ctx, job, i, kind));
    const ids = [...new Set(read.flatMap((r) => r.stays.map((s) => s.pointId)))];
    const names = new Map((await listAreaNames(ctx.db, job.customerId, kind, ids)).map((a) => [a.id, a.name]));
    const visits: Visit[][] = read.map((r) => buildVisits(r.stays, names, r.road));
    if (!job.summary) {
      return {
        grid: visitsGrid(kind === 'base' ? 'Baza' : 'Punkt własny'),
        data: visits[0].map((v) => visitRow(v, format)),
        footer: visitsFooter(visits[0]),
      };
    }
    return {
      grid: [...VISITS_SUMMARY_GRID],
      data: job.vehicles.map((v, i) => visitsSummaryRow(v.vehicle.regno, v.vehicle.id, visits[i])),
      footer: visitsSummaryRow('Razem', null, visits.flat()),
    };
  };
}

export const basesReport: ReportCompute = visitsReport('base');
export const poiVisitsReport: ReportCompute = visitsReport('poi');
