import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_BUDGET_MSG, EXPORT_LIMITS, EXPORT_MSG, MSG, P, type RouteReportExportBody } from '@namiar/domain';
import { pdfText } from './pdf-text';
import { DIALECTS, get, makeTestApp, post, signInOrFail, type TestApp } from './harness';
import { createExportFiles, startExportCleanup } from '../src/modules/exports/export-files';

const POLISH = 'Zażółć gęślą jaźń';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const pdftotext = (() => {
  try {
    return execFileSync('which', ['pdftotext']).toString().trim() || null;
  } catch {
    return null;
  }
})();

function exportBody(over: Partial<RouteReportExportBody> = {}, eventRows = 3): RouteReportExportBody {
  return {
    filename: 'Raport z trasy DW 1234Ł 2026-03-01 - 2026-03-02',
    data: {
      regno: 'DW 1234Ł',
      header: 'Od 2026-03-01 00:00:00 do 2026-03-02 00:00:00',
      sections: [
        {
          title: 'Ogólne',
          rows: [
            ['Droga GPS [km]', '123,45'],
            ['Kierowca', POLISH],
          ],
        },
        { title: 'Miernik paliwa', rows: [['Zużycie [l]', '12,3']] },
      ],
    },
    events: {
      title: 'Zdarzenia na trasie',
      header: 'DW 1234Ł',
      cols: [
        { field: 'name', title: 'Zdarzenie', width: 140 },
        { field: 'fdt', title: 'Od', width: 120 },
        { field: 'val', title: 'Wartość' },
      ],
      data: Array.from({ length: eventRows }, (_, i) => ({
        name: i % 2 === 0 ? 'Jazda' : 'Postój',
        fdt: `2026-03-01 0${i % 10}:00:00`,
        val: i === 1 ? null : i + 0.5,
      })),
      groupBy: 'name',
    },
    ...over,
  };
}

const xlsxCall = '/app/xlscreator/routereport';
const pdfCall = '/app/pdfcreator/routereport';

