import {
  WORKDAY_DATE_COLUMN,
  WORKDAY_START_HOUR,
  WORKDAY_VEHICLE_COLUMN,
  inputNames,
  reportDays,
  withoutClosingInstant,
  sumWorkday,
  workdayGrid,
  workdayInputs,
  workdayRow,
  workdayValues,
  type ReportAnswer,
  type ReportRow,
  type WorkdayValues,
} from '@namiar/domain';
import type { AppContext } from '../../http/context';
import { zoneFormatter } from '../../time/zone-format';
import { findInputNames } from './drive.repository';
import type { ReportJob } from './report-job';
import { sliceSpansStats } from './spans-slice';

/**
 * The workday report (repvehworkday): per workday 06:00 → 06:00 (company zone), the route
 * viewer's input work times, engine time and road over it (spans-slice.ts); inputs named by the
 * company's saved descriptions (drive.repository.ts). Summary: a row per vehicle, the footer
 * 'Razem'. Rules: docs/reports-drive.md.
 */
export async function workdayReport(ctx: AppContext, job: ReportJob): Promise<ReportAnswer> {
  const days = withoutClosingInstant(reportDays(job.from, job.to + 1, job.tz, WORKDAY_START_HOUR), job.to);
  const inputs = workdayInputs(job.options);
  const names = inputNames(await findInputNames(ctx.db, job.customerId));
  const format = zoneFormatter(job.tz);
  const vehicleDays = async (i: number) =>
    (await sliceSpansStats(ctx, job.vehicles[i], days)).map((s) => workdayValues(s.report));
  if (!job.summary) {
    const values = await vehicleDays(0);
    return {
      grid: workdayGrid(WORKDAY_DATE_COLUMN, names, inputs),
      data: values.map((v, k) => ({
        ...workdayRow(v, { date: days[k].date }, inputs),
        _from: format(days[k].start),
        _to: format(days[k].end - 1),
      })),
      footer: workdayRow(sumWorkday(values), { date: null }, inputs),
    };
  }
  const totals: WorkdayValues[] = [];
  const data: ReportRow[] = [];
  for (let i = 0; i < job.vehicles.length; i++) {
    const total = sumWorkday(await vehicleDays(i));
    totals.push(total);
    const { vehicle } = job.vehicles[i];
    data.push({ ...workdayRow(total, { regno: vehicle.regno }, inputs), _vid: vehicle.id });
  }
  return {
    grid: workdayGrid(WORKDAY_VEHICLE_COLUMN, names, inputs),
    data,
    footer: workdayRow(sumWorkday(totals), { regno: 'Razem' }, inputs),
  };
}
