import type { GridLayout } from '@namiar/domain';

/**
 * Column layout of a grid (spec 2 §3.1 'Grid layout setting', §4.1): the order, widths and
 * hidden columns, saved per module through `/settings/ui`. Pure: the wrapper reads the grid's
 * column state, turns it into a `GridLayout`, and flags a change when it differs from the
 * layout the grid started from (so moving a column back clears the flag again).
 */

/** The part of AG Grid's column state a layout is made of. */
export interface ColumnStateLike {
  colId: string;
  width?: number | null;
  hide?: boolean | null;
}

/** A column the layout may hold: its id and default width. */
export interface LayoutColumn {
  colId: string;
  width: number;
}

/** The grid's column state (in display order) as a layout; `fixed` columns are left out. */
export function layoutFromState(state: readonly ColumnStateLike[], fixed: ReadonlySet<string> = new Set()): GridLayout {
  const columns = state.filter((c) => !fixed.has(c.colId));
  const width_columns: Record<string, number> = {};
  for (const c of columns) if (typeof c.width === 'number') width_columns[c.colId] = Math.round(c.width);
  return {
    order_columns: columns.map((c) => c.colId),
    width_columns,
    remove_columns: columns.filter((c) => c.hide === true).map((c) => c.colId),
  };
}

/** Two layouts show the same table (order, widths and hidden set; `columnDefs` is ignored). */
export function layoutsEqual(a: GridLayout, b: GridLayout): boolean {
  if (a.order_columns.length !== b.order_columns.length) return false;
  if (a.order_columns.some((id, i) => id !== b.order_columns[i])) return false;
  const hiddenA = new Set(a.remove_columns);
  const hiddenB = new Set(b.remove_columns);
  if (hiddenA.size !== hiddenB.size || [...hiddenA].some((id) => !hiddenB.has(id))) return false;
  return a.order_columns.every((id) => (a.width_columns[id] ?? null) === (b.width_columns[id] ?? null));
}

/**
 * The column state that shows `layout` over the grid's current columns: the stored order
 * first (ids the grid no longer has are skipped), then columns the layout does not know in
 * their default order; stored widths, else the default; hidden as stored. `null` layout: the
 * defaults.
 */
export function stateFromLayout(
  layout: GridLayout | null,
  columns: readonly LayoutColumn[],
): Required<ColumnStateLike>[] {
  const byId = new Map(columns.map((c) => [c.colId, c]));
  const ordered: LayoutColumn[] = [];
  const seen = new Set<string>();
  for (const id of layout?.order_columns ?? []) {
    const column = byId.get(id);
    if (column && !seen.has(id)) {
      ordered.push(column);
      seen.add(id);
    }
  }
  for (const column of columns) if (!seen.has(column.colId)) ordered.push(column);
  const hidden = new Set(layout?.remove_columns ?? []);
  return ordered.map((c) => {
    const stored = layout?.width_columns[c.colId];
    const width = typeof stored === 'number' && Number.isFinite(stored) && stored > 0 ? stored : c.width;
    return { colId: c.colId, width, hide: hidden.has(c.colId) };
  });
}

/** The visible columns of a layout, in order (what an export of the table writes). */
export function visibleColumnIds(layout: GridLayout): string[] {
  const hidden = new Set(layout.remove_columns);
  return layout.order_columns.filter((id) => !hidden.has(id));
}

function stringList(value: unknown): string[] | null {
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : null;
}

/**
 * A stored layout as the server answers it (an object, or JSON text of one); anything that is
 * not a layout reads as none, so a damaged setting falls back to the default columns.
 */
export function parseStoredLayout(stored: unknown): GridLayout | null {
  let value = stored;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const order = stringList(v.order_columns);
  const removed = stringList(v.remove_columns ?? []);
  const widths = v.width_columns ?? {};
  if (!order || !removed || typeof widths !== 'object' || widths === null || Array.isArray(widths)) return null;
  const width_columns: Record<string, number> = {};
  for (const [id, w] of Object.entries(widths as Record<string, unknown>)) {
    if (typeof w === 'number' && Number.isFinite(w) && w > 0) width_columns[id] = w;
  }
  return { order_columns: order, width_columns, remove_columns: removed };
}

/** The layout as saved: with `columnDefs` (field, title, width, hidden) for the server's use. */
export function layoutForSave(layout: GridLayout, titles: Readonly<Record<string, string>>): GridLayout {
  const hidden = new Set(layout.remove_columns);
  return {
    ...layout,
    columnDefs: layout.order_columns.map((field) => ({
      field,
      headerName: titles[field] ?? field,
      width: layout.width_columns[field] ?? null,
      hide: hidden.has(field),
    })),
  };
}
