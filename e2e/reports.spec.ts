import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { drawPdfFirstPage, screenshot, signIn } from './helpers';

/**
 * The report screen /reports (spec 2 §2.2, §4.2, §5, §8; issue 15 'The screen'): the builder,
 * the request queue with its progress, outer and inner tabs, the numbers the grid shows against
 * the API's own answer, the totals row, the Excel export read back with exceljs, cancel, closing
 * tabs to the empty state, the summary-only km counters and the preselecting address.
 */

test.describe.configure({ timeout: 120_000 });

interface Item {
  id: number;
  name: string;
}
interface Column {
  field: string;
  title: string;
  type: string;
  decimals?: number;
}
interface Answer {
  grid: Column[];
  data: Record<string, string | number | null>[];
  footer: Record<string, string | number | null> | null;
  err?: unknown;
}

/** The builder's vehicles, as the page's own session reads them. */
async function vehicles(page: Page): Promise<Item[]> {
  return page.evaluate(async () => {
    const res = await fetch('/app/reports/?type=route', { method: 'POST', credentials: 'include' });
    return ((await res.json()) as { vehicles: { id: number; name: string }[] }).vehicles;
  });
}

/** The same call the screen makes, from the page context. */
async function callReport(page: Page, body: Record<string, string>): Promise<Answer> {
  return page.evaluate(async (form) => {
    const res = await fetch(`/app/${form.type}`, {
      method: 'POST',
      credentials: 'include',
      body: new URLSearchParams(form),
    });
    return (await res.json()) as Answer;
  }, body);
}

