import { describe, expect, it } from 'vitest';
import type { ColGroupDef } from 'ag-grid-community';
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
