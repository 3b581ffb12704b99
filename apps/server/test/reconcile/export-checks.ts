import ExcelJS from 'exceljs';
import type { ReportAnswer, ReportRow } from '@namiar/domain';
import { expect } from 'vitest';
import { get, post } from '../harness';
import type { World } from './kit';

/**
 * The exported spreadsheet holds the figures the screen shows (issue 27 §2): a report's tables
 * sent as the web sends them (typed columns, raw values, the totals row last), read back cell by
 * cell — numbers as numbers, durations as [h]:mm:ss day fractions of the same seconds, dates as
 * dates of the same wall-clock time.
 */
export async function exportedRows(w: World, tables: { title: string; answer: ReportAnswer }[]) {
  const body = {
    filename: 'Uzgodnienie',
    reports: tables.map(({ title, answer }) => ({
      title,
      cols: answer.grid.map((c) => ({ field: c.field, title: c.title, type: c.type, decimals: c.decimals })),
      data: [...answer.data, ...(answer.footer ? [answer.footer] : [])].map(cellsOf(answer)),
    })),
  };
  const res = await post(w.t.app, '/app/xlscreator/export', { json: JSON.stringify(body) }, w.s.admin);
  expect([res.statusCode, res.statusCode === 200 ? '' : res.body]).toEqual([200, '']);
  const file = await get(w.t.app, (res.json() as { path: string }).path, w.s.admin);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  return wb;
}

/** A row as the web exports it: the grid's fields only. */
const cellsOf = (answer: ReportAnswer) => (row: ReportRow) =>
  Object.fromEntries(answer.grid.map((c) => [c.field, (row[c.field] ?? null) as string | number | null]));

const EXCEL_DAY0 = Date.UTC(1899, 11, 30);

/** A cell read back as the screen's raw value of its column type. */
function rawOf(type: string, cell: ExcelJS.Cell): string | number | null {
  const v = cell.value;
  if (v === null || v === undefined) return null;
  // A typed cell is a Date; anything else is compared as it was written (and then differs).
  if (['duration', 'datetime', 'date'].includes(type) && !(v instanceof Date)) return `not a date: ${String(v)}`;
  if (type === 'duration') return Math.round(((v as Date).getTime() - EXCEL_DAY0) / 1000);
  if (type === 'datetime') return (v as Date).toISOString().slice(0, 19).replace('T', ' ');
  if (type === 'date') return (v as Date).toISOString().slice(0, 10);
  return v as string | number;
}

/** Every table's rows read back equal the answer's (the header row found by the column titles). */
export async function checkExport(w: World, tables: { title: string; answer: ReportAnswer }[]) {
  const wb = await exportedRows(w, tables);
  expect(wb.worksheets).toHaveLength(tables.length);
  for (const [k, { answer }] of tables.entries()) {
    const ws = wb.worksheets[k];
    let head = 0;
    // The header row: every column's title (a unit may follow it), not a title row above it.
    ws.eachRow((row, n) => {
      const titles = answer.grid.every((c, i) => String(row.getCell(i + 1).value ?? '').startsWith(c.title));
      if (!head && titles && answer.grid.length > 1) head = n;
    });
    expect(head).toBeGreaterThan(0);
    const rows = [...answer.data, ...(answer.footer ? [answer.footer] : [])];
    for (const [i, row] of rows.entries()) {
      const line = ws.getRow(head + 1 + i);
      for (const [c, col] of answer.grid.entries()) {
        const want = row[col.field] ?? null;
        const got = rawOf(col.type, line.getCell(c + 1));
        const label = `${k}:${i}:${col.field}`;
        if (typeof want === 'number' && typeof got === 'number')
          expect([label, got]).toEqual([label, expect.closeTo(want, 9)]);
        else expect([label, got]).toEqual([label, want === '' ? null : want]);
      }
    }
  }
}
