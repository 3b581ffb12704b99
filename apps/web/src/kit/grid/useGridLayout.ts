import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { GridApi } from 'ag-grid-community';
import type { GridLayout } from '@namiar/domain';
import { toastSuccess } from '../ui/toasts';
import { pl } from '../i18n/pl';
import {
  layoutForSave,
  layoutFromState,
  layoutsEqual,
  mergeLayouts,
  stateFromLayout,
  visibleColumnIds,
  type LayoutColumn,
} from './gridLayout';
import { deleteGridLayout, fetchGridLayout, saveGridLayout } from './layoutApi';

export interface GridLayoutControl {
  /** The layout differs from the one the grid started from (stored or default). */
  changed: boolean;
  saving: boolean;
  /** The layout the grid shows now (null before the grid is ready). */
  current: GridLayout | null;
  /** The key columns: first, pinned, always shown (outside the layout's order and hidden set). */
  keys: readonly string[];
  /** Give the grid's api once it is ready. */
  attach(api: GridApi): void;
  /** Call after any column move, resize or visibility change. */
  columnsChanged(): void;
  save(): void;
  restore(): void;
}

export interface GridLayoutOptions {
  /** '/settings/ui' module; without it the layout is neither restored nor saved. */
  module?: string;
  /** The grid's columns in their default order (the key column flagged), fixed ones left out. */
  columns: readonly LayoutColumn[];
  /** Column ids outside the layout (action columns). */
  fixed: ReadonlySet<string>;
  titles: Readonly<Record<string, string>>;
  onVisibleColumns?: (columns: VisibleColumn[]) => void;
}

/** A visible column in display order, with its width (exports size their columns by it). */
export interface VisibleColumn {
  id: string;
  width: number | undefined;
}

/**
 * The column layout of one grid (spec 2 §2.1, §4.1, §8): restores the stored layout when the
 * grid mounts ('get'), flags a change against it, saves it ('set': success
 * 'Szablon kolumn został zapisany', err.global as an error alert by the API client) and
 * restores the default ('del'). Grids of the same module share the cached stored layout, so a
 * saved layout reaches the other open tables of that module as well (a report's tabs). A save
 * is merged over the stored layout (gridLayout.ts `mergeLayouts`): what it said of columns
 * this grid lacks — another tab's own columns and key width — stays. The key column is shown
 * first whatever the layout says.
 */
export function useGridLayout(options: GridLayoutOptions): GridLayoutControl {
  const { module, columns, fixed, titles, onVisibleColumns } = options;
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['gridLayout', module],
    queryFn: ({ signal }) => fetchGridLayout(module as string, signal),
    enabled: module !== undefined,
    staleTime: Infinity,
    retry: false,
  });
  const apiRef = useRef<GridApi | null>(null);
  const baseline = useRef<GridLayout | null>(null);
  const [current, setCurrent] = useState<GridLayout | null>(null);
  const [changed, setChanged] = useState(false);
  const [saving, setSaving] = useState(false);
  const keys = columns.filter((c) => c.key === true).map((c) => c.colId);
  const optionsRef = useRef({ columns, fixed, keys, onVisibleColumns, stored: query.data ?? null });
  optionsRef.current = { columns, fixed, keys, onVisibleColumns, stored: query.data ?? null };

  const read = useCallback((): GridLayout | null => {
    const api = apiRef.current;
    if (!api || api.isDestroyed()) return null;
    const { fixed: fixedIds, keys: keyIds } = optionsRef.current;
    return layoutFromState(api.getColumnState(), fixedIds, new Set(keyIds));
  }, []);

  // The visible columns start with the key (a layout holds no place for it); exports follow them.
  const publish = useCallback((layout: GridLayout) => {
    setCurrent(layout);
    const ids = [...optionsRef.current.keys, ...visibleColumnIds(layout)];
    optionsRef.current.onVisibleColumns?.(ids.map((id) => ({ id, width: layout.width_columns[id] })));
  }, []);

  const apply = useCallback(
    (layout: GridLayout | null) => {
      const api = apiRef.current;
      if (!api || api.isDestroyed()) return;
      const { columns: cols, fixed: fixedIds } = optionsRef.current;
      const state = [...[...fixedIds].map((colId) => ({ colId })), ...stateFromLayout(layout, cols)];
      api.applyColumnState({ state, applyOrder: true });
      const shown = read();
      baseline.current = shown;
      setChanged(false);
      if (shown) publish(shown);
    },
    [read, publish],
  );

  const ready = module === undefined || query.isFetched;
  const stored = query.data ?? null;

  // The stored layout (or the default once 'get' answered or failed) is applied when both the
  // grid and the answer are there, and again whenever another grid of the module saves one.
  const applyRef = useRef(apply);
  applyRef.current = apply;
  const pending = useRef<GridLayout | null | undefined>(undefined);
  useEffect(() => {
    if (!ready) return;
    if (apiRef.current) applyRef.current(stored);
    else pending.current = stored;
  }, [ready, stored]);

  const attach = useCallback(
    (api: GridApi) => {
      apiRef.current = api;
      if (pending.current !== undefined) {
        apply(pending.current);
        pending.current = undefined;
      } else {
        const shown = read();
        if (shown) publish(shown);
      }
    },
    [apply, read, publish],
  );

  const columnsChanged = useCallback(() => {
    const shown = read();
    if (!shown) return;
    publish(shown);
    if (baseline.current) setChanged(!layoutsEqual(shown, baseline.current));
  }, [read, publish]);

  const save = useCallback(() => {
    const shown = read();
    if (!module || !shown || saving) return;
    setSaving(true);
    const { columns: cols, stored: before } = optionsRef.current;
    const merged = mergeLayouts(before, shown, new Set(cols.map((c) => c.colId)));
    saveGridLayout(module, layoutForSave(merged, titles)).then(
      (saved) => {
        baseline.current = shown;
        setChanged(false);
        setSaving(false);
        queryClient.setQueryData(['gridLayout', module], saved);
        toastSuccess(pl.grid.layoutSaved);
      },
      () => setSaving(false),
    );
  }, [module, read, saving, titles, queryClient]);

  const restore = useCallback(() => {
    if (!module || saving) return;
    setSaving(true);
    deleteGridLayout(module).then(
      () => {
        setSaving(false);
        queryClient.setQueryData(['gridLayout', module], null);
        apply(null);
        toastSuccess(pl.grid.layoutRestored);
      },
      () => setSaving(false),
    );
  }, [module, saving, queryClient, apply]);

  return { changed, saving, current, keys, attach, columnsChanged, save, restore };
}