// Independent cell formatting (Polish: decimal comma, U+00A0 thousands; h:mm:ss durations).
const DEFAULT_DECIMALS: Record<string, number> = { km: 2, kmh: 1, litres: 1, percent: 1, integer: 0 };
function group(int: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}
function expectedText(col: Column, v: string | number | null): string {
  if (v === null || v === undefined) return '';
  if (col.type === 'duration' && typeof v === 'number') {
    const s = Math.floor(v);
    const pad = (n: number) => String(n).padStart(2, '0');
    const clock = `${Math.floor((s % 86400) / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
    const days = Math.floor(s / 86400);
    return days < 1 ? clock : `${days} ${days === 1 ? 'dzień' : 'dni'} ${clock}`;
  }
  const d = col.decimals ?? DEFAULT_DECIMALS[col.type];
  if (typeof v === 'number' && d !== undefined) {
    const [i, f] = Math.abs(v).toFixed(d).split('.');
    const neg = v < 0 && /[1-9]/.test(`${i}${f ?? ''}`) ? '-' : '';
    return `${neg}${group(i)}${f ? `,${f}` : ''}`;
  }
  return String(v);
}

/** Texts of a grid row's cells by column id. */
async function rowTexts(page: Page, rowSelector: string): Promise<Record<string, string>> {
  const row = page.getByTestId('report-grid').locator(rowSelector).first();
  await expect(row).toBeVisible();
  return row.evaluate((el) => {
    const out: Record<string, string> = {};
    el.querySelectorAll<HTMLElement>('.ag-cell').forEach((c) => {
      const id = c.getAttribute('col-id');
      if (id) out[id] = (c.textContent ?? '').trim();
    });
    return out;
  });
}

/**
 * Compares a grid row's cells with the expected texts of every column; columns out of view are
 * not rendered (column virtualisation), so the grid is scrolled to its right end for the rest.
 */
async function expectRow(
  page: Page,
  rowSelector: string,
  columns: Column[],
  row: Record<string, string | number | null>,
) {
  const seen = new Set<string>();
  for (const end of [false, true]) {
    if (end) {
      await page
        .getByTestId('report-grid')
        .locator('.ag-body-horizontal-scroll-viewport')
        .evaluate((el) => (el.scrollLeft = el.scrollWidth));
      await page.waitForTimeout(300);
    }
    const shown = await rowTexts(page, rowSelector);
    for (const col of columns) {
      if (!(col.field in shown)) continue;
      expect(shown[col.field], col.field).toBe(expectedText(col, row[col.field]));
      seen.add(col.field);
    }
  }
  await page
    .getByTestId('report-grid')
    .locator('.ag-body-horizontal-scroll-viewport')
    .evaluate((el) => (el.scrollLeft = 0));
  expect([...seen].sort()).toEqual(columns.map((c) => c.field).sort());
}

const GROUP_OF: Record<string, string> = { repgprslogs: 'GPRS', repgprsconnections: 'GPRS' };

async function openBuilder(page: Page, type: string) {
  await page.getByTestId(page.url().includes('/reports') ? 'reports-create-new' : 'reports-create').click();
  const group = GROUP_OF[type];
  if (group) await page.getByTestId('report-type-tabs').getByRole('tab', { name: group }).click();
  await page.getByTestId(`report-type-${type}`).click();
  await expect(page.getByTestId('report-data-step')).toBeVisible();
}

async function chooseObjects(page: Page, names: string[]) {
  const select = page.getByTestId('report-objects');
  for (const name of names) {
    await select.click();
    await page.keyboard.type(name);
    await page.locator('.ant-select-item-option').filter({ hasText: name }).first().click();
  }
  await page.keyboard.press('Escape');
}

/** Delays each report call so the queue's progress can be watched. */
async function slowReports(page: Page, type: string, ms: number) {
  await page.route(`**/app/${type}`, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue().catch(() => undefined);
  });
}

/** Records each distinct text the loader shows from now on (a MutationObserver in the page). */
async function recordLoaderTexts(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __loaderTexts: string[] }).__loaderTexts = seen;
    const note = () => {
      const text = document.querySelector('[data-testid="loader"] .loader-text')?.textContent?.trim();
      if (text && seen.at(-1) !== text) seen.push(text);
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

const loaderTexts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __loaderTexts: string[] }).__loaderTexts);

test.beforeEach(async ({ page }) => {
  await signIn(page, 'demo', 'admin');
  await page.evaluate(() => localStorage.removeItem('reportForm'));
});

test('builds the daily report for three vehicles: queue, tabs, numbers, totals, Excel, close', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto('/reports');
  await expect(page.getByTestId('reports-empty')).toHaveText('Brak raportów do wyświetlenia');
  await screenshot(page, 'reports-01-empty-1600');

  const fleet = (await vehicles(page)).slice(0, 3);
  expect(fleet.length).toBe(3);
  await page.getByTestId('reports-create-new').click();
  await expect(page.getByRole('dialog')).toContainText('Tworzenie raportu');
  await page.getByTestId('report-type-repvehdaily').click();
  await expect(page.getByTestId('report-accept')).toBeDisabled();
  await expect(page.getByTestId('report-data-step')).toContainText('Wybierz min. jeden obiekt');
  await chooseObjects(
    page,
    fleet.map((v) => v.name),
  );
  await expect(page.getByTestId('report-accept')).toBeEnabled();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await screenshot(page, 'reports-02-builder-1600');

  // Every request the screen sends, in order.
  const sent: { ids: string; summary: string }[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname !== '/app/repvehdaily') return;
    const form = new URLSearchParams(r.postData() ?? '');
    sent.push({ ids: form.get('ids') ?? '', summary: form.get('summary') ?? '' });
  });
  // The answers the screen got, by ids: a stop in progress lasts to now, so an answer asked for
  // later is seconds longer than the one shown.
  const received = new Map<string, Promise<Answer>>();
  page.on('response', (r) => {
    if (new URL(r.url()).pathname !== '/app/repvehdaily') return;
    const form = new URLSearchParams(r.request().postData() ?? '');
    received.set(`${form.get('ids')}|${form.get('summary')}`, r.json() as Promise<Answer>);
  });
  await slowReports(page, 'repvehdaily', 400);
  await recordLoaderTexts(page);
  await page.getByTestId('report-accept').click();
  const loader = page.getByTestId('loader');
  await expect(loader).toContainText('Tworzę raporty... (1/4)');
  await expect(loader).toHaveCount(0, { timeout: 60_000 });
  await page.unroute('**/app/repvehdaily');
  // Every text the loader showed, in order: the progress per object, then the summary's
  // (recorded in the page: a poll can miss a text shown for half a second).
  expect(await loaderTexts(page)).toEqual([
    'Tworzę raporty... (1/4)',
    'Tworzę raporty... (2/4)',
    'Tworzę raporty... (3/4)',
    'Tworzę podsumowanie',
  ]);

  // Queue order: objects in reversed name order, then the summary with every id (spec 2 §4.2).
  const reversed = [...fleet].sort((a, b) => b.name.localeCompare(a.name, 'pl', { numeric: true }));
  expect(sent).toEqual([
    ...reversed.map((v) => ({ ids: String(v.id), summary: 'false' })),
    {
      ids: [...reversed]
        .reverse()
        .map((v) => v.id)
        .join('|'),
      summary: 'true',
    },
  ]);

  // Tabs: one report; 'Zestawienie zbiorcze' first, then the vehicles by name; summary active.
  await expect(page.getByTestId('report-tab')).toHaveCount(1);
  await expect(page.getByTestId('report-tab')).toContainText('Raport dzienny standardowy');
  const inner = page.getByTestId('report-object-tab');
  const byName = [...fleet].sort((a, b) => a.name.localeCompare(b.name, 'pl', { numeric: true }));
  await expect(inner).toHaveText(['Zestawienie zbiorcze', ...byName.map((v) => v.name)]);
  await expect(page.getByTestId('report-object')).toHaveAttribute('data-object', 'summary');

  // The numbers shown equal the API's answer to the same body.
  const form = (await page.evaluate(() => JSON.parse(localStorage.getItem('reportForm') ?? '{}'))) as {
    from_date: string;
    to_date: string;
  };
  const body = (ids: number[], summary: boolean) => ({
    type: 'repvehdaily',
    ids: ids.join('|'),
    from_date: form.from_date,
    to_date: form.to_date,
    options: JSON.stringify({}),
    summary: String(summary),
    gridSchema: 'true',
  });
  // The API answers the same body with the same shape; the figures compared are the screen's own
  // answer's.
  const asked = await callReport(
    page,
    body(
      reversed.map((v) => v.id),
      true,
    ),
  );
  expect(asked.err).toBeUndefined();
  const summary = await received.get(
    `${[...reversed]
      .reverse()
      .map((v) => v.id)
      .join('|')}|true`,
  )!;
  expect(summary.err).toBeUndefined();
  expect(summary.grid).toEqual(asked.grid);
  const keys = (a: Answer) => a.data.map((r) => String(r[asked.grid[0].field])).sort();
  expect(keys(summary)).toEqual(keys(asked));
  expect(summary.data.length).toBe(3);
  const columns = summary.grid.filter((c) => !c.field.startsWith('_'));
  const first = await rowTexts(page, '.ag-row[row-index="0"]:not(.ag-row-pinned)');
  const firstRow = summary.data.find((r) => expectedText(columns[0], r[columns[0].field]) === first[columns[0].field]);
  expect(firstRow, 'the first shown row is one of the answer rows').toBeDefined();
  await expectRow(page, '.ag-row[row-index="0"]:not(.ag-row-pinned)', columns, firstRow!);
  // The totals row is pinned under the table and goes with the 'Podsumowanie' toggle.
  expect(summary.footer).not.toBeNull();
  await expectRow(page, '.ag-row-pinned', columns, summary.footer!);
  // Spec 2 §9: a header 75 px high whose titles wrap rather than being cut off.
  const grid = page.getByTestId('report-grid');
  expect((await grid.locator('.ag-header').boundingBox())!.height).toBeGreaterThanOrEqual(75);
  const cut = await grid
    .locator('.ag-header-cell-text')
    .evaluateAll((els) =>
      els
        .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)
        .map((e) => e.textContent),
    );
  expect(cut).toEqual([]);
  await screenshot(page, 'reports-03-summary-1600');
  await page.getByTestId('report-toggle-summary').click();
  await expect(page.locator('.ag-row-pinned')).toHaveCount(0);
  await page.getByTestId('report-toggle-summary').click();
  await expect(page.locator('.ag-row-pinned')).toHaveCount(1);

  // One vehicle's tab: its days equal the API's answer for that vehicle.
  const one = byName[0];
  await inner.filter({ hasText: one.name }).click();
  await expect(page.getByTestId('report-object')).toHaveAttribute('data-object', String(one.id));
  const own = await received.get(`${one.id}|false`)!;
  expect(own.grid).toEqual((await callReport(page, body([one.id], false))).grid);
  await expect(page.getByTestId('report-object')).toHaveAttribute('data-rows', String(own.data.length));
  if (own.data.length > 0) {
    const ownCols = own.grid.filter((c) => !c.field.startsWith('_'));
    await expectRow(page, '.ag-row[row-index="0"]:not(.ag-row-pinned)', ownCols, own.data[0]);
  }
  // 'Pokaż na trasie': only with a chosen row; the row's vehicle and span open the route viewer.
  await expect(page.getByTestId('report-show-on-route')).toBeDisabled();
  if (own.data.length > 0) {
    const row = own.data[0];
    await page
      .getByTestId('report-grid')
      .locator('.ag-row[row-index="0"]:not(.ag-row-pinned) .ag-cell')
      .first()
      .click();
    await expect(page.getByTestId('report-show-on-route')).toBeEnabled();
    const opened = page.context().waitForEvent('page');
    await page.getByTestId('report-show-on-route').click();
    const route = await opened;
    await route.waitForLoadState();
    expect(new URL(route.url()).pathname).toBe('/route');
    const from = typeof row._from === 'string' ? row._from : `${String(row.date)} 00:00:00`;
    // The route opens loaded, without the dialog (issue 27 §3; e2e/route-open.spec.ts in full).
    await expect(route.getByTestId('route-stat-general-from')).toHaveText(from, { timeout: 30_000 });
    await route.close();
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await screenshot(page, 'reports-04-vehicle-1280');

  // Excel: one sheet per object, typed cells.
  const exported = page.waitForResponse((r) => new URL(r.url()).pathname === '/app/xlscreator/export');
  await page.getByTestId('report-export').click();
  await page.getByTestId('report-export-main-xlsx').click();
  const response = await exported;
  expect(response.ok()).toBe(true);
  const { path: filePath } = (await response.json()) as { path: string };
  expect(filePath).toMatch(/\.xlsx$/);
  await expect(page.getByTestId('loader')).toHaveCount(0);
  for (const p of page.context().pages()) if (p !== page) await p.close();
  const file = await page.request.get(filePath);
  expect(file.ok()).toBe(true);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await file.body()) as unknown as ArrayBuffer);
  expect(book.worksheets.map((s) => s.name)).toEqual(['Zestawienie zbiorcze', ...byName.map((v) => v.name)]);
  const sheet = book.worksheets[0];
  const kmColumn = columns.find((c) => c.type === 'km')!;
  let head = 0;
  sheet.eachRow((row, n) => {
    if (!head && (row.values as unknown[]).some((v) => typeof v === 'string' && v.startsWith(kmColumn.title))) head = n;
  });
  expect(head).toBeGreaterThan(0);
  const titles = (sheet.getRow(head).values as unknown[]).slice(1).map(String);
  const kmCol = titles.findIndex((t) => t.startsWith(kmColumn.title)) + 1;
  const kmField = kmColumn.field;
  const sheetKm: number[] = [];
  for (let n = head + 1; n <= head + 3; n++) {
    const v = sheet.getRow(n).getCell(kmCol).value;
    expect(typeof v).toBe('number');
    sheetKm.push(v as number);
  }
  expect(sheetKm.sort()).toEqual(summary.data.map((r) => r[kmField] as number).sort());

  // Closing the last tab shows the empty state.
  await page.getByTestId('reports-tabs').locator('.ant-tabs-tab-remove').click();
  await expect(page.getByTestId('reports-empty')).toBeVisible();
});

test('cancel aborts the running report and keeps nothing; a failed object shows its error', async ({ page }) => {
  await page.goto('/reports');
  const fleet = (await vehicles(page)).slice(0, 2);
  await openBuilder(page, 'repvehdaily');
  await chooseObjects(
    page,
    fleet.map((v) => v.name),
  );
  await slowReports(page, 'repvehdaily', 3000);
  let aborted = 0;
  page.on('requestfailed', (r) => new URL(r.url()).pathname === '/app/repvehdaily' && aborted++);
  await page.getByTestId('report-accept').click();
  await expect(page.getByTestId('loader')).toContainText('Tworzę raporty... (1/3)');
  await page.getByTestId('loader-cancel').click();
  await expect(page.locator('.ant-notification').getByText('Tworzenie raportu zostało anulowane')).toBeVisible();
  await expect(page.getByTestId('loader')).toHaveCount(0);
  await expect(page.getByTestId('reports-empty')).toBeVisible();
  await page.unroute('**/app/repvehdaily');
  await page.waitForTimeout(500);
  await expect(page.getByTestId('report-tab')).toHaveCount(0);

  // One object's call answers err: that tab says so, the others are shown.
  const [bad, good] = [...fleet].sort((a, b) => a.name.localeCompare(b.name, 'pl', { numeric: true }));
  await page.route('**/app/repvehdaily', async (route) => {
    const form = new URLSearchParams(route.request().postData() ?? '');
    if (form.get('ids') === String(bad.id)) {
      await route.fulfill({ json: { err: { global: 'Błąd testowy' } } });
    } else await route.continue();
  });
  await page.getByTestId('reports-create-new').click();
  await expect(page.getByTestId('report-data-step')).toBeVisible();
  await page.getByTestId('report-accept').click();
  await expect(page.getByTestId('report-tab')).toHaveCount(1, { timeout: 60_000 });
  await page.getByTestId('report-object-tab').filter({ hasText: bad.name }).click();
  await expect(page.getByTestId('report-object-error')).toHaveText(
    'Wystąpił błąd generowania raportu dla tego obiektu.',
  );
  await screenshot(page, 'reports-05-object-error-1366');
  await page.getByTestId('report-object-tab').filter({ hasText: good.name }).click();
  await expect(page.getByTestId('report-object')).toHaveAttribute('data-object', String(good.id));
});

test('km counters build the summary only; /reports?type= preselects the type', async ({ page }) => {
  await page.goto('/reports');
  const fleet = (await vehicles(page)).slice(0, 2);
  await openBuilder(page, 'repvehkmcounters');
  await chooseObjects(
    page,
    fleet.map((v) => v.name),
  );
  const sent: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/app/repvehkmcounters')
      sent.push(new URLSearchParams(r.postData() ?? '').get('ids') ?? '');
  });
  await page.getByTestId('report-accept').click();
  await expect(page.getByTestId('report-tab')).toHaveCount(1, { timeout: 60_000 });
  expect(sent).toHaveLength(1);
  expect(sent[0].split('|').sort()).toEqual(fleet.map((v) => String(v.id)).sort());
  await expect(page.getByTestId('report-object-tab')).toHaveText(['Zestawienie zbiorcze']);
  await expect(page.getByTestId('report-object')).toHaveAttribute('data-rows', '2');

  // A menu link (in-app navigation, the report stays) opens the builder with the type chosen.
  await page.evaluate(() => {
    history.pushState({}, '', '/reports?type=repvehdaily');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('dialog')).toContainText('Tworzenie raportu');
  await expect(page.getByTestId('report-data-step')).toContainText('Raport dzienny standardowy');
  // Clicking step 1 again resets the type.
  await page.getByTestId('report-steps').getByText('Rodzaj raportu').click();
  await expect(page.getByTestId('report-type-tabs')).toBeVisible();
  await expect(page.getByTestId('report-accept')).toBeDisabled();
  await page.getByTestId('report-dialog-cancel').click();
  await expect(page.getByTestId('report-tab')).toHaveCount(1);
});

test('the workday report defaults to yesterday 06:00 → today 06:00 with the day period only', async ({ page }) => {
  await page.goto('/reports?type=repvehworkday');
  const step = page.getByTestId('report-data-step');
  await expect(step).toBeVisible();
  const from = await page.getByTestId('report-from').inputValue();
  const to = await page.getByTestId('report-to').inputValue();
  expect(from).toMatch(/ 06:00:00$/);
  expect(to).toMatch(/ 06:00:00$/);
  expect(new Date(to.replace(' ', 'T')).getTime() - new Date(from.replace(' ', 'T')).getTime()).toBe(86_400_000);
  await expect(page.getByTestId('report-period').locator('input')).toHaveCount(1);
  await expect(step.getByText('Wejście 1')).toBeVisible();
  await page.getByTestId('report-prev').click();
  await expect(page.getByTestId('report-to')).toHaveValue(from);
});

test('gprs reports have no summary; a type the server has not built shows each object as failed', async ({ page }) => {
  await page.goto('/reports');
  const fleet = (await vehicles(page)).slice(0, 2);
  const byName = [...fleet].sort((a, b) => a.name.localeCompare(b.name, 'pl', { numeric: true }));
  const sent: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/app/repgprslogs')
      sent.push(new URLSearchParams(r.postData() ?? '').get('ids') ?? '');
  });
  await openBuilder(page, 'repgprslogs');
  await chooseObjects(
    page,
    fleet.map((v) => v.name),
  );
  await page.getByTestId('report-accept').click();
  await expect(page.getByTestId('report-tab')).toHaveCount(1, { timeout: 60_000 });
  expect(sent).toHaveLength(2);
  await expect(page.locator('[data-testid="report-object-tab"]:visible')).toHaveText(byName.map((v) => v.name));
  // Each tab shows its table, or the object's error when the server refused it.
  await expect(
    page.getByTestId('report-object').or(page.locator('[data-testid="report-object-error"]:visible')),
  ).toBeVisible();

  // A type answering err (here forced) marks every object and the summary, and nothing breaks.
  await page.route('**/app/repvehcourses', (route) =>
    route.fulfill({ json: { err: { global: 'Ten rodzaj raportu nie jest jeszcze dostępny.' } } }),
  );
  await page.getByTestId('reports-create').click();
  await page.getByTestId('report-steps').getByText('Rodzaj raportu').click();
  await page.getByTestId('report-type-repvehcourses').click();
  await expect(page.getByTestId('report-accept')).toBeEnabled();
  await page.getByTestId('report-accept').click();
  await expect(page.getByTestId('report-tab')).toHaveCount(2, { timeout: 60_000 });
  await expect(page.locator('[data-testid="report-object-tab"]:visible')).toHaveText([
    'Zestawienie zbiorcze',
    ...byName.map((v) => v.name),
  ]);
  await expect(page.locator('[data-testid="report-object-error"]:visible')).toHaveText(
    'Wystąpił błąd generowania raportu dla tego obiektu.',
  );
  // Closing the active tab activates the first remaining one.
  await page.getByTestId('reports-tabs').locator('.ant-tabs-tab-active .ant-tabs-tab-remove').click();
  await expect(page.getByTestId('report-tab')).toHaveCount(1);
  await expect(page.getByTestId('report-view')).toHaveAttribute('data-report', 'repgprslogs');
});

test('the whole demo fleet: time from Akceptuj to the summary shown', async ({ page }) => {
  await page.goto('/reports');
  const fleet = await vehicles(page);
  await openBuilder(page, 'repvehdaily');
  await page.getByTestId('report-objects-all').click();
  const started = Date.now();
  await page.getByTestId('report-accept').click();
  await expect(page.getByTestId('report-object')).toHaveAttribute('data-object', 'summary', { timeout: 90_000 });
  await expect(page.getByTestId('report-object')).toHaveAttribute('data-rows', String(fleet.length));
  const ms = Date.now() - started;
  test.info().annotations.push({ type: 'measure', description: `${fleet.length} vehicles, month to date: ${ms} ms` });
  console.log(`reports: ${fleet.length} vehicles month to date, Akceptuj → summary shown ${ms} ms`);
  await expect(page.getByTestId('report-object-tab')).toHaveCount(fleet.length + 1);
});

test("the workday report's 'Edytuj opisy kolumn' saves the input names", async ({ page }) => {
  await page.goto('/reports');
  const [v] = await vehicles(page);
  await openBuilder(page, 'repvehworkday');
  await chooseObjects(page, [v.name]);
  await page.getByTestId('report-input_1').click();
  await page.getByTestId('report-accept').click();
  await expect(page.getByTestId('report-tab')).toHaveCount(1, { timeout: 60_000 });
  await expect(page.getByTestId('report-object')).toBeVisible();
  await page.getByTestId('report-edit-inputs').click();
  const name = `Pompa ${Date.now() % 1000}`;
  await page.getByTestId('report-input-name-1').fill(name);
  await screenshot(page, 'reports-06-input-names-1366');
  await page.getByTestId('report-inputs-save').click();
  await expect(page.locator('.ant-notification').getByText('Opis wejść został zapisany')).toBeVisible();
  await page.getByTestId('report-edit-inputs').click();
  await expect(page.getByTestId('report-input-name-1')).toHaveValue(name);
  await page.getByTestId('report-inputs-cancel').click();
});

test("'Akceptuj' waits for a shift and a range the server takes", async ({ page }) => {
  await page.goto('/reports');
  const [v] = await vehicles(page);
  await openBuilder(page, 'repvehshifts');
  await chooseObjects(page, [v.name]);
  await expect(page.getByTestId('report-accept')).toBeDisabled();
  await expect(page.getByTestId('report-block')).toHaveText('Zaznacz min. jedną zmianę');
  await page.getByTestId('report-shift_2').click();
  await expect(page.getByTestId('report-accept')).toBeEnabled();
  // Back a month from the start: two months in the range.
  const from = page.getByTestId('report-from');
  await from.click();
  await from.fill('2026-01-01 00:00:00');
  await from.press('Enter');
  await page.getByTestId('report-to').click();
  await page.getByTestId('report-to').fill('2026-03-01 00:00:00');
  await page.getByTestId('report-to').press('Enter');
  await expect(page.getByTestId('report-block')).toHaveText(
    'Raport może obejmować najwyżej 31 dni. Wybierz krótszy zakres.',
  );
  await expect(page.getByTestId('report-accept')).toBeDisabled();
  await page.getByTestId('report-period').getByText('Miesiąc').click();
  await expect(page.getByTestId('report-from')).toHaveValue('2026-01-01 00:00:00');
  await expect(page.getByTestId('report-to')).toHaveValue('2026-01-31 23:59:59');
  await expect(page.getByTestId('report-accept')).toBeEnabled();
  await page.getByTestId('report-next').click();
  await expect(page.getByTestId('report-to')).toHaveValue('2026-02-28 23:59:59');
  await screenshot(page, 'reports-07-builder-shifts-1366');
});

/** Every report type with the group tab that lists it and the kind of object it takes. */
const EVERY_TYPE: { type: string; tab: string | null; objects: 'vehicles' | 'drivers' | 'pois' }[] = [
  ...[
    'repvehdaily',
    'repvehbases',
    'repvehworkday',
    'repvehids',
    'repvehcourses',
    'repvehkmcounters',
    'repvehpoi',
    'repvehshifts',
    'repvehspeeds',
    'repvehfueltanks',
    'repvehcurfuel',
  ].map((type) => ({ type, tab: null, objects: 'vehicles' as const })),
  { type: 'repdrvstaffing', tab: 'Kierowcy', objects: 'drivers' },
  { type: 'identifiers', tab: 'Kierowcy', objects: 'drivers' },
  { type: 'reppoiveh', tab: 'Punkty własne', objects: 'pois' },
  { type: 'repgprslogs', tab: 'GPRS', objects: 'vehicles' },
  { type: 'repgprsconnections', tab: 'GPRS', objects: 'vehicles' },
];

/** Types whose figures move while the grid is shown (live fuel level, an open connection's time). */
const VOLATILE = new Set(['repvehcurfuel', 'repgprsconnections']);

/** The report call the screen makes for `type`: its summary, or (GPRS) its one object. */
function isReportCall(url: string, body: string | null, type: string, summary: boolean): boolean {
  if (new URL(url).pathname !== `/app/${type}` || !body) return false;
  let value: unknown;
  try {
    value = (JSON.parse(body) as { summary?: unknown }).summary;
  } catch {
    value = new URLSearchParams(body).get('summary');
  }
  return String(value) === String(summary);
}

test('every report type builds for an object and shows the rows the server answers', async ({ page }) => {
  // Sixteen reports built and exported one after another: about 4 min on a quiet machine, 8 under load.
  test.setTimeout(720_000);
  await page.goto('/reports');
  const lists = await page.evaluate(async () => {
    const res = await fetch('/app/reports/?type=route', { method: 'POST', credentials: 'include' });
    return (await res.json()) as Record<'vehicles' | 'drivers' | 'pois', Item[]>;
  });
  // A demo truck (driver cards, fuel, own points on its way) when there is one.
  const truck = lists.vehicles.find((v) => v.name === 'DW 2R905') ?? lists.vehicles[0];
  const objectOf = { vehicles: truck, drivers: lists.drivers[0], pois: lists.pois[0] };
  for (const { type, tab, objects } of EVERY_TYPE) {
    const object = objectOf[objects];
    await page.evaluate(() => localStorage.removeItem('reportForm'));
    await page.goto('/reports');
    await page.getByTestId('reports-create-new').click();
    if (tab) await page.getByTestId('report-type-tabs').getByRole('tab', { name: tab }).click();
    await page.getByTestId(`report-type-${type}`).click();
    await expect(page.getByTestId('report-data-step')).toBeVisible();
    await chooseObjects(page, [object.name]);
    if (type === 'repvehshifts') await page.getByTestId('report-shift_1').click();
    await expect(page.getByTestId('report-accept'), type).toBeEnabled();
    // The report opens on its summary (GPRS reports have none: their object). The shown rows are
    // compared with the very answer the screen got: the demo fleet is live, so a second request
    // a few seconds later may see today's figures moved on.
    const summary = tab !== 'GPRS';
    const screenAnswer = page.waitForResponse((r) => isReportCall(r.url(), r.request().postData(), type, summary), {
      timeout: 60_000,
    });
    await page.getByTestId('report-accept').click();
    await expect(page.getByTestId('report-tab')).toHaveCount(1, { timeout: 60_000 });
    const shown = page.getByTestId('report-object');
    await expect(shown, type).toHaveAttribute('data-object', summary ? 'summary' : /.+/);
    const answer = (await (await screenAnswer).json()) as Answer;
    expect(answer.err, type).toBeUndefined();
    await expect(shown, type).toHaveAttribute('data-rows', String(answer.data.length));
    await expect(page.locator('[data-testid="report-object-error"]:visible'), type).toHaveCount(0);
    // The fuel tank report exports its refuellings and losses apart (its own test below).
    if (type !== 'repvehfueltanks')
      await expectExports(page, type, answer, summary ? 'Zestawienie zbiorcze' : object.name);
    // The numbers shown: the first row and the totals row, cell by cell as the grid formats
    // them. Places are named within a time budget per answer (a second answer may name more),
    // and the live readings of the current fuel and an open GPRS connection move on.
    if (VOLATILE.has(type)) continue;
    const compared = answer.grid.filter((c) => !c.field.startsWith('_') && !c.title.startsWith('Miejsce'));
    if (answer.data.length > 0)
      await expectRow(page, '.ag-row[row-index="0"]:not(.ag-row-pinned)', compared, answer.data[0]);
    if (answer.footer && tab !== 'GPRS') await expectRow(page, '.ag-row-pinned', compared, answer.footer);
  }
});

/**
 * Every type's Excel and PDF export from the tab shown: the workbook's first sheet is that tab,
 * its header the answer's first column, its rows at least the answer's; the PDF is one, with the
 * same name, and holds the tab's name and a column title.
 */
async function expectExports(page: Page, type: string, answer: Answer, firstSheet: string) {
  const first = answer.grid.find((c) => !c.field.startsWith('_'))!;
  const xlsx = await exportFile(page, 'report-export-main-xlsx');
  expect(xlsx.name, type).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx.body as unknown as ArrayBuffer);
  expect(book.worksheets[0]?.name, type).toBe(firstSheet.slice(0, 31));
  const table = sheetTable(book.worksheets[0], first.title);
  expect([type, table.rows.length >= answer.data.length]).toEqual([type, true]);
  const pdf = await exportFile(page, 'report-export-main-pdf');
  expect(pdf.name.replace(/\.pdf$/, ''), type).toBe(xlsx.name.replace(/\.xlsx$/, ''));
  expect(pdf.body.subarray(0, 5).toString('latin1'), type).toBe('%PDF-');
  const text = pdfToText(pdf.body).replace(/\s+/g, ' ');
  expect([type, text.includes(firstSheet)]).toEqual([type, true]);
  // The PDF holds the columns shown (a layout may hide some): one of the answer's titles at least.
  const titles = answer.grid.filter((c) => !c.field.startsWith('_')).map((c) => c.title.split(' ')[0]);
  expect([type, titles.some((w) => text.includes(w)) ? 'a title' : text.slice(0, 600)]).toEqual([type, 'a title']);
}

test("the object lists load under the loader; 'Anuluj' says so and 'Spróbuj ponownie' loads them", async ({ page }) => {
  await page.goto('/reports');
  const isLists = (url: URL) => url.pathname === '/app/reports/';
  // The lists' answer waits until the test lets it go (the loader must still be up to cancel).
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(isLists, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.getByTestId('reports-create-new').click();
  const loader = page.getByTestId('loader');
  await expect(loader).toContainText('Pobieram listę obiektów...');
  await page.getByTestId('loader-cancel').click();
  await expect(page.locator('.ant-notification').getByText('Pobieranie obiektów zostało anulowane')).toBeVisible();
  await expect(loader).toHaveCount(0);
  release();
  await page.unroute(isLists);
  // The builder stays open, with nothing to choose until the lists are asked again.
  await page.getByTestId('report-type-repvehdaily').click();
  await expect(page.getByTestId('report-data-step')).toContainText('Pobieranie obiektów zostało anulowane');
  await expect(page.getByTestId('report-accept')).toBeDisabled();
  await page.getByTestId('report-lists-retry').click();
  const [v] = await vehicles(page);
  await chooseObjects(page, [v.name]);
  await expect(page.getByTestId('report-accept')).toBeEnabled();
});

/** Exports through the toolbar's menu item and fetches the file the answer names. */
async function exportFile(page: Page, item: string, submenu?: string): Promise<{ name: string; body: Buffer }> {
  const answered = page.waitForResponse(
    (r) => /^\/app\/(xls|csv|pdf)creator\/export$/.test(new URL(r.url()).pathname),
    {
      timeout: 60_000,
    },
  );
  await page.getByTestId('report-export').click();
  if (submenu) await page.getByRole('menuitem', { name: submenu }).hover();
  await page.getByTestId(item).click();
  const response = await answered;
  expect(response.ok()).toBe(true);
  const { path: filePath } = (await response.json()) as { path: string };
  await expect(page.getByTestId('loader')).toHaveCount(0);
  for (const p of page.context().pages()) if (p !== page) await p.close();
  const file = await page.request.get(filePath);
  expect(file.ok()).toBe(true);
  return { name: decodeURIComponent(filePath.split('/').pop()!), body: await file.body() };
}

function pdfToText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'namiar-e2e-report-pdf-'));
  try {
    fs.writeFileSync(path.join(dir, 'r.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', 'r.pdf', '-'], { cwd: dir }).toString('utf8');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A sheet's rows under its header row (the one starting with `first`), as cell values. */
function sheetTable(sheet: ExcelJS.Worksheet, first: string): { titles: string[]; rows: ExcelJS.CellValue[][] } {
  let head = 0;
  sheet.eachRow((row, n) => {
    if (!head && row.getCell(1).value === first) head = n;
  });
  expect(head, `${sheet.name}: header '${first}'`).toBeGreaterThan(0);
  const titles = (sheet.getRow(head).values as ExcelJS.CellValue[]).slice(1).map(String);
  const rows: ExcelJS.CellValue[][] = [];
  for (let n = head + 1; n <= sheet.rowCount; n++) rows.push((sheet.getRow(n).values as ExcelJS.CellValue[]).slice(1));
  return { titles, rows };
}

test('exports the report to Excel, CSV and PDF from the summary tab, each object with its own columns', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/reports');
  const fleet = (await vehicles(page)).slice(0, 2);
  const byName = [...fleet].sort((a, b) => a.name.localeCompare(b.name, 'pl', { numeric: true }));
  await openBuilder(page, 'repvehdaily');
  await chooseObjects(
    page,
    fleet.map((v) => v.name),
  );
  await page.getByTestId('report-accept').click();
  await expect(page.getByTestId('report-object')).toHaveAttribute('data-object', 'summary', { timeout: 60_000 });
  const form = (await page.evaluate(() => JSON.parse(localStorage.getItem('reportForm') ?? '{}'))) as {
    from_date: string;
    to_date: string;
  };
  const ask = (ids: number[], summary: boolean) =>
    callReport(page, {
      type: 'repvehdaily',
      ids: ids.join('|'),
      from_date: form.from_date,
      to_date: form.to_date,
      summary: String(summary),
    });
  const summary = await ask(
    byName.map((v) => v.id),
    true,
  );
  const own = await ask([byName[0].id], false);
  const km = summary.grid.find((c) => c.field === 'km')!;

  // Excel: the summary with its 'Pojazd', each vehicle with its 'Dzień' (the summary's layout is on screen).
  const xlsx = await exportFile(page, 'report-export-main-xlsx');
  expect(xlsx.name).toMatch(/^Raport_dzienny_standardowy_.*\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx.body as unknown as ArrayBuffer);
  expect(book.worksheets.map((s) => s.name)).toEqual(['Zestawienie zbiorcze', ...byName.map((v) => v.name)]);
  const sumSheet = sheetTable(book.worksheets[0], 'Pojazd');
  const kmAt = sumSheet.titles.findIndex((t) => t.startsWith(km.title));
  expect(sumSheet.rows.map((r) => [r[0], r[kmAt]])).toEqual([
    ...summary.data.map((r) => [r.regno, r.km]),
    ['Razem', summary.footer!.km],
  ]);
  const vehicleSheet = sheetTable(book.worksheets[1], 'Dzień');
  expect(vehicleSheet.titles).toEqual(
    own.grid.filter((c) => !c.field.startsWith('_')).map((c) => expect.stringContaining(c.title)),
  );
  // Days as typed dates, roads as numbers, the totals row last.
  expect(vehicleSheet.rows.slice(0, own.data.length).map((r) => (r[0] as Date).toISOString().slice(0, 10))).toEqual(
    own.data.map((r) => r.date),
  );
  const dayKm = vehicleSheet.titles.findIndex((t) => t.startsWith(km.title));
  expect(vehicleSheet.rows.map((r) => r[dayKm])).toEqual([...own.data.map((r) => r.km), own.footer!.km]);

  // CSV: Polish Excel's (BOM, ';', decimal comma), every object behind its title.
  const csv = await exportFile(page, 'report-export-main-csv');
  const text = csv.body.toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).split('\r\n');
  const header = lines.findIndex((l) => l.startsWith('Pojazd;'));
  expect(header).toBeGreaterThan(0);
  const csvKm = lines[header].split(';').findIndex((t) => t.startsWith(km.title));
  expect(lines[header + 1].split(';')[0]).toBe(summary.data[0].regno);
  expect(lines[header + 1].split(';')[csvKm]).toBe((summary.data[0].km as number).toFixed(1).replace('.', ','));
  for (const v of byName) expect(lines).toContain(v.name);
  expect(lines.some((l) => l.startsWith('Dzień;'))).toBe(true);

  // PDF: the report's title, every object, Polish letters, the totals as the grid shows them.
  const pdf = await exportFile(page, 'report-export-main-pdf');
  expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  drawPdfFirstPage(pdf.body, 'reports-08-pdf-page1');
  const pdfText = pdfToText(pdf.body);
  expect(pdfText).toContain('Raport dzienny standardowy');
  expect(pdfText).toContain('Zestawienie zbiorcze');
  expect(pdfText).toContain('Prędkość');
  for (const v of byName) expect(pdfText).toContain(v.name);
  expect(pdfText).toMatch(new RegExp(`Razem.*${expectedText(km, summary.footer!.km).replace(/\u00a0/g, '\\s')}`));
});

test("the fuel tank report exports 'Eksportuj tankowania' and 'Eksportuj ubytki' apart", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/reports');
  const all = await vehicles(page);
  await openBuilder(page, 'repvehfueltanks');
  const from_date = await page.getByTestId('report-from').inputValue();
  const to_date = await page.getByTestId('report-to').inputValue();
  // The vehicle with the most refuellings in the default range.
  const fleet = await callReport(page, {
    type: 'repvehfueltanks',
    ids: all.map((v) => v.id).join('|'),
    from_date,
    to_date,
    summary: 'true',
  });
  const best = [...fleet.data].sort((a, b) => Number(b.in_count ?? 0) - Number(a.in_count ?? 0))[0];
  const truck = all.find((v) => v.id === best._vid) ?? all[0];
  await chooseObjects(page, [truck.name]);
  await page.getByTestId('report-accept').click();
  await expect(page.getByTestId('report-tab')).toHaveCount(1, { timeout: 60_000 });
  await page.getByTestId('report-object-tab').filter({ hasText: truck.name }).click();
  const own = (await callReport(page, {
    type: 'repvehfueltanks',
    ids: String(truck.id),
    from_date,
    to_date,
  })) as Answer & {
    fuel_in: Answer;
    fuel_out: Answer;
  };
  expect(own.fuel_in.data.length, 'the demo truck refuelled in the range').toBeGreaterThan(0);

  const fuelIn = await exportFile(page, 'report-export-fuel_in-xlsx', 'Eksportuj tankowania');
  expect(fuelIn.name).toMatch(/_Tankowania\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(fuelIn.body as unknown as ArrayBuffer);
  const sheet = sheetTable(book.getWorksheet(truck.name)!, 'Początek');
  const litres = sheet.titles.findIndex((t) => t.startsWith('Zatankowano'));
  expect(sheet.rows.map((r) => r[litres])).toEqual([
    ...own.fuel_in.data.map((r) => r.fuel_in),
    own.fuel_in.footer!.fuel_in,
  ]);
  // 'Początek' stays a column of dates (the totals row's label went elsewhere).
  expect(sheet.rows.slice(0, -1).every((r) => r[0] instanceof Date)).toBe(true);
  expect(sheet.rows.at(-1)).toContain('Razem');

  const fuelOut = await exportFile(page, 'report-export-fuel_out-csv', 'Eksportuj ubytki');
  expect(fuelOut.name).toMatch(/_Ubytki_paliwa\.csv$/);
  const lines = fuelOut.body.toString('utf8').slice(1).split('\r\n');
  expect(lines.some((l) => l.split(';').some((t) => t.startsWith('Ubytek')))).toBe(true);
  expect(lines.some((l) => l.startsWith('Zatankowano'))).toBe(false);
});

test("a report type's column layout is saved as '{type}_grid' and comes back with the next report", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/reports');
  const [v] = await vehicles(page);
  const build = async (type: string) => {
    await page.evaluate(() => localStorage.removeItem('reportForm'));
    await page.getByTestId('reports-create-new').or(page.getByTestId('reports-create')).click();
    await page.getByTestId(`report-type-${type}`).click();
    await chooseObjects(page, [v.name]);
    await page.getByTestId('report-accept').click();
    await expect(page.locator('[data-testid="report-object"]:visible')).toHaveAttribute('data-object', 'summary', {
      timeout: 60_000,
    });
  };
  // Only the active report's grid is visible; the other outer tabs keep theirs hidden.
  const visible = (testId: string) => page.locator(`[data-testid="${testId}"]:visible`);
  const header = (id: string) => visible('report-grid').locator(`.ag-header-cell[col-id="${id}"]`);
  await build('repvehcourses');
  await expect(header('km')).toBeVisible();
  await visible('grid-columns').click();
  await page.getByTestId('grid-column-chooser').getByText('Droga [km]', { exact: true }).click();
  await visible('grid-columns').click();
  await expect(header('km')).toHaveCount(0);
  const saved = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/app/settings/ui'));
  await visible('grid-layout-save').click();
  expect(new URLSearchParams((await saved).postData() ?? '').get('module')).toBe('repvehcourses_grid');
  await expect(page.getByText('Szablon kolumn został zapisany')).toBeVisible();

  // The next report of the type opens with the layout; another type keeps its own.
  await page.reload();
  await build('repvehcourses');
  await expect(header('regno')).toBeVisible();
  await expect(header('km')).toHaveCount(0);
  await build('repvehdaily');
  await expect(header('km')).toBeVisible();

  // Back to the default layout for the other specs.
  await page.getByTestId('reports-tabs').getByText('Raport kursów').click();
  await visible('grid-layout-restore').click();
  await expect(page.getByText('Przywrócono domyślny układ kolumn')).toBeVisible();
  await expect(header('km')).toBeVisible();
});

/** Drags a header cell by the mouse onto another (AG Grid's column move). */
async function dragHeader(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 - 12, a.y + a.height / 2, { steps: 4 });
  await page.mouse.move(b.x + 6, b.y + b.height / 2, { steps: 20 });
  await page.mouse.up();
}

/** Resizes a column by dragging its header's resize handle `by` px. */
async function resizeHeader(page: Page, header: Locator, by: number) {
  const handle = header.locator('.ag-header-cell-resize');
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + by, box.y + box.height / 2, { steps: 10 });
  await page.mouse.up();
}

/**
 * The visible grid's columns as shown: ids in display order, whether each is pinned left, its
 * left edge and width (the header row; AG Grid renders only the columns in view).
 */
async function shownColumns(page: Page) {
  return page.locator('[data-testid="report-grid"]:visible .ag-header-cell[col-id]').evaluateAll((els) =>
    els
      .map((e) => {
        const r = e.getBoundingClientRect();
        return {
          id: e.getAttribute('col-id')!,
          pinned: e.closest('.ag-grid-pinned-left-cells') !== null,
          left: Math.round(r.left),
          width: Math.round(r.width),
        };
      })
      .sort((a, b) => a.left - b.left),
  );
}

/**
 * Issue 27 §3 'Column layouts': the tabs of a report share one layout per type (spec 2 §4.1),
 * but each has its own key column ('Dzień' on a vehicle's tab, 'Pojazd' on the summary). A
 * layout saved on one tab must never move another tab's key off screen nor drop its 'Razem':
 * the key is first and pinned on every tab and the totals row is labelled there. Before, a save
 * on a vehicle's tab sent the summary's 'Pojazd' (with its 'Razem') to the far right.
 */
test('a layout saved on one tab keeps every tab’s key column first, pinned, with its Razem', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/reports');
  // From the default layout (a run stopped half-way may have left one).
  await page.evaluate(() =>
    fetch('/app/settings/ui', {
      method: 'POST',
      credentials: 'include',
      body: new URLSearchParams({ module: 'repvehdaily_grid', command: 'del' }),
    }),
  );
  const fleet = (await vehicles(page)).slice(0, 3);
  const byName = [...fleet].sort((a, b) => a.name.localeCompare(b.name, 'pl', { numeric: true }));
  await openBuilder(page, 'repvehdaily');
  await chooseObjects(
    page,
    fleet.map((v) => v.name),
  );
  await page.getByTestId('report-accept').click();
  await expect(page.getByTestId('report-object')).toHaveAttribute('data-object', 'summary', { timeout: 60_000 });
  const grid = page.locator('[data-testid="report-grid"]:visible');
  const header = (id: string) => grid.locator(`.ag-header-cell[col-id="${id}"]`);
  const totalsKey = (id: string) => grid.locator(`.ag-row-pinned [col-id="${id}"]`);
  const inner = page.getByTestId('report-object-tab');
  const gridLeft = async () => Math.round((await grid.locator('.ag-root').boundingBox())!.x);

  /** The tab's key is the first column, pinned, at the grid's left edge, and the totals say 'Razem' there. */
  const expectKeyFirst = async (key: string, label: string) => {
    const cols = await shownColumns(page);
    expect([label, cols[0]?.id, cols[0]?.pinned]).toEqual([label, key, true]);
    expect([label, cols.filter((c) => c.pinned).map((c) => c.id)]).toEqual([label, [key]]);
    expect(Math.abs(cols[0].left - (await gridLeft())) <= 2, label).toBe(true);
    await expect(totalsKey(key), label).toHaveText('Razem');
    // Scrolled to the right end, the key stays where it is (pinned) with its label.
    const scrolled = await grid
      .locator('.ag-body-horizontal-scroll-viewport')
      .evaluate((el) => (el.scrollLeft = el.scrollWidth) && el.scrollLeft);
    expect(scrolled, label).toBeGreaterThan(100);
    await expect(header(key)).toBeInViewport();
    const after = (await header(key).boundingBox())!;
    expect(Math.abs(Math.round(after.x) - cols[0].left) <= 2, label).toBe(true);
    await expect(totalsKey(key)).toBeInViewport();
    await grid.locator('.ag-body-horizontal-scroll-viewport').evaluate((el) => (el.scrollLeft = 0));
    await expect.poll(async () => (await shownColumns(page)).some((c) => c.id === cols[1]?.id)).toBe(true);
  };
  await expectKeyFirst('regno', 'summary, default');

  // 1. A layout saved on a vehicle's tab: 'Przejechano' and 'Ostatnie zatrzymanie' moved first, 'Miejsce ruszenia' hidden,
  //    'Czas jazdy' narrowed; dragging a column before 'Dzień' cannot move the key.
  await inner.filter({ hasText: byName[0].name }).click();
  await expect(page.locator('[data-testid="report-object"]:visible')).toHaveAttribute(
    'data-object',
    String(byName[0].id),
  );
  await expectKeyFirst('date', 'vehicle, default');
  await dragHeader(page, header('km'), header('start_time'));
  await expect
    .poll(async () => (await shownColumns(page)).map((c) => c.id).slice(0, 3))
    .toEqual(['date', 'km', 'start_time']);
  // Dropped onto the key, a column goes right after it: the key stays first.
  await dragHeader(page, header('stop_time'), header('date'));
  await expect
    .poll(async () => (await shownColumns(page)).map((c) => c.id).slice(0, 3))
    .toEqual(['date', 'stop_time', 'km']);
  await page.locator('[data-testid="grid-columns"]:visible').click();
  const chooser = page.getByTestId('grid-column-chooser');
  // The key is listed ticked and cannot be hidden.
  await expect(chooser.getByTestId('grid-column-key')).toHaveText('Dzień');
  await expect(chooser.getByTestId('grid-column-key').locator('input')).toBeDisabled();
  await chooser.getByText('Miejsce ruszenia', { exact: true }).click();
  await page.locator('[data-testid="grid-columns"]:visible').click();
  await expect(header('start_place')).toHaveCount(0);
  // The chooser closes with an animation over the header: a drag started while it still shows
  // takes the chooser, not the resize handle (CI's loaded machine saw the width unchanged).
  await expect(chooser).toBeHidden();
  const driveWidth = (await header('drive').boundingBox())!.width;
  // Narrowed: report columns are at most 160 px (spec 2 §9), a duration column starts at 130.
  await resizeHeader(page, header('drive'), -30);
  await expect.poll(async () => (await header('drive').boundingBox())!.width).toBeLessThan(driveWidth - 20);
  const widened = Math.round((await header('drive').boundingBox())!.width);
  const saved = page.waitForRequest((r) => new URL(r.url()).pathname === '/app/settings/ui');
  await page.locator('[data-testid="grid-layout-save"]:visible').click();
  const form = new URLSearchParams((await saved).postData() ?? '');
  expect(form.get('module')).toBe('repvehdaily_grid');
  const layout = JSON.parse(form.get('json') ?? '{}') as { order_columns: string[]; remove_columns: string[] };
  // The key is no part of the saved order or hidden set.
  expect(layout.order_columns.slice(0, 3)).toEqual(['stop_time', 'km', 'start_time']);
  expect(layout.order_columns).not.toContain('date');
  expect(layout.remove_columns).toEqual(['start_place']);
  await expect(page.getByText('Szablon kolumn został zapisany')).toBeVisible();
  await expectKeyFirst('date', 'vehicle, after its save');

  // The summary and another vehicle's tab: their key first and pinned, the shared layout applied.
  await inner.filter({ hasText: 'Zestawienie zbiorcze' }).click();
  await expect(page.locator('[data-testid="report-object"]:visible')).toHaveAttribute('data-object', 'summary');
  await expectKeyFirst('regno', 'summary, after a vehicle’s save');
  await expect
    .poll(async () => (await shownColumns(page)).map((c) => c.id).slice(0, 4))
    .toEqual(['regno', 'stop_time', 'km', 'start_time']);
  await expect(header('start_place')).toHaveCount(0);
  expect(Math.abs(Math.round((await header('drive').boundingBox())!.width) - widened) <= 1).toBe(true);
  await screenshot(page, 'reports-10-layout-summary-1280');
  await inner.filter({ hasText: byName[1].name }).click();
  await expect(page.locator('[data-testid="report-object"]:visible')).toHaveAttribute(
    'data-object',
    String(byName[1].id),
  );
  await expectKeyFirst('date', 'another vehicle, after the save');
  await expect
    .poll(async () => (await shownColumns(page)).map((c) => c.id).slice(0, 3))
    .toEqual(['date', 'stop_time', 'km']);
  await screenshot(page, 'reports-11-layout-vehicle-1280');

  // 2. Saved on the summary: 'Czas jazdy' moved first, 'Prędkość maks.' hidden. The vehicles'
  //    tabs follow it, 'Dzień' still first with its 'Razem', their hidden start place kept.
  await inner.filter({ hasText: 'Zestawienie zbiorcze' }).click();
  await expect(page.locator('[data-testid="report-object"]:visible')).toHaveAttribute('data-object', 'summary');
  await page.locator('[data-testid="grid-columns"]:visible').click();
  await chooser.getByText('Prędkość maks. [km/h]', { exact: true }).click();
  await page.locator('[data-testid="grid-columns"]:visible').click();
  await dragHeader(page, header('drive'), header('stop_time'));
  await expect
    .poll(async () => (await shownColumns(page)).map((c) => c.id).slice(0, 3))
    .toEqual(['regno', 'drive', 'stop_time']);
  const savedAgain = page.waitForResponse((r) => new URL(r.url()).pathname === '/app/settings/ui');
  await page.locator('[data-testid="grid-layout-save"]:visible').click();
  expect((await (await savedAgain).json()).err).toBeUndefined();
  await expect(page.getByText('Szablon kolumn został zapisany').first()).toBeVisible();
  await expectKeyFirst('regno', 'summary, after its save');
  for (const v of byName) {
    await inner.filter({ hasText: v.name }).click();
    await expect(page.locator('[data-testid="report-object"]:visible')).toHaveAttribute('data-object', String(v.id));
    await expectKeyFirst('date', `${v.name}, after the summary's save`);
    await expect
      .poll(async () => (await shownColumns(page)).map((c) => c.id).slice(0, 4))
      .toEqual(['date', 'drive', 'stop_time', 'km']);
    await expect(header('vmax')).toHaveCount(0);
    await expect(header('start_place')).toHaveCount(0);
  }
  await screenshot(page, 'reports-12-layout-vehicle-after-summary-save-1280');
  // What is stored: neither key has a place in the order, each has its width.
  const stored = await page.evaluate(async () => {
    const res = await fetch('/app/settings/ui', {
      method: 'POST',
      credentials: 'include',
      body: new URLSearchParams({ module: 'repvehdaily_grid', command: 'get' }),
    });
    return ((await res.json()) as { json: { order_columns: string[]; width_columns: Record<string, number> } }).json;
  });
  expect(stored.order_columns.some((id) => id === 'date' || id === 'regno')).toBe(false);
  expect(Object.keys(stored.width_columns)).toEqual(expect.arrayContaining(['date', 'regno']));

  // The PDF of the summary with that layout: each vehicle's number whole on one line.
  await inner.filter({ hasText: 'Zestawienie zbiorcze' }).click();
  const pdf = await exportFile(page, 'report-export-main-pdf');
  drawPdfFirstPage(pdf.body, 'reports-13-layout-pdf-page1');
  const pdfLines = pdfToText(pdf.body).split('\n');
  for (const v of fleet) expect([v.name, pdfLines.some((l) => l.includes(v.name))]).toEqual([v.name, true]);

  // Back to the default layout for the other specs.
  await page.locator('[data-testid="grid-layout-restore"]:visible').click();
  await expect(page.getByText('Przywrócono domyślny układ kolumn')).toBeVisible();
  await expect
    .poll(async () => (await shownColumns(page)).map((c) => c.id).slice(0, 3))
    .toEqual(['regno', 'start_time', 'start_place']);
});

