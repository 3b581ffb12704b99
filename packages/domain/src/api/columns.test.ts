import { describe, expect, it } from 'vitest';
import { packColumn, packColumns, unpackColumn, unpackColumns, type PackedValue } from './columns';

describe('packed columns', () => {
  it('round-trips numbers at the asked precision, nulls and strings', () => {
    const fields: Record<string, PackedValue[]> = {
      lat: [52.123456, 52.123501, null, 52.124, 51.9],
      v: [0, 12.3, 45.6, null, 7.1],
      d1: ['A1', 'A1', null, 'B2', 'B2'],
      state: ['drive', 'drive', 'drive', 'drive', 'halt'],
      same: [3, 3, 3, 3, 3],
      none: [null, null, null, null, null],
    };
    const packed = packColumns(5, fields, { lat: 6, v: 1 });
    expect(packed.c.lat.k).toBe('d');
    expect(packed.c.same).toEqual({ k: 'c', v: 3 });
    expect(packed.c.none).toEqual({ k: 'c', v: null });
    expect(packed.c.state.k).toBe('r');
    expect(unpackColumns(JSON.parse(JSON.stringify(packed)))).toEqual(fields);
  });

  it('rounds to the places kept and counts deltas over nulls from the last value', () => {
    const col = packColumn([1.26, null, 1.31], 1);
    expect(col).toEqual({ k: 'd', s: 10, d: [13, null, 0] });
    expect(unpackColumn(col, 3)).toEqual([1.3, null, 1.3]);
  });

  it('falls back to runs for strings that change often, and handles no rows and one row', () => {
    const values = ['a', 'b', 'c', 'd'];
    const col = packColumn(values);
    expect(col.k).toBe('r');
    expect(unpackColumn(col, 4)).toEqual(values);
    expect(packColumns(0, { x: [] })).toEqual({ n: 0, c: { x: { k: 'c', v: null } } });
    expect(unpackColumns(packColumns(1, { x: [7.5] }, { x: 1 }))).toEqual({ x: [7.5] });
  });

  it('refuses a column of the wrong length', () => {
    expect(() => packColumns(2, { x: [1] })).toThrow(/expected 2/);
  });
});
