import { expect, test, type Page } from '@playwright/test';
import { dayString, revealVehicleRow, routeIndex, screenshot, signInForRoute } from './helpers';

/**
 * Opening a route from elsewhere (spec 1 §2.7, spec 2 §2.1, §2.2; issue 27 §3): a vehicle row's
 * context menu 'Raport trasy' opens /route in a new tab for that vehicle, over the day of its
 * last point; 'Pokaż na trasie' on a report row opens the route of that row in a new window,
 * loaded without a click; so does a link with vid, from_date and to_date.
 */

/** The route of a page is on screen: drawn, the loader gone, the dialog never shown, its tab the vehicle's. */
async function expectLoadedRoute(tab: Page, regno: string, from: string, to: string) {
  await expect(tab.getByTestId('route-tab')).toHaveText(regno);
  await expect(tab.getByTestId('route-stat-general-vehicle')).toHaveText(regno);
  await expect(tab.getByTestId('route-stat-general-from')).toHaveText(from);
  await expect(tab.getByTestId('route-stat-general-to')).toHaveText(to);
  await expect(tab.getByTestId('route-view')).toHaveAttribute('data-route-ready', '1');
  await expect(tab.getByTestId('loader')).toHaveCount(0);
  await expect(tab.locator('.route-dialog .ant-modal')).toBeHidden();
  const { current, n } = await routeIndex(tab);
  expect(n).toBeGreaterThan(2);
  expect(current).toBe(n);
  await expect(tab.getByTestId('route-map-view')).toHaveAttribute('data-points', String(n));
}

test.describe.configure({ timeout: 90_000 });

test("the vehicle menu's 'Raport trasy' opens the route tab of that vehicle", async ({ page, context }) => {
  const [v] = await signInForRoute(page);
  const row = await revealVehicleRow(page, v.id);
  await row.getByTestId('vehicle-item').click({ button: 'right' });
  const menu = page.getByTestId('vehicle-menu');
  await expect(menu).toBeVisible();

  const opened = context.waitForEvent('page');
  await menu.getByTestId('menu-routeReport').click();
  const tab = await opened;
  const answer = tab.waitForResponse((r) => new URL(r.url()).pathname === '/app/route');
  await tab.waitForLoadState('domcontentloaded');
  const url = new URL(tab.url());
  expect(url.pathname).toBe('/route');
  expect(url.searchParams.get('vid')).toBe(String(v.id));
  const day = v.dt!.slice(0, 10);
  expect(url.searchParams.get('from_date')).toBe(`${day} 00:00:00`);
  expect(url.searchParams.get('to_date')).toBe(`${day} 23:59:59`);

  // The new tab is signed in (same session) and opens the route by itself, without the dialog.
  expect((await answer).ok()).toBe(true);
  await expect(tab.getByTestId('route-tab')).toHaveText(v.regno);
  await expect(tab.getByTestId('route-stat-general-vehicle')).toHaveText(v.regno);
  await expect(tab.getByTestId('route-stat-general-from')).toHaveText(`${day} 00:00:00`);
  await expect(tab.locator('.route-dialog .ant-modal')).toBeHidden();
  await expect(tab.getByTestId('loader')).toHaveCount(0);
  const { current, n } = await routeIndex(tab);
  expect(n).toBeGreaterThan(2);
  expect(current).toBe(n);
  await expect(tab.getByTestId('route-map-view')).toHaveAttribute('data-points', String(n));
  await screenshot(tab, 'route-open-01-from-monitor');
  await tab.close();
});

test("'Pokaż na trasie' on a report row opens that row's route in a new window, loaded without a click", async ({
  page,
  context,
}) => {
  const [v] = await signInForRoute(page);
  await page.evaluate(() => localStorage.removeItem('reportForm'));
  await page.goto('/reports');
  // The daily report of the vehicle over the default range (this month).
  await page.getByTestId('reports-create-new').click();
  await page.getByTestId('report-type-repvehdaily').click();
  await page.getByTestId('report-objects').click();
  await page.keyboard.type(v.regno);
  await page.locator('.ant-select-item-option').filter({ hasText: v.regno }).first().click();
  await page.keyboard.press('Escape');
  await page.getByTestId('report-accept').click();
  await expect(page.getByTestId('loader')).toHaveCount(0, { timeout: 60_000 });
  await page.getByTestId('report-object-tab').filter({ hasText: v.regno }).click();
  await expect(page.getByTestId('report-object')).toHaveAttribute('data-object', String(v.id));
  // Today's row (the vehicle reported today), then 'Pokaż na trasie'.
  const row = page
    .getByTestId('report-grid')
    .locator('.ag-row:not(.ag-row-pinned)')
    .filter({ hasText: dayString() })
    .first();
  await row.locator('.ag-cell').first().click();
  await expect(page.getByTestId('report-show-on-route')).toBeEnabled();
  const opened = context.waitForEvent('page');
  await page.getByTestId('report-show-on-route').click();
  const tab = await opened;
  const answer = tab.waitForResponse((r) => new URL(r.url()).pathname === '/app/route');
  await tab.waitForLoadState('domcontentloaded');
  const url = new URL(tab.url());
  expect(url.pathname).toBe('/route');
  expect(url.searchParams.get('vid')).toBe(String(v.id));
  const from = url.searchParams.get('from_date')!;
  const to = url.searchParams.get('to_date')!;
  expect(from).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  expect(to >= from).toBe(true);
  expect((await answer).ok()).toBe(true);
  await expectLoadedRoute(tab, v.regno, from, to);
  // Nothing left behind for the next opening of /route.
  expect(await tab.evaluate(() => localStorage.getItem('reportToRoute'))).toBeNull();
  await screenshot(tab, 'route-open-02-from-report');
  await tab.close();
});

test('a link with vid, from_date and to_date opens the route loaded, without the dialog', async ({ page }) => {
  const [v] = await signInForRoute(page);
  const day = dayString(1);
  const from = `${day} 06:00:00`;
  const to = `${day} 20:00:00`;
  const q = new URLSearchParams({ vid: String(v.id), from_date: from, to_date: to });
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/app/route');
  await page.goto(`/route?${q.toString()}`);
  expect((await answer).ok()).toBe(true);
  await expectLoadedRoute(page, v.regno, from, to);
  // The address keeps naming the route.
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({ vid: String(v.id), from_date: from, to_date: to });
  await screenshot(page, 'route-open-03-link');
});
