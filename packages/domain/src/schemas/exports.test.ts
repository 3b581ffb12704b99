import { describe, expect, it } from 'vitest';
import { EXPORT_LIMITS, EXPORT_MSG, fieldErrors, genericExportBody, routeReportExportBody, sanitizeFilename } from '..';

describe('sanitizeFilename', () => {
  it('keeps Polish letters, spaces, dates and dashes', () => {
    expect(sanitizeFilename('Raport z trasy DW 1234Ł 2026-03-01 - 2026-03-02')).toBe(
      'Raport z trasy DW 1234Ł 2026-03-01 - 2026-03-02',
    );
    expect(sanitizeFilename('Zażółć gęślą jaźń')).toBe('Zażółć gęślą jaźń');
  });

  it('neutralises path separators and traversal', () => {
    expect(sanitizeFilename('../../etc/passwd')).toBe('etc_passwd');
    expect(sanitizeFilename('..\\..\\windows\\system32')).toBe('windows_system32');
    expect(sanitizeFilename('/absolute/path')).toBe('absolute_path');
    expect(sanitizeFilename('..')).toBe('');
    expect(sanitizeFilename('a/../b')).not.toMatch(/[/\\]/);
  });

  it('replaces characters unsafe in file names and drops invisible ones', () => {
    expect(sanitizeFilename('a<b>c:d"e|f?g*h')).toBe('a_b_c_d_e_f_g_h');
    expect(sanitizeFilename('tab\there\nnew\u0000line')).toBe('tab here newline');
    expect(sanitizeFilename('evil\u202Egpj.exe')).toBe('evilgpj.exe');
    expect(sanitizeFilename('zero\u200Bwidth')).toBe('zerowidth');
  });

  it('removes an extension the client added and trailing dots, and avoids reserved names', () => {
    expect(sanitizeFilename('raport.xlsx')).toBe('raport');
    expect(sanitizeFilename('raport.PDF')).toBe('raport');
    expect(sanitizeFilename('raport...  ')).toBe('raport');
    expect(sanitizeFilename('  .hidden')).toBe('hidden');
    expect(sanitizeFilename('CON')).toBe('_CON');
    expect(sanitizeFilename('lpt1.txt')).toBe('_lpt1.txt');
  });

  it('composes NFD input and cuts to the limit without splitting a character', () => {
    expect(sanitizeFilename('Z\u0307o\u0301łw')).toBe('Żółw');
    const long = 'ą'.repeat(130);
    expect(sanitizeFilename(long)).toBe('ą'.repeat(EXPORT_LIMITS.filename));
    expect(sanitizeFilename('x'.repeat(119) + ' y', 120)).toBe('x'.repeat(119));
  });
});

describe('routeReportExportBody', () => {
  const body = {
    filename: 'Raport/DW 1',
    data: { regno: 'DW 1', header: 'h', sections: [{ title: 'Ogólne', rows: [['Droga', '1 km']] }] },
    events: { title: 't', cols: [{ field: 'a', title: 'A', width: 80 }], data: [{ a: 1 }, { a: 'x' }, { a: null }] },
  };
  const parse = (v: unknown) => routeReportExportBody.safeParse({ json: JSON.stringify(v) });

  it('parses the JSON field and cleans the file name', () => {
    const r = parse(body);
    expect(r.success).toBe(true);
    if (r.success) {
      expect(r.data.json.filename).toBe('Raport_DW 1');
      expect(r.data.json.events?.header).toBe('');
    }
  });

  it('answers Polish messages for bad JSON, shapes and sizes', () => {
    const message = (v: unknown) => {
      const r = typeof v === 'string' ? routeReportExportBody.safeParse({ json: v }) : parse(v);
      return r.success ? null : Object.values(fieldErrors(r.error))[0];
    };
    expect(message('{oops')).toBe(EXPORT_MSG.badJson);
    expect(message({ ...body, data: null })).toBe(EXPORT_MSG.badJson);
    expect(message({ ...body, filename: '' })).toBe(EXPORT_MSG.filename);
    expect(message({ ...body, filename: 'x'.repeat(121) })).toBe(EXPORT_MSG.filename);
    expect(message({ ...body, data: { ...body.data, sections: [{ title: 's', rows: [['a', 1]] }] } })).toBe(
      EXPORT_MSG.badJson,
    );
    expect(message({ ...body, events: { ...body.events, data: [{ a: { nested: 1 } }] } })).toBe(EXPORT_MSG.badJson);
    const manyRows = Array(EXPORT_LIMITS.sectionRows + 1).fill(['a', 'b']);
    expect(message({ ...body, data: { ...body.data, sections: [{ title: 's', rows: manyRows }] } })).toBe(
      EXPORT_MSG.tooManySectionRows,
    );
    const manyCols = Array.from({ length: EXPORT_LIMITS.columns + 1 }, (_, i) => ({ field: `f${i}`, title: 'x' }));
    expect(message({ ...body, events: { ...body.events, cols: manyCols } })).toBe(EXPORT_MSG.tooManyColumns);
    expect(message({ ...body, data: { ...body.data, header: 'x'.repeat(EXPORT_LIMITS.title + 1) } })).toBe(
      EXPORT_MSG.textTooLong,
    );
  });
});

