import { expect, test, type Locator, type Page } from '@playwright/test';
import { exposeMaps, screenshot, signIn } from './helpers';

/**
 * Own points and bases as a user works with them (spec 3 §2.3, §2.4, §4, §5, §8, §9): the lists,
 * the editors with their five tabs, drawing on the map ('Rysuj', the shape, 'Zatwierdź',
 * 'Anuluj'), validation, 'Cofnij zmiany', delete with its confirmation, and the monitor's
 * right-click 'Dodaj POI' opening the editor filled.
 */

test.describe.configure({ timeout: 90_000 });

const rows = (list: Locator) => list.locator('.ag-row');
const fieldError = (page: Page, text: string) => page.locator('.ant-form-item-explain-error', { hasText: text });
/** A number field's value; the coordinate fields show a decimal comma. */
const numberIn = async (field: Locator) => Number((await field.inputValue()).replace(',', '.'));

async function ready(page: Page, testId: string) {
  await expect(page.getByTestId(testId)).toHaveAttribute('data-ready', '1');
}

/** Picks an option of an antd Select by its text. */
async function choose(page: Page, select: Locator, text: string) {
  await select.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
}

/** The page pixel of a [lon, lat] on the editor's map (exposed by MapView's test hook). */
async function pixelOf(page: Page, lon: number, lat: number): Promise<{ x: number; y: number }> {
  const map = page.getByTestId('area-map');
  const box = (await map.boundingBox())!;
  const [x, y] = await page.evaluate(
    ([lo, la]) => {
      type TestMap = { getPixelFromCoordinate(c: number[]): number[] };
      const m = (window as unknown as { __namiarMap: TestMap }).__namiarMap;
      // EPSG:3857 of [lon, lat] (the map's projection).
      const r = 6378137;
      const mx = (lo * Math.PI * r) / 180;
      const my = r * Math.log(Math.tan(Math.PI / 4 + (la * Math.PI) / 360));
      return m.getPixelFromCoordinate([mx, my]);
    },
    [lon, lat],
  );
  return { x: box.x + x, y: box.y + y };
}

async function clickMap(page: Page, lon: number, lat: number, dbl = false) {
  const p = await pixelOf(page, lon, lat);
  if (dbl) await page.mouse.dblclick(p.x, p.y);
  else await page.mouse.click(p.x, p.y);
}