/** Issue 27 §3 'Report tabs': the range in a tab title has one format; identical reports get distinct titles. */
test('two identical reports get distinct tab titles, the range in one format', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/reports');
  const [v] = await vehicles(page);
  for (const button of ['reports-create-new', 'reports-create']) {
    await page.getByTestId(button).click();
    // The second time the builder opens on the last form (same type, vehicle and range).
    if (button === 'reports-create-new') {
      await page.getByTestId('report-type-repvehcourses').click();
      await chooseObjects(page, [v.name]);
    }
    await expect(page.getByTestId('report-data-step')).toBeVisible();
    // The builder restores the last form's objects before it may be accepted.
    await expect(page.getByTestId('report-accept')).toBeEnabled();
    await page.getByTestId('report-accept').click();
    await expect(page.getByTestId('report-data-step')).toBeHidden();
    await expect(page.getByTestId('report-tab')).toHaveCount(button === 'reports-create' ? 2 : 1, { timeout: 60_000 });
  }
  const titles = await page.getByTestId('report-tab').allTextContents();
  expect(titles).toHaveLength(2);
  const range = / \d{4}-\d\d-\d\d \d\d:\d\d:\d\d – \d{4}-\d\d-\d\d \d\d:\d\d:\d\d/;
  expect(titles[0]).toMatch(new RegExp(`^Raport kursów${range.source}$`));
  expect(titles[1]).toBe(`${titles[0]} (2)`);
  const form = (await page.evaluate(() => JSON.parse(localStorage.getItem('reportForm') ?? '{}'))) as {
    from_date: string;
    to_date: string;
  };
  expect(titles[0]).toBe(`Raport kursów ${form.from_date} – ${form.to_date}`);
  await screenshot(page, 'reports-14-two-identical-1280');
});

