import type { ExportColumnType } from '../schemas/export-columns';

/**
 * A report grid column (spec 2 §3.3 'grid'): the field of the rows, the Polish title, the
 * export engine's typed kind (schemas/export-columns.ts: km, duration, datetime, litres, ...)
 * that the web shows and the exports write, and a width. Cells hold raw values of the kind:
 * km as numbers of km, durations as seconds, times as 'YYYY-MM-DD HH:mm:ss' in the company zone.
 */
export interface ReportColumn {
  field: string;
  title: string;
  type: ExportColumnType;
  width: number;
  decimals?: number;
}

export type ReportCell = string | number | null;
export type ReportRow = Record<string, ReportCell>;

/** The answer of a per-type report call. */
export interface ReportAnswer {
  grid: ReportColumn[];
  data: ReportRow[];
  footer: ReportRow | null;
}
