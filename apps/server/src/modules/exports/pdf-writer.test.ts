import { describe, expect, it } from 'vitest';
import { exportCellText } from '@namiar/domain';
import { pdfLines, pdfRuns, pdfText } from '../../../test/pdf-text';
import type { ExportColumn, ExportDocument } from './export-document';
import { ByteWriter } from './pdf-bytes';
import { wrapText } from './pdf-canvas';
import { robotoMeasure } from './pdf-fonts';
import { BASE_FONT, MIN_FONT } from './pdf-layout';
import { A4, pdfPlan, writePdf } from './pdf-writer';

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
const mediaBoxes = (pdf: Buffer) => [...pdf.toString('latin1').matchAll(/\/MediaBox \[([^\]]*)\]/g)].map((m) => m[1]);

const PLACES = ['Łódź, Piotrkowska 104', 'Gdańsk, Długi Targ', 'Zażółć gęślą jaźń', 'Świnoujście, Prom'];

describe('wrapText', () => {
  const chars = (t: string) => t.length;
  it('cuts at spaces, keeps what fits whole, cuts a word wider than the line where it must', () => {
    expect(wrapText('ala ma kota', 20, chars)).toEqual(['ala ma kota']);
    expect(wrapText('ala ma kota', 6, chars)).toEqual(['ala ma ', 'kota']);
    expect(wrapText('abcdefghij x', 4, chars)).toEqual(['abcd', 'efgh', 'ij x']);
    expect(wrapText('ab cdefghij', 4, chars)).toEqual(['ab ', 'cdef', 'ghij']);
    expect(wrapText('a\nb c', 10, chars)).toEqual(['a', 'b c']);
    expect(wrapText('', 10, chars)).toEqual(['']);
  });
});

describe('ByteWriter', () => {
  it('writes numbers with at most two decimals, operators and glyph codes', () => {
    const w = new ByteWriter(2);
    w.num(12.345).num(-0.5).num(7).num(100.1).ascii('Tm <');
    w.hex4(0x1a);
    w.hex4(0xbeef);
    expect(w.bytes().toString('latin1')).toBe('12.35 -0.5 7 100.1 Tm <001abeef');
  });
});

