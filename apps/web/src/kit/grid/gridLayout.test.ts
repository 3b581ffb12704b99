import { describe, expect, it } from 'vitest';
import {
  layoutForSave,
  layoutFromState,
  layoutsEqual,
  mergeLayouts,
  parseStoredLayout,
  stateFromLayout,
  visibleColumnIds,
} from './gridLayout';

const columns = [
  { colId: 'a', width: 100 },
  { colId: 'b', width: 120 },
  { colId: 'c', width: 80 },
];

describe('layoutFromState', () => {
  it('keeps display order, rounded widths and hidden columns, leaving fixed columns out', () => {
    const layout = layoutFromState(
      [
        { colId: '__actions', width: 70 },
        { colId: 'c', width: 80.4 },
        { colId: 'a', width: 100, hide: true, pinned: null },
        { colId: 'b', width: 120, hide: false, pinned: null },
      ],
      new Set(['__actions']),
    );
    expect(layout).toEqual({
      order_columns: ['c', 'a', 'b'],
      width_columns: { c: 80, a: 100, b: 120 },
      remove_columns: ['a'],
    });
  });
});

describe('layoutsEqual (the change flag)', () => {
  const base = layoutFromState(stateFromLayout(null, columns));
  it('is equal to itself and ignores columnDefs', () => {
    expect(layoutsEqual(base, { ...base, columnDefs: [{ field: 'a' }] })).toBe(true);
  });
  it('flags a move, a resize and a hide', () => {
    expect(layoutsEqual(base, { ...base, order_columns: ['b', 'a', 'c'] })).toBe(false);
    expect(layoutsEqual(base, { ...base, width_columns: { ...base.width_columns, b: 121 } })).toBe(false);
    expect(layoutsEqual(base, { ...base, remove_columns: ['c'] })).toBe(false);
  });
  it('clears the flag when a column is moved back', () => {
    const moved = { ...base, order_columns: ['b', 'a', 'c'] };
    const back = { ...moved, order_columns: ['a', 'b', 'c'] };
    expect(layoutsEqual(base, back)).toBe(true);
  });
  it('compares hidden sets regardless of order', () => {
    expect(layoutsEqual({ ...base, remove_columns: ['a', 'c'] }, { ...base, remove_columns: ['c', 'a'] })).toBe(true);
  });
});

describe('stateFromLayout', () => {
  it('gives the defaults without a stored layout', () => {
    expect(stateFromLayout(null, columns)).toEqual([
      { colId: 'a', width: 100, hide: false, pinned: null },
      { colId: 'b', width: 120, hide: false, pinned: null },
      { colId: 'c', width: 80, hide: false, pinned: null },
    ]);
  });
  it('puts stored columns first, skips unknown ids, appends new columns, keeps widths and hidden', () => {
    const state = stateFromLayout(
      { order_columns: ['c', 'gone', 'a'], width_columns: { c: 200, a: -5 }, remove_columns: ['a'] },
      columns,
    );
    expect(state).toEqual([
      { colId: 'c', width: 200, hide: false, pinned: null },
      { colId: 'a', width: 100, hide: true, pinned: null },
      { colId: 'b', width: 120, hide: false, pinned: null },
    ]);
  });
  it('round-trips through layoutFromState', () => {
    const stored = { order_columns: ['b', 'c', 'a'], width_columns: { a: 90, b: 150, c: 60 }, remove_columns: ['c'] };
    expect(layoutsEqual(layoutFromState(stateFromLayout(stored, columns)), stored)).toBe(true);
  });
});

describe('parseStoredLayout', () => {
  const layout = { order_columns: ['a'], width_columns: { a: 50 }, remove_columns: [] };
  it('reads an object or JSON text', () => {
    expect(parseStoredLayout(layout)).toEqual(layout);
    expect(parseStoredLayout(JSON.stringify(layout))).toEqual(layout);
  });
  it('reads a damaged or missing layout as none', () => {
    expect(parseStoredLayout(null)).toBeNull();
    expect(parseStoredLayout('{oops')).toBeNull();
    expect(parseStoredLayout({ order_columns: 'a' })).toBeNull();
    expect(parseStoredLayout({ order_columns: ['a'], width_columns: [] })).toBeNull();
  });
  it('drops widths that are not positive numbers', () => {
    expect(parseStoredLayout({ order_columns: ['a', 'b'], width_columns: { a: 'x', b: 0 } })).toEqual({
      order_columns: ['a', 'b'],
      width_columns: {},
      remove_columns: [],
    });
  });
});

describe('visibleColumnIds and layoutForSave', () => {
  const layout = { order_columns: ['b', 'a', 'c'], width_columns: { a: 10, b: 20 }, remove_columns: ['a'] };
  it('lists visible columns in order', () => {
    expect(visibleColumnIds(layout)).toEqual(['b', 'c']);
  });
  it('adds columnDefs with titles, widths and the hidden flag', () => {
    expect(layoutForSave(layout, { a: 'A', b: 'B' }).columnDefs).toEqual([
      { field: 'b', headerName: 'B', width: 20, hide: false },
      { field: 'a', headerName: 'A', width: 10, hide: true },
      { field: 'c', headerName: 'c', width: null, hide: false },
    ]);
  });
});

/**
 * Issue 27 §3: a report's tabs share one layout per type (`{type}_grid`), but their key columns
 * differ ('Pojazd' on the summary, 'Dzień' on a vehicle's tab) and so do some columns of their
 * own. A layout saved on one tab must never move another tab's key off screen or drop its own
 * columns.
 */
