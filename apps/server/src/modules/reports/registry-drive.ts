import type { ReportCompute } from './report-job';

/** The computations of repvehshifts, repvehworkday, repvehcourses, repvehspeeds (docs/reports.md). */
export const DRIVE_REPORTS: Record<string, ReportCompute> = {};
