import { describe, expect, it } from 'vitest';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { pdfLines } from '../../../test/pdf-text';
import type { ExportColumn, ExportDocument } from './export-document';
import { robotoMeasure } from './pdf-fonts';
import { BASE_FONT, CELL_EXTRA, LINE_WIDTH, MIN_FONT } from './pdf-layout';
import { A4, MARGIN, pdfDefinition, writePdf } from './pdf-writer';

const fake = (text: string, bold: boolean) => text.length * (bold ? 0.6 : 0.5);
const cols = (n: number): ExportColumn[] =>
  Array.from({ length: n }, (_, i) => ({ field: `f${i}`, title: `K${i}`, type: 'text' }));
const doc = (
  n: number,
  rows: Record<string, string | number | null>[] = [{ f0: 'Jazda', f1: 2 }, { f0: 'Postój' }],
): ExportDocument => ({
  title: 'Raport z trasy',
  subtitle: ['DW 1'],
  sections: [{ title: 'Ogólne', rows: [['Droga', '1 km']] }],
  tables: [{ sheetName: 's', title: 'Zdarzenia na trasie', header: '', cols: cols(n), rows, groupBy: 'f0' }],
});

type Cell = { text: string; colSpan?: number; noWrap?: boolean; alignment?: string };
type TableNode = { table: { headerRows: number; widths: number[]; body: Cell[][] }; fontSize: number };
const tables = (def: TDocumentDefinitions) =>
  (def.content as unknown[]).filter(
    (c): c is TableNode => typeof c === 'object' && c !== null && 'table' in c && 'fontSize' in c,
  );
const texts = (t: TableNode) => t.table.body.map((r) => r.map((c) => c.text));

