import {
  GPRS_LOGS_GRID,
  GPRS_REGNO_COLUMN,
  LOG_BUCKET_MS,
  hourCounts,
  hourRow,
  hoursFooter,
  localHours,
  type HourCount,
  type ReportAnswer,
  type ReportRow,
} from '@namiar/domain';
import type { AppContext } from '../../http/context';
import { zoneFormatter } from '../../time/zone-format';
import { countRecordBuckets } from './people-gprs.repository';
import type { ReportJob } from './report-job';

/**
 * How far before the range a record received in it may have been made and still be counted by
 * its received hour: the read is bounded by device time (no index on received_at), so a device
 * that sends a buffer older than this shows those records by device time only.
 */
export const LATE_RECORDS_MS = 2 * 86_400_000;

/**
 * Records per hour (repgprslogs): every hour of the range in the company's zone with the
 * vehicle's records by device time and by received time, gaps marked. No summary (gprs group,
 * spec 2 §4.2): several vehicles answer each one's hours, with a 'Nr rej.' column first.
 * Rules: docs/reports-people-gprs.md.
 */
export async function gprsLogsReport(ctx: AppContext, job: ReportJob): Promise<ReportAnswer> {
  const format = zoneFormatter(job.tz);
  const end = job.to + 1;
  const several = job.summary;
  const data: ReportRow[] = [];
  const all: HourCount[] = [];
  const span = localHours(job.from, end, format);
  for (const { vehicle } of job.vehicles) {
    const { device, received } = await countRecordBuckets(ctx.db, job.customerId, vehicle.id, {
      from: job.from,
      end,
      bucketMs: LOG_BUCKET_MS,
      lateMs: LATE_RECORDS_MS,
    });
    const hours = hourCounts(span, device, received);
    all.push(...hours);
    for (const h of hours) {
      const row = hourRow(h, format);
      data.push(several ? { regno: vehicle.regno, _vid: vehicle.id, ...row } : row);
    }
  }
  return {
    grid: several ? [GPRS_REGNO_COLUMN, ...GPRS_LOGS_GRID] : [...GPRS_LOGS_GRID],
    data,
    footer: hoursFooter(all, several ? { regno: 'Razem' } : {}),
  };
}
