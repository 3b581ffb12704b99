import type { ReportCompute } from './report-job';

/** The computations of repvehids, identifiers, repdrvstaffing, repgprsconnections, repgprslogs (docs/reports.md). */
export const PEOPLE_GPRS_REPORTS: Record<string, ReportCompute> = {};