describe('pdfDefinition', () => {
  it('lays out the title, sections, then the table on a new page with a repeated header', () => {
    const def = pdfDefinition(doc(3, [{ f0: 'Jazda', f1: 2, f2: 'x' }, { f0: 'Postój' }]), fake);
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
    const [events] = tables(def);
    expect(events.table.headerRows).toBe(1);
    expect(texts(events)).toEqual([
      ['K0', 'K1', 'K2'],
      ['Jazda', '', ''],
      ['Jazda', '2', 'x'],
      ['Postój', '', ''],
      ['Postój', '', ''],
    ]);
    expect(events.table.body[1][0].colSpan).toBe(3);
  });

  it('leaves out the columns that are empty in every row', () => {
    const [events] = tables(
      pdfDefinition(
        doc(4, [
          { f0: 'Jazda', f2: 1 },
          { f0: 'Postój', f1: '', f3: null },
        ]),
        fake,
      ),
    );
    expect(events.table.body[0].map((c) => c.text)).toEqual(['K0', 'K2']);
  });

  it('writes typed cells in Polish notation, numbers right-aligned, never wrapping a number or a date', () => {
    const typed: ExportDocument = {
      title: 'R',
      subtitle: [],
      sections: [],
      tables: [
        {
          sheetName: 's',
          title: 'T',
          header: '',
          cols: [
            { field: 'd', title: 'Od', type: 'datetime' },
            { field: 'dur', title: 'Czas', type: 'duration' },
            { field: 'km', title: 'Droga [km]', type: 'km' },
            { field: 'n', title: 'Licznik', type: 'integer' },
            { field: 't', title: 'Tekst', type: 'text' },
          ],
          rows: [{ d: '2026-03-11 08:00:00', dur: 90_061, km: 12345.678, n: 1234567, t: 'a b' }],
        },
      ],
    };
    const [t] = tables(pdfDefinition(typed, fake));
    const row = t.table.body[1];
    expect(row.map((c) => c.text)).toEqual([
      '2026-03-11 08:00:00',
      '1 dzień 1:01:01',
      '12\u00a0345,68',
      '1\u00a0234\u00a0567',
      'a b',
    ]);
    expect(row.map((c) => c.noWrap ?? false)).toEqual([true, true, true, true, false]);
    expect(row.map((c) => c.alignment ?? 'left')).toEqual(['left', 'right', 'right', 'right', 'left']);
  });

  it('turns to landscape for wide tables, scales the font, numbers the pages and runs the title over them', () => {
    const wide = (n: number) => doc(n, [Object.fromEntries(cols(n).map((c) => [c.field, '2026-03-11 08:00:00']))]);
    expect(pdfDefinition(wide(4), robotoMeasure()).pageOrientation).toBe('portrait');
    const def = pdfDefinition(wide(8), robotoMeasure());
    expect(def.pageOrientation).toBe('landscape');
    const [t] = tables(def);
    expect(t.fontSize).toBeLessThanOrEqual(BASE_FONT);
    expect(t.fontSize).toBeGreaterThanOrEqual(MIN_FONT);
    const width = t.table.widths.reduce((a, b) => a + b, 0) + t.table.widths.length * CELL_EXTRA + LINE_WIDTH;
    expect(width).toBeLessThanOrEqual(A4.long - 2 * MARGIN);
    const footer = def.footer as (p: number, n: number) => { text: string };
    expect(footer(2, 5).text).toBe('Strona 2 z 5');
    const header = def.header as (p: number, n: number) => { text: string };
    expect(header(3, 5).text).toBe('Raport z trasy — DW 1');
  });

  it('splits a table too wide for the minimum font into column parts repeating the key column', () => {
    const n = 40;
    const def = pdfDefinition(
      doc(n, [Object.fromEntries(cols(n).map((c) => [c.field, '2026-03-11 08:00:00']))]),
      robotoMeasure(),
    );
    const parts = tables(def);
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) {
      expect(p.fontSize).toBe(MIN_FONT);
      expect(p.table.body[0][0].text).toBe('K0');
    }
    expect(parts.flatMap((p) => p.table.body[0].slice(1).map((c) => c.text))).toEqual(
      cols(n)
        .slice(1)
        .map((c) => c.title),
    );
    const titles = (def.content as { text?: string; style?: string; pageBreak?: string }[]).filter(
      (c) => c.style === 'title',
    );
    expect(titles.slice(1).map((t) => [t.text, t.pageBreak])).toEqual(
      parts.map((_, k) => [`Zdarzenia na trasie (kolumny, część ${k + 1} z ${parts.length})`, 'before']),
    );
  });

  it('starts with the table when there is nothing else', () => {
    const content = pdfDefinition({ ...doc(2), subtitle: [], sections: [] }, fake).content as Content[];
    expect(content[0]).toMatchObject({ text: 'Zdarzenia na trasie' });
    expect((content[0] as { pageBreak?: string }).pageBreak).toBeUndefined();
  });
});

describe('writePdf', () => {
  it('renders a wide table with every date whole and the header row on every page', async () => {
    const n = 14;
    const rows = Array.from({ length: 150 }, (_, i) => ({
      ...Object.fromEntries(cols(n).map((c) => [c.field, `Słowo${i % 7} drugie`])),
      f1: `2026-03-11 ${String(i % 24).padStart(2, '0')}:00:00`,
    }));
    const wide: ExportDocument = {
      title: 'Raport',
      subtitle: [],
      sections: [],
      tables: [
        {
          sheetName: 's',
          title: 'Tabela',
          header: '',
          cols: cols(n).map((c) => (c.field === 'f1' ? { ...c, type: 'datetime' } : c)),
          rows,
        },
      ],
    };
    const pdf = await writePdf(wide);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = pdfLines(pdf);
    expect(pages.length).toBeGreaterThan(2);
    // Each date-time is drawn whole on one line (a date wrapped at its space would be cut in two).
    const dates = pages.flat().flatMap((line) => line.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/g) ?? []);
    expect(dates).toEqual(rows.map((r) => r.f1));
    for (const [i, lines] of pages.entries()) {
      expect(lines[0]).toBe('Raport');
      expect(lines).toContain(`Strona ${i + 1} z ${pages.length}`);
      expect(lines).toContain(
        cols(n)
          .map((c) => c.title)
          .join(''),
      );
    }
  });
});