/** Issue 27 §3: a record list's key column (the registration number) is pinned left. */
test('a record list pins its key column: the vehicles’ registration number stays on screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/vehicles');
  const list = page.getByTestId('vehicles-list');
  await expect(list.locator('.ag-row').first()).toBeVisible({ timeout: 30_000 });
  const key = list.locator('.ag-header-cell[col-id="reg_no"]');
  await expect(key).toHaveClass(/ag-header-cell-last-left-pinned/);
  const before = (await key.boundingBox())!;
  const firstCell = list.locator('.ag-row[row-index="0"] [col-id="reg_no"]');
  const regno = (await firstCell.textContent())!.trim();
  const brand = list.locator('.ag-header-cell[col-id="brand"]');
  const brandBefore = (await brand.boundingBox())!.x;
  const scrolled = await list
    .locator('.ag-body-horizontal-scroll-viewport')
    .evaluate((el) => (el.scrollLeft = el.scrollWidth) && el.scrollLeft);
  expect(scrolled).toBeGreaterThan(0);
  // The other columns moved left under it, the key stayed.
  await expect.poll(async () => (await brand.boundingBox())?.x ?? -1e6).toBeLessThan(brandBefore - scrolled / 2);
  await expect(key).toBeInViewport();
  expect(Math.round((await key.boundingBox())!.x)).toBe(Math.round(before.x));
  await expect(firstCell).toHaveText(regno);
  await expect(firstCell).toBeInViewport();
  // It cannot be hidden: the column chooser lists it ticked and disabled.
  await page.getByTestId('grid-columns').click();
  await expect(page.getByTestId('grid-column-key')).toHaveText('Nazwa');
  await expect(page.getByTestId('grid-column-key').locator('input')).toBeDisabled();
  await screenshot(page, 'reports-15-vehicles-list-pinned-1280');
});

test('the builder offers only the report groups and types the user holds a permission for', async ({ page }) => {
  await page.context().clearCookies();
  await signIn(page, 'demo', 'operator');
  await page.goto('/reports');
  await page.getByTestId('reports-create-new').click();
  // The demo operator holds 18, 25, 27 and 55: vehicle reports only.
  await expect(page.getByTestId('report-type-tabs').getByRole('tab')).toHaveText(['Wszystkie pojazdy']);
  await expect(page.locator('[data-testid^="report-type-rep"], [data-testid="report-type-identifiers"]')).toHaveText([
    'Raport dzienny standardowy',
    'Raport kursów',
    'Raport liczników kilometrów',
    'Raport przekroczeń prędkości',
  ]);
  await page.getByTestId('report-dialog-cancel').click();
  // A link to a report he may not build opens the builder without a type.
  await page.goto('/reports?type=repvehbases');
  await expect(page.getByTestId('report-type-tabs')).toBeVisible();
  await expect(page.getByTestId('report-type-repvehbases')).toHaveCount(0);
  await expect(page.getByTestId('report-accept')).toBeDisabled();
});
