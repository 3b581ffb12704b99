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
  /**
   * The table's key column: what a row is about ('Dzień', 'Pojazd', 'Kierowca'). The grid pins it
   * left, never lets a saved layout hide or move it, and shows the totals row's label in it
   * (`keyedTable`). One per table.
   */
  key?: boolean;
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

/**
 * Fills of the row colours (`_color`, spec 2 §9) as the report grid shows them; the PDF export
 * fills a coloured row with the same colour.
 */
export const ROW_COLOR_FILLS = { red: '#ffd8d6', yellow: '#fff3c4', green: '#d9f7be' } as const;
export type RowColorName = keyof typeof ROW_COLOR_FILLS;

/** A row's `_color` when it is one of the row colours, else null. */
export function rowColorOf(row: Readonly<Record<string, unknown>> | null | undefined): RowColorName | null {
  const c = row?._color;
  return c === 'red' || c === 'yellow' || c === 'green' ? c : null;
}

/**
 * Index of a table's key column: the column flagged `key`, else the first column (every report
 * table names its rows in its first column: the day, the vehicle, the driver, the start of an
 * episode); -1 for a table without columns. Fields starting with '_' are never columns.
 */
export function keyColumnIndex(grid: readonly ReportColumn[]): number {
  const flagged = grid.findIndex((c) => c.key === true && !c.field.startsWith('_'));
  return flagged >= 0 ? flagged : grid.findIndex((c) => !c.field.startsWith('_'));
}

/**
 * A table with its key column flagged, only that one. Rows and the totals row are not touched:
 * the grid shows its totals label ('Razem') in the key column where the footer leaves it empty
 * (a date column such as the daily report's 'Dzień' cannot hold a word in a typed export).
 */
export function keyedTable<T extends ReportTable>(table: T): T {
  const k = keyColumnIndex(table.grid);
  if (k < 0) return table;
  const grid = table.grid.map((c, i) => {
    if (i === k) return c.key === true ? c : { ...c, key: true };
    if (c.key === undefined) return c;
    const { key: _dropped, ...rest } = c;
    return rest;
  });
  return { ...table, grid };
}

/** Every table of a report answer keyed (`keyedTable`): the main one and the fuel tank parts. */
export function keyedAnswer(answer: ReportAnswer): ReportAnswer {
  if (!Array.isArray(answer.grid)) return answer;
  const out: ReportAnswer = keyedTable(answer);
  if (answer.fuel_in) out.fuel_in = keyedTable(answer.fuel_in);
  if (answer.fuel_out) out.fuel_out = keyedTable(answer.fuel_out);
  return out;
}
