import type { ReportCompute } from './report-job';

/** The computations of repvehfueltanks, repvehcurfuel, repvehbases, repvehpoi, reppoiveh (docs/reports.md). */
export const FUEL_PLACES_REPORTS: Record<string, ReportCompute> = {};
