import {
  DRIVER_IDS_GRID,
  DRIVER_IDS_SUMMARY_GRID,
  driverIdRow,
  periodTotals,
  periodsFooter,
  periodsSummaryRow,
  sumSummaryRows,
  type ReportAnswer,
} from '@namiar/domain';
import type { AppContext } from '../../http/context';
import { zoneFormatter } from '../../time/zone-format';
import { ofDriver, readDriverVehicles } from './driver-vehicles';
import type { ReportJob } from './report-job';

/**
 * A driver's identifiers (identifiers): the periods the register's holder at their start was
 * the driver, in any vehicle the user sees: vehicle, identifier, from, to, time, road; the
 * summary a row per driver. Rules: docs/reports-people-gprs.md.
 */
export async function driverIdsReport(ctx: AppContext, job: ReportJob): Promise<ReportAnswer> {
  const format = zoneFormatter(job.tz);
  const { periods } = await readDriverVehicles(ctx, job);
  if (!job.summary) {
    const mine = ofDriver(periods, job.drivers[0].id);
    return {
      grid: [...DRIVER_IDS_GRID],
      data: mine.map((p) => driverIdRow(p, format)),
      footer: periodsFooter(periodTotals(mine), { regno: 'Razem' }),
    };
  }
  const data = job.drivers.map((d) =>
    periodsSummaryRow(periodTotals(ofDriver(periods, d.id)), { driver: d.name }, true),
  );
  return {
    grid: [...DRIVER_IDS_SUMMARY_GRID],
    data,
    footer: sumSummaryRows(data, { driver: 'Razem' }, true),
  };
}
