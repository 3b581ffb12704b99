import type { GridLayout } from '@namiar/domain';

/**
 * Column layout of a grid (spec 2 §3.1 'Grid layout setting', §4.1): the order, widths and
 * hidden columns, saved per module through `/settings/ui`. Pure: the wrapper reads the grid's
 * column state, turns it into a `GridLayout`, and flags a change when it differs from the
 * layout the grid started from (so moving a column back clears the flag again).
 *
 * Key columns (what a row is about: 'Dzień', 'Pojazd', the registration number of a record
 * list) are pinned left, first, and never hidden: a layout holds their width only, never their
 * place or a hidden flag. The tabs of a report share one layout per type (`{type}_grid`) but
 * differ in their keys and in some columns of their own, so a layout is read over the columns a
 * tab has (a column it does not know keeps its default place among its neighbours) and saved as
 * a merge over the stored one (what it says of columns this tab lacks stays).
 */

/** The part of AG Grid's column state a layout is made of. */
export interface ColumnStateLike {
  colId: string;
  width?: number | null;
  hide?: boolean | null;
  pinned?: 'left' | 'right' | boolean | null;
}

/** A column the layout may hold: its id, default width, and whether it is the row's key. */
export interface LayoutColumn {
  colId: string;
  width: number;
  key?: boolean;
}

/** A column as the grid is told to show it. */
export interface LayoutColumnState {
  colId: string;
  width: number;
  hide: boolean;
  pinned: 'left' | null;
}

const NO_IDS: ReadonlySet<string> = new Set();

/**
 * The grid's column state (in display order) as a layout: `fixed` (action) columns are left
 * out; `keys` give their width only (never a place or a hidden flag).
 */
export function layoutFromState(
  state: readonly ColumnStateLike[],
  fixed: ReadonlySet<string> = NO_IDS,
  keys: ReadonlySet<string> = NO_IDS,
): GridLayout {
  const columns = state.filter((c) => !fixed.has(c.colId));
  const placed = columns.filter((c) => !keys.has(c.colId));
  const width_columns: Record<string, number> = {};
  for (const c of columns) if (typeof c.width === 'number') width_columns[c.colId] = Math.round(c.width);
  return {
    order_columns: placed.map((c) => c.colId),
    width_columns,
    remove_columns: placed.filter((c) => c.hide === true).map((c) => c.colId),
  };
}

/**
 * The layout to store when a grid with the columns `tab` saves `shown` over `stored` (another
 * tab's save, or null): `shown` for this tab's columns; for the columns this tab does not have
 * (another tab's own, or its key's width) what `stored` said, each kept after the column it
 * followed there (else first). So saving on a vehicle's tab never drops the summary's own
 * columns, and the other way round.
 */
export function mergeLayouts(stored: GridLayout | null, shown: GridLayout, tab: ReadonlySet<string>): GridLayout {
  if (!stored) return shown;
  const order = [...shown.order_columns];
  const storedOrder = [...new Set(stored.order_columns)];
  storedOrder.forEach((id, i) => {
    if (tab.has(id) || order.includes(id)) return;
    let at = 0;
    for (let j = i - 1; j >= 0; j--) {
      const p = order.indexOf(storedOrder[j]);
      if (p >= 0) {
        at = p + 1;
        break;
      }
    }
    order.splice(at, 0, id);
  });
  const width_columns: Record<string, number> = {};
  for (const [id, w] of Object.entries(stored.width_columns)) if (!tab.has(id)) width_columns[id] = w;
  Object.assign(width_columns, shown.width_columns);
  const kept = stored.remove_columns.filter((id) => !tab.has(id) && order.includes(id));
  return { order_columns: order, width_columns, remove_columns: [...new Set([...kept, ...shown.remove_columns])] };
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
 * The column state that shows `layout` over the grid's current columns: the key columns first,
 * pinned left and shown (their stored width, else the default); then the stored order (ids the
 * grid does not have, and keys, are skipped), each column the layout does not know placed after
 * the column it follows by default (else first), so a tab's own columns stay where they belong;
 * stored widths, else the default; hidden as stored. `null` layout: the defaults.
 */
export function stateFromLayout(layout: GridLayout | null, columns: readonly LayoutColumn[]): LayoutColumnState[] {
  const keys = columns.filter((c) => c.key === true);
  const others = columns.filter((c) => c.key !== true);
  const byId = new Map(others.map((c) => [c.colId, c]));
  const ordered: LayoutColumn[] = [];
  for (const id of layout?.order_columns ?? []) {
    const column = byId.get(id);
    if (column && !ordered.includes(column)) ordered.push(column);
  }
  others.forEach((column, i) => {
    if (ordered.includes(column)) return;
    let at = 0;
    for (let j = i - 1; j >= 0; j--) {
      const p = ordered.indexOf(others[j]);
      if (p >= 0) {
        at = p + 1;
        break;
      }
    }
    ordered.splice(at, 0, column);
  });
  const hidden = new Set(layout?.remove_columns ?? []);
  const widthOf = (c: LayoutColumn) => {
    const stored = layout?.width_columns[c.colId];
    return typeof stored === 'number' && Number.isFinite(stored) && stored > 0 ? stored : c.width;
  };
  return [
    ...keys.map((c): LayoutColumnState => ({ colId: c.colId, width: widthOf(c), hide: false, pinned: 'left' })),
    ...ordered.map((c): LayoutColumnState => ({
      colId: c.colId,
      width: widthOf(c),
      hide: hidden.has(c.colId),
      pinned: null,
    })),
  ];
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
