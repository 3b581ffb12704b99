import {
  EXPORT_TYPE_RULES,
  exportValueFits,
  type ExportCellValue,
  type ExportColumnSpec,
  type ExportColumnType,
  type ExportTableBody,
} from '@namiar/domain';
import { cellText, cellValue, type BoolWords, type GridColumnSpec, type GridColumnType } from './columns';

/**
 * A grid's table as the export calls take it (spec 2 §7, spec 3 'Exports'; api/exports.ts):
 * typed columns and raw cells, so the spreadsheet gets numbers, durations and dates a user can
 * sum, sort and filter, and the PDF and CSV write them in their own notation. Text and yes/no
 * columns send what the grid shows.
 */

const DEFAULT_EXPORT_TYPES: Record<GridColumnType, ExportColumnType> = {
  text: 'text',
  number: 'number',
  duration: 'duration',
  date: 'datetime',
  bool: 'text',
};

/** A column of the export: the grid's spec and the width it has on screen. */
export interface ExportColumnChoice<Row> {
  spec: GridColumnSpec<Row>;
  width?: number;
}

export function exportTypeOf<Row>(spec: GridColumnSpec<Row>): ExportColumnType {
  return spec.exportType ?? DEFAULT_EXPORT_TYPES[spec.type];
}

/** The raw value of a typed column's cell; '' or null for none. */
function rawValue<Row>(spec: GridColumnSpec<Row>, row: Row): ExportCellValue {
  const v = cellValue(spec, row);
  return typeof v === 'boolean' ? null : v;
}

/**
 * The export's columns and rows of a grid. A number column keeps its decimals unless its text
 * is its own (a value column whose decimals depend on the row). A column with a value that does
 * not fit its type (a server list sending a number as text) goes as the grid's text instead, so
 * the export is never refused for it.
 */
export function exportTable<Row>(
  columns: readonly ExportColumnChoice<Row>[],
  rows: readonly Row[],
  words: BoolWords,
  title: string,
  header: string,
): ExportTableBody {
  const typed = columns.map(({ spec }) => {
    const type = exportTypeOf(spec);
    if (type === 'text') return { spec, type };
    const fits = rows.every((row) => exportValueFits({ type }, rawValue(spec, row)));
    return { spec, type: fits ? type : ('text' as const) };
  });
  const cols = typed.map(({ spec, type }, i): ExportColumnSpec => {
    const col: ExportColumnSpec = { field: spec.field, title: spec.title, type, width: columns[i].width ?? spec.width };
    const numeric = EXPORT_TYPE_RULES[type].kind === 'number';
    if (numeric && spec.digits !== undefined && !spec.text) col.decimals = spec.digits;
    return col;
  });
  const data = rows.map((row) =>
    Object.fromEntries(
      typed.map(({ spec, type }) => [spec.field, type === 'text' ? cellText(spec, row, words) : rawValue(spec, row)]),
    ),
  );
  return { title, header, cols, data };
}
