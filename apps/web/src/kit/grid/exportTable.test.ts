import { describe, expect, it } from 'vitest';
import type { GridColumnSpec } from './columns';
import { exportTable } from './exportTable';

type Row = Record<string, string | number | boolean | null>;
const words = { yes: 'Tak', no: 'Nie' };
const spec = (over: Partial<GridColumnSpec<Row>> & { field: string }): GridColumnSpec<Row> => ({
  title: over.field.toUpperCase(),
  type: 'text',
  width: 100,
  ...over,
});

describe('exportTable', () => {
  it('types columns by their grid type or export type, with the digits as decimals', () => {
    const body = exportTable<Row>(
      [
        { spec: spec({ field: 'd', type: 'date' }), width: 150 },
        { spec: spec({ field: 'dur', type: 'duration' }) },
        { spec: spec({ field: 'km', type: 'number', digits: 2, exportType: 'km' }) },
        { spec: spec({ field: 'ok', type: 'bool' }) },
        { spec: spec({ field: 'n', type: 'number', digits: 1, text: (v) => `${String(v)} szt.` }) },
      ],
      [{ d: '2026-03-01 08:00:00', dur: 65, km: 1.5, ok: true, n: 3 }],
      words,
      'Tytuł',
      'Nagłówek',
    );
    expect(body.cols).toEqual([
      { field: 'd', title: 'D', type: 'datetime', width: 150 },
      { field: 'dur', title: 'DUR', type: 'duration', width: 100 },
      { field: 'km', title: 'KM', type: 'km', width: 100, decimals: 2 },
      { field: 'ok', title: 'OK', type: 'text', width: 100 },
      { field: 'n', title: 'N', type: 'number', width: 100 },
    ]);
    expect(body.data).toEqual([{ d: '2026-03-01 08:00:00', dur: 65, km: 1.5, ok: 'Tak', n: 3 }]);
    expect([body.title, body.header]).toEqual(['Tytuł', 'Nagłówek']);
  });

  it('sends a column as its text when one of its values does not fit the type', () => {
    const body = exportTable<Row>(
      [{ spec: spec({ field: 'v', type: 'number', digits: 1 }) }, { spec: spec({ field: 'd', type: 'date' }) }],
      [
        { v: 2, d: '2026-03-01 08:00:00' },
        { v: '12,5', d: '01.03.2026' },
      ],
      words,
      't',
      '',
    );
    expect(body.cols.map((c) => c.type)).toEqual(['text', 'text']);
    expect(body.data).toEqual([
      { v: '2,0', d: '2026-03-01 08:00:00' },
      { v: '12,5', d: '01.03.2026' },
    ]);
  });
});
