import type { DriverScope } from '../drivers/driver-scope';
import type { ReportJob } from './report-job';

/**
 * The drivers the requesting user may see (drivers/driver-scope.ts), when the job carries them.
 * ReportJob has no field for it yet (report-calls.ts builds the job; docs/reports-people-gprs.md
 * 'Open points'): until it does, every holder is named, as the route viewer names them.
 */
export function jobDriverScope(job: ReportJob): DriverScope {
  const scope = (job as ReportJob & { driverScope?: DriverScope }).driverScope;
  return scope === undefined ? null : scope;
}
