import type { ExportColumnType } from '../schemas/export-columns';

/**
 * Bodies of the export calls (spec 2 §7, spec 3 'Exports'), shared by server and web; validated
 * by `schemas/exports.ts`. A cell is a raw value of its column's type (export-columns.ts):
 * numbers, durations in seconds, date-times 'YYYY-MM-DD HH:mm:ss' of the company's zone, text.
 */

export interface ExportColumnSpec {
  field: string;
  title: string;
  /** Screen pixels as the grid had them. */
  width?: number;
  /** Default 'text'. */
  type?: ExportColumnType;
  /** Decimals of a number column (default by type). */
  decimals?: number;
  /** The grid's sort of this column; the rows arrive sorted (a record only). */
  sort?: 'asc' | 'desc' | '' | boolean | null;
  /** The grid groups by this column: the table's `groupBy` when it names none. */
  group?: boolean | null;
}

export type ExportCellValue = string | number | null;

/** One table of an export: the events of the route report, or one object of a report. */
export interface ExportTableBody {
  title: string;
  header?: string;
  cols: ExportColumnSpec[];
  data: Record<string, ExportCellValue>[];
  groupBy?: string;
}

/** `POST /app/xlscreator/export`, `/app/pdfcreator/export`, `/app/csvcreator/export`: field `json`. */
export interface GenericExportBody {
  filename: string;
  /** Page header and first sheet title; default the file name. */
  title?: string;
  /** The grid's screen width (the PDF call's `width`); a record only. */
  width?: number;
  reports: ExportTableBody[];
}
