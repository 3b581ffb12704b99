import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';

/** Demo accounts seeded by scripts/e2e-server.mjs; every demo password is NAMIAR_DEMO_PASSWORD. */
export const DEMO_PASSWORD = process.env.NAMIAR_DEMO_PASSWORD ?? 'demo1234-flota';

/** E2E_SCREENS_DIR keeps the pictures of one run apart from other runs in the same checkout. */
export const SCREENS_DIR = process.env.E2E_SCREENS_DIR ?? path.join(import.meta.dirname, 'test-results', 'screens');

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), fullPage: true });
}

/**
 * Draws a PDF's first page with pdftoppm (poppler-utils) into the screenshots as `name`.png and
 * checks that it drew: a real document, not just bytes that start with '%PDF-'.
 */
export function drawPdfFirstPage(bytes: Buffer, name: string): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'namiar-e2e-pdf-'));
  try {
    fs.writeFileSync(path.join(dir, 'doc.pdf'), bytes);
    execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', 'doc.pdf', 'page'], { cwd: dir });
    const png = fs.readdirSync(dir).find((f) => f.endsWith('.png'));
    expect(png, 'pdftoppm drew the first page').toBeDefined();
    const drawn = fs.readFileSync(path.join(dir, png!));
    expect(drawn.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(drawn.length).toBeGreaterThan(2000);
    fs.mkdirSync(SCREENS_DIR, { recursive: true });
    fs.copyFileSync(path.join(dir, png!), path.join(SCREENS_DIR, `${name}.png`));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Signs in through the form and waits for the monitor landing. */
export async function signIn(page: Page, clogin: string, ulogin: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-clogin').fill(clogin);
  await page.getByTestId('login-ulogin').fill(ulogin);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-password').press('Enter');
  await expect(page).toHaveURL(/\/monit$/);
  // The monitor's first load can take longer on a busy machine with the live demo fleet on.
  await expect(page.getByTestId('monit-page')).toBeVisible({ timeout: 30_000 });
}

export async function openMenu(page: Page): Promise<void> {
  await page.getByTestId('menu-toggle').click();
  await expect(page.getByTestId('main-menu')).toBeVisible();
}

/** 'YYYY-MM-DD' in the demo company's zone, which the browser runs in too (playwright.config). */
const warsawDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * A day as the browser sees it ('YYYY-MM-DD', Europe/Warsaw like the demo company), N days back.
 * Not the test process's own zone: between 23:00 and 24:00 UTC Warsaw is a day ahead of a UTC
 * machine.
 */
export function dayString(offsetDays = 0): string {
  const [y, m, d] = warsawDay.format(new Date()).split('-').map(Number);
  // Noon UTC of the day N days back is the same date in Warsaw, whatever the DST.
  return warsawDay.format(new Date(Date.UTC(y, m - 1, d - offsetDays, 12)));
}

/** The fields of a monitored vehicle the route specs read from the monitor's first answer. */
export interface MonitVehicle {
  id: number;
  regno: string;
  dt: string | null;
  lat: number | null;
  lon: number | null;
  v: number;
}

/** Signs in and returns the whole monitored fleet, read from the monitor's own first answer. */
export async function signInForFleet(page: Page, clogin = 'demo', ulogin = 'admin'): Promise<MonitVehicle[]> {
  const monit = page.waitForResponse((r) => new URL(r.url()).pathname === '/app/monit' && r.ok());
  await signIn(page, clogin, ulogin);
  return ((await (await monit).json()) as { m: MonitVehicle[] }).m;
}

/**
 * Signs in and returns the monitored vehicles that reported today, moving ones first (their
 * route has driving, events and charts worth looking at). Read from the monitor's own answer.
 */
export async function signInForRoute(page: Page, clogin = 'demo', ulogin = 'admin'): Promise<MonitVehicle[]> {
  const fleet = await signInForFleet(page, clogin, ulogin);
  const today = dayString();
  const fresh = fleet.filter((v) => v.dt?.startsWith(today) && v.lat !== null);
  expect(fresh.length, 'the demo fleet has vehicles with points today').toBeGreaterThan(0);
  return fresh.sort((a, b) => (b.v > 0 ? 1 : 0) - (a.v > 0 ? 1 : 0));
}

/**
 * A vehicle and a day whose route has real driving in it (a top speed over 20 km/h): today first,
 * then the days before, back to Friday from a Monday morning. At night and at weekends much of
 * the demo fleet is parked, so a test that reads roads, drives or charts must not assume today
 * has any. Asked from the page (its session and origin).
 */
export async function drivenVehicleDay(page: Page, fleet: MonitVehicle[]): Promise<{ v: MonitVehicle; day: string }> {
  // Moving vehicles first: they drove today; the first route with driving ends the search.
  const located = fleet.filter((v) => v.lat !== null).sort((a, b) => (b.v > 0 ? 1 : 0) - (a.v > 0 ? 1 : 0));
  for (const day of [dayString(), dayString(1), dayString(2), dayString(3)]) {
    const found = await page.evaluate(
      async ({ ids, day }) => {
        for (const id of ids) {
          const body = new URLSearchParams({
            id: String(id),
            from_date: `${day} 00:00:00`,
            to_date: `${day} 23:59:59`,
          });
          const res = await fetch('/app/monit/route', { method: 'POST', body, credentials: 'include' });
          const answer = (await res.json()) as { points?: { v: number[] } };
          if (Math.max(0, ...(answer.points?.v ?? [])) > 20) return id;
        }
        return null;
      },
      { ids: located.map((v) => v.id), day },
    );
    const v = located.find((x) => x.id === found);
    if (v) return { v, day };
  }
  throw new Error('no demo vehicle drove in the last four days');
}

/** '/route?vid=…' of a whole day (today unless told). */
export function routeDayUrl(vid: number, day = dayString()): string {
  const q = new URLSearchParams({ vid: String(vid), from_date: `${day} 00:00:00`, to_date: `${day} 23:59:59` });
  return `/route?${q.toString()}`;
}

/** Opens a route by its address and waits until its view is drawn with the loader gone. */
export async function openRouteByUrl(page: Page, url: string): Promise<void> {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/app/route');
  await page.goto(url);
  expect((await answer).ok()).toBe(true);
  await expect(page.getByTestId('route-view')).toBeVisible();
  await expect(page.getByTestId('loader')).toHaveCount(0);
}

/** 'current / n' of the route's control bar, 1-based. */
export async function routeIndex(page: Page): Promise<{ current: number; n: number }> {
  const text = (await page.getByTestId('route-current-index').textContent()) ?? '';
  const m = /(\d+) \/ (\d+)/.exec(text);
  expect(m, `index text '${text}'`).not.toBeNull();
  return { current: Number(m![1]), n: Number(m![2]) };
}

/**
 * Opens or closes a route widget toggle ('route-toggle-events', '-charts', '-report') so it ends
 * in the wanted state whatever the user's saved widgets were.
 */
export async function setRouteWidget(page: Page, testId: string, open: boolean): Promise<void> {
  const button = page.getByTestId(testId);
  if ((await button.getAttribute('aria-pressed')) !== String(open)) await button.click();
  await expect(button).toHaveAttribute('aria-pressed', String(open));
}

/** What the exposed route map shows (needs localStorage 'namiar.exposeMap' = '1' before load). */
export interface RouteMapProbe {
  /** The vehicle marker's place in map units, null when hidden. */
  vehicle: [number, number] | null;
  /** Extent of the drawn track and of the visible view, map units. */
  track: number[] | null;
  view: number[] | null;
  /** Event markers on the map. */
  events: number;
}

/** Asks the route map exposed on window.__namiarMap (MapView's test hook) what it shows. */
export async function probeRouteMap(page: Page): Promise<RouteMapProbe> {
  return page.evaluate(() => {
    type Geometry = { getCoordinates(): number[] };
    type Feature = { getGeometry(): Geometry };
    type Source = { getFeatures(): Feature[]; getExtent(): number[]; isEmpty?(): boolean };
    type Layer = { get(k: string): unknown; getVisible(): boolean; getSource(): Source };
    type TestMap = {
      getAllLayers(): Layer[];
      getSize(): number[] | undefined;
      getView(): { calculateExtent(size: number[]): number[] };
    };
    const map = (window as unknown as { __namiarMap?: TestMap }).__namiarMap;
    if (!map) throw new Error('the map is not exposed: set namiar.exposeMap before loading');
    const layer = (name: string) => map.getAllLayers().find((l) => l.get('name') === name);
    const vehicleLayer = layer('route-vehicle');
    const vehicle =
      vehicleLayer && vehicleLayer.getVisible()
        ? (vehicleLayer.getSource().getFeatures()[0]?.getGeometry().getCoordinates() as [number, number])
        : null;
    const trackSource = layer('route-track')?.getSource();
    const track = trackSource && trackSource.getFeatures().length > 0 ? trackSource.getExtent() : null;
    const size = map.getSize();
    return {
      vehicle: vehicle ?? null,
      track,
      view: size ? map.getView().calculateExtent(size) : null,
      events: layer('route-events')?.getSource().getFeatures().length ?? 0,
    };
  });
}

/** Sets the flag that exposes OpenLayers maps on window.__namiarMap, for every page of the context. */
export async function exposeMaps(page: Page): Promise<void> {
  await page.context().addInitScript(() => localStorage.setItem('namiar.exposeMap', '1'));
}

/**
 * The monitor's list row of a vehicle, scrolled into view. The list is virtualised: a row far
 * from the visible part is not in the page at all, so the list is scrolled a screen at a time
 * until the row is rendered (which vehicle a test picks depends on the demo fleet's time of day).
 */
export async function revealVehicleRow(page: Page, vid: number) {
  const row = page.locator(`[data-testid="vehicle-row"][data-vid="${vid}"]`);
  const list = page.getByTestId('vehicle-list');
  await expect(list).toBeVisible();
  await list.evaluate((el) => (el.scrollTop = 0));
  for (let step = 0; step < 200 && (await row.count()) === 0; step++) {
    const atEnd = await list.evaluate((el) => {
      const before = el.scrollTop;
      el.scrollTop = before + el.clientHeight * 0.8;
      return el.scrollTop === before;
    });
    await page.waitForTimeout(30);
    if (atEnd && (await row.count()) === 0) break;
  }
  await row.scrollIntoViewIfNeeded();
  return row;
}

/**
 * Exports a grid to Excel through its menu (the `button` test id, then `${button}-xlsx`), checks
 * the answer and the file's name, and reads the workbook back: its first sheet, the header row
 * (the first holding `headTitle`), its titles, and the non-empty values of a column below it.
 */
export async function exportedXlsx(page: Page, button: string, name: RegExp, headTitle: string) {
  const exported = page.waitForResponse((r) => new URL(r.url()).pathname === '/app/xlscreator/export');
  await page.getByTestId(button).click();
  await page.getByTestId(`${button}-xlsx`).click();
  const response = await exported;
  expect(response.ok()).toBe(true);
  const { path: filePath } = (await response.json()) as { path: string };
  expect(filePath).toMatch(name);
  await expect(page.getByTestId('loader')).toHaveCount(0);
  for (const p of page.context().pages()) if (p !== page) await p.close();
  const file = await page.request.get(filePath);
  expect(file.ok()).toBe(true);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await file.body()) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  let head = 0;
  sheet.eachRow((row, n) => {
    if (!head && (row.values as unknown[]).includes(headTitle)) head = n;
  });
  expect(head).toBeGreaterThan(0);
  const titles = (sheet.getRow(head).values as unknown[]).slice(1).map(String);
  const column = (title: string) => {
    const values: string[] = [];
    for (let n = head + 1; n <= sheet.rowCount; n++) {
      const v = sheet.getRow(n).getCell(titles.indexOf(title) + 1).value;
      if (v !== null && v !== undefined && v !== '') values.push(String(v));
    }
    return values;
  };
  return { sheet, head, titles, column };
}
