import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ExportDocument, ExportTable } from './export-document';
import { tableLines } from './export-document';
import { addSectionsSheet, addTableSheet, buildWorkbook, excelSerial, sheetName, writeXlsx } from './xlsx-writer';

const table: ExportTable = {
  sheetName: 'Zdarzenia na trasie',
  title: 'Zdarzenia',
  header: 'DW 1 2026-03-01',
  cols: [
    { field: 'name', title: 'Zdarzenie', width: 140, type: 'text' },
    { field: 'v', title: 'Wartość', type: 'text' },
  ],
  rows: [
    { name: 'Jazda', v: 1 },
    { name: 'Postój', v: '=SUM(A1:A2)' },
    { name: 'Jazda', v: null },
  ],
  groupBy: 'name',
};

const doc: ExportDocument = {
  title: 'Raport z trasy',
  subtitle: ['DW 1', 'Od ... do ...'],
  sections: [{ title: 'Ogólne', rows: [['Droga GPS [km]', '12,5']] }],
  tables: [table],
};

const values = (ws: ExcelJS.Worksheet) => {
  const out: unknown[][] = [];
  ws.eachRow({ includeEmpty: true }, (row) => out.push((row.values as unknown[]).slice(1)));
  return out;
};

describe('tableLines', () => {
  it('gathers rows by group in first-appearance order, a title before each group', () => {
    expect(tableLines(table)).toEqual([
      { group: 'Jazda' },
      { row: table.rows[0] },
      { row: table.rows[2] },
      { group: 'Postój' },
      { row: table.rows[1] },
    ]);
  });

  it('keeps rows as they are without grouping; a missing group value is its own group', () => {
    expect(tableLines({ rows: table.rows })).toEqual(table.rows.map((row) => ({ row })));
    expect(
      tableLines({ rows: [{ a: 1 }, { name: 'x' }], groupBy: 'name' }).map((l) => 'group' in l && l.group),
    ).toEqual(['', false, 'x', false]);
  });
});

describe('sheetName', () => {
  it('makes names Excel accepts: 31 characters, no []:*?/\\, unique ignoring case', () => {
    expect(sheetName('a/b[c]:d*e?f\\g', new Set())).toBe('a_b_c__d_e_f_g');
    expect(sheetName('x'.repeat(40), new Set())).toHaveLength(31);
    expect(sheetName('Raport', new Set(['raport']))).toBe('Raport (2)');
    expect(sheetName('Raport', new Set(['Raport', 'Raport (2)']))).toBe('Raport (3)');
    expect(sheetName("''", new Set())).toBe('Arkusz');
  });
});

describe('sheet builders', () => {
  it('writes the title, subtitle and sections as title rows and label/value rows', () => {
    const ws = addSectionsSheet(new ExcelJS.Workbook(), doc);
    expect(ws.name).toBe('Raport z trasy');
    const v = values(ws);
    expect(v[0]).toEqual(['Raport z trasy']);
    expect(v.slice(1, 3)).toEqual([['DW 1'], ['Od ... do ...']]);
    expect(v.slice(4)).toEqual([['Ogólne'], ['Droga GPS [km]', '12,5']]);
    expect(ws.getRow(5).font?.bold).toBe(true);
  });

  it('writes a table: title, header, column titles, group rows merged across, text never a formula', () => {
    const ws = addTableSheet(new ExcelJS.Workbook(), table);
    expect(ws.name).toBe('Zdarzenia na trasie');
    const v = values(ws);
    expect(v).toEqual([
      ['Zdarzenia'],
      ['DW 1 2026-03-01'],
      ['Zdarzenie', 'Wartość'],
      ['Jazda', 'Jazda'],
      ['Jazda', 1],
      ['Jazda'],
      ['Postój', 'Postój'],
      ['Postój', '=SUM(A1:A2)'],
    ]);
    expect(ws.getCell('A4').isMerged && ws.getCell('B4').isMerged).toBe(true);
    expect(ws.getCell('B8').type).toBe(ExcelJS.ValueType.String);
    // Widths from the content: the widest of the title's words and the values, plus 2.
    expect(ws.getColumn(1).width).toBe(11);
    expect(ws.getColumn(2).width).toBe(13);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 3 });
  });

  it('puts the sections sheet first and each table on its own sheet; round-trips through a file', async () => {
    expect(buildWorkbook(doc).worksheets.map((w) => w.name)).toEqual(['Raport z trasy', 'Zdarzenia na trasie']);
    const onlyTables = buildWorkbook({ ...doc, subtitle: [], sections: [], tables: [table, table] });
    expect(onlyTables.worksheets.map((w) => w.name)).toEqual(['Zdarzenia na trasie', 'Zdarzenia na trasie (2)']);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await writeXlsx(doc)) as unknown as ArrayBuffer);
    expect(values(wb.getWorksheet('Raport z trasy')!)[5]).toEqual(['Droga GPS [km]', '12,5']);
  });
});

