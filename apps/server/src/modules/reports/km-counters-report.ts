import { KM_COUNTERS_GRID, kmCountersFooter, kmCountersRow, type ReportAnswer } from '@namiar/domain';
import type { AppContext } from '../../http/context';
import type { ReportJob } from './report-job';
import { odometerSpan } from './reports.repository';
import { spanStats } from './span-stats';

/**
 * Km counters (repvehkmcounters, summary only): per vehicle, the engine's km and engine-hours
 * counters at the range's first and last point (the route's columns over the range, from the
 * stored days) and the device odometer of its first and last record that carries one.
 */
export async function kmCountersReport(ctx: AppContext, job: ReportJob): Promise<ReportAnswer> {
  const data = [];
  for (const v of job.vehicles) {
    const [stats, odo] = await Promise.all([
      spanStats(ctx, v, job.from, job.to),
      odometerSpan(ctx.db, job.customerId, v.vehicle.id, job.from, job.to),
    ]);
    data.push({
      _vid: v.vehicle.id,
      ...kmCountersRow(v.vehicle.regno, {
        kmStart: stats.ckm.start,
        kmEnd: stats.ckm.end,
        mthStart: stats.cmth.start,
        mthEnd: stats.cmth.end,
        odoStart: odo.start,
        odoEnd: odo.end,
      }),
    });
  }
  return { grid: [...KM_COUNTERS_GRID], data, footer: kmCountersFooter(data) };
}
