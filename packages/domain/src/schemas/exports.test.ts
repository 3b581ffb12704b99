import { describe, expect, it } from 'vitest';
import { EXPORT_LIMITS, EXPORT_MSG, fieldErrors, routeReportExportBody, sanitizeFilename } from '..';

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
