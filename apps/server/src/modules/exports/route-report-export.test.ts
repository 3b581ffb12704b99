import { describe, expect, it } from 'vitest';
import { EXPORT_LIMITS, EXPORT_MSG, routeReportExport } from '@namiar/domain';
import { exportRefusal, routeReportDocument } from './route-report-export';

const body = routeReportExport.parse({
  filename: 'DW 1',
  data: { regno: 'DW 1', header: ' ', sections: [{ title: 'Ogólne', rows: [['Droga', '1 km']] }] },
  events: { title: 'Zdarzenia', header: 'h', cols: [{ field: 'a', title: 'A' }], data: [{ a: 1 }], groupBy: '' },
});

describe('routeReportDocument', () => {
  it("titles the report 'Raport z trasy' and puts the events on 'Zdarzenia na trasie'", () => {
    const doc = routeReportDocument(body);
    expect(doc.title).toBe('Raport z trasy');
    expect(doc.subtitle).toEqual(['DW 1']);
    expect(doc.sections).toEqual(body.data.sections);
    expect(doc.tables).toEqual([
      {
        sheetName: 'Zdarzenia na trasie',
        title: 'Zdarzenia',
        header: 'h',
        cols: [{ field: 'a', title: 'A' }],
        rows: [{ a: 1 }],
        groupBy: undefined,
      },
    ]);
    expect(routeReportDocument({ ...body, events: undefined }).tables).toEqual([]);
  });

  it('refuses a PDF of more event rows than the PDF limit, not a spreadsheet', () => {
    const rows = Array.from({ length: EXPORT_LIMITS.pdfEventRows + 1 }, (_, i) => ({ a: i }));
    const doc = routeReportDocument({ ...body, events: { ...body.events!, data: rows } });
    expect(exportRefusal('pdf', doc)).toBe(EXPORT_MSG.pdfTooManyRows);
    expect(exportRefusal('xlsx', doc)).toBeNull();
    expect(exportRefusal('pdf', routeReportDocument(body))).toBeNull();
  });
});
