import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ExportDocument, ExportTable } from './export-document';
import { tableLines } from './export-document';
import { addSectionsSheet, addTableSheet, buildWorkbook, sheetName, writeXlsx } from './xlsx-writer';

const table: ExportTable = {
  sheetName: 'Zdarzenia na trasie',
  title: 'Zdarzenia',
  header: 'DW 1 2026-03-01',
  cols: [
    { field: 'name', title: 'Zdarzenie', width: 140 },
    { field: 'v', title: 'Wartość' },
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
    expect(ws.getColumn(1).width).toBe(20);
    expect(ws.getColumn(2).width).toBe(15);
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
