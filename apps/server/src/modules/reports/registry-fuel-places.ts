import { currentFuelReport } from './current-fuel-report';
import { fuelTanksReport } from './fuel-tanks-report';
import { poiVehiclesReport } from './poi-vehicles-report';
import type { ReportCompute } from './report-job';
import { basesReport, poiVisitsReport } from './visits-report';

/** The computations of repvehfueltanks, repvehcurfuel, repvehbases, repvehpoi, reppoiveh (docs/reports-fuel-places.md). */
export const FUEL_PLACES_REPORTS: Record<string, ReportCompute> = {
  repvehfueltanks: fuelTanksReport,
  repvehcurfuel: currentFuelReport,
  repvehbases: basesReport,
  repvehpoi: poiVisitsReport,
  reppoiveh: poiVehiclesReport,
};
