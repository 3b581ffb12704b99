import {
  STAFFING_GRID,
  STAFFING_SUMMARY_GRID,
  staffingRow,
  staffingSummaryFooter,
  staffingTotals,
  type ReportAnswer,
} from '@namiar/domain';
import type { AppContext } from '../../http/context';
import { zoneFormatter } from '../../time/zone-format';
import { ofDriver, readDriverVehicles } from './driver-vehicles';
import type { ReportJob } from './report-job';

/**
 * Staffing (repdrvstaffing): which vehicle each driver drove when: runs of a vehicle's drives
 * the route names the driver for, with drives, driving time and road; the summary a row per
 * driver. Rules: docs/reports-people-gprs.md.
 */
export async function staffingReport(ctx: AppContext, job: ReportJob): Promise<ReportAnswer> {
  const format = zoneFormatter(job.tz);
  const { spans } = await readDriverVehicles(ctx, job);
  if (!job.summary) {
    const mine = ofDriver(spans, job.drivers[0].id);
    return {
      grid: [...STAFFING_GRID],
      data: mine.map((s) => staffingRow(s, format)),
      footer: staffingTotals(mine, { regno: 'Razem' }, false),
    };
  }
  const data = job.drivers.map((d) => staffingTotals(ofDriver(spans, d.id), { driver: d.name }, true));
  return { grid: [...STAFFING_SUMMARY_GRID], data, footer: staffingSummaryFooter(data) };
}