describe('the streamed file', () => {
  it('holds what the builders build: sheets in order, group rows merged and shaded, frozen header, widths', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await writeXlsx({ ...doc, tables: [table, table] })) as never);
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      'Raport z trasy',
      'Zdarzenia na trasie',
      'Zdarzenia na trasie (2)',
    ]);
    expect(values(wb.worksheets[0])[0]).toEqual(['Raport z trasy']);
    expect(wb.worksheets[0].getCell('A1').font?.bold).toBe(true);
    const ws = wb.worksheets[1];
    const built = addTableSheet(new ExcelJS.Workbook(), table);
    expect(values(ws)).toEqual(values(built));
    expect(ws.getCell('A4').isMerged && ws.getCell('B4').isMerged).toBe(true);
    expect(ws.getCell('A4').font?.bold).toBe(true);
    expect((ws.getCell('B4').fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FFF2F2F2');
    expect((ws.getCell('A3').fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FFD9E1F2');
    expect(ws.getCell('B8').type).toBe(ExcelJS.ValueType.String);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 3 });
    expect([ws.getColumn(1).width, ws.getColumn(2).width]).toEqual([11, 13]);
    // Grouped: no auto-filter (the group rows would be filtered as data).
    expect(ws.autoFilter).toBeFalsy();
  });
});

