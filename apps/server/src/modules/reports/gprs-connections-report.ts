import {
  GPRS_CONNECTIONS_GRID,
  GPRS_REGNO_COLUMN,
  connectionRow,
  connectionSessions,
  connectionsFooter,
  type ReportAnswer,
  type ReportRow,
} from '@namiar/domain';
import type { AppContext } from '../../http/context';
import { zoneFormatter } from '../../time/zone-format';
import { listDeviceConnections } from './people-gprs.repository';
import type { ReportJob } from './report-job';

/**
 * The device connection log (repgprsconnections): a row per connection open at some moment of
 * the range (an HTTP device's requests merged into sessions). The gprs group has no summary (spec 2 §4.2): a request for several vehicles answers
 * the rows of each, in request order, with a 'Nr rej.' column first. The footer adds up time,
 * records, bytes and errors. Rules: docs/reports-people-gprs.md.
 */
export async function gprsConnectionsReport(ctx: AppContext, job: ReportJob): Promise<ReportAnswer> {
  const format = zoneFormatter(job.tz);
  // Open connections count up to the range's end, or up to now when that is earlier.
  const end = Math.min(job.to + 1, ctx.now());
  const several = job.summary;
  const data: ReportRow[] = [];
  for (const { vehicle } of job.vehicles) {
    const rows = await listDeviceConnections(ctx.db, job.customerId, vehicle.id, job.from, job.to);
    for (const c of connectionSessions(rows)) {
      const row = connectionRow(c, end, format);
      data.push(several ? { regno: vehicle.regno, _vid: vehicle.id, ...row } : row);
    }
  }
  return {
    grid: several ? [GPRS_REGNO_COLUMN, ...GPRS_CONNECTIONS_GRID] : [...GPRS_CONNECTIONS_GRID],
    data,
    footer: connectionsFooter(data, several ? { regno: 'Razem' } : {}),
  };
}