describe('writePdf', () => {
  it('writes the title, sections, then the table on a new page with a header, group rows and page numbers', async () => {
    const pdf = await writePdf(doc(3, [{ f0: 'Jazda', f1: 2, f2: 'x' }, { f0: 'Postój' }]));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfLines(pdf)).toEqual([
      ['Raport z trasy — DW 1', 'Raport z trasy', 'DW 1', 'Ogólne', 'Droga1 km', 'Strona 1 z 2'],
      [
        'Raport z trasy — DW 1',
        'Zdarzenia na trasie',
        'K0K1K2',
        'Jazda',
        'Jazda2x',
        'Postój',
        'Postój',
        'Strona 2 z 2',
      ],
    ]);
    expect(mediaBoxes(pdf)).toEqual([`0 0 ${A4.short} ${A4.long}`, `0 0 ${A4.short} ${A4.long}`]);
  });

  it('leaves out the columns that are empty in every row', async () => {
    const pdf = await writePdf(
      doc(4, [
        { f0: 'Jazda', f2: 1 },
        { f0: 'Postój', f1: '', f3: null },
      ]),
    );
    expect(pdfLines(pdf)[1]).toContain('K0K2');
  });

  it('writes typed cells in Polish notation, numbers right-aligned, a number or a date never wrapped', async () => {
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
          rows: [
            { d: '2026-03-11 08:00:00', dur: 90_061, km: 12345.678, n: 1234567, t: 'a b' },
            { d: '2026-03-11 09:00:00', dur: 61, km: 1, n: 5, t: 'c' },
          ],
        },
      ],
    };
    const pdf = await writePdf(typed);
    const [page] = pdfLines(pdf);
    expect(page).toEqual([
      'R',
      'T',
      // A title wraps at its spaces in a column as wide as its values.
      'OdCzasDroga LicznikTekst',
      '[km]',
      '2026-03-11 08:00:001 dzień 1:01:0112\u00a0345,681\u00a0234\u00a0567a b',
      '2026-03-11 09:00:000:01:011,005c',
      'Strona 1 z 1',
    ]);
    // Right-aligned: the shorter number starts further right in its column.
    const [runs] = pdfRuns(pdf);
    const x = (text: string) => runs.find((r) => r.text === text)!.x;
    expect(x('0:01:01')).toBeGreaterThan(x('1 dzień 1:01:01'));
    expect(x('1,00')).toBeGreaterThan(x('12\u00a0345,68'));
    expect(x('2026-03-11 09:00:00')).toBe(x('2026-03-11 08:00:00'));
    expect(x('c')).toBe(x('a b'));
  });

  it('turns to landscape for wide tables with the font scaled, the running title over every page', async () => {
    const wide = (n: number) => doc(n, [Object.fromEntries(cols(n).map((c) => [c.field, '2026-03-11 08:00:00']))]);
    expect(pdfPlan(wide(4)).landscape).toBe(false);
    const plan = pdfPlan(wide(8));
    expect(plan.landscape).toBe(true);
    expect(plan.plans[0].fontSize).toBeLessThanOrEqual(BASE_FONT);
    expect(plan.plans[0].fontSize).toBeGreaterThanOrEqual(MIN_FONT);
    const pdf = await writePdf(wide(8));
    expect(new Set(mediaBoxes(pdf))).toEqual(new Set([`0 0 ${A4.long} ${A4.short}`]));
    const pages = pdfLines(pdf);
    expect(pages[1]).toContain(Array.from({ length: 8 }, () => '2026-03-11 08:00:00').join(''));
    expect(pages.map((p) => p[0])).toEqual(['Raport z trasy — DW 1', 'Raport z trasy — DW 1']);
  });

  it('splits a table too wide for the minimum font into column parts repeating the key column', async () => {
    const n = 40;
    const wide = doc(n, [Object.fromEntries(cols(n).map((c) => [c.field, '2026-03-11 08:00:00']))]);
    const parts = pdfPlan(wide, robotoMeasure()).plans[0].parts;
    expect(parts.length).toBeGreaterThan(1);
    const pages = pdfLines(await writePdf(wide));
    expect(pages).toHaveLength(1 + parts.length);
    parts.forEach((part, k) => {
      const lines = pages[k + 1];
      expect(lines[1]).toBe(`Zdarzenia na trasie (kolumny, część ${k + 1} z ${parts.length})`);
      expect(lines[2]).toBe(part.cols.map((i) => `K${i}`).join(''));
      expect(lines[2].startsWith('K0')).toBe(true);
    });
  });

  it('starts with the table when there is nothing else', async () => {
    const pages = pdfLines(await writePdf({ ...doc(2), subtitle: [], sections: [] }));
    expect(pages).toHaveLength(1);
    expect(pages[0].slice(0, 3)).toEqual(['Raport z trasy', 'Zdarzenia na trasie', 'K0K1']);
  });

  it('writes every row of a long table across pages: the header on each, the totals last, Polish letters', async () => {
    const rows: Record<string, string | number | null>[] = Array.from({ length: 1500 }, (_, i) => ({
      day: `2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      n: i + 1,
      place: PLACES[i % PLACES.length],
      km: i / 10,
      drive: i * 37,
    }));
    rows.push({ day: null, n: null, place: 'Razem', km: 11242.5, drive: 68_586_750 });
    const long: ExportDocument = {
      title: 'Raport dzienny',
      subtitle: [],
      sections: [],
      tables: [
        {
          sheetName: 'WGM 31001',
          title: 'WGM 31001',
          header: 'Zakres: styczeń – grudzień',
          cols: [
            { field: 'day', title: 'Dzień', type: 'date' },
            { field: 'n', title: 'Lp.', type: 'integer' },
            { field: 'place', title: 'Miejsce początku', type: 'text' },
            { field: 'km', title: 'Dystans', type: 'km', decimals: 1 },
            { field: 'drive', title: 'Jazda', type: 'duration' },
          ],
          rows,
        },
      ],
    };
    const pdf = await writePdf(long);
    const pages = pdfLines(pdf);
    expect(pages.length).toBeGreaterThan(10);
    const header = 'DzieńLp.Miejsce początkuDystansJazda';
    const data: string[] = [];
    for (const [i, lines] of pages.entries()) {
      expect(lines[0]).toBe('Raport dzienny');
      expect(lines).toContain(header);
      expect(lines[lines.length - 1]).toBe(`Strona ${i + 1} z ${pages.length}`);
      data.push(...lines.slice(lines.indexOf(header) + 1, -1));
    }
    // Every row once, in order, whole on its line (numbers, dates, Polish place names).
    const cells = long.tables[0].cols;
    expect(data).toEqual(rows.map((r) => cells.map((c) => exportCellText(c, r[c.field])).join('')));
    expect(data.slice(0, 2)).toEqual([
      '2026-01-011Łódź, Piotrkowska 1040,00:00:00',
      '2026-02-022Gdańsk, Długi Targ0,10:00:37',
    ]);
    expect(data[data.length - 1]).toBe('Razem11\u00a0242,5793 dni 19:52:30');
    expect(pdfText(pdf)).toContain('Zażółć gęślą jaźń');
    expect(pdfText(pdf)).toContain('Zakres: styczeń – grudzień');
  });

  it('continues a row taller than a page on the next one, nothing lost', async () => {
    const words = Array.from({ length: 900 }, (_, i) => `słowo${i}`);
    const tall: ExportDocument = {
      title: 'R',
      subtitle: [],
      sections: [],
      tables: [
        {
          sheetName: 's',
          title: 'T',
          header: '',
          cols: [
            { field: 'a', title: 'A', type: 'text' },
            { field: 'b', title: 'B', type: 'text' },
          ],
          rows: [
            { a: 'x', b: words.join(' ') },
            { a: 'y', b: 'koniec' },
          ],
        },
      ],
    };
    const pages = pdfLines(await writePdf(tall));
    expect(pages.length).toBeGreaterThan(1);
    for (const lines of pages) expect(lines).toContain('AB');
    const text = pages.map((lines) => lines.slice(0, -1).join(' ')).join(' ');
    const found = text.match(/słowo\d+/g);
    expect(found).toEqual(words);
    expect(pages[pages.length - 1]).toContain('ykoniec');
  });
});