test('own points: draw a circle, validation, undo, edit, delete', async ({ page }) => {
  await exposeMaps(page);
  await signIn(page, 'demo', 'admin');
  await page.goto('/poi');
  const list = page.getByTestId('poi-list');
  await expect(rows(list).filter({ hasText: 'Magazyn Warszawa Janki' })).toBeVisible();
  await screenshot(page, 'areas-01-poi-list');

  await page.getByTestId('record-add').click();
  await expect(page).toHaveURL(/\/poi\/new$/);
  await ready(page, 'poi-edit');
  await expect(page.getByTestId('record-title')).toHaveText('Dodaj punkt własny');

  // Nothing given: refused next to the name, nothing sent.
  await page.getByTestId('record-save').click();
  await expect(page.getByText('Uzupełnij poprawnie dane').first()).toBeVisible();
  await expect(fieldError(page, 'Nazwa obiektu jest wymagana')).toBeVisible();
  await page.getByTestId('area-name').fill('Klient testowy Wola');
  await choose(page, page.getByTestId('area-type'), 'Parking');

  // The map tab: POI defaults (spec 3 §9), no area yet, the shape selector off until 'Rysuj'.
  await page.getByRole('tab', { name: 'Mapa' }).click();
  const tab = page.getByTestId('area-map-tab');
  await expect(tab).toHaveAttribute('data-drawing', '0');
  await expect(page.getByTestId('area-shape-summary')).toContainText('Brak obszaru');
  await expect(page.getByTestId('area-shape')).toHaveClass(/ant-select-disabled/);
  await page.getByTestId('area-draw').click();
  await expect(tab).toHaveAttribute('data-drawing', '1');
  await expect(page.getByTestId('area-map')).toHaveClass(/area-map-drawing/);
  await expect(page.getByTestId('area-draw-hint')).toContainText('Kliknij środek koła');
  // Zoomed out at zoom 6: a click and a second one about 0.1° east draw a few-km circle.
  await clickMap(page, 20.95, 52.23);
  await clickMap(page, 21.0, 52.23);
  await expect(page.getByTestId('area-map')).toHaveAttribute('data-sketch', '1');
  await screenshot(page, 'areas-02-poi-drawing');
  await page.getByTestId('area-apply').click();
  await expect(tab).toHaveAttribute('data-drawing', '0');
  await expect(page.getByTestId('area-shape-summary')).toContainText('Koło o promieniu');
  const lat = await numberIn(page.getByTestId('area-lat'));
  expect(lat).toBeCloseTo(52.23, 1);
  await expect(page.getByTestId('area-lat')).toBeEnabled();
  // A decimal comma is taken as the decimal point (spec 3 §5); the reopened record shows it back.
  await page.getByTestId('area-lat').fill('52,2297');
  // The address tab was filled from the circle's centre (the server's offline gazetteer).
  await page.getByRole('tab', { name: 'Dane adresowe' }).click();
  await expect(page.getByTestId('area-city')).not.toHaveValue('');
  await screenshot(page, 'areas-03-poi-address');

  // A radius the server refuses: its message next to the field, nothing stored.
  await page.getByRole('tab', { name: 'Mapa' }).click();
  await page.getByTestId('area-radius').fill('0');
  await page.getByTestId('record-save').click();
  await expect(fieldError(page, 'Promień musi być liczbą całkowitą metrów')).toBeVisible();
  await page.getByTestId('area-radius').fill('350');
  await page.getByRole('tab', { name: 'Przypisane pojazdy' }).click();
  await page.getByTestId('area-assign-vehicles').getByText('WX 4821K').click();
  await page.getByTestId('area-assign-vehicles').locator('.ant-transfer-actions button').first().click();
  await screenshot(page, 'areas-04-poi-vehicles');
  await page.getByTestId('record-save').click();
  await expect(page).toHaveURL(/\/poi$/);
  const created = rows(list).filter({ hasText: 'Klient testowy Wola' });
  await expect(created).toContainText('Parking');
  await expect(created).toContainText('WX 4821K');

  // Edit: 'Cofnij zmiany' brings back what was loaded; a kept edit shows in the list.
  await created.dblclick();
  await ready(page, 'poi-edit');
  await expect(page.getByTestId('record-subtitle')).toHaveText('Klient testowy Wola');
  await page.getByTestId('area-name').fill('Zmieniona nazwa');
  await expect(page.getByTestId('record-undo')).toBeVisible();
  await page.getByTestId('record-undo').click();
  await expect(page.getByTestId('area-name')).toHaveValue('Klient testowy Wola');
  await expect(page.getByTestId('record-undo')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Mapa' }).click();
  await expect(page.getByTestId('area-radius')).toHaveValue('350');
  await expect(page.getByTestId('area-lat')).toHaveValue('52,2297');
  // Drawing is stopped by 'Anuluj' and by leaving the tab; the area stays as it was.
  await page.getByTestId('area-draw').click();
  await expect(tab).toHaveAttribute('data-drawing', '1');
  await page.getByTestId('area-cancel').click();
  await expect(tab).toHaveAttribute('data-drawing', '0');
  await page.getByTestId('area-draw').click();
  await page.getByRole('tab', { name: 'Ogólne' }).click();
  await page.getByRole('tab', { name: 'Mapa' }).click();
  await expect(tab).toHaveAttribute('data-drawing', '0');
  await page.getByRole('tab', { name: 'Ogólne' }).click();
  await page.getByTestId('area-name').fill('Klient Wola');
  await page.getByTestId('record-save').click();
  await expect(page).toHaveURL(/\/poi$/);
  await expect(rows(list).filter({ hasText: 'Klient Wola' })).toBeVisible();

  // Delete from the list, after the spec's confirmation.
  await rows(list).filter({ hasText: 'Klient Wola' }).click();
  await page.getByTestId('record-delete-selected').click();
  await expect(
    page.getByText('Usunięcie punktu własnego jest permamentne. Jesteś pewien że chcesz usunąć: Klient Wola?'),
  ).toBeVisible();
  await screenshot(page, 'areas-05-poi-delete');
  await page.getByTestId('record-delete-confirm').click();
  await expect(rows(list).filter({ hasText: 'Klient Wola' })).toHaveCount(0);
});

test('own points: an unverified point is marked in the list, its editor and the vehicle editor', async ({ page }) => {
  await signIn(page, 'demo', 'admin');
  await page.goto('/poi');
  const list = page.getByTestId('poi-list');
  const row = rows(list).filter({ hasText: 'Magazyn Warszawa Janki' });
  const verifiedCell = row.locator('[col-id="verified"]');
  await expect(verifiedCell).toHaveText('Tak');
  const box = page.getByRole('checkbox', { name: 'Zweryfikowany' });

  // Unticked and saved, as an automatic point is made (docs/decisions.md 'Automatic own points').
  await row.dblclick();
  await ready(page, 'poi-edit');
  await expect(box).toBeChecked();
  await expect(page.getByTestId('area-unverified')).toHaveCount(0);
  await box.uncheck();
  await expect(page.getByTestId('area-unverified')).toBeVisible();
  await page.getByTestId('record-save').click();
  await expect(page).toHaveURL(/\/poi$/);
  await expect(verifiedCell).toHaveText('Nie');

  // The vehicle editor's 'Punkty własne' tags it.
  await page.goto('/vehicles');
  await page.getByTestId('vehicles-list').getByText('WX 4821K', { exact: true }).dblclick();
  await expect(page.getByTestId('vehicle-edit')).toHaveAttribute('data-ready', '1');
  await page.getByRole('tab', { name: 'Punkty własne', exact: true }).click();
  const tagged = page.getByTestId('vehicle-transfer-solid_objects').getByTestId('vehicle-area-unverified');
  await expect(tagged).toHaveCount(1);
  await expect(tagged).toContainText('Magazyn Warszawa Janki');
  await expect(tagged).toContainText('niezweryfikowany');
  await screenshot(page, 'areas-06-vehicle-unverified-poi');

  // Ticked and saved: verified again.
  await page.goto('/poi');
  await row.dblclick();
  await ready(page, 'poi-edit');
  await expect(page.getByTestId('area-unverified')).toBeVisible();
  await box.check();
  await page.getByTestId('record-save').click();
  await expect(page).toHaveURL(/\/poi$/);
  await expect(verifiedCell).toHaveText('Tak');
});

test('bases: draw a 5-point polygon, save, reopen, rename, save: still a polygon; delete names it', async ({
  page,
}) => {
  await exposeMaps(page);
  await signIn(page, 'demo', 'admin');
  await page.goto('/base');
  const list = page.getByTestId('base-list');
  await expect(rows(list).filter({ hasText: 'Baza Poznań Komorniki' })).toBeVisible();
  // Bases: only 'Dodaj nowy' (spec 3 §2.4).
  await expect(page.getByTestId('record-edit-selected')).toHaveCount(0);
  await expect(page.getByTestId('record-delete-selected')).toHaveCount(0);
  await screenshot(page, 'areas-06-base-list');

  await page.getByTestId('record-add').click();
  await ready(page, 'base-edit');
  await page.getByTestId('area-name').fill('Baza testowa Łowicz');
  await page.getByRole('tab', { name: 'Mapa' }).click();
  // Base map default: lat 52, lon 18, zoom 15 (spec 3 §9): draw a five-point polygon there.
  await page.getByTestId('area-draw').click();
  await choose(page, page.getByTestId('area-shape'), 'Wielokąt');
  await expect(page.getByTestId('area-draw-hint')).toContainText('Klikaj kolejne punkty');
  await clickMap(page, 17.997, 51.999);
  await clickMap(page, 18.003, 51.999);
  await clickMap(page, 18.004, 52.0005);
  await clickMap(page, 18.003, 52.002);
  await clickMap(page, 17.997, 52.002, true);
  await expect(page.getByTestId('area-map')).toHaveAttribute('data-sketch', '3');
  await screenshot(page, 'areas-07-base-polygon');
  await page.getByTestId('area-apply').click();
  // Polish plurals (issue 27): five points are 'punktów'.
  await expect(page.getByTestId('area-shape-summary')).toContainText('Wielokąt: 5 punktów');
  // Latitude and longitude are a circle's fields only.
  await expect(page.getByTestId('area-lat')).toBeDisabled();
  await expect(page.getByTestId('area-radius')).toBeDisabled();
  await page.getByTestId('record-save').click();
  await expect(page).toHaveURL(/\/base$/);
  const created = rows(list).filter({ hasText: 'Baza testowa Łowicz' });
  await expect(created).toContainText('Wielokąt');
  await expect(created).toContainText('Wszystkie');

  // Reopened (issue 27: it read 'Prostokąt: 5 punktów'), renamed, saved: still the polygon drawn.
  await created.dblclick();
  await ready(page, 'base-edit');
  await page.getByTestId('area-name').fill('Baza testowa Łowicz 2');
  await page.getByTestId('record-save').click();
  await expect(page).toHaveURL(/\/base$/);
  const renamed = rows(list).filter({ hasText: 'Baza testowa Łowicz 2' });
  await expect(renamed).toContainText('Wielokąt');
  await renamed.dblclick();
  await ready(page, 'base-edit');
  await page.getByRole('tab', { name: 'Mapa' }).click();
  await expect(page.getByTestId('area-shape-summary')).toContainText('Wielokąt: 5 punktów');
  await expect(page.getByTestId('area-shape')).toContainText('Wielokąt');
  await screenshot(page, 'areas-08-base-edit');
  // The delete confirmation names the base (issue 27).
  await page.getByTestId('record-delete').click();
  await expect(
    page.getByText('Usunięcie bazy jest permamentne. Jesteś pewien że chcesz usunąć: Baza testowa Łowicz 2?'),
  ).toBeVisible();
  await page.getByTestId('record-delete-confirm').click();
  await expect(page).toHaveURL(/\/base$/);
  await expect(rows(list).filter({ hasText: 'Baza testowa Łowicz' })).toHaveCount(0);
});

test("the monitor's 'Dodaj POI' and 'Dodaj bazę' open the editors filled at that place", async ({ page, context }) => {
  await signIn(page, 'demo', 'admin');
  const map = page.getByTestId('monit-map');
  await expect(map).toBeVisible();
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 3, { button: 'right' });
  const menu = page.getByTestId('map-context-menu');
  await expect(menu).toBeVisible();
  const [tab] = await Promise.all([context.waitForEvent('page'), menu.getByTestId('map-context-poi').click()]);
  await tab.waitForLoadState();
  const url = new URL(tab.url());
  expect(url.pathname).toBe('/poi/new');
  const lat = Number(url.searchParams.get('lat'));
  await ready(tab, 'poi-edit');
  await tab.getByRole('tab', { name: 'Mapa' }).click();
  await expect(tab.getByTestId('area-shape-summary')).toContainText('Koło o promieniu 100 m');
  expect(await numberIn(tab.getByTestId('area-lat'))).toBeCloseTo(lat, 5);
  await tab.getByRole('tab', { name: 'Dane adresowe' }).click();
  await expect(tab.getByTestId('area-city')).not.toHaveValue('');
  await screenshot(tab, 'areas-09-poi-from-monitor');
  await tab.close();

  // 'Dodaj bazę' opens the base editor the same way, as a base-sized circle.
  await page.mouse.click(box.x + box.width / 3, box.y + box.height / 2, { button: 'right' });
  await expect(menu).toBeVisible();
  const [baseTab] = await Promise.all([context.waitForEvent('page'), menu.getByTestId('map-context-base').click()]);
  await baseTab.waitForLoadState();
  const baseUrl = new URL(baseTab.url());
  expect(baseUrl.pathname).toBe('/base/new');
  await ready(baseTab, 'base-edit');
  await expect(baseTab.getByTestId('record-title')).toHaveText('Dodaj bazę');
  await baseTab.getByRole('tab', { name: 'Mapa' }).click();
  await expect(baseTab.getByTestId('area-shape-summary')).toContainText('Koło o promieniu 300 m');
  expect(await numberIn(baseTab.getByTestId('area-lon'))).toBeCloseTo(Number(baseUrl.searchParams.get('lon')), 5);
  await baseTab.getByRole('tab', { name: 'Dane adresowe' }).click();
  await expect(baseTab.getByTestId('area-city')).not.toHaveValue('');
  await baseTab.close();
});
