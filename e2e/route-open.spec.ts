import { expect, test } from '@playwright/test';
import { revealVehicleRow, routeIndex, screenshot, signInForRoute } from './helpers';

/**
 * Opening a route from the monitor (spec 1 §2.7, spec 2 §2.1): a vehicle row's context menu
 * 'Raport trasy' opens /route in a new tab for that vehicle, over the day of its last point.
 */

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
