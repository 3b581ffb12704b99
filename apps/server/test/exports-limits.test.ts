import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_BUDGET_MSG, type GenericExportBody, type RouteReportExportBody } from '@namiar/domain';
import { exportRenderLoad } from '../src/modules/exports/export-limits';
import { DIALECTS, makeTestApp, post, signInOrFail, type TestApp } from './harness';

/**
 * Issue 28 §3 'Exports are bounded' (export-limits.ts): a budget per export checked before
 * rendering, one export at a time per user, at most NAMIAR_EXPORT_RENDERS renders at once in the
 * process behind a bounded, timed line, and a client that goes away frees its turn and its render.
 */

const PASSWORD = 'Mocne-haslo-eksportu-7';
const NBSP = '\u00a0';
const CALL = { pdf: '/app/pdfcreator/export', xlsx: '/app/xlscreator/export', csv: '/app/csvcreator/export' };
const PLACES = ['Wrocław, ul. Legnicka 12', 'Łódź, Piotrkowska 104', 'Gdańsk, Długi Targ'];

/** A generic export of one table: `rows` rows of `cols` columns (a date, then texts and numbers). */
function tableBody(rows: number, cols = 6, text = (r: number) => PLACES[r % PLACES.length]): GenericExportBody {
  const columns: GenericExportBody['reports'][number]['cols'] = [{ field: 'c0', title: 'Dzień', type: 'date' }];
  for (let i = 1; i < cols; i++) {
    columns.push(
      i % 2 === 1
        ? { field: `c${i}`, title: `Miejsce ${i}`, type: 'text' }
        : { field: `c${i}`, title: `Droga ${i}`, type: 'km' },
    );
  }
  const data = Array.from({ length: rows }, (_, r) =>
    Object.fromEntries(
      columns.map((c, i) => [
        c.field,
        i === 0 ? `2026-03-${String(1 + (r % 28)).padStart(2, '0')}` : c.type === 'km' ? r + i / 10 : text(r),
      ]),
    ),
  );
  return { filename: 'Raport dzienny', reports: [{ title: 'WA 1001', header: '2026-03', cols: columns, data }] };
}

interface Bench {
  t: TestApp;
  dataDir: string;
  cookies: string[];
  close(): Promise<void>;
}

