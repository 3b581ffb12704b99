import { describe, expect, it } from 'vitest';
import {
  layoutForSave,
  layoutFromState,
  layoutsEqual,
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
        { colId: 'a', width: 100, hide: true },
        { colId: 'b', width: 120, hide: false },
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
      { colId: 'a', width: 100, hide: false },
      { colId: 'b', width: 120, hide: false },
      { colId: 'c', width: 80, hide: false },
    ]);
  });
  it('puts stored columns first, skips unknown ids, appends new columns, keeps widths and hidden', () => {
    const state = stateFromLayout(
      { order_columns: ['c', 'gone', 'a'], width_columns: { c: 200, a: -5 }, remove_columns: ['a'] },
      columns,
    );
    expect(state).toEqual([
      { colId: 'c', width: 200, hide: false },
      { colId: 'a', width: 100, hide: true },
      { colId: 'b', width: 120, hide: false },
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
