import type { GridColumnSpec } from '../../kit/grid';
import { pl } from '../../kit/i18n/pl';
import { withLoader } from '../../kit/loader/loaderStore';
import { openInNewTab } from '../../kit/navigation/links';
import { toastInfo } from '../../kit/ui/toasts';
import { exportFuel, type FuelExportKind } from './api';
import { buildFuelExport } from './fuelModel';

const t = pl.fuel;

export interface FuelExportJob<Row> {
  kind: FuelExportKind;
  title: string;
  specs: readonly GridColumnSpec<Row>[];
  /** The rows as the grid shows them (its sort order), a totals row last where it has one. */
  rows: readonly Row[];
  file: { regno: string; from: string; to: string };
}

/** One grid to Excel or PDF through the export engine; the file opens in a new tab. */
export async function runFuelExport<Row>(job: FuelExportJob<Row>): Promise<void> {
  if (job.rows.length === 0) return toastInfo(t.exportEmpty);
  const body = buildFuelExport(job.title, job.specs, job.rows, job.file);
  try {
    const path = await withLoader(job.kind === 'xlsx' ? t.exportingExcel : t.exportingPdf, () =>
      exportFuel(job.kind, body),
    );
    openInNewTab(path);
  } catch {
    // err shown by the central handler; no file is opened
  }
}
