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

/** One table of a report: its columns, rows and totals row. */
export interface ReportTable {
  grid: ReportColumn[];
  data: ReportRow[];
  footer: ReportRow | null;
}

/**
 * The answer of a per-type report call. The fuel tank report (repvehfueltanks) adds its two
 * parts, refuellings and losses, exported apart ('Eksportuj tankowania' / 'Eksportuj ubytki').
 *
 * Row conventions every report follows, so the screen needs no per-type code:
 * - `_vid`: the vehicle a row is about where the tab's object is not one vehicle (summaries,
 *   driver and own point reports); `_from` / `_to`: the row's time span ('YYYY-MM-DD HH:mm:ss'
 *   in the company's zone) for 'Pokaż na trasie' (absent: the report's range);
 * - `_color`: 'red' | 'yellow' | 'green', the row colour (repvehspeeds, spec 2 §9).
 * Fields starting with '_' are never columns.
 */
export interface ReportAnswer extends ReportTable {
  fuel_in?: ReportTable;
  fuel_out?: ReportTable;
}