/** An app with its own exports directory and `users` signed-in users of one company. */
async function bench(dialect: (typeof DIALECTS)[number], env: Record<string, string>, users = 1): Promise<Bench> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'namiar-export-limits-'));
  const t = await makeTestApp(dialect, { NAMIAR_DATA_DIR: dataDir, ...env });
  await t.admin.createCustomer('alfa', { name: 'Alfa' });
  const cookies: string[] = [];
  for (let i = 0; i < users; i++) {
    await t.admin.createUser('alfa', `user${i}`, PASSWORD);
    cookies.push(await signInOrFail(t.app, 'alfa', `user${i}`, PASSWORD));
  }
  return {
    t,
    dataDir,
    cookies,
    close: async () => {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const send = (b: Bench, kind: keyof typeof CALL, body: unknown, cookie = b.cookies[0]) =>
  post(b.t.app, CALL[kind], { json: JSON.stringify(body) }, cookie);
const load = (b: Bench) => exportRenderLoad(b.t.app)!;
const stored = (b: Bench) => {
  const dir = path.join(b.dataDir, 'exports');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};
const pathOf = (res: { json(): unknown }) => (res.json() as { path?: string }).path;
const globalOf = (res: { json(): unknown }) => (res.json() as { err?: { global?: string } }).err?.global;

describe.each(DIALECTS)('export budgets on %s', (dialect) => {
  let b: Bench;
  beforeAll(async () => {
    b = await bench(dialect, {
      NAMIAR_EXPORT_PDF_MAX_ROWS: '50',
      NAMIAR_EXPORT_PDF_MAX_CELLS: '200',
      NAMIAR_EXPORT_PDF_MAX_CHARS: '2000',
      NAMIAR_EXPORT_MAX_ROWS: '100',
      NAMIAR_EXPORT_MAX_CELLS: '400',
      NAMIAR_EXPORT_MAX_CHARS: '5000',
    });
  });
  afterAll(() => b.close());

  /** Sends the export and expects the refusal `message` with nothing rendered and nothing stored. */
  async function refused(kind: keyof typeof CALL, body: unknown, message: string, call = CALL[kind]) {
    const [started, files] = [load(b).started, stored(b)];
    const res = await post(b.t.app, call, { json: JSON.stringify(body) }, b.cookies[0]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ err: { global: message } });
    expect(load(b).started).toBe(started);
    expect(stored(b)).toBe(files);
  }

  it('refuses a PDF over its row budget before rendering, and renders one at the budget', async () => {
    await refused(
      'pdf',
      tableBody(51, 2),
      'Eksport do PDF przekracza limit wierszy tabeli: 51 (najwyżej 50). Zawęź zakres dat lub filtr albo użyj eksportu do Excel.',
    );
    const started = load(b).started;
    expect(pathOf(await send(b, 'pdf', tableBody(50, 2)))).toMatch(/\.pdf$/);
    expect(load(b).started).toBe(started + 1);
  });

  it('refuses a table over the cell budget (rows × columns): the PDF and the spreadsheet each by their own', async () => {
    // 40 rows × 6 columns = 240 cells: over the PDF's 200, within the spreadsheet's 400.
    await refused(
      'pdf',
      tableBody(40, 6),
      'Eksport do PDF przekracza limit komórek tabeli (wiersze × kolumny): 240 (najwyżej 200). ' +
        'Zawęź zakres dat lub filtr, ukryj część kolumn albo użyj eksportu do Excel.',
    );
    expect(pathOf(await send(b, 'xlsx', tableBody(40, 6)))).toMatch(/\.xlsx$/);
    await refused(
      'xlsx',
      tableBody(90, 6),
      'Eksport do Excel przekracza limit komórek tabeli (wiersze × kolumny): 540 (najwyżej 400). ' +
        'Zawęź zakres dat lub filtr albo ukryj część kolumn.',
    );
    await refused(
      'csv',
      tableBody(101, 2),
      'Eksport do CSV przekracza limit wierszy tabeli: 101 (najwyżej 100). Zawęź zakres dat lub filtr.',
    );
  });

  it('refuses long texts past the character budget, with Polish thousands grouping', async () => {
    // 10 rows: a date (10 characters) and a text of 216.
    const long = tableBody(10, 2, () => 'Zażółć gęślą jaźń '.repeat(12));
    await refused(
      'pdf',
      long,
      `Eksport do PDF przekracza limit znaków tekstu: 2${NBSP}260 (najwyżej 2${NBSP}000). ` +
        'Zawęź zakres dat lub filtr, ukryj część kolumn albo użyj eksportu do Excel.',
    );
  });

  it("bounds the route report's exports by the same budgets", async () => {
    const report: RouteReportExportBody = {
      filename: 'Raport z trasy DW 1234L',
      data: { regno: 'DW 1234L', header: '', sections: [{ title: 'Ogólne', rows: [['Droga GPS [km]', '12,5']] }] },
      events: {
        title: 'Zdarzenia na trasie',
        header: '',
        cols: [{ field: 'name', title: 'Zdarzenie' }],
        data: Array.from({ length: 51 }, () => ({ name: 'Jazda' })),
      },
    };
    await refused(
      'pdf',
      report,
      'Eksport do PDF przekracza limit wierszy tabeli: 51 (najwyżej 50). Zawęź zakres dat lub filtr albo użyj eksportu do Excel.',
      '/app/pdfcreator/routereport',
    );
    const xlsx = await post(b.t.app, '/app/xlscreator/routereport', { json: JSON.stringify(report) }, b.cookies[0]);
    expect(pathOf(xlsx)).toMatch(/\.xlsx$/);
  });
});

describe.each(DIALECTS)('one export at a time per user on %s', (dialect) => {
  let b: Bench;
  beforeAll(async () => {
    b = await bench(dialect, { NAMIAR_EXPORT_RENDERS: '2' }, 2);
  });
  afterAll(() => b.close());

  it('refuses a second export of the same user at once; another user exports meanwhile; then again', async () => {
    const order: string[] = [];
    const tag = (name: string) => (res: Awaited<ReturnType<typeof send>>) => (order.push(name), res);
    // The first is rendering before the second is sent: sent together, either may take the turn
    // (the smaller body is parsed sooner; PostgreSQL CI saw the xlsx win it).
    const pending = send(b, 'pdf', tableBody(10_000)).then(tag('first'));
    await expect.poll(() => load(b).rendering, { timeout: 20_000, interval: 10 }).toBe(1);
    const [second, other] = await Promise.all([
      send(b, 'xlsx', tableBody(5)).then(tag('second')),
      send(b, 'xlsx', tableBody(5), b.cookies[1]).then(tag('other')),
    ]);
    const first = await pending;
    expect(pathOf(first)).toMatch(/\.pdf$/);
    expect(second.json()).toEqual({ err: { global: EXPORT_BUDGET_MSG.userBusy } });
    expect(order.indexOf('second')).toBeLessThan(order.indexOf('first'));
    expect(pathOf(other)).toMatch(/\.xlsx$/);
    expect(pathOf(await send(b, 'xlsx', tableBody(5)))).toMatch(/\.xlsx$/);
  });

  it('gives the turn back after a malformed body and after a refusal', async () => {
    const bad = await post(b.t.app, CALL.pdf, { json: '{nie json' }, b.cookies[0]);
    expect(bad.statusCode).toBe(400);
    expect(pathOf(await send(b, 'csv', tableBody(5)))).toMatch(/\.csv$/);
    expect(globalOf(await send(b, 'pdf', tableBody(10_001, 2)))).toMatch(/^Eksport do PDF przekracza limit wierszy/);
    expect(pathOf(await send(b, 'csv', tableBody(5)))).toMatch(/\.csv$/);
  });

  it('stops the render of a client that went away and gives its turn back', async () => {
    await b.t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = b.t.app.server.address() as AddressInfo;
    const files = stored(b);
    const payload = new URLSearchParams({ json: JSON.stringify(tableBody(10_000)) }).toString();
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: CALL.pdf,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': Buffer.byteLength(payload),
        cookie: b.cookies[0],
      },
    });
    request.on('error', () => {}); // the socket is destroyed on purpose
    request.end(payload);
    await expect.poll(() => load(b).rendering, { timeout: 20_000, interval: 20 }).toBe(1);
    const started = load(b).started;
    request.destroy();
    // The thread is stopped with its job: nothing is stored, and the user may export again.
    await expect.poll(() => load(b).rendering, { timeout: 10_000, interval: 20 }).toBe(0);
    expect(pathOf(await send(b, 'xlsx', tableBody(5)))).toMatch(/\.xlsx$/);
    expect(load(b).started).toBe(started + 1);
    expect(stored(b)).toBe(files + 1);
  });
});

