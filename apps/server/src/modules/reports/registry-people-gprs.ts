import { driverIdsReport } from './driver-ids-report';
import { gprsConnectionsReport } from './gprs-connections-report';
import { gprsLogsReport } from './gprs-logs-report';
import type { ReportCompute } from './report-job';
import { staffingReport } from './staffing-report';
import { vehicleIdsReport } from './vehicle-ids-report';

/** The computations of repvehids, identifiers, repdrvstaffing, repgprsconnections, repgprslogs (docs/reports-people-gprs.md). */
export const PEOPLE_GPRS_REPORTS: Record<string, ReportCompute> = {
  repvehids: vehicleIdsReport,
  identifiers: driverIdsReport,
  repdrvstaffing: staffingReport,
  repgprsconnections: gprsConnectionsReport,
  repgprslogs: gprsLogsReport,
};
