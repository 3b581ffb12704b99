import { expect, test } from '@playwright/test';
import { openRouteByUrl, routeDayUrl, setRouteWidget, signInForRoute } from './helpers';

/**
 * Spec 2 §9: the events grid is shown 1 s after the route view mounts and the charts 2 s after.
 * The page's clock is paused before the route arrives, then moved on by hand: no timed assertion.
 */

test.describe.configure({ timeout: 90_000 });

test('saved open widgets appear 1 s (events grid) and 2 s (charts) after the view mounts', async ({ page }) => {
  const [v] = await signInForRoute(page);
  await openRouteByUrl(page, routeDayUrl(v.id));
  // Both widgets open in the saved state (the saver writes 2 s after the last change).
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/app/settings/save' && r.ok());
  await setRouteWidget(page, 'route-toggle-events', true);
  await setRouteWidget(page, 'route-toggle-charts', true);
  await saved;

  // The route's answer is held until the page's clock is paused: the view mounts on a still clock.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked = new Promise<void>((resolve) =>
    page.route('**/app/route', async (route) => {
      resolve();
      await held;
      await route.continue();
    }),
  );
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.reload();
  await asked;
  // A minute on: surely ahead of the page's clock, which runs from `start` until now.
  await page.clock.pauseAt(start + 60_000);
  release();
  await expect(page.getByTestId('route-view')).toBeVisible();
  await expect(page.getByTestId('route-toggle-events')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('route-events-widget')).toHaveCount(0);
  await expect(page.getByTestId('route-charts-widget')).toHaveCount(0);

  await page.clock.runFor(1000);
  await expect(page.getByTestId('route-events-widget')).toBeVisible();
  await expect(page.getByTestId('route-charts-widget')).toHaveCount(0);
  await page.clock.runFor(1000);
  await expect(page.getByTestId('route-charts-widget')).toBeVisible();
  await page.clock.resume();

  // Back to closed widgets for the other specs.
  const restored = page.waitForResponse((r) => new URL(r.url()).pathname === '/app/settings/save' && r.ok());
  await setRouteWidget(page, 'route-toggle-events', false);
  await setRouteWidget(page, 'route-toggle-charts', false);
  await restored;
});
