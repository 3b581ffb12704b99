import { expect, test, type Locator, type Page } from '@playwright/test';
import { dayString, screenshot, signIn } from './helpers';

/**
 * The vehicle list of the monitoring screen (spec 1 §2.7): the list fills from the demo fleet,
 * sorting cycles, the vehicle chooser hides and shows vehicles, inspection chips, context
 * menus and the monitoring settings dialog. One fresh server per run (scripts/e2e-server.mjs);
 * tests that change the user's settings or choice put them back before they end.
 */

const list = (page: Page) => page.getByTestId('vehicle-list');
const rows = (page: Page) => page.getByTestId('vehicle-row');

/** Rows in the list (0 while the empty text is shown); never waits for the list to appear. */
async function listCount(page: Page): Promise<number> {
  if ((await list(page).count()) === 0) return 0;
  return Number(await list(page).getAttribute('data-count'));
}

async function openMonitor(page: Page): Promise<number> {
  await signIn(page, 'demo', 'admin');
  await expect(list(page).or(page.getByTestId('vehicle-list-empty'))).toBeVisible();
  // A run stopped half-way may have left the user's choice empty: put every vehicle back.
  if (await page.getByTestId('vehicle-list-empty').isVisible()) await showAllVehicles(page);
  await expect.poll(() => listCount(page)).toBeGreaterThan(0);
  return listCount(page);
}

/** Registrations of the rendered rows, in list order ('12. WR 12345' → 'WR 12345'). */
async function shownRegnos(page: Page): Promise<string[]> {
  const titles = await page.getByTestId('vehicle-title').allInnerTexts();
  return titles.map((t) => t.replace(/^\d+\.\s*/, ''));
}

/** Picks a key in the sort menu and waits for the sort it should give and for the menu to close. */
async function chooseSort(page: Page, key: string, expected: string) {
  const openMenus = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await expect(openMenus).toHaveCount(0);
  await page.getByTestId('sort-menu').click();
  await page.getByTestId(`sort-${key}`).click();
  await expect(page.getByTestId('sort-menu')).toHaveAttribute('data-sort', expected);
  await expect(openMenus).toHaveCount(0);
}

const collator = new Intl.Collator('pl', { numeric: true, sensitivity: 'base' });

/** The column of the transfer window: 0 'Ukryte', 1 'Widoczne'. */
function column(chooser: Locator, index: 0 | 1): Locator {
  return chooser.locator('.ant-transfer-section').nth(index);
}

async function saveChooser(page: Page, testId: string) {
  await page.getByTestId(`${testId}-save`).click();
  await expect(page.getByTestId(testId)).toBeHidden();
}

/** Moves every vehicle to 'Widoczne' and saves (also undoes a run that stopped half-way). */
async function showAllVehicles(page: Page): Promise<number> {
  await page.getByTestId('choose-vehicles').click();
  const chooser = page.getByTestId('vehicle-chooser');
  await expect(column(chooser, 1)).toContainText('Widoczne');
  const hidden = column(chooser, 0).getByTestId('chooser-item');
  if ((await hidden.count()) > 0) {
    await column(chooser, 0).locator('.ant-transfer-list-header .ant-checkbox-input').check();
    await chooser.locator('.ant-transfer-actions button').nth(0).click();
  }
  await expect(hidden).toHaveCount(0);
  const total = await column(chooser, 1).getByTestId('chooser-item').count();
  await saveChooser(page, 'vehicle-chooser');
  await expect.poll(() => listCount(page)).toBe(total);
  return total;
}