describe('layouts across the tabs of a report', () => {
  const figures = [
    { colId: 'start_time', width: 150 },
    { colId: 'start_place', width: 200 },
    { colId: 'km', width: 100 },
    { colId: 'fuel', width: 100 },
  ];
  const vehicleTab = [{ colId: 'date', width: 100, key: true }, ...figures];
  const summaryTab = [{ colId: 'regno', width: 140, key: true }, { colId: 'count', width: 90 }, ...figures];
  const ids = (cols: readonly { colId: string }[]) => new Set(cols.map((c) => c.colId));

  it('keeps the key column first, pinned and shown whatever the layout says', () => {
    const stored = {
      order_columns: ['km', 'regno', 'start_time'],
      width_columns: { regno: 180 },
      remove_columns: ['regno', 'fuel'],
    };
    const state = stateFromLayout(stored, summaryTab);
    expect(state[0]).toEqual({ colId: 'regno', width: 180, hide: false, pinned: 'left' });
    expect(state.slice(1).every((c) => c.pinned === null)).toBe(true);
    // Columns the layout does not know follow their default neighbour: 'fuel' comes after 'km'.
    expect(state.map((c) => c.colId)).toEqual(['regno', 'count', 'km', 'fuel', 'start_time', 'start_place']);
    expect(state.find((c) => c.colId === 'fuel')!.hide).toBe(true);
  });

  it("places a tab's own columns the layout does not know where they are by default, not at the end", () => {
    // Saved on a vehicle's tab: its start place hidden, km moved first.
    const saved = layoutFromState(
      [
        { colId: 'date', width: 100 },
        { colId: 'km', width: 100 },
        { colId: 'start_time', width: 150 },
        { colId: 'start_place', width: 200, hide: true },
        { colId: 'fuel', width: 100 },
      ],
      new Set(),
      new Set(['date']),
    );
    expect(saved).toEqual({
      order_columns: ['km', 'start_time', 'start_place', 'fuel'],
      width_columns: { date: 100, km: 100, start_time: 150, start_place: 200, fuel: 100 },
      remove_columns: ['start_place'],
    });
    // The summary: 'Pojazd' first and pinned, its own 'count' right after it as by default, the
    // shared columns as saved.
    expect(stateFromLayout(saved, summaryTab).map((c) => [c.colId, c.hide])).toEqual([
      ['regno', false],
      ['count', false],
      ['km', false],
      ['start_time', false],
      ['start_place', true],
      ['fuel', false],
    ]);
  });

  it("saving on one tab keeps what the layout says of another tab's own columns", () => {
    // Saved on the summary first: its own 'count' hidden and moved after km, 'Pojazd' widened.
    const onSummary = mergeLayouts(
      null,
      layoutFromState(
        [
          { colId: 'regno', width: 170 },
          { colId: 'km', width: 100 },
          { colId: 'count', width: 90, hide: true },
          { colId: 'start_time', width: 150 },
          { colId: 'start_place', width: 200 },
          { colId: 'fuel', width: 100 },
        ],
        new Set(),
        new Set(['regno']),
      ),
      ids(summaryTab),
    );
    // Then on a vehicle's tab: fuel moved first, 'Dzień' narrowed.
    const onVehicle = layoutFromState(
      [
        { colId: 'date', width: 90 },
        { colId: 'fuel', width: 100 },
        { colId: 'km', width: 100 },
        { colId: 'start_time', width: 150 },
        { colId: 'start_place', width: 200 },
      ],
      new Set(),
      new Set(['date']),
    );
    const merged = mergeLayouts(onSummary, onVehicle, ids(vehicleTab));
    expect(merged).toEqual({
      order_columns: ['fuel', 'km', 'count', 'start_time', 'start_place'],
      width_columns: { regno: 170, count: 90, date: 90, fuel: 100, km: 100, start_time: 150, start_place: 200 },
      remove_columns: ['count'],
    });
    // Both tabs read it: each key first with its own width, the summary's count still hidden.
    expect(stateFromLayout(merged, summaryTab).map((c) => [c.colId, c.width, c.hide])).toEqual([
      ['regno', 170, false],
      ['fuel', 100, false],
      ['km', 100, false],
      ['count', 90, true],
      ['start_time', 150, false],
      ['start_place', 200, false],
    ]);
    expect(stateFromLayout(merged, vehicleTab).map((c) => [c.colId, c.width])).toEqual([
      ['date', 90],
      ['fuel', 100],
      ['km', 100],
      ['start_time', 150],
      ['start_place', 200],
    ]);
  });

  it('a layout saved before the keys were pinned cannot hide or move a key any more', () => {
    // Old layouts held the key in their order and could hide it.
    const old = { order_columns: ['km', 'date', 'fuel'], width_columns: {}, remove_columns: ['date'] };
    const state = stateFromLayout(old, vehicleTab);
    expect(state[0]).toMatchObject({ colId: 'date', hide: false, pinned: 'left' });
    // Saved again on that tab, the key leaves the order; another tab's old key stays harmless.
    const again = mergeLayouts(old, layoutFromState(state, new Set(), new Set(['date'])), ids(vehicleTab));
    expect(again.order_columns).not.toContain('date');
    expect(again.remove_columns).toEqual([]);
  });
});
