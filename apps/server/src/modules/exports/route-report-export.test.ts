import { describe, expect, it } from 'vitest';
import {
  EXPORT_BUDGET_DEFAULTS,
  EXPORT_LIMITS,
  exportBudgetRefusal,
  genericExport,
  routeReportExport,
} from '@namiar/domain';
import { exportSize } from './export-document';
import { genericDocument } from './generic-export';
import { routeReportDocument } from './route-report-export';

const body = routeReportExport.parse({
  filename: 'DW 1',
  data: { regno: 'DW 1', header: ' ', sections: [{ title: 'Ogólne', rows: [['Droga', '1 km']] }] },
  events: {
    title: 'Zdarzenia',
    header: 'h',
    cols: [
      { field: 'a', title: 'A' },
      { field: 'd', title: 'Dystans', type: 'km', width: 90, decimals: 3 },
    ],
    data: [{ a: 1, d: 2.5 }],
    groupBy: '',
  },
});

describe('routeReportDocument', () => {
  it("titles the report 'Raport z trasy', puts the events on 'Zdarzenia na trasie', units into titles", () => {
    const doc = routeReportDocument(body);
    expect(doc.title).toBe('Raport z trasy');
    expect(doc.subtitle).toEqual(['DW 1']);
    expect(doc.sections).toEqual(body.data.sections);
    expect(doc.tables).toEqual([
      {
        sheetName: 'Zdarzenia na trasie',
        title: 'Zdarzenia',
        header: 'h',
        cols: [
          { field: 'a', title: 'A', type: 'text' },
          { field: 'd', title: 'Dystans [km]', type: 'km', width: 90, decimals: 3 },
        ],
        rows: [{ a: 1, d: 2.5 }],
        groupBy: undefined,
      },
    ]);
    expect(routeReportDocument({ ...body, events: undefined }).tables).toEqual([]);
  });

  it('counts rows, cells and characters for the budget: sections add cells, not rows', () => {
    const doc = routeReportDocument({
      ...body,
      events: { ...body.events!, data: [{ a: 'Jazda', d: 2.5 }, { a: null }] },
    });
    // Section 'Ogólne': 1 row of 2 cells ('Droga' + '1 km' = 9 characters); table: 2 rows × 2 columns.
    expect(exportSize(doc)).toEqual({ rows: 2, cells: 2 + 4, chars: 9 + 'Jazda'.length });
  });

  it('refuses a PDF of more event rows than the PDF budget, not a spreadsheet or a CSV', () => {
    const rows = Array.from({ length: EXPORT_LIMITS.pdfEventRows + 1 }, (_, i) => ({ a: i }));
    const doc = routeReportDocument({ ...body, events: { ...body.events!, data: rows } });
    const refusal = (kind: 'pdf' | 'xlsx' | 'csv', d = doc) =>
      exportBudgetRefusal(kind, exportSize(d), EXPORT_BUDGET_DEFAULTS);
    expect(refusal('pdf')).toBe(
      'Eksport do PDF przekracza limit wierszy tabeli: 10\u00a0001 (najwyżej 10\u00a0000). ' +
        'Zawęź zakres dat lub filtr albo użyj eksportu do Excel.',
    );
    expect(refusal('xlsx')).toBeNull();
    expect(refusal('csv')).toBeNull();
    expect(refusal('pdf', routeReportDocument(body))).toBeNull();
  });
});

describe('genericDocument', () => {
  const generic = genericExport.parse({
    filename: 'Raport dzienny',
    reports: [
      {
        title: 'WA 1001',
        header: '2026-03-11',
        cols: [
          { field: 'day', title: 'Dzień', type: 'date', sort: 'asc' },
          { field: 'drv', title: 'Kierowca', group: true },
          { field: 'km', title: 'Droga', type: 'km' },
        ],
        data: [{ day: '2026-03-11', drv: 'Jan', km: 12 }],
      },
      { title: 'WA 1002', cols: [{ field: 'km', title: 'Droga', type: 'km' }], data: [], groupBy: 'km' },
    ],
  });

  it('gives each object its table and sheet, groups by the column marked `group`, titles by the file name', () => {
    const doc = genericDocument(generic);
    expect(doc.title).toBe('Raport dzienny');
    expect(doc.subtitle).toEqual([]);
    expect(doc.sections).toEqual([]);
    expect(doc.tables.map((t) => [t.sheetName, t.title, t.header, t.groupBy])).toEqual([
      ['WA 1001', 'WA 1001', '2026-03-11', 'drv'],
      ['WA 1002', 'WA 1002', '', 'km'],
    ]);
    expect(doc.tables[0].cols.map((c) => c.title)).toEqual(['Dzień', 'Kierowca', 'Droga [km]']);
    expect(genericDocument({ ...generic, title: 'Zestawienie' }).title).toBe('Zestawienie');
  });
});
