import os from 'node:os';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { dayString, screenshot, signInForFleet, type MonitVehicle } from './helpers';

/**
 * Eco-driving (issue 16 §3, issue 27 §3; spec 2 §2.5, §4.5, §5, §7, §8, §9) walked as a user for
 * the demo's locomotive: the dialog ('Akceptuj' only with a vehicle), report15 and report1 with
 * their grids, charts and Excel exports read back (sheet names, file names, typed cells), the
 * transgression view with the map, the toggles and playback (frame times measured), the empty
 * state; and at 1280×720 and 1600×900 the layouts: the vehicle picker holds exactly the rail
 * vehicles with energy data, the charts are on the first screen, report1 has no scroll area
 * inside another, and the grid titles show their units whole.
 */

test.describe.configure({ timeout: 360_000 });

const LOCO = 'E6ACTa-016';

interface EcoProbe {
  n: number;
  rows: number;
  energy: number;
}

/** The locomotive and a recent day whose 15-minute report has energy windows (yesterday first). */
async function locoDay(page: Page, fleet: MonitVehicle[]): Promise<{ v: MonitVehicle; day: string }> {
  const v = fleet.find((x) => x.regno === LOCO);
  expect(v, 'the demo fleet has the locomotive').toBeTruthy();
  for (const back of [1, 2, 3, 4, 5, 6, 7]) {
    const day = dayString(back);
    const probe = await page.evaluate(
      async ({ id, day }): Promise<EcoProbe> => {
        const body = new URLSearchParams({ id: String(id), from_date: `${day} 00:00:00`, to_date: `${day} 23:59:59` });
        const res = await fetch('/app/ecodriving/report15', { method: 'POST', body, credentials: 'include' });
        // The windows travel as packed columns (domain eco/energy-pack.ts): pu in deltas of 1/1000.
        const a = (await res.json()) as {
          stats?: { points: number };
          data?: unknown[];
          energy?: { c: { pu?: { k: string; d?: (number | null)[]; v?: unknown } } };
        };
        const pu = a.energy?.c.pu;
        return {
          n: a.stats?.points ?? 0,
          rows: a.data?.length ?? 0,
          energy: pu?.k === 'd' ? (pu.d ?? []).filter((d) => d !== null && d !== 0).length : pu?.v ? 1 : 0,
        };
      },
      { id: v!.id, day },
    );
    if (probe.n > 0 && probe.energy > 0) return { v: v!, day };
  }
  throw new Error('the locomotive has no energy data in the last 7 days');
}

/** Clicks an export button and returns the xlsx workbook and the exported path. */
async function exportXlsx(page: Page): Promise<{ book: ExcelJS.Workbook; path: string }> {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/app/xlscreator/export');
  const opened = page
    .context()
    .waitForEvent('page', { timeout: 30_000 })
    .catch(() => null);
  await page.getByTestId('eco-export-xlsx').click();
  const response = await answer;
  expect(response.ok()).toBe(true);
  const { path } = (await response.json()) as { path: string };
  expect(path).toMatch(/\.xlsx$/);
  const tab = await opened;
  await tab?.close();
  await expect(page.getByTestId('loader')).toHaveCount(0);
  const file = await page.request.get(path);
  expect(file.ok()).toBe(true);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await file.body()) as unknown as ArrayBuffer);
  return { book, path };
}

/** The header row number and the column number of a title in the first sheet. */
function columnOf(sheet: ExcelJS.Worksheet, title: string): { head: number; col: number } {
  let head = 0;
  let col = 0;
  sheet.eachRow((row, n) => {
    if (head) return;
    (row.values as unknown[]).forEach((v, i) => {
      if (typeof v === 'string' && v.startsWith(title)) {
        head = n;
        col = i;
      }
    });
  });
  expect(head, `column '${title}'`).toBeGreaterThan(0);
  return { head, col };
}

async function chooseLoco(page: Page) {
  await page.getByTestId('eco-vehicle').click();
  await page.keyboard.type(LOCO);
  await page.locator('.ant-select-dropdown').getByText(LOCO, { exact: true }).click();
}

