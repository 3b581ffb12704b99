import { describe, expect, it } from 'vitest';
import type { ExportDocument, ExportTable } from './export-document';
import { CSV_BOM, csvField, csvText, guardFormula, writeCsv } from './csv-writer';

const table: ExportTable = {
  sheetName: 's',
  title: 'WA 1001',
  header: '2026-03-11',
  cols: [
    { field: 'name', title: 'Zdarzenie', type: 'text' },
    { field: 'fdt', title: 'Od', type: 'datetime' },
    { field: 'dur', title: 'Czas trwania', type: 'duration' },
    { field: 'km', title: 'Droga [km]', type: 'km' },
    { field: 'n', title: 'Licznik', type: 'integer' },
    { field: 'v', title: 'Wartość', type: 'number' },
  ],
  rows: [
    { name: 'Jazda; szybka', fdt: '2026-03-11 08:00:00', dur: 90_061, km: 12345.678, n: 1234567, v: -0.5 },
    { name: 'Powiedział "stop"\nkoniec', fdt: null, dur: 0, km: null, n: 3, v: 2 },
    { name: '=HYPERLINK("http://zlo";"x")', fdt: '', dur: null, km: -1.004, n: null, v: null },
    { name: '-2+3', km: 0 },
    { name: '@SUM(A1)' },
    { name: '+48 600 000 000' },
    { name: ' spacja ', v: 0.000123 },
  ],
};
const doc = (tables: ExportTable[]): ExportDocument => ({ title: 'R', subtitle: [], sections: [], tables });

describe('csvField and guardFormula', () => {
  it('quotes per RFC 4180 only when needed, doubling inner quotes', () => {
    expect(csvField('abc')).toBe('abc');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('a "b"')).toBe('"a ""b"""');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
    expect(csvField(' a')).toBe('" a"');
    expect(csvField('12,5')).toBe('12,5');
  });
  it('turns a text a spreadsheet would run as a formula into plain text', () => {
    for (const t of ['=1+1', '+1', '-1', '@A1', '\tx', '\rx']) expect(guardFormula(t)).toBe(`'${t}`);
    expect(guardFormula('Jazda')).toBe('Jazda');
    expect(guardFormula("'=x")).toBe("'=x");
  });

  it('guards a formula behind white space or a line break and in full-width forms (issue 28 §3)', () => {
    for (const t of [
      ' =1+2',
      '  +1',
      '\n=1+2',
      '\r\n@A1',
      '\u00a0=1',
      '\u3000=1',
      '＝1+2',
      '＋1',
      '－1',
      '＠A1',
      ' ＝1',
    ])
      expect(guardFormula(t)).toBe(`'${t}`);
    for (const t of ['Jazda -1', 'a=b', ' Jazda', '1 = 1']) expect(guardFormula(t)).toBe(t);
    // The apostrophe is first in the field: no edge space left to quote.
    expect(csvField(guardFormula(' =1+2'))).toBe("' =1+2");
  });
});

describe('csvText', () => {
  it('writes a BOM, ";" separators, CRLF, decimal commas, h:mm:ss durations and whole dates', () => {
    const text = csvText(doc([table]));
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Zdarzenie;Od;Czas trwania;Droga [km];Licznik;Wartość',
      '"Jazda; szybka";2026-03-11 08:00:00;25:01:01;12345,68;1234567;-0,5',
      '"Powiedział ""stop""\nkoniec";;0:00:00;;3;2',
      `"'=HYPERLINK(""http://zlo"";""x"")";;;-1,00;;`,
      "'-2+3;;;0,00;;",
      "'@SUM(A1);;;;;",
      "'+48 600 000 000;;;;;",
      '" spacja ";;;;;0,000123',
      '',
    ]);
  });

  it('writes several tables each behind its title lines, an empty line between them; group rows gathered', async () => {
    const grouped: ExportTable = {
      ...table,
      title: '=WA 1002',
      header: '',
      cols: table.cols.slice(0, 1),
      rows: [{ name: 'Jazda' }, { name: 'Postój' }, { name: 'Jazda' }],
      groupBy: 'name',
    };
    const text = (await writeCsv(doc([{ ...table, rows: table.rows.slice(0, 1) }, grouped]))).toString('utf8');
    expect(text.slice(1).split('\r\n')).toEqual([
      'WA 1001',
      '2026-03-11',
      'Zdarzenie;Od;Czas trwania;Droga [km];Licznik;Wartość',
      '"Jazda; szybka";2026-03-11 08:00:00;25:01:01;12345,68;1234567;-0,5',
      '',
      "'=WA 1002",
      'Zdarzenie',
      'Jazda',
      'Jazda',
      'Postój',
      '',
    ]);
    // UTF-8 bytes with the BOM first: Polish letters read right in Excel.
    const bytes = await writeCsv(doc([table]));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('Wartość');
  });
});