test.describe('vehicle list', () => {
  // Several saves and new tabs per test: room for a loaded CI machine.
  test.describe.configure({ timeout: 90_000 });

  test('fills from the demo fleet with numbered, selectable items', async ({ page }) => {
    const count = await openMonitor(page);
    expect(count).toBeGreaterThanOrEqual(10);
    await expect(page.getByTestId('vehicle-count')).toHaveText(`Pojazdy: ${count}`);
    const first = rows(page).first();
    await expect(first.getByTestId('vehicle-title')).toHaveText(/^1\. \S/);
    // Every item has its status wording with the time in state and its signal icons.
    await expect(first.getByTestId('vehicle-status')).toHaveText(
      /^(Jazda|Postój|Zatrzymanie|Silnik (za|wy)łączony|Wyłącznik szybki (za|wy)łączony|Ogniwa (za|wy)łączone) \(((\d+ (dzień|dni), )?\d+h:)?\d\dm\)$/,
    );
    await expect(first.getByTestId('vehicle-antenna')).toBeVisible();
    await expect(first.getByTestId('vehicle-power')).toHaveAttribute('title', /^(Zasilanie: (OK|BRAK)|Bateria: .*)$/);
    // Addresses arrive through the geocode queue ('Pobieram...' meanwhile).
    await expect(first.getByTestId('vehicle-address')).not.toHaveText(/Pobieram/, { timeout: 15_000 });

    const selectable = page.locator('[data-testid="vehicle-item"]:not([aria-disabled="true"])').first();
    await selectable.click();
    await expect(selectable).toHaveAttribute('data-selected', '1');
    await expect(page.getByTestId('today-route')).toBeEnabled();
    await screenshot(page, 'list-01-standard');
  });

  test('a vehicle selected on the map is scrolled into view and highlighted', async ({ page }) => {
    // The map puts its OpenLayers instance on window.__namiarMap when this flag is set.
    await page.addInitScript(() => localStorage.setItem('namiar.exposeMap', '1'));
    const answer = page.waitForResponse((r) => r.url().endsWith('/app/monit'));
    await openMonitor(page);
    const { m } = (await (await answer).json()) as {
      m: { id: number; lat: number | null; lon: number | null; dt: string | null; vtp: number; age: number | null }[];
    };
    // The last vehicle of the list that is drawn: far below the rows in view.
    const target = [...m].reverse().find((v) => v.lat !== null && v.lon !== null && v.dt !== null && v.vtp !== 13)!;
    expect(target).toBeTruthy();
    await expect(page.getByTestId('monit-map')).toHaveAttribute('data-ready', '1', { timeout: 30_000 });
    const pixel = await page.evaluate(
      ({ lat, lon }) => {
        const x = (lon * 20037508.34) / 180;
        const y = ((Math.log(Math.tan(((90 + lat) * Math.PI) / 360)) / (Math.PI / 180)) * 20037508.34) / 180;
        type TestMap = {
          getView(): { setCenter(c: number[]): void; setZoom(z: number): void };
          renderSync(): void;
          getPixelFromCoordinate(c: number[]): number[];
        };
        const map = (window as unknown as { __namiarMap: TestMap }).__namiarMap;
        map.getView().setCenter([x, y]);
        map.getView().setZoom(18);
        map.renderSync();
        return map.getPixelFromCoordinate([x, y]);
      },
      target as { lat: number; lon: number },
    );
    const box = (await page.getByTestId('monit-map').boundingBox())!;
    await page.mouse.click(box.x + pixel[0], box.y + pixel[1]);

    const row = page.locator(`[data-testid="vehicle-row"][data-vid="${target.id}"]`);
    await expect(row.getByTestId('vehicle-item')).toHaveAttribute('data-selected', '1');
    const listBox = (await list(page).boundingBox())!;
    const rowBox = (await row.boundingBox())!;
    expect(rowBox.y).toBeGreaterThanOrEqual(listBox.y - 1);
    expect(rowBox.y + rowBox.height).toBeLessThanOrEqual(listBox.y + listBox.height + 1);
  });

  test('sorting by name, speed and date cycles none → asc → desc → none', async ({ page }) => {
    await openMonitor(page);
    await expect(page.getByTestId('today-route')).toBeDisabled();
    const initial = await shownRegnos(page);

    await chooseSort(page, 'regno', 'regno:asc');
    const asc = await shownRegnos(page);
    expect(asc).toEqual([...asc].sort(collator.compare));
    await expect(rows(page).first().getByTestId('vehicle-title')).toHaveText(/^1\. /);

    await chooseSort(page, 'regno', 'regno:desc');
    const desc = await shownRegnos(page);
    expect(desc).toEqual([...desc].sort(collator.compare).reverse());
    expect(desc[0]).not.toBe(asc[0]);

    // Back to the server's order. The virtual list renders the rows that fit (plus overscan): a
    // live update that makes a row taller or shorter meanwhile changes how many, not their order.
    await chooseSort(page, 'regno', 'none');
    const back = await shownRegnos(page);
    const common = Math.min(back.length, initial.length);
    expect(common).toBeGreaterThanOrEqual(8);
    expect(back.slice(0, common)).toEqual(initial.slice(0, common));

    // Speed descending: the shown speeds never grow down the list.
    await chooseSort(page, 'v', 'v:asc');
    await chooseSort(page, 'v', 'v:desc');
    const speeds = (await page.getByTestId('vehicle-value-speed').allInnerTexts()).map((t) =>
      Number(t.replace(/[^\d,]/g, '').replace(',', '.')),
    );
    expect(speeds.length).toBeGreaterThan(3);
    for (let i = 1; i < speeds.length; i++) expect(speeds[i]).toBeLessThanOrEqual(speeds[i - 1]);

    // Choosing another key starts it ascending; only one key sorts at a time.
    await chooseSort(page, 'dt', 'dt:asc');
    await page.getByTestId('sort-menu').click();
    await expect(page.getByTestId('sort-dt')).toHaveAttribute('data-dir', 'asc');
    await expect(page.getByTestId('sort-v')).toHaveAttribute('data-dir', 'none');
    await screenshot(page, 'list-02-sort-menu');
    await page.keyboard.press('Escape');
  });

  test('the chooser hides a vehicle, an empty choice empties the list, then all come back', async ({ page }) => {
    await openMonitor(page);
    const count = await showAllVehicles(page);
    await page.getByTestId('choose-vehicles').click();
    const chooser = page.getByTestId('vehicle-chooser');
    await expect(chooser).toBeVisible();
    await expect(page.getByText('Wybierz pojazdy', { exact: true }).last()).toBeVisible();
    await expect(column(chooser, 1)).toContainText('Widoczne');
    await expect(column(chooser, 0)).toContainText('Ukryte');
    const visibleItems = column(chooser, 1).getByTestId('chooser-item');
    await expect(visibleItems).toHaveCount(count);

    // The filter narrows the column.
    const firstRegno = (await visibleItems.first().innerText()).trim();
    await column(chooser, 1).getByPlaceholder('Filtruj').fill(firstRegno);
    await expect(visibleItems).toHaveCount(1);
    await visibleItems.first().click();
    await chooser.locator('.ant-transfer-actions button').nth(1).click();
    await expect(column(chooser, 0).getByTestId('chooser-item')).toHaveText([firstRegno]);
    await screenshot(page, 'list-03-chooser');
    await saveChooser(page, 'vehicle-chooser');
    await expect.poll(() => listCount(page)).toBe(count - 1);
    expect(await shownRegnos(page)).not.toContain(firstRegno);

    // Empty selection is allowed: the list shows its empty text.
    await page.getByTestId('choose-vehicles').click();
    await expect(column(chooser, 1).getByTestId('chooser-item')).toHaveCount(count - 1);
    await column(chooser, 1).locator('.ant-transfer-list-header .ant-checkbox-input').check();
    await chooser.locator('.ant-transfer-actions button').nth(1).click();
    await expect(chooser.getByText('Kolumna „Widoczne” jest pusta', { exact: false })).toBeVisible();
    await saveChooser(page, 'vehicle-chooser');
    await expect(page.getByTestId('vehicle-list-empty')).toContainText('Brak pojazdów do wyświetlenia');
    await screenshot(page, 'list-04-empty');

    // Everything back.
    expect(await showAllVehicles(page)).toBe(count);
  });

  test('inspection chips show the inspection on hover and have their own menu', async ({ page }) => {
    await openMonitor(page);
    const chip = page.getByTestId('inspection-chip').first();
    await expect(chip).toBeVisible();
    await expect(chip).toHaveText(/^[PW]\d+$/);
    await chip.hover();
    const info = page.getByTestId('inspection-info');
    await expect(info).toBeVisible();
    expect((await info.innerText()).trim().length).toBeGreaterThan(5);
    await page.waitForTimeout(400); // let the popover finish fading in for the picture
    await screenshot(page, 'list-05-inspection-popover');
    // Leaving the chip closes the description.
    await page.mouse.move(900, 700);
    await expect(info).toBeHidden();

    await chip.click({ button: 'right' });
    const menu = page.getByTestId('inspection-menu');
    await expect(menu).toBeVisible();
    await expect(menu).toContainText('Edytuj przegląd');
    await expect(menu).toContainText(/Wykonaj (\/ Zatrzymaj \/ Wznów )?przegląd/);
    const popup = page.waitForEvent('popup');
    await menu.getByText('Edytuj przegląd').click();
    const tab = await popup;
    expect(new URL(tab.url()).pathname).toMatch(/^\/inspections\/e[pw]\/id\/\d+\/0$/);
    await tab.close();
    await expect(menu).toBeHidden();
  });

  test('a row that grows pushes the rows under it down at once (they never cover it)', async ({ page }) => {
    await openMonitor(page);
    await expect(rows(page).nth(1)).toBeVisible();
    // Grown and read in one task: before any resize observer could measure the row again.
    const gap = await page.evaluate(() => {
      const [first, second] = Array.from(document.querySelectorAll<HTMLElement>('[data-testid="vehicle-row"]'));
      const extra = document.createElement('div');
      extra.style.height = '120px';
      first.firstElementChild!.appendChild(extra);
      const gapPx = second.getBoundingClientRect().top - first.getBoundingClientRect().bottom;
      extra.remove();
      return gapPx;
    });
    expect(gap).toBeGreaterThanOrEqual(-0.5);
  });

  test('a breathalyser-type input opens its events table after 0.5 s', async ({ page }) => {
    // The demo fleet has no type-7 input: the real answer gets one on its first vehicle.
    await page.route('**/app/monit', async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as { m?: Record<string, unknown>[] };
      if (answer.m?.[0]) Object.assign(answer.m[0], { i1: 0, it1: 7, id1: 'Alkomat' });
      await route.fulfill({ response, json: answer });
    });
    await openMonitor(page);
    const badge = rows(page).first().locator('[data-testid="vehicle-io"][data-label="I1"]');
    await expect(badge).toHaveAttribute('data-class', 'breath');

    const requested = page.waitForRequest((r) => r.url().endsWith('/app/monit/inputEvents/'));
    const start = Date.now();
    await badge.hover();
    const request = await requested;
    // 500 ms of hovering, then the request 100 ms after the table opened.
    expect(Date.now() - start).toBeGreaterThanOrEqual(600);
    expect(new URLSearchParams(request.postData() ?? '').get('n')).toBe('1');
    const table = page.getByTestId('io-events');
    await expect(table).toBeVisible();
    await expect(page.getByText('Ostatnie zdarzenia: Wejście 1 (Alkomat)')).toBeVisible();
    await expect(table.locator('thead')).toContainText('Identyfikator kierowcy');
    await expect(table.locator('.ant-table-row').or(table.getByText('Brak danych'))).not.toHaveCount(0);
    await page.waitForTimeout(300);
    await screenshot(page, 'list-12-io-events');

    // A short pass over the badge opens nothing.
    await page.mouse.move(900, 400);
    await expect(table).toBeHidden();
  });

  test('the vehicle context menu opens routes, maps, new POI/base and the route preview', async ({ page }) => {
    await openMonitor(page);
    const item = page.locator('[data-testid="vehicle-item"]:not([aria-disabled="true"])').first();
    await item.click({ button: 'right' });
    const menu = page.getByTestId('vehicle-menu');
    await expect(menu).toBeVisible();
    for (const label of [
      'Raport trasy',
      'Raport trasy z bieżącego dnia',
      'Pokaż pozycję w Mapach Google',
      'Dodaj POI w pozycji pojazdu',
      'Dodaj bazę w pozycji pojazdu',
      'Trasa z podglądem',
    ]) {
      await expect(menu.getByText(label, { exact: true })).toBeVisible();
    }
    await screenshot(page, 'list-06-vehicle-menu');

    const day = dayString();
    let popup = page.waitForEvent('popup');
    await menu.getByText('Raport trasy z bieżącego dnia').click();
    let tab = await popup;
    const route = new URL(tab.url());
    expect(route.pathname).toBe('/route');
    expect(route.searchParams.get('vid')).toMatch(/^\d+$/);
    expect(route.searchParams.get('from_date')).toBe(`${day} 00:00:00`);
    expect(route.searchParams.get('to_date')).toBe(`${day} 23:59:59`);
    await tab.close();

    await item.click({ button: 'right' });
    popup = page.waitForEvent('popup');
    await menu.getByText('Dodaj POI w pozycji pojazdu').click();
    tab = await popup;
    expect(tab.url()).toMatch(/\/poi\/new\?lat=-?\d+\.\d{6}&lon=-?\d+\.\d{6}$/);
    await tab.close();

    // The maps service is outside (and offline here): answer it locally, the address is what counts.
    await page
      .context()
      .route('https://www.google.com/**', (r) => r.fulfill({ body: 'maps', contentType: 'text/plain' }));
    await item.click({ button: 'right' });
    popup = page.waitForEvent('popup');
    await menu.getByText('Pokaż pozycję w Mapach Google').click();
    tab = await popup;
    expect(tab.url()).toContain('google.com/maps');
    await tab.close();

    // Route with preview selects the vehicle and opens the route widget.
    await item.click({ button: 'right' });
    await menu.getByText('Trasa z podglądem').click();
    await expect(item).toHaveAttribute('data-selected', '1');
    await expect(page.getByTestId('route-widget')).not.toHaveAttribute('data-state', 'closed');

    // A right click near the page bottom opens the menu 250 px above it; a click outside closes it.
    await page.mouse.click(150, 780, { button: 'right' });
    await expect(menu).toBeVisible();
    expect((await menu.boundingBox())!.y).toBe(800 - 250);
    await screenshot(page, 'list-07-vehicle-menu-bottom');
    await page.mouse.click(700, 20);
    await expect(menu).toBeHidden();
  });

  test('the settings dialog toggles list fields and the wide mode', async ({ page }) => {
    await openMonitor(page);
    await expect(page.getByTestId('vehicle-date')).toHaveCount(0);
    await page.getByTestId('monit-settings').click();
    const dialog = page.locator('.msettings-dialog .ant-modal');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Ustawienia monitoringu')).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Lista pojazdów' })).toBeVisible();
    await page.getByTestId('msettings-monit-vl-date').check();
    await page.getByTestId('msettings-monit-vl-driver').check();
    await dialog.getByText('Szeroki').click();
    await screenshot(page, 'list-08-settings-list-tab');
    await dialog.getByRole('tab', { name: 'Mapa' }).click();
    await expect(page.getByTestId('msettings-monit-clustering')).toBeVisible();
    await screenshot(page, 'list-09-settings-map-tab');
    await page.getByTestId('msettings-save').click();
    await expect(page.getByText('Ustawienia zapisane')).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(page.getByTestId('vehicle-list-panel')).toHaveAttribute('data-mode', 'wide');
    await expect(page.getByTestId('vehicle-date').first()).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const width = (await page.locator('.monit-list').boundingBox())!.width;
    expect(width).toBeGreaterThan(500);
    await screenshot(page, 'list-10-wide');

    // A cancelled edit changes nothing; then the defaults are put back.
    await page.getByTestId('monit-settings').click();
    await page.getByTestId('msettings-monit-vl-date').uncheck();
    await page.getByTestId('msettings-cancel').click();
    await expect(page.getByTestId('vehicle-date').first()).toBeVisible();
    await page.getByTestId('monit-settings').click();
    await expect(page.getByTestId('msettings-monit-vl-date')).toBeChecked();
    await page.getByTestId('msettings-monit-vl-date').uncheck();
    await page.getByTestId('msettings-monit-vl-driver').uncheck();
    await dialog.getByText('Standardowy').click();
    await page.getByTestId('msettings-save').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('vehicle-date')).toHaveCount(0);
    await expect(page.getByTestId('vehicle-list-panel')).toHaveAttribute('data-mode', 'standard');
  });

  test('the search box filters by registration and place; compact mode fits at least 12 vehicles at 1280×720', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const total = await openMonitor(page);
    const search = page.getByRole('textbox', { name: 'Szukaj: rejestracja, kierowca, miejsce' });
    const [first] = await shownRegnos(page);
    // Part of a registration, typed without its space and in lower case.
    await search.fill(first.replace(/\s+/g, '').slice(0, 5).toLowerCase());
    await expect.poll(() => listCount(page)).toBeLessThan(total);
    expect(await shownRegnos(page)).toContain(first);
    const found = await listCount(page);
    await expect(page.getByTestId('vehicle-count')).toHaveText(`Pojazdy: ${found} z ${total}`);
    await screenshot(page, 'list-11-search');

    await search.fill('nie ma takiego pojazdu');
    await expect(page.getByTestId('vehicle-list-no-match')).toContainText(
      'Brak pojazdów pasujących do „nie ma takiego pojazdu”',
    );
    await search.fill('');
    await expect.poll(() => listCount(page)).toBe(total);
    await expect(page.getByTestId('vehicle-count')).toHaveText(`Pojazdy: ${total}`);

    await page.getByTestId('list-compact').click();
    await expect(page.getByTestId('vehicle-list-panel')).toHaveAttribute('data-mode', 'compact');
    const listBox = (await list(page).boundingBox())!;
    const boxes = await rows(page).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()));
    const whole = boxes.filter(
      (b: DOMRect) => b.top >= listBox.y - 1 && b.bottom <= listBox.y + listBox.height + 1 && b.height < 40,
    );
    expect(whole.length).toBeGreaterThanOrEqual(12);
    await screenshot(page, 'list-12-compact-720');
    // The choice is saved: it is still compact after a reload; then put back.
    await page.reload();
    await expect(page.getByTestId('vehicle-list-panel')).toHaveAttribute('data-mode', 'compact');
    await page.getByTestId('list-compact').click();
    await expect(page.getByTestId('vehicle-list-panel')).toHaveAttribute('data-mode', 'standard');
  });

  test('the toolbar opens the POI chooser and refreshes the monitor', async ({ page }) => {
    await openMonitor(page);
    await page.getByTestId('choose-poi').click();
    const chooser = page.getByTestId('poi-chooser');
    await expect(chooser).toBeVisible();
    await expect(column(chooser, 0)).toContainText('Ukryte');
    const shown = column(chooser, 1).getByTestId('chooser-item');
    await expect(shown.first()).toBeVisible();
    if ((await column(chooser, 0).getByTestId('chooser-item').count()) > 0) {
      // A run stopped half-way left a POI hidden: show everything first.
      await column(chooser, 0).locator('.ant-transfer-list-header .ant-checkbox-input').check();
      await chooser.locator('.ant-transfer-actions button').nth(0).click();
      await saveChooser(page, 'poi-chooser');
      await page.getByTestId('choose-poi').click();
    }
    const total = await shown.count();
    // 'Widoczne' lists by name, whatever order the server answered in.
    const names = (await shown.allInnerTexts()).map((t) => t.replace(/ · .*$/, '').trim());
    expect(names).toEqual([...names].sort(collator.compare));
    await screenshot(page, 'list-11-poi-chooser');
    await page.getByTestId('poi-chooser-cancel').click();
    await expect(chooser).toBeHidden();

    // Hide one POI, save (the map's POI list reloads), and find it under 'Ukryte' next time.
    await page.getByTestId('choose-poi').click();
    await shown.first().click();
    await chooser.locator('.ant-transfer-actions button').nth(1).click();
    const reload = page.waitForResponse((r) => r.url().endsWith('/app/poi/map/save'));
    await saveChooser(page, 'poi-chooser');
    expect((await reload).ok()).toBe(true);
    await page.getByTestId('choose-poi').click();
    await expect(column(chooser, 0).getByTestId('chooser-item')).toHaveCount(1);
    await expect(shown).toHaveCount(total - 1);
    // And back.
    await column(chooser, 0).getByTestId('chooser-item').first().click();
    await chooser.locator('.ant-transfer-actions button').nth(0).click();
    await expect(shown).toHaveCount(total);
    await saveChooser(page, 'poi-chooser');

    const request = page.waitForRequest((r) => r.url().endsWith('/app/monit') && r.method() === 'POST');
    await page.getByTestId('monit-refresh').click();
    await request;
    const popup = page.waitForEvent('popup');
    await page.getByTestId('add-poi').click();
    expect(new URL((await popup).url()).pathname).toBe('/poi/new');
  });
});
