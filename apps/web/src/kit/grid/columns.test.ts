import { describe, expect, it } from 'vitest';
import { specsToColumnDefs } from './columnDefs';
import { cellText, compareValues, schemaToSpecs, typedText, type GridColumnSpec } from './columns';
import { decimal, durationText } from './format';

const words = { yes: 'Tak', no: 'Nie' };

describe('format', () => {
  it('writes decimals with a comma and no negative zero', () => {
    expect(decimal(12.345, 2)).toBe('12,35');
    expect(decimal(-0.01, 1)).toBe('0,0');
  });
  it('writes durations as h:mm:ss, and as N dni h:mm:ss from a day on', () => {
    expect(durationText(0)).toBe('0:00:00');
    expect(durationText(3725)).toBe('1:02:05');
    expect(durationText(90000)).toBe('1 dzień 1:00:00');
    expect(durationText(59.9)).toBe('0:00:59');
    expect(durationText(null)).toBe('');
    expect(durationText(-1)).toBe('');
  });
});

describe('typedText', () => {
  it('formats by type', () => {
    expect(typedText('number', 1.5, undefined, words)).toBe('1,5');
    expect(typedText('number', 50000, undefined, words)).toBe('50\u00a0000');
    expect(typedText('number', -1234.25, undefined, words)).toBe('-1\u00a0234,25');
    expect(typedText('number', 0.1 + 0.2, undefined, words)).toBe('0,3');
    expect(typedText('number', 1.456, 1, words)).toBe('1,5');
    expect(typedText('duration', 61, undefined, words)).toBe('0:01:01');
    expect(typedText('bool', true, undefined, words)).toBe('Tak');
    expect(typedText('bool', 0, undefined, words)).toBe('Nie');
    expect(typedText('date', '2024-05-01 10:00:00', undefined, words)).toBe('2024-05-01 10:00:00');
    expect(typedText('text', null, undefined, words)).toBe('');
  });
});

describe('schemaToSpecs and cellText', () => {
  const specs = schemaToSpecs<Record<string, unknown>>([
    { field: 'regno', title: 'Pojazd', type: 'text', width: 130 },
    { field: 'time', title: 'Czas trwania', type: 'duration', width: 110 },
    { field: 'value', title: 'Wartość', type: 'number', width: 90 },
  ]);
  it('reads values by field and writes them by type', () => {
    const row = { regno: 'WX 123', time: 3600, value: 2.5 };
    expect(specs.map((s) => cellText(s, row, words))).toEqual(['WX 123', '1:00:00', '2,5']);
  });
  it('shows a missing or object value as empty', () => {
    expect(cellText(specs[0]!, { regno: { x: 1 } }, words)).toBe('');
  });
});

describe('specsToColumnDefs', () => {
  interface Row {
    n: number | null;
    s: string;
  }
  const specs: GridColumnSpec<Row>[] = [
    { field: 'actions', title: 'Akcje', type: 'text', width: 70, fixed: true, unsortable: true },
    {
      field: 'n',
      title: 'Liczba',
      type: 'number',
      width: 90,
      digits: 1,
      value: (r) => (r.n === null ? null : r.n / 10),
    },
    { field: 's', title: 'Tekst', type: 'text', width: 200, text: (v) => `<${String(v)}>` },
  ];
  const defs = specsToColumnDefs(specs, { words, maxWidth: 160 });

  it('keys columns by field with titles, widths and the maximum width', () => {
    expect(defs.map((d) => [d.colId, d.headerName, d.width, d.maxWidth])).toEqual([
      ['actions', 'Akcje', 70, undefined],
      ['n', 'Liczba', 90, 160],
      ['s', 'Tekst', 200, 160],
    ]);
  });
  it('pins and locks the fixed column, right-aligns numbers', () => {
    expect(defs[0]).toMatchObject({ pinned: 'left', suppressMovable: true, lockVisible: true, sortable: false });
    expect(defs[1]!.cellClass).toBe('ag-right-aligned-cell');
    expect(defs[2]!.cellClass).toBeUndefined();
  });
  it('gets the converted value and formats the text', () => {
    const row: Row = { n: 125, s: 'x' };
    const getter = defs[1]!.valueGetter as (p: { data: Row }) => unknown;
    const formatter = defs[2]!.valueFormatter as (p: { data: Row }) => string;
    expect(getter({ data: row })).toBe(12.5);
    expect(formatter({ data: row })).toBe('<x>');
  });
});

describe('compareValues', () => {
  it('sorts nulls first, numbers numerically, text in Polish order', () => {
    expect([3, null, 10, 2].sort(compareValues)).toEqual([null, 2, 3, 10]);
    expect(['Żuraw', 'Łódź', 'Zakopane', 'Lublin'].sort(compareValues)).toEqual([
      'Lublin',
      'Łódź',
      'Zakopane',
      'Żuraw',
    ]);
  });
});