describe('typed cells', () => {
  const typed: ExportTable = {
    sheetName: 'Typy',
    title: 'Typy',
    header: '',
    cols: [
      { field: 'name', title: 'Zdarzenie', type: 'text' },
      { field: 'fdt', title: 'Od', type: 'datetime' },
      { field: 'day', title: 'Dzień', type: 'date' },
      { field: 'dur', title: 'Czas trwania', type: 'duration' },
      { field: 'km', title: 'Dystans [km]', type: 'km' },
      { field: 'l', title: 'Paliwo [l]', type: 'litres' },
      { field: 'n', title: 'Licznik', type: 'integer' },
      { field: 'raw', title: 'Wartość', type: 'number' },
      { field: 'pct', title: 'Udział [%]', type: 'percent', decimals: 0 },
    ],
    rows: [
      {
        name: '=HYPERLINK("http://zlo")',
        fdt: '2026-03-29 02:30:00',
        day: '2026-03-29',
        dur: 90_061,
        km: 12.345,
        l: 40.25,
        n: 123456,
        raw: 0.125,
        pct: 45.5,
      },
      { name: 'Postój', fdt: '', day: null, dur: 0, km: null, l: '', n: null, raw: -3, pct: null },
    ],
  };

  it('writes numbers, durations and dates as typed cells with number formats; text stays text', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await writeXlsx({ title: 'T', subtitle: [], sections: [], tables: [typed] })) as never);
    const ws = wb.getWorksheet('Typy')!;
    const head = 2;
    expect(values(ws)[head - 1]).toEqual(typed.cols.map((c) => c.title));
    const cell = (col: number, row = head + 1) => ws.getRow(row).getCell(col);
    expect(cell(1).type).toBe(ExcelJS.ValueType.String);
    expect(cell(1).value).toBe('=HYPERLINK("http://zlo")');
    // A date-time is a date of its wall-clock time (no zone shift, also in a DST gap).
    expect(cell(2).value).toEqual(new Date(Date.UTC(2026, 2, 29, 2, 30, 0)));
    expect(cell(2).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(cell(3).value).toEqual(new Date(Date.UTC(2026, 2, 29)));
    expect(cell(3).numFmt).toBe('yyyy-mm-dd');
    // A duration is a day fraction shown [h]:mm:ss (exceljs reads any time format back as a Date).
    expect(cell(4).numFmt).toBe('[h]:mm:ss');
    expect(
      Math.round((excelSerial(cell(4).value as Date) - excelSerial(new Date(Date.UTC(1899, 11, 30)))) * 86400),
    ).toBe(90_061);
    expect([cell(5).value, cell(5).numFmt]).toEqual([12.345, '#,##0.00']);
    expect([cell(6).value, cell(6).numFmt]).toEqual([40.25, '#,##0.0']);
    expect([cell(7).value, cell(7).numFmt]).toEqual([123456, '#,##0']);
    // 'General' (the default format, read back as none): the value as it is.
    expect([cell(8).value, cell(8).numFmt ?? 'General']).toEqual([0.125, 'General']);
    expect([cell(9).value, cell(9).numFmt]).toEqual([45.5, '#,##0']);
    for (let c = 5; c <= 9; c++) expect(cell(c).type).toBe(ExcelJS.ValueType.Number);
    // Empty cells stay empty whatever their type; a zero duration is a value.
    expect([2, 3, 5, 6, 7, 9].map((c) => cell(c, head + 2).value)).toEqual([null, null, null, null, null, null]);
    expect(cell(4, head + 2).value).toEqual(new Date(Date.UTC(1899, 11, 30)));
    expect(cell(8, head + 2).value).toBe(-3);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: head });
    expect(ws.autoFilter).toBeTruthy();
    // The date-time column is as wide as a date-time.
    expect(ws.getColumn(2).width).toBe(21);
  });
});

describe('row colours (issue 27: the speeds report, spec 2 §9)', () => {
  it("fills a row with its _color's fill as the grid does, keeping each cell's number format", async () => {
    const speeds: ExportTable = {
      sheetName: 'DW 2R905',
      title: 'DW 2R905',
      header: '',
      cols: [
        { field: 'start_time', title: 'Początek', type: 'datetime' },
        { field: 'dur', title: 'Czas trwania', type: 'duration' },
      ],
      rows: [
        { start_time: '2026-11-03 07:12:40', dur: 95, _color: 'red' },
        { start_time: '2026-11-03 09:30:05', dur: 45, _color: 'yellow' },
        { start_time: '2026-11-04 11:02:10', dur: 12, _color: 'green' },
        { start_time: null, dur: 152 },
      ],
    };
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await writeXlsx({ title: 'R', subtitle: [], sections: [], tables: [speeds] })) as never);
    const ws = wb.worksheets[0];
    const argb = (cell: string) => (ws.getCell(cell).fill as ExcelJS.FillPattern | undefined)?.fgColor?.argb ?? null;
    expect([argb('A3'), argb('B3'), argb('A4'), argb('B5'), argb('A6')]).toEqual([
      'FFFFD8D6',
      'FFFFD8D6',
      'FFFFF3C4',
      'FFD9F7BE',
      null,
    ]);
    expect(ws.getCell('B3').numFmt).toBe('[h]:mm:ss');
    // The colour is no column.
    expect(ws.getRow(2).cellCount).toBe(2);
  });
});
