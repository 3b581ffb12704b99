import {
  CURRENT_FUEL_GRID,
  currentFuelFooter,
  currentFuelRow,
  tankCapacity,
  type ReportAnswer,
  type ReportRow,
} from '@namiar/domain';
import type { AppContext } from '../../http/context';
import { zoneFormatter } from '../../time/zone-format';
import { listLiveStates } from './fuel-places.repository';
import type { ReportJob } from './report-job';
import { spanStats } from './span-stats';

/** The level and its time from a stored live state (engine liveView: `f` litres, `dt` ms). */
function liveLevel(text: string | undefined): { level: number | null; readAt: number | null } {
  if (!text) return { level: null, readAt: null };
  try {
    const live = JSON.parse(text) as { f?: unknown; dt?: unknown };
    const level = typeof live.f === 'number' && Number.isFinite(live.f) ? live.f : null;
    const dt = typeof live.dt === 'number' && Number.isFinite(live.dt) ? live.dt : null;
    return { level, readAt: level === null ? null : dt };
  } catch {
    return { level: null, readAt: null };
  }
}

/**
 * Current fuel (repvehcurfuel): per vehicle the live state's level (else the range's last known
 * level at the range's last point), % of the tank capacity, and the route viewer's statistics
 * over the range (level at start and end, used, refuelled, lost). One row per object; the
 * summary a row per vehicle and 'Razem'. Rules: docs/reports-fuel-places.md.
 */
export async function currentFuelReport(ctx: AppContext, job: ReportJob): Promise<ReportAnswer> {
  const format = zoneFormatter(job.tz);
  const vehicles = job.summary ? job.vehicles : job.vehicles.slice(0, 1);
  const lives = new Map(
    (
      await listLiveStates(
        ctx.db,
        job.customerId,
        vehicles.map((v) => v.vehicle.id),
      )
    ).map((r) => [r.vehicle_id, r.live]),
  );
  const data: ReportRow[] = [];
  for (const v of vehicles) {
    const { report } = await spanStats(ctx, v, job.from, job.to);
    let { level, readAt } = liveLevel(lives.get(v.vehicle.id));
    if (level === null && report.fle !== null) {
      // No live level (not processed yet): the range's last known level, read at its last point.
      level = report.fle;
      readAt = null;
    }
    data.push({
      _vid: v.vehicle.id,
      ...currentFuelRow(
        v.vehicle.regno,
        {
          level,
          readAt,
          capacity: tankCapacity(v.config.fuel.tanks),
          rangeStart: report.flb,
          rangeEnd: report.fle,
          used: report.flu,
          refuelled: report.ftv,
          lost: report.flv,
        },
        format,
      ),
    });
  }
  return { grid: [...CURRENT_FUEL_GRID], data, footer: currentFuelFooter(data) };
}