test('eco-driving: report15, report1 and transgression for the locomotive', async ({ page }) => {
  const fleet = await signInForFleet(page);
  const { v, day } = await locoDay(page, fleet);

  // report15: the dialog opens on entry; 'Akceptuj' only with a vehicle (spec 2 §5).
  await page.evaluate(() => localStorage.removeItem('routeForm'));
  await page.goto('/ecodriving/report15');
  const dialog = page.locator('.eco-dialog .ant-modal');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Tworzenie raportu ecodriving');
  await expect(page.getByTestId('eco-accept')).toBeDisabled();
  await screenshot(page, 'eco-01-dialog');
  await chooseLoco(page);
  await expect(page.getByTestId('eco-accept')).toBeEnabled();
  // The day: Wczoraj when it is yesterday, else the date fields.
  if (day === dayString(1)) await page.getByTestId('eco-quick-yesterday').click();
  else {
    for (const [id, time] of [
      ['eco-from', '00:00:00'],
      ['eco-to', '23:59:59'],
    ] as const) {
      const input = page.getByTestId(id);
      await input.click();
      await input.fill(`${day} ${time}`);
      await input.press('Enter');
    }
  }
  const answer15 = page.waitForResponse((r) => new URL(r.url()).pathname === '/app/ecodriving/report15');
  await page.getByTestId('eco-accept').click();
  expect((await answer15).ok()).toBe(true);
  await expect(page.getByTestId('eco-page')).toHaveAttribute('data-state', 'ok');
  await expect(page.getByTestId('loader')).toHaveCount(0);
  await expect(page.getByTestId('eco-subtitle')).toContainText(`${LOCO} · ${day} 00:00:00`);
  const grid15 = page.getByTestId('eco-grid');
  await expect(grid15.locator('.ag-row').first()).toBeVisible();
  expect(Number(await grid15.getAttribute('data-rows'))).toBeGreaterThan(4);
  await expect(grid15).toContainText('Moc średnia [kW]');
  await expect(page.getByTestId('eco-stat-total')).toContainText(/\d+:\d\d:\d\d/);
  await expect(page.getByTestId('eco-stat-eDrawn')).toContainText(/\d,\d kWh/);
  await expect(page.getByTestId('eco-chart').locator('canvas')).toBeVisible();
  // The power axis reaches the largest value plus 10 %.
  const ymax = Number(await page.getByTestId('eco-chart').getAttribute('data-ymax'));
  expect(ymax).toBeGreaterThan(0);
  await screenshot(page, 'eco-02-report15');

  const x15 = await exportXlsx(page);
  expect(decodeURIComponent(x15.path)).toContain(`${LOCO}_Raport_15_minutowy`);
  expect(x15.book.worksheets.map((s) => s.name)).toEqual(['Raport 15-minutowy']);
  const sheet15 = x15.book.worksheets[0];
  const date15 = columnOf(sheet15, 'Data wpisu');
  const pu15 = columnOf(sheet15, 'Energia zużyta');
  const firstRow = sheet15.getRow(date15.head + 1);
  expect(firstRow.getCell(date15.col).value).toBeInstanceOf(Date);
  expect(typeof firstRow.getCell(pu15.col).value === 'number' || firstRow.getCell(pu15.col).value === null).toBe(true);
  let numbers = 0;
  sheet15.eachRow((row, n) => {
    if (n > pu15.head && typeof row.getCell(pu15.col).value === 'number') numbers++;
  });
  expect(numbers).toBeGreaterThan(0);

  // report1 through the query (accepted at once, no dialog): a morning of one-minute windows.
  const q = new URLSearchParams({ vid: String(v.id), from_date: `${day} 06:00:00`, to_date: `${day} 12:00:00` });
  const answer1 = page.waitForResponse((r) => new URL(r.url()).pathname === '/app/ecodriving/report1');
  await page.goto(`/ecodriving/report1?${q.toString()}`);
  expect((await answer1).ok()).toBe(true);
  await expect(page.getByTestId('eco-page')).toHaveAttribute('data-state', /ok|empty/);
  await expect(page.locator('.eco-dialog .ant-modal')).toHaveCount(0);
  const state1 = await page.getByTestId('eco-page').getAttribute('data-state');
  if (state1 === 'ok') {
    const grid1 = page.getByTestId('eco-grid');
    await expect(grid1.locator('.ag-row').first()).toBeVisible();
    await expect(grid1).toContainText('Licznik energii [kWh]');
    await screenshot(page, 'eco-03-report1');
    const x1 = await exportXlsx(page);
    expect(decodeURIComponent(x1.path)).toContain(`${LOCO}_Raport_1_minutowy`);
    expect(x1.book.worksheets.map((s) => s.name)).toEqual(['Raport 1-minutowy']);
    const sheet1 = x1.book.worksheets[0];
    const pc = columnOf(sheet1, 'Licznik energii');
    expect(typeof sheet1.getRow(pc.head + 1).getCell(pc.col).value).toBe('number');
  }

  // transgression: the type change opens the dialog again, prefilled with the last used form.
  await page.goto('/ecodriving/transgression');
  await expect(page.locator('.eco-dialog .ant-modal')).toBeVisible();
  await expect(page.getByTestId('eco-accept')).toBeEnabled();
  const answerT = page.waitForResponse((r) => new URL(r.url()).pathname === '/app/ecodriving/transgression');
  await page.getByTestId('eco-accept').click();
  expect((await answerT).ok()).toBe(true);
  await expect(page.getByTestId('eco-view-transgression')).toBeVisible();
  await expect(page.getByTestId('eco-map')).toBeVisible();
  await expect(page.getByTestId('eco-stats')).toContainText('Punkt');
  const index = page.getByTestId('route-current-index');
  const [, , total] = /(\d+) \/ (\d+)/.exec((await index.textContent()) ?? '')!;
  expect(Number(total)).toBeGreaterThan(10);
  await screenshot(page, 'eco-04-transgression');

  // Toggles: the chart and the grid come and go.
  await page.getByTestId('eco-toggle-chart').click();
  await expect(page.getByTestId('eco-chart')).toHaveCount(0);
  await page.getByTestId('eco-toggle-chart').click();
  await expect(page.getByTestId('eco-chart')).toBeVisible();
  await page.getByTestId('eco-toggle-grid').click();
  await expect(page.getByTestId('eco-grid')).toHaveCount(0);
  await page.getByTestId('eco-toggle-grid').click();
  await expect(page.getByTestId('eco-grid')).toBeVisible();

  // Playback from the start at the default 5 points/s, frame times measured with rAF.
  // The cursor starts at the last point: play replays from the start point (spec 2 §4.1).
  await expect(index).toHaveText(`${total} / ${total}`);
  await expect(page.getByTestId('route-pps')).toHaveValue('5');
  await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __stop: boolean; __long: number[] };
    w.__frames = [];
    w.__long = [];
    w.__stop = false;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__long.push(e.duration);
    }).observe({ type: 'longtask' });
    let last = performance.now();
    const loop = (t: number) => {
      w.__frames.push(t - last);
      last = t;
      if (!w.__stop) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  });
  await page.getByTestId('route-play').click();
  await expect(page.getByTestId('route-play')).toHaveAttribute('data-playing', 'true');
  await page.waitForTimeout(3000);
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __stop: boolean; __long: number[] };
    w.__stop = true;
    return { frames: w.__frames.slice(2), long: w.__long };
  });
  await page.getByTestId('route-play').click();
  const moved = Number(/(\d+) \//.exec((await index.textContent()) ?? '')![1]);
  // 5 points a second for about 3 s: some 15 points, never all at once.
  expect(moved).toBeGreaterThan(8);
  expect(moved).toBeLessThan(30);
  const worst = Math.max(...frames.frames);
  console.log(
    `eco playback: ${frames.frames.length} frames, worst ${worst.toFixed(1)} ms; long tasks ${frames.long.map((d) => d.toFixed(0)).join(', ') || 'none'}`,
  );
  // The budget is on the page's own work: no main-thread task over 50 ms while playing. (The
  // rAF gaps also count time the browser was not scheduled at all on a loaded machine.)
  // On a machine whose CPUs are oversubscribed (other runs beside this one) the figure measures
  // the scheduler, not the page: it is then recorded as an annotation instead of judged.
  const load = os.loadavg()[0] / os.cpus().length;
  if (load < 1.5) expect(Math.max(0, ...frames.long)).toBeLessThan(50);
  else
    test.info().annotations.push({
      type: 'frame-budget-not-judged',
      description: `load ${load.toFixed(1)} per CPU; worst frame ${worst.toFixed(0)} ms`,
    });
  await expect(page.getByTestId('eco-stat-point')).toContainText(`${moved} / ${total}`);
  await screenshot(page, 'eco-05-transgression-playback');

  // Empty state: a range without data (a day in 2020).
  const empty = new URLSearchParams({
    vid: String(v.id),
    from_date: '2020-01-01 00:00:00',
    to_date: '2020-01-01 23:59:59',
  });
  await page.goto(`/ecodriving/report15?${empty.toString()}`);
  await expect(page.getByTestId('eco-empty')).toBeVisible();
  await expect(page.getByTestId('eco-empty')).toContainText('Brak danych za wybrany okres');
  await screenshot(page, 'eco-06-empty');
});

