export { DataGrid } from './DataGrid';
export type { DataGridProps } from './DataGrid';
export { cellText, cellValue, schemaToSpecs, typedText } from './columns';
export type {
  BoolWords,
  CellValue,
  GridCellRendererProps,
  GridColumnSchema,
  GridColumnSpec,
  GridColumnType,
} from './columns';
export { decimal, durationText, numberText } from './format';
export { exportTable, exportTypeOf } from './exportTable';
export type { ExportColumnChoice } from './exportTable';
export { layoutsEqual, visibleColumnIds } from './gridLayout';
export type { VisibleColumn } from './useGridLayout';