describe.each(DIALECTS)('route report exports on %s', (dialect) => {
  let t: TestApp;
  let dataDir: string;
  let anna: string;
  let ola: string;
  let bob: string;
  let noRoute: string;
  const exportsDir = () => path.join(dataDir, 'exports');

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'namiar-exports-'));
    t = await makeTestApp(dialect, { NAMIAR_DATA_DIR: dataDir });
    await t.admin.createCustomer('alfa', { name: 'Alfa' });
    await t.admin.createCustomer('beta', { name: 'Beta' });
    await t.admin.createUser('alfa', 'anna', 'haslo123-flota');
    await t.admin.createUser('alfa', 'ola', 'haslo123-flota');
    await t.admin.createUser('alfa', 'jan', 'haslo123-flota', { permissions: [P.monitor] });
    await t.admin.createUser('beta', 'anna', 'haslo123-flota');
    anna = await signInOrFail(t.app, 'alfa', 'anna', 'haslo123-flota');
    ola = await signInOrFail(t.app, 'alfa', 'ola', 'haslo123-flota');
    noRoute = await signInOrFail(t.app, 'alfa', 'jan', 'haslo123-flota');
    bob = await signInOrFail(t.app, 'beta', 'anna', 'haslo123-flota');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const exportAs = async (call: string, cookie: string | undefined, body: unknown = exportBody()) =>
    post(t.app, call, { json: typeof body === 'string' ? body : JSON.stringify(body) }, cookie);

  it('writes the xlsx with both sheets, Polish text and grouped event rows, for its owner', async () => {
    const res = await exportAs(xlsxCall, anna);
    expect(res.statusCode).toBe(200);
    const { path: filePath } = res.json() as { path: string };
    expect(filePath).toMatch(/^\/app\/files\/[A-Za-z0-9_-]{32}\/[^/]+\.xlsx$/);
    expect(decodeURIComponent(filePath.split('/').pop()!)).toBe('Raport z trasy DW 1234Ł 2026-03-01 - 2026-03-02.xlsx');

    const file = await get(t.app, filePath, anna);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain(XLSX_TYPE);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Raport z trasy DW 1234L /);
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''Raport%20z%20trasy%20DW%201234%C5%81");

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Raport z trasy', 'Zdarzenia na trasie']);
    const values = (ws: ExcelJS.Worksheet) => {
      const out: unknown[][] = [];
      ws.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
      return out;
    };
    const report = values(wb.worksheets[0]);
    expect(report[0]).toEqual(['Raport z trasy']);
    expect(report).toContainEqual(['DW 1234Ł']);
    expect(report).toContainEqual(['Ogólne']);
    expect(report).toContainEqual(['Kierowca', POLISH]);
    const events = values(wb.worksheets[1]);
    expect(events[0]).toEqual(['Zdarzenia na trasie']);
    const head = events.findIndex((r) => r[0] === 'Zdarzenie');
    expect(events[head]).toEqual(['Zdarzenie', 'Od', 'Wartość']);
    // Grouped by name in order of first appearance, a title row before each group.
    expect(events.slice(head + 1).map((r) => r[0])).toEqual(['Jazda', 'Jazda', 'Jazda', 'Postój', 'Postój']);
    expect(events[head + 2]).toEqual(['Jazda', '2026-03-01 00:00:00', 0.5]);
    expect(events[head + 5]).toEqual(['Postój', '2026-03-01 01:00:00']);
  });

  it('writes the pdf', async (testCtx) => {
    const res = await exportAs(pdfCall, anna);
    const { path: filePath } = res.json() as { path: string };
    expect(filePath).toMatch(/\.pdf$/);
    const file = await get(t.app, filePath, anna);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // poppler's pdftotext when installed; otherwise our own reader of pdfkit's ToUnicode maps.
    let text: string;
    if (pdftotext) {
      const pdfFile = path.join(dataDir, 'check.pdf');
      fs.writeFileSync(pdfFile, file.rawPayload);
      text = execFileSync(pdftotext, ['-enc', 'UTF-8', pdfFile, '-']).toString();
      fs.rmSync(pdfFile);
    } else {
      testCtx.annotate('pdftotext (poppler-utils) is not installed: PDF text read by test/pdf-text.ts');
      text = pdfText(file.rawPayload);
    }
    expect(text).toContain('Raport z trasy');
    expect(text).toContain(POLISH);
    expect(text).toContain('Kierowca');
    expect(text).toContain('Zdarzenia na trasie');
    expect(text).toContain('Strona 1 z 2');
    expect(text).toContain('Strona 2 z 2');
  });

  it('serves a file only to its owner: other users and companies get 404, no session the session error', async () => {
    const { path: filePath } = (await exportAs(xlsxCall, anna)).json() as { path: string };
    expect((await get(t.app, filePath, ola)).statusCode).toBe(404);
    expect((await get(t.app, filePath, bob)).statusCode).toBe(404);
    expect((await get(t.app, filePath, undefined)).json()).toEqual({ err: { code: 'session_destroy' } });
    const [, , , token] = filePath.split('/');
    expect((await get(t.app, `/app/files/${token}/other.xlsx`, anna)).statusCode).toBe(404);
    expect((await get(t.app, `/app/files/${'A'.repeat(32)}/x.xlsx`, anna)).statusCode).toBe(404);
    expect((await get(t.app, filePath, anna)).statusCode).toBe(200);
  });

  it('asks for a session and permission 16 before exporting', async () => {
    expect((await exportAs(xlsxCall, undefined)).json()).toEqual({ err: { code: 'session_destroy' } });
    expect((await exportAs(pdfCall, noRoute)).json()).toEqual({ err: { code: 'module_permission_error' } });
  });

  it('answers 400 with a Polish err.global to bad JSON or a bad shape, and stores nothing', async () => {
    const before = fs.readdirSync(exportsDir()).length;
    const cases: [unknown, string][] = [
      ['{not json', EXPORT_MSG.badJson],
      [{ ...exportBody(), data: { regno: 'X', header: '', sections: 'nie' } }, EXPORT_MSG.badJson],
      [{ ...exportBody(), filename: '' }, EXPORT_MSG.filename],
      [{ ...exportBody(), filename: '///' }, EXPORT_MSG.filename],
      [
        exportBody({
          data: { regno: 'X', header: '', sections: Array(EXPORT_LIMITS.sections + 1).fill({ title: 'a', rows: [] }) },
        }),
        EXPORT_MSG.tooManySections,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await exportAs(xlsxCall, anna, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().err.global).toBe(message);
    }
    const missing = await post(t.app, xlsxCall, {}, anna);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().err.global).toBe(EXPORT_MSG.badJson);
    expect(fs.readdirSync(exportsDir()).length).toBe(before);
  });

  it('neutralises a path-traversal file name', async () => {
    const res = await exportAs(xlsxCall, anna, exportBody({ filename: '../../..\\etc/passwd' }));
    const { path: filePath } = res.json() as { path: string };
    const name = decodeURIComponent(filePath.split('/').pop()!);
    expect(name).toBe('etc_passwd.xlsx');
    expect((await get(t.app, filePath, anna)).statusCode).toBe(200);
    // On disk only token names, nothing written outside the exports directory.
    for (const f of fs.readdirSync(exportsDir())) expect(f).toMatch(/^[A-Za-z0-9_-]{32}\.(xlsx|pdf)$/);
    expect(fs.readdirSync(dataDir)).toEqual(['exports']);
  });

  it('takes a large events table (over the 1 MB default body limit) and refuses it as PDF', async () => {
    const body = exportBody({}, EXPORT_LIMITS.pdfEventRows + 1);
    const big = { ...body, events: { ...body.events!, data: [...body.events!.data, ...body.events!.data] } };
    expect(JSON.stringify(big).length).toBeGreaterThan(1024 * 1024);
    const xlsx = await exportAs(xlsxCall, anna, big);
    expect(xlsx.statusCode).toBe(200);
    const file = await get(t.app, (xlsx.json() as { path: string }).path, anna);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[1].rowCount).toBeGreaterThan(2 * (EXPORT_LIMITS.pdfEventRows + 1));
    const pdf = await exportAs(pdfCall, anna, body);
    expect(pdf.statusCode).toBe(200);
    const rows = EXPORT_LIMITS.pdfEventRows + 1;
    expect(pdf.json()).toEqual({
      err: { global: EXPORT_BUDGET_MSG.over('pdf', 'rows', rows, EXPORT_LIMITS.pdfEventRows, true) },
    });
  });

  it('expires files after 24 h: 404, file and row removed; the next export cleans up the rest', async () => {
    const start = t.clock.now;
    try {
      const first = (await exportAs(xlsxCall, anna)).json().path as string;
      const second = (await exportAs(pdfCall, anna)).json().path as string;
      const tokenOf = (p: string) => p.split('/')[3];
      const onDisk = (p: string) => fs.readdirSync(exportsDir()).some((f) => f.startsWith(tokenOf(p)));
      const rows = async (p: string) =>
        (await t.ctx.db.selectFrom('export_files').select('token').where('token', '=', tokenOf(p)).execute()).length;
      expect(onDisk(first) && onDisk(second)).toBe(true);

      // Sessions expire after 12 idle hours: sign in again at each moment.
      t.clock.now = start + 24 * 3600_000 - 1000;
      const annaLater = await signInOrFail(t.app, 'alfa', 'anna', 'haslo123-flota');
      expect((await get(t.app, first, annaLater)).statusCode).toBe(200);
      t.clock.now = start + 24 * 3600_000 + 1000;
      const annaExpired = await signInOrFail(t.app, 'alfa', 'anna', 'haslo123-flota');
      const gone = await get(t.app, first, annaExpired);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ err: { global: MSG.notFound } });
      expect(onDisk(first)).toBe(false);
      expect(await rows(first)).toBe(0);

      // The second file was never fetched again: the next export's cleanup removes it.
      expect(onDisk(second)).toBe(true);
      const olaLater = await signInOrFail(t.app, 'alfa', 'ola', 'haslo123-flota');
      expect((await exportAs(xlsxCall, olaLater)).statusCode).toBe(200);
      expect(onDisk(second)).toBe(false);
      expect(await rows(second)).toBe(0);
    } finally {
      t.clock.now = start;
    }
  });

  it('removes expired files on its own when nobody exports again (the periodic cleanup)', async () => {
    const start = t.clock.now;
    const stops: (() => void)[] = [];
    try {
      const fresh = await signInOrFail(t.app, 'alfa', 'anna', 'haslo123-flota');
      const made = (await exportAs(xlsxCall, fresh)).json().path as string;
      const token = made.split('/')[3];
      const onDisk = () => fs.readdirSync(exportsDir()).some((f) => f.startsWith(token));
      const files = createExportFiles(t.ctx);
      // Still fresh: a cleanup round keeps it.
      stops.push(startExportCleanup(files, (e) => expect.fail(String(e)), 20));
      await new Promise((r) => setTimeout(r, 100));
      expect(onDisk()).toBe(true);
      t.clock.now = start + 24 * 3600_000 + 1000;
      await expect.poll(onDisk, { timeout: 5000 }).toBe(false);
      const rows = await t.ctx.db.selectFrom('export_files').select('token').where('token', '=', token).execute();
      expect(rows).toEqual([]);
    } finally {
      for (const stop of stops) stop();
      t.clock.now = start;
    }
  });
});
