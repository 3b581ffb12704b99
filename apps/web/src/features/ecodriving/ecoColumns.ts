import type { EcoEnergyEntry, EcoType, GenericExportBody } from '@namiar/domain';
import { exportTable, type ExportColumnChoice, type GridColumnSpec } from '../../kit/grid';
import { pl } from '../../kit/i18n/pl';
import { exportFileName, sheetName, type EcoReport } from './ecoModel';

const c = pl.eco.cols;
type Spec = GridColumnSpec<EcoEnergyEntry>;

/*
 * Every quantity's title carries its unit ('[kWh]', '[kW]', '[°]'), and each column starts wide
 * enough for its whole title on one line (issue 27 §3: the unit was cut off at 130 px).
 */
const LD: Spec = { field: 'ld', title: c.ld, type: 'date', width: 150, exportType: 'datetime' };
const kwh = (field: 'pc' | 'pu', title: string, digits: number): Spec => ({
  field,
  title,
  type: 'number',
  width: 180,
  digits,
  exportType: 'number',
});
const kw = (field: 'pum' | 'po' | 'ex', title: string, width: number): Spec => ({
  field,
  title,
  type: 'number',
  width,
  digits: 1,
  exportType: 'number',
});
const C_NO: Spec = { field: 'c_no', title: c.c_no, type: 'text', width: 140 };
const degrees = (field: 'lon' | 'lat', title: string): Spec => ({
  field,
  title,
  type: 'number',
  width: 215,
  digits: 6,
  exportType: 'number',
});

/**
 * Grid columns of each report (spec 2 §9 'Report grid columns'): 1-minute — entry date, energy
 * meter, energy used, meter number, longitude, latitude; 15-minute — average power kW and energy
 * used kWh; transgression — average power, exceeding of ordered power, meter number. The entry
 * date comes first and the rows arrive sorted by it. Transgression adds the ordered power it
 * was compared with, so the exceeding can be read.
 */
export const ECO_COLUMNS: Record<EcoType, readonly Spec[]> = {
  report1: [LD, kwh('pc', c.pc, 1), kwh('pu', c.pu, 3), C_NO, degrees('lon', c.lon), degrees('lat', c.lat)],
  report15: [LD, kw('pum', c.pum, 160), kwh('pu', c.pu, 3)],
  transgression: [LD, kw('pum', c.pum, 160), kw('po', c.po, 180), kw('ex', c.ex, 280), C_NO],
};

/**
 * The body of `/xlscreator/export` and `/pdfcreator/export`: one table on the sheet of spec 2 §7
 * ('Raport 1-minutowy', 'Raport 15-minutowy'), typed cells, in the file '{regno}_Raport_1_minutowy'.
 */
export function buildEcoExport(
  report: EcoReport,
  columns: readonly ExportColumnChoice<EcoEnergyEntry>[],
  rows: readonly EcoEnergyEntry[],
): GenericExportBody {
  const info = report.answer.info;
  const sheet = sheetName(report.type);
  const words = { yes: pl.grid.yes, no: pl.grid.no };
  return {
    filename: exportFileName(report.type, info.regno),
    title: sheet,
    reports: [exportTable(columns, rows, words, sheet, pl.eco.exportHeader(info.regno, info.fd, info.td))],
  };
}