/** The rail vehicles of the demo fleet: the only ones whose recorders send traction energy. */
const RAIL = ['E6ACTa-016', 'EN76-022'];
/** Quantity columns name their unit; the date and the meter number have none. */
const UNITLESS = ['Data wpisu', 'Numer licznika'];
const UNIT = /\[(kWh|kW|km\/h|°)\]$/;

/** The grid's header titles, and those drawn cut (ellipsis) or without their unit. */
async function gridTitles(page: Page) {
  const heads = page.getByTestId('eco-grid').locator('.ag-header-cell-text');
  await expect(heads.first()).toBeVisible();
  const titles = await heads.evaluateAll((els) =>
    els.map((e) => ({ text: (e.textContent ?? '').trim(), cut: e.scrollWidth > e.clientWidth + 1 })),
  );
  return {
    titles: titles.map((t) => t.text),
    cut: titles.filter((t) => t.cut).map((t) => t.text),
    noUnit: titles.filter((t) => !UNITLESS.includes(t.text) && !UNIT.test(t.text)).map((t) => t.text),
  };
}

/** The chart's box against the window: whole on the first screen. */
async function chartInView(page: Page) {
  const chart = page.getByTestId('eco-chart');
  await expect(chart.locator('canvas').first()).toBeVisible();
  const box = (await chart.boundingBox())!;
  const vp = page.viewportSize()!;
  expect(box.height, 'the chart has room to read').toBeGreaterThanOrEqual(150);
  expect(box.y, JSON.stringify(box)).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, JSON.stringify(box)).toBeLessThanOrEqual(vp.height);
  expect(box.x + box.width, JSON.stringify(box)).toBeLessThanOrEqual(vp.width);
}