describe('typed export columns', () => {
  const cols = [
    { field: 'name', title: 'Zdarzenie' },
    { field: 'fdt', title: 'Od', type: 'datetime' },
    { field: 'dur', title: 'Czas trwania', type: 'duration' },
    { field: 'km', title: 'Droga GPS [km]', type: 'km', decimals: 3 },
    { field: 'day', title: 'Dzień', type: 'date' },
  ];
  const good = { name: 'Jazda', fdt: '2026-03-11 08:00:00', dur: 65, km: 1.5, day: '2026-03-11' };
  const table = (data: unknown[], over: object = {}) => ({ title: 't', cols, data, ...over });
  const route = (events: object) =>
    routeReportExportBody.safeParse({
      json: JSON.stringify({ filename: 'r', data: { regno: 'X', header: '', sections: [] }, events }),
    });
  const message = (r: ReturnType<typeof route>) => (r.success ? null : Object.values(fieldErrors(r.error))[0]);

  it('takes raw values of each type, empty cells anywhere; a column without a type is text', () => {
    const r = route(table([good, { name: null, fdt: '', dur: null, km: null, day: null }]));
    expect(r.success).toBe(true);
    if (r.success)
      expect(r.data.json.events?.cols.map((c) => c.type)).toEqual(['text', 'datetime', 'duration', 'km', 'date']);
  });

  it('refuses a misfit with a Polish message naming the column and row', () => {
    expect(message(route(table([good, { ...good, km: '1,5' }])))).toBe(EXPORT_MSG.badNumber('Droga GPS [km]', 2));
    expect(message(route(table([{ ...good, dur: -5 }])))).toBe(EXPORT_MSG.badDuration('Czas trwania', 1));
    expect(message(route(table([{ ...good, dur: '0:01:05' }])))).toBe(EXPORT_MSG.badDuration('Czas trwania', 1));
    expect(message(route(table([{ ...good, fdt: '2026-02-30 08:00:00' }])))).toBe(EXPORT_MSG.badDateTime('Od', 1));
    expect(message(route(table([{ ...good, fdt: 1773216000000 }])))).toBe(EXPORT_MSG.badDateTime('Od', 1));
    expect(message(route(table([{ ...good, day: '11.03.2026' }])))).toBe(EXPORT_MSG.badDate('Dzień', 1));
    expect(EXPORT_MSG.badDateTime('Od', 3)).toBe('Kolumna „Od”, wiersz 3: data musi mieć postać RRRR-MM-DD GG:MM:SS.');
    expect(message(route(table([good], { cols: [{ field: 'x', title: 'X', type: 'miles' }] })))).toBe(
      EXPORT_MSG.badJson,
    );
    expect(message(route(table([good], { cols: [{ field: 'x', title: 'X', type: 'km', decimals: 7 }] })))).toBe(
      EXPORT_MSG.badJson,
    );
  });
});

describe('genericExportBody', () => {
  const report = (rows: number) => ({
    title: 'WA 1001',
    header: '2026-03',
    cols: [
      { field: 'd', title: 'Dzień', type: 'date', sort: 'asc', group: false },
      { field: 'km', title: 'Droga', type: 'km', sort: null, group: null },
    ],
    data: Array.from({ length: rows }, (_, i) => ({ d: '2026-03-01', km: i })),
    groupBy: '',
  });
  const parse = (v: unknown) => genericExportBody.safeParse({ json: JSON.stringify(v) });
  const message = (v: unknown) => {
    const r = parse(v);
    return r.success ? null : Object.values(fieldErrors(r.error))[0];
  };

  it('takes reports of typed tables with sort and group marks, and the PDF call’s width', () => {
    const r = parse({ filename: 'Raport/dzienny', width: 1200, reports: [report(2), report(0)] });
    expect(r.success).toBe(true);
    if (r.success) {
      expect(r.data.json.filename).toBe('Raport_dzienny');
      expect(r.data.json.reports[0].cols[0]).toMatchObject({ type: 'date', sort: 'asc', group: false });
    }
  });

  it('refuses no reports, too many, too many rows together and misfit cells', () => {
    expect(message({ filename: 'r', reports: [] })).toBe(EXPORT_MSG.noReports);
    expect(message({ filename: 'r', reports: Array(EXPORT_LIMITS.reports + 1).fill(report(0)) })).toBe(
      EXPORT_MSG.tooManyReports,
    );
    const half = report(EXPORT_LIMITS.eventRows / 2 + 1);
    expect(message({ filename: 'r', reports: [half, half] })).toBe(EXPORT_MSG.tooManyRows);
    const bad = report(1);
    bad.data[0].km = 'dużo' as never;
    expect(message({ filename: 'r', reports: [report(1), bad] })).toBe(EXPORT_MSG.badNumber('Droga', 1));
    expect(
      message({ filename: 'r', reports: [{ ...report(1), cols: [{ field: 'd', title: 'D', sort: 'up' }] }] }),
    ).toBe(EXPORT_MSG.badJson);
  });
});
