import { describe, expect, it } from 'vitest';
import type { Content } from 'pdfmake/interfaces';
import type { ExportDocument } from './export-document';
import { LANDSCAPE_FROM_COLUMNS, columnWidths, pdfDefinition, writePdf } from './pdf-writer';

const cols = (n: number) => Array.from({ length: n }, (_, i) => ({ field: `f${i}`, title: `K${i}` }));
const doc = (n: number): ExportDocument => ({
  title: 'Raport z trasy',
  subtitle: ['DW 1'],
  sections: [{ title: 'Ogólne', rows: [['Droga', '1 km']] }],
  tables: [
    {
      sheetName: 's',
      title: 'Zdarzenia na trasie',
      header: '',
      cols: cols(n),
      rows: [{ f0: 'Jazda', f1: 2 }, { f0: 'Postój' }],
      groupBy: 'f0',
    },
  ],
});

describe('columnWidths', () => {
  it('scales the grid widths to fill the page, keeping their proportions', () => {
    const w = columnWidths([100, 300], 409);
    expect(w[1] / w[0]).toBeCloseTo(3, 5);
    expect(w[0] + w[1]).toBeCloseTo(409 - 18, 0);
    expect(columnWidths([undefined, undefined], 100)).toEqual([41, 41]);
    expect(columnWidths([1, 1000], 300)[0]).toBe(18);
  });
});

describe('pdfDefinition', () => {
  it('lays out the title, sections, then the table on a new page with a repeated header', () => {
    const def = pdfDefinition(doc(3));
    expect(def.pageOrientation).toBe('portrait');
    const content = def.content as Content[];
    expect(content[0]).toMatchObject({ text: 'Raport z trasy', style: 'title' });
    expect(content[1]).toMatchObject({ text: 'DW 1' });
    const section = content[2] as { table: { body: { text: string }[][] } };
    expect(section.table.body.map((r) => r.map((c) => c.text))).toEqual([
      ['Ogólne', ''],
      ['Droga', '1 km'],
    ]);
    expect(content[3]).toMatchObject({ text: 'Zdarzenia na trasie', pageBreak: 'before' });
    const events = content[4] as { table: { headerRows: number; body: { text: string; colSpan?: number }[][] } };
    expect(events.table.headerRows).toBe(1);
    expect(events.table.body.map((r) => r.map((c) => c.text))).toEqual([
      ['K0', 'K1', 'K2'],
      ['Jazda', '', ''],
      ['Jazda', '2', ''],
      ['Postój', '', ''],
      ['Postój', '', ''],
    ]);
    expect(events.table.body[1][0].colSpan).toBe(3);
  });

  it('turns to landscape for wide tables and numbers the pages', () => {
    expect(pdfDefinition(doc(LANDSCAPE_FROM_COLUMNS)).pageOrientation).toBe('portrait');
    expect(pdfDefinition(doc(LANDSCAPE_FROM_COLUMNS + 1)).pageOrientation).toBe('landscape');
    const footer = pdfDefinition(doc(3)).footer as (p: number, n: number) => { text: string };
    expect(footer(2, 5).text).toBe('Strona 2 z 5');
  });

  it('starts with the table when there is nothing else', () => {
    const content = pdfDefinition({ ...doc(2), subtitle: [], sections: [] }).content as Content[];
    expect(content[0]).toMatchObject({ text: 'Zdarzenia na trasie' });
    expect((content[0] as { pageBreak?: string }).pageBreak).toBeUndefined();
  });

  it('renders a PDF', async () => {
    const pdf = await writePdf(doc(10));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
