import {
  VEHICLE_IDS_GRID,
  VEHICLE_IDS_SUMMARY_GRID,
  periodTotals,
  periodsFooter,
  periodsSummaryRow,
  sumSummaryRows,
  vehicleIdRow,
  type ReportAnswer,
  type ReportRow,
} from '@namiar/domain';
import type { AppContext } from '../../http/context';
import { zoneFormatter } from '../../time/zone-format';
import { namedPeriods, readHolders, readVehicleIds } from './identifier-periods';
import type { ReportJob } from './report-job';

/**
 * Identifiers in a vehicle (repvehids): the vehicle's driver and passenger identifier periods
 * of the range with the register's holder then, time and road; the summary a row per vehicle.
 * Rules: docs/reports-people-gprs.md.
 */
async function vehiclePeriods(ctx: AppContext, job: ReportJob, index: number) {
  const v = job.vehicles[index];
  const read = await readVehicleIds(ctx, v, job.from, job.to);
  const holders = await readHolders(
    ctx,
    job.customerId,
    read.periods.map((p) => p.code),
    job.driverScope,
  );
  return namedPeriods(read, holders);
}

export async function vehicleIdsReport(ctx: AppContext, job: ReportJob): Promise<ReportAnswer> {
  const format = zoneFormatter(job.tz);
  if (!job.summary) {
    const periods = await vehiclePeriods(ctx, job, 0);
    return {
      grid: [...VEHICLE_IDS_GRID],
      data: periods.map((p) => vehicleIdRow(p, format)),
      footer: periodsFooter(periodTotals(periods), { code: 'Razem' }),
    };
  }
  const data: ReportRow[] = [];
  for (let i = 0; i < job.vehicles.length; i++) {
    const { vehicle } = job.vehicles[i];
    const totals = periodTotals(await vehiclePeriods(ctx, job, i));
    data.push(periodsSummaryRow(totals, { regno: vehicle.regno, _vid: vehicle.id }, false));
  }
  return {
    grid: [...VEHICLE_IDS_SUMMARY_GRID],
    data,
    footer: sumSummaryRows(data, { regno: 'Razem' }, false),
  };
}