/** Scroll areas (content taller than the box, overflow auto/scroll) of the screen that sit inside another. */
async function nestedScrollAreas(page: Page) {
  return page.getByTestId('eco-page').evaluate((root) => {
    const scrolls = (e: Element) =>
      e.scrollHeight > e.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(e).overflowY);
    const areas = [root, ...Array.from(root.querySelectorAll('*'))].filter(scrolls);
    return areas
      .filter((a) => areas.some((b) => b !== a && b.contains(a)))
      .map((a) => `${a.className} in ${areas.find((b) => b !== a && b.contains(a))!.className}`);
  });
}

for (const size of [
  { width: 1280, height: 720 },
  { width: 1600, height: 900 },
]) {
  test(`eco-driving layouts at ${size.width}×${size.height}: picker, charts on the first screen, units`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const fleet = await signInForFleet(page);
    const { v, day } = await locoDay(page, fleet);
    const tag = `${size.width}x${size.height}`;

    // The picker: exactly the rail vehicles, each with energy data; a car has none.
    await page.evaluate(() => localStorage.removeItem('routeForm'));
    await page.goto('/ecodriving/report15');
    await expect(page.locator('.eco-dialog .ant-modal')).toBeVisible();
    await page.getByTestId('eco-vehicle').click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(options.first()).toBeVisible();
    expect((await options.allInnerTexts()).map((x) => x.trim()).sort()).toEqual(RAIL);
    await screenshot(page, `eco-07-picker-${tag}`);
    await page.keyboard.press('Escape');
    const hasEnergy = async (id: number) =>
      page.evaluate(
        async ({ id, day }) => {
          const body = new URLSearchParams({
            id: String(id),
            from_date: `${day} 00:00:00`,
            to_date: `${day} 23:59:59`,
          });
          const res = await fetch('/app/ecodriving/report15', { method: 'POST', body, credentials: 'include' });
          return ((await res.json()) as { info: { has_energy: boolean } }).info.has_energy;
        },
        { id, day },
      );
    for (const regno of RAIL) expect(await hasEnergy(fleet.find((x) => x.regno === regno)!.id), regno).toBe(true);
    const car = fleet.find((x) => !RAIL.includes(x.regno) && x.lat !== null)!;
    expect(await hasEnergy(car.id), car.regno).toBe(false);

    // report1 and report15 over the locomotive's day: the chart on the first screen, one scroll
    // area (the grid's rows), every title with its unit, none cut.
    for (const type of ['report1', 'report15'] as const) {
      const q = new URLSearchParams({ vid: String(v.id), from_date: `${day} 00:00:00`, to_date: `${day} 23:59:59` });
      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === `/app/ecodriving/${type}`);
      await page.goto(`/ecodriving/${type}?${q.toString()}`);
      expect((await answer).ok()).toBe(true);
      await expect(page.getByTestId('eco-page')).toHaveAttribute('data-state', 'ok');
      await expect(page.getByTestId('loader')).toHaveCount(0);
      await expect(page.getByTestId('eco-grid').locator('.ag-row').first()).toBeVisible();
      await chartInView(page);
      expect(await nestedScrollAreas(page)).toEqual([]);
      const body = page.locator('.eco-body');
      expect(await body.evaluate((e) => e.scrollHeight <= e.clientHeight + 1)).toBe(true);
      const { titles, cut, noUnit } = await gridTitles(page);
      expect(titles.length).toBeGreaterThanOrEqual(3);
      expect(noUnit).toEqual([]);
      expect(cut).toEqual([]);
      await screenshot(page, `eco-08-${type}-${tag}`);
    }
    // The units each report shows (spec 2 §9 columns).
    expect((await gridTitles(page)).titles).toEqual(['Data wpisu', 'Moc średnia [kW]', 'Energia zużyta [kWh]']);

    // Transgression with the default toggles (charts and tables on): the chart whole on screen.
    const q = new URLSearchParams({ vid: String(v.id), from_date: `${day} 00:00:00`, to_date: `${day} 23:59:59` });
    await page.goto(`/ecodriving/transgression?${q.toString()}`);
    await expect(page.getByTestId('eco-view-transgression')).toBeVisible();
    await expect(page.getByTestId('eco-toggle-chart')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('eco-toggle-grid')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('eco-grid')).toBeVisible();
    await chartInView(page);
    const map = (await page.getByTestId('eco-map').boundingBox())!;
    expect(map.height, 'the map keeps room').toBeGreaterThanOrEqual(130);
    const t = await gridTitles(page);
    expect(t.noUnit).toEqual([]);
    expect(t.cut).toEqual([]);
    expect(t.titles).toEqual([
      'Data wpisu',
      'Moc średnia [kW]',
      'Moc zamówiona [kW]',
      'Przekroczenie mocy zamówionej [kW]',
      'Numer licznika',
    ]);
    await screenshot(page, `eco-09-transgression-${tag}`);
  });
}
