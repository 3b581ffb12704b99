import { describe, expect, it } from 'vitest';
import type { ColDef, ColGroupDef } from 'ag-grid-community';
import { groupColumnDefs, specsToColumnDefs } from './columnDefs';
import type { GridColumnSpec } from './columns';

type Row = Record<string, number>;
const spec = (field: string, group?: string): GridColumnSpec<Row> => ({
  field,
  title: field,
  type: 'number',
  width: 80,
  group,
});
const words = { yes: 'Tak', no: 'Nie' };

describe('groupColumnDefs', () => {
  it('puts neighbouring columns of one group under one header and leaves others alone', () => {
    const specs = [spec('a'), spec('b', 'G1'), spec('c', 'G1'), spec('d', 'G2'), spec('e')];
    const defs = groupColumnDefs(specs, specsToColumnDefs(specs, { words }));
    expect(defs).toHaveLength(4);
    const g1 = defs[1] as ColGroupDef<Row>;
    expect(g1.headerName).toBe('G1');
    expect(g1.children.map((c) => (c as { colId?: string }).colId)).toEqual(['b', 'c']);
    expect((defs[2] as ColGroupDef<Row>).headerName).toBe('G2');
    expect((defs[3] as { colId?: string }).colId).toBe('e');
  });

  it('returns the plain definitions when no column has a group', () => {
    const specs = [spec('a'), spec('b')];
    const plain = specsToColumnDefs(specs, { words });
    expect(groupColumnDefs(specs, plain)).toEqual(plain);
  });
});

describe('specsToColumnDefs: header words', () => {
  // 8 px a letter: 'Zaakceptowano' is 104 px, with the cell's padding and handles 126.
  const measure = (word: string) => word.length * 8;
  const titled = (title: string, width: number): GridColumnSpec<Row> => ({
    field: title,
    title,
    type: 'number',
    width,
  });

  it('widens a column to its longest title word, and keeps it from being resized narrower', () => {
    const [narrow, wide, short] = specsToColumnDefs(
      [titled('Zaakceptowano', 110), titled('Zaakceptowano', 200), titled('Do', 60)],
      { words, measureHeaderWord: measure },
    );
    expect(narrow).toMatchObject({ width: 126, minWidth: 126 });
    expect(wide).toMatchObject({ width: 200, minWidth: 126 });
    expect(short).toMatchObject({ width: 60, minWidth: 40 });
  });

  it('measures the longest word, not the whole title, and stays within the largest width', () => {
    const [unit, capped] = specsToColumnDefs(
      [titled('Przekroczenie [km/h]', 100), titled('Najdłuższesłowowświecie', 100)],
      {
        words,
        maxWidth: 160,
        measureHeaderWord: measure,
      },
    );
    expect(unit).toMatchObject({ width: 126, minWidth: 126 });
    expect(capped).toMatchObject({ width: 160, minWidth: 160 });
  });

  it('keeps the given widths without a measure (outside a browser)', () => {
    const [col] = specsToColumnDefs([titled('Zaakceptowano', 110)], { words });
    expect(col).toMatchObject({ width: 110, minWidth: 40 });
  });
});

describe('specsToColumnDefs: the key column', () => {
  type R = Record<string, string | number | null>;
  const cols: GridColumnSpec<R>[] = [
    { field: 'date', title: 'Dzień', type: 'date', width: 100, key: true },
    { field: 'km', title: 'Przejechano', type: 'number', width: 100 },
  ];
  const format = (def: ColDef<R>, data: R, rowPinned: 'top' | 'bottom' | null = null) =>
    (def.valueFormatter as (p: unknown) => string)({ data, node: { rowPinned } });

  it('is pinned left, first and never hidden or moved; no other column can be pinned', () => {
    const [key, km] = specsToColumnDefs(cols, { words, maxWidth: 160 });
    expect(key).toMatchObject({
      pinned: 'left',
      lockPinned: true,
      lockPosition: 'left',
      lockVisible: true,
      suppressMovable: true,
      resizable: true,
      maxWidth: 160,
      sortable: true,
    });
    expect(km.pinned).toBeUndefined();
    expect(km).toMatchObject({ lockPinned: true });
    expect(km.lockVisible).toBeUndefined();
  });

  it('shows the totals label in the key column of a pinned totals row whose key cell is empty', () => {
    const [key, km] = specsToColumnDefs(cols, { words, totalsLabel: 'Razem' });
    expect(format(key, { date: null, km: 3 }, 'bottom')).toBe('Razem');
    expect(format(key, { date: 'Suma', km: 3 }, 'bottom')).toBe('Suma');
    // Ordinary rows, and other columns of the totals row, as they are.
    expect(format(key, { date: null, km: 3 })).toBe('');
    expect(format(key, { date: '2026-11-01', km: 3 })).toBe('2026-11-01');
    expect(format(km, { date: null, km: null }, 'bottom')).toBe('');
  });
});
