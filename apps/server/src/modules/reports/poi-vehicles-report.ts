import {
  AREA_EVENT,
  POINT_SUMMARY_GRID,
  POINT_VISITS_GRID,
  clipStays,
  pointSummaryRow,
  pointVisitRow,
  pointVisitsFooter,
  type PointVisit,
  type ReportAnswer,
} from '@namiar/domain';
import type { AppContext } from '../../http/context';
import { zoneFormatter } from '../../time/zone-format';
import { listAreaStays } from './fuel-places.repository';
import type { ReportJob } from './report-job';

/**
 * Vehicles at own points (reppoiveh): the own point stays (event 100) of every vehicle the user
 * sees in the requested points, one query for all, clipped to the range as repvehpoi clips them.
 * One point: its visits in arrival order; the summary: a row per point (visits, vehicles, time)
 * and 'Razem'. Rules: docs/reports-fuel-places.md.
 */
export async function poiVehiclesReport(ctx: AppContext, job: ReportJob): Promise<ReportAnswer> {
  const format = zoneFormatter(job.tz);
  const regnos = new Map(job.scopeVehicles.map((v) => [v.id, v.regno]));
  const pois = job.summary ? job.pois : job.pois.slice(0, 1);
  const rows = await listAreaStays(
    ctx.db,
    job.customerId,
    AREA_EVENT.poi,
    pois.map((p) => p.id),
    job.scopeVehicles.map((v) => v.id),
    job.from,
    job.to,
  );
  const byPoint = new Map<number, PointVisit[]>(pois.map((p) => [p.id, []]));
  // Clipped per vehicle and point, as one vehicle's report clips its stays.
  const stays = clipStays(
    rows.map((r) => ({ pointId: r.poi_id!, from: r.from_time, to: r.to_time, vid: r.vehicle_id })),
    job.from,
    job.to,
    ctx.now(),
  );
  for (const s of stays)
    byPoint
      .get(s.pointId)
      ?.push({ vid: s.vid, regno: regnos.get(s.vid) ?? `#${s.vid}`, arrival: s.arrival, departure: s.departure });
  if (!job.summary) {
    const visits = byPoint.get(pois[0].id) ?? [];
    return {
      grid: [...POINT_VISITS_GRID],
      data: visits.map((v) => pointVisitRow(v, format)),
      footer: pointVisitsFooter(visits),
    };
  }
  return {
    grid: [...POINT_SUMMARY_GRID],
    data: pois.map((p) => ({ _poi: p.id, ...pointSummaryRow(p.name, byPoint.get(p.id) ?? []) })),
    footer: pointSummaryRow('Razem', [...byPoint.values()].flat()),
  };
}
