import type { ColDef, ColGroupDef } from 'ag-grid-community';
import { cellText, cellValue, compareValues, type BoolWords, type GridColumnSpec } from './columns';
import { HEADER_CELL_EXTRA_PX, longestWord } from './headerWords';

export interface ColumnDefOptions {
  words: BoolWords;
  /** Largest width a column may be resized or autosized to (spec 2 §9: 160 in report grids). */
  maxWidth?: number;
  /**
   * A word's width as the header draws it, px (null: not measurable here): no column is narrower
   * than its title's longest word.
   */
  measureHeaderWord?: (word: string) => number | null;
  /** The label a pinned totals row shows in the key column when its cell there is empty ('Razem'). */
  totalsLabel?: string;
}

const MIN_COLUMN_PX = 40;

/** The narrowest a column may be: its title's longest word unbroken, within the grid's largest width. */
function columnMinWidth(title: string, options: ColumnDefOptions): number {
  const px = options.measureHeaderWord?.(longestWord(title)) ?? null;
  const word = px === null ? 0 : Math.ceil(px) + HEADER_CELL_EXTRA_PX;
  const min = Math.max(MIN_COLUMN_PX, word);
  return options.maxWidth !== undefined ? Math.min(min, options.maxWidth) : min;
}

/**
 * Column specs as AG Grid column definitions: the field is the column id, the spec's value
 * feeds sorting, its text is the cell (or the renderer draws it); numbers and durations are
 * right-aligned; fixed (action) columns and the key column are pinned left and kept out of
 * moving and hiding (the key stays resizable and sortable, and labels a totals row). No other
 * column can be pinned: a layout holds no pinning (spec 2 §3.1), so a column dragged to the
 * edge must not end up pinned where the saved layout cannot bring it back.
 */
export function specsToColumnDefs<Row>(
  specs: readonly GridColumnSpec<Row>[],
  options: ColumnDefOptions,
): ColDef<Row>[] {
  return specs.map((spec) => {
    const right = spec.type === 'number' || spec.type === 'duration';
    const minWidth = columnMinWidth(spec.title, options);
    const def: ColDef<Row> = {
      colId: spec.field,
      headerName: spec.title,
      headerTooltip: spec.title,
      width: spec.width === undefined ? undefined : Math.max(spec.width, minWidth),
      minWidth,
      maxWidth: spec.fixed ? undefined : options.maxWidth,
      sortable: !spec.unsortable,
      resizable: true,
      cellDataType: false,
      valueGetter: (p) => (p.data === undefined ? null : cellValue(spec, p.data)),
      valueFormatter: (p) => {
        if (p.data === undefined) return '';
        const text = cellText(spec, p.data, options.words);
        return text === '' && spec.key && p.node?.rowPinned === 'bottom' ? (options.totalsLabel ?? '') : text;
      },
      comparator: (a, b) => compareValues(a, b),
      cellClass: right ? 'ag-right-aligned-cell' : undefined,
      headerClass: right ? 'ag-right-aligned-header' : undefined,
      lockPinned: true,
    };
    if (spec.renderer) def.cellRenderer = spec.renderer;
    if (spec.fixed || spec.key) {
      def.pinned = 'left';
      def.lockPosition = 'left';
      def.suppressMovable = true;
      def.lockVisible = true;
    }
    return def;
  });
}

/**
 * Column definitions under their header groups: neighbouring specs with the same `group` share
 * one group header (the joined fuel lists' 'Faktura', 'Tankowanie GPS', 'Różnica'); the columns
 * keep their ids, so the saved layout and the exports read them as before.
 */
export function groupColumnDefs<Row>(
  specs: readonly GridColumnSpec<Row>[],
  defs: readonly ColDef<Row>[],
): (ColDef<Row> | ColGroupDef<Row>)[] {
  if (!specs.some((s) => s.group)) return [...defs];
  const out: (ColDef<Row> | ColGroupDef<Row>)[] = [];
  let open: ColGroupDef<Row> | null = null;
  specs.forEach((spec, i) => {
    if (!spec.group) {
      open = null;
      out.push(defs[i]);
    } else if (open && open.headerName === spec.group) {
      open.children.push(defs[i]);
    } else {
      open = { headerName: spec.group, marryChildren: true, children: [defs[i]] };
      out.push(open);
    }
  });
  return out;
}