describe.each(DIALECTS)('the render pool of a node on %s', (dialect) => {
  it('never renders more at once than NAMIAR_EXPORT_RENDERS; the others wait their turn', async () => {
    const b = await bench(dialect, { NAMIAR_EXPORT_RENDERS: '2', NAMIAR_EXPORT_QUEUE: '4' }, 5);
    try {
      let [most, mostWaiting] = [0, 0];
      const watch = setInterval(() => {
        most = Math.max(most, load(b).rendering);
        mostWaiting = Math.max(mostWaiting, load(b).waiting);
      }, 5);
      const answers = await Promise.all(b.cookies.map((c) => send(b, 'pdf', tableBody(1500), c)));
      clearInterval(watch);
      for (const a of answers) expect(pathOf(a)).toMatch(/\.pdf$/);
      expect(load(b)).toMatchObject({ peak: 2, rendering: 0, waiting: 0, refused: 0 });
      expect(most).toBeLessThanOrEqual(2);
      expect(mostWaiting).toBeGreaterThan(0);
    } finally {
      await b.close();
    }
  });

  it('refuses with a Polish "server busy" when every render is taken and the line is full', async () => {
    const b = await bench(dialect, { NAMIAR_EXPORT_RENDERS: '1', NAMIAR_EXPORT_QUEUE: '0' }, 2);
    try {
      const answers = await Promise.all(b.cookies.map((c) => send(b, 'pdf', tableBody(1500), c)));
      expect(answers.filter((a) => pathOf(a))).toHaveLength(1);
      expect(answers.map(globalOf).filter(Boolean)).toEqual([EXPORT_BUDGET_MSG.serverBusy]);
      expect(load(b).peak).toBe(1);
    } finally {
      await b.close();
    }
  });

  it('refuses a waiter after NAMIAR_EXPORT_QUEUE_SECONDS, and a newcomer at once while the line is full', async () => {
    const b = await bench(
      dialect,
      { NAMIAR_EXPORT_RENDERS: '1', NAMIAR_EXPORT_QUEUE: '1', NAMIAR_EXPORT_QUEUE_SECONDS: '1' },
      3,
    );
    try {
      // A cold thread's start and 10,000 rows of 30 columns (within the default budget): seconds,
      // far longer than the waiter's one.
      const rendered = send(b, 'pdf', tableBody(10_000, 30), b.cookies[0]);
      await expect.poll(() => load(b).rendering, { timeout: 20_000, interval: 10 }).toBe(1);
      const t0 = Date.now();
      const waiting = send(b, 'xlsx', tableBody(5), b.cookies[1]);
      await expect.poll(() => load(b).waiting, { timeout: 5000, interval: 10 }).toBe(1);
      const newcomer = await send(b, 'xlsx', tableBody(5), b.cookies[2]);
      expect(globalOf(newcomer)).toBe(EXPORT_BUDGET_MSG.serverBusy);
      expect(load(b).refusedEarly).toBe(1);
      expect(globalOf(await waiting)).toBe(EXPORT_BUDGET_MSG.serverBusy);
      expect(Date.now() - t0).toBeGreaterThanOrEqual(950);
      expect(load(b).rendering).toBe(1);
      expect(pathOf(await rendered)).toMatch(/\.pdf$/);
      expect(load(b)).toMatchObject({ peak: 1, refused: 1, waiting: 0 });
    } finally {
      await b.close();
    }
  });
});
