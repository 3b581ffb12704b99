import { coursesReport } from './courses-report';
import type { ReportCompute } from './report-job';
import { shiftsReport } from './shifts-report';
import { speedsReport } from './speeds-report';
import { workdayReport } from './workday-report';

/** The computations of repvehshifts, repvehworkday, repvehcourses, repvehspeeds (docs/reports-drive.md). */
export const DRIVE_REPORTS: Record<string, ReportCompute> = {
  repvehshifts: shiftsReport,
  repvehworkday: workdayReport,
  repvehcourses: coursesReport,
  repvehspeeds: speedsReport,
};
