import { expect, test, type Page } from '@playwright/test';
import { dayString, exposeMaps, probeRouteMap, screenshot, signIn } from './helpers';

/**
 * The route viewer (spec 2 §2.1, §4.1): a route opened from a URL becomes a tab; the control
 * bar plays and steps the current point; closing the last tab leaves 'Brak trasy...'.
 */

test.describe.configure({ timeout: 90_000 });

interface MonitVehicleLite {
  id: number;
  regno: string;
  dt: string | null;
  lat: number | null;
  v: number;
}

const today = () => dayString();

async function signInAndPickVehicle(page: Page): Promise<MonitVehicleLite> {
  const monit = page.waitForResponse((r) => new URL(r.url()).pathname === '/app/monit' && r.ok());
  await signIn(page, 'demo', 'admin');
  const fleet = ((await (await monit).json()) as { m: MonitVehicleLite[] }).m;
  const withData = fleet.filter((v) => v.dt?.startsWith(today()) && v.lat !== null);
  expect(withData.length, 'the demo fleet has vehicles with points today').toBeGreaterThan(0);
  return withData.sort((a, b) => (b.v > 0 ? 1 : 0) - (a.v > 0 ? 1 : 0))[0];
}

/** 'current / n' of the control bar. */
async function currentIndex(page: Page): Promise<{ current: number; n: number }> {
  const text = (await page.getByTestId('route-current-index').textContent()) ?? '';
  const m = /(\d+) \/ (\d+)/.exec(text);
  expect(m, `index text '${text}'`).not.toBeNull();
  return { current: Number(m![1]), n: Number(m![2]) };
}

test('opens a route from a URL, plays and steps it, and closes it', async ({ page }) => {
  await exposeMaps(page);
  const v = await signInAndPickVehicle(page);
  const from = `${today()} 00:00:00`;
  const to = `${today()} 23:59:59`;
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/app/route');
  await page.goto(`/route?vid=${v.id}&from_date=${encodeURIComponent(from)}&to_date=${encodeURIComponent(to)}`);
  expect((await answer).ok()).toBe(true);

  await expect(page.getByTestId('route-tab')).toHaveText(v.regno);
  await expect(page.getByTestId('route-view')).toBeVisible();
  await expect(page.getByTestId('loader')).toHaveCount(0);
  const first = await currentIndex(page);
  expect(first.n).toBeGreaterThan(2);
  expect(first.current).toBe(first.n); // the current point starts on the last point
  await expect(page.getByTestId('route-stat-general-vehicle')).toHaveText(v.regno);
  // The viewer fits the window: the control bar is on screen, the page itself does not scroll.
  const bar = (await page.getByTestId('route-control-bar').boundingBox())!;
  expect(bar.y + bar.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
    page.viewportSize()!.height,
  );
  const mapView = page.getByTestId('route-map-view');
  await expect(mapView).toHaveAttribute('data-current', String(first.n - 1));
  // The whole track is in view once the route is drawn.
  await expect
    .poll(async () => {
      const { track, view } = await probeRouteMap(page);
      return (
        !!track && !!view && track[0] >= view[0] && track[1] >= view[1] && track[2] <= view[2] && track[3] <= view[3]
      );
    })
    .toBe(true);
  // ...with a margin: the end markers and the vehicle's bubble under its marker (about 60 px)
  // stay inside the map, clear of its buttons at the top.
  const margins = await page.evaluate(() => {
    const map = (window as unknown as { __namiarMap: { getSize(): number[] } }).__namiarMap;
    return map.getSize();
  });
  const { track, view } = await probeRouteMap(page);
  const perPx = (view![2] - view![0]) / margins[0];
  const px = {
    left: (track![0] - view![0]) / perPx,
    right: (view![2] - track![2]) / perPx,
    bottom: (track![1] - view![1]) / perPx,
    top: (view![3] - track![3]) / perPx,
  };
  expect(Math.min(px.left, px.right)).toBeGreaterThanOrEqual(Math.min(70, margins[0] * 0.25) - 2);
  expect(px.bottom).toBeGreaterThanOrEqual(Math.min(90, margins[1] * 0.25) - 2);
  expect(px.top).toBeGreaterThanOrEqual(Math.min(60, margins[1] * 0.25) - 2);
  await screenshot(page, 'route-viewer-01-loaded');

  // Previous and next step the current point by one; the point panel, the map's current point
  // and its vehicle marker follow.
  const atEnd = (await probeRouteMap(page)).vehicle;
  expect(atEnd).not.toBeNull();
  const timeAtEnd = (await page.getByTestId('route-stat-point-time').textContent()) ?? '';
  for (let i = 1; i <= 5; i++) {
    await page.getByTestId('route-prev-point').click();
    await expect(page.getByTestId('route-current-index')).toHaveText(`${first.n - i} / ${first.n}`);
  }
  await expect(page.getByTestId('route-stat-point-index')).toHaveText(`1 – ${first.n - 5} / ${first.n}`);
  await expect(mapView).toHaveAttribute('data-current', String(first.n - 6));
  await expect(page.getByTestId('route-stat-point-time')).not.toHaveText(timeAtEnd);
  // (The marker itself may stand still here: a vehicle parked at the end of its day sends the
  // same position for its last points. It must be back where it was after stepping forward.)
  await screenshot(page, 'route-viewer-02-stepped');
  for (let i = 4; i >= 0; i--) {
    await page.getByTestId('route-next-point').click();
    await expect(page.getByTestId('route-current-index')).toHaveText(`${first.n - i} / ${first.n}`);
  }
  await expect(page.getByTestId('route-stat-point-time')).toHaveText(timeAtEnd);
  await expect.poll(async () => (await probeRouteMap(page)).vehicle).toEqual(atEnd);

  // Play at the last point replays from the start point; the current point advances.
  await page.getByTestId('route-play').click();
  await expect(page.getByTestId('route-play')).toHaveAttribute('data-playing', 'true');
  await expect.poll(async () => (await currentIndex(page)).current, { timeout: 5000 }).toBeGreaterThan(2);
  await page.getByTestId('route-play').click();
  await expect(page.getByTestId('route-play')).toHaveAttribute('data-playing', 'false');
  const stopped = (await currentIndex(page)).current;
  expect(stopped).toBeLessThan(first.n);
  await expect(page.getByTestId('route-stat-point-index')).toHaveText(`1 – ${stopped} / ${first.n}`);
  await screenshot(page, 'route-viewer-03-played');

  // Closing the only tab leaves the placeholder with a load button.
  await page.locator('.route-tabs .ant-tabs-tab-remove').click();
  await expect(page.getByTestId('route-empty')).toContainText('Brak trasy...');
  await expect(page.getByTestId('route-empty-load')).toBeVisible();
  await expect(page).toHaveURL(/\/route$/);
});

test('a filter icon toggles and the settings dialog opens with its three tabs', async ({ page }) => {
  const v = await signInAndPickVehicle(page);
  await page.goto(
    `/route?vid=${v.id}&from_date=${encodeURIComponent(`${today()} 00:00:00`)}&to_date=${encodeURIComponent(`${today()} 23:59:59`)}`,
  );
  await expect(page.getByTestId('route-view')).toBeVisible();
  const drive = page.getByTestId('route-filter-drive');
  await expect(drive).toHaveAttribute('aria-pressed', 'true');
  await drive.click();
  await expect(drive).toHaveAttribute('aria-pressed', 'false');
  await drive.click();
  await expect(drive).toHaveAttribute('aria-pressed', 'true');

  await page.getByTestId('route-settings').click();
  const dialog = page.locator('.route-settings-dialog .ant-modal');
  await expect(dialog).toBeVisible();
  for (const tab of ['Mapa', 'Wykresy', 'Inne']) await expect(dialog.getByRole('tab', { name: tab })).toBeVisible();
  await screenshot(page, 'route-viewer-04-settings');
  await page.getByTestId('rsettings-cancel').click();
  await expect(dialog).toBeHidden();
});

test("hovering an event's dot on the map shows its tooltip", async ({ page }) => {
  await exposeMaps(page);
  const v = await signInAndPickVehicle(page);
  await page.goto(
    `/route?vid=${v.id}&from_date=${encodeURIComponent(`${today()} 00:00:00`)}&to_date=${encodeURIComponent(`${today()} 23:59:59`)}`,
  );
  await expect(page.getByTestId('route-view')).toHaveAttribute('data-route-ready', '1');
  // The first event dot, zoomed in on so that no other dot lies under the pointer.
  const pixel = await page.evaluate(() => {
    type OlMap = {
      getAllLayers(): {
        get(k: string): unknown;
        getSource(): { getFeatures(): { getGeometry(): { getCoordinates(): number[] } }[] };
      }[];
      getView(): { setCenter(c: number[]): void; setZoom(z: number): void };
      renderSync(): void;
      getPixelFromCoordinate(c: number[]): number[];
    };
    const map = (window as unknown as { __namiarMap: OlMap }).__namiarMap;
    const dots = map
      .getAllLayers()
      .find((l) => l.get('name') === 'route-events')!
      .getSource()
      .getFeatures();
    if (dots.length === 0) return null;
    const at = dots[0].getGeometry().getCoordinates();
    map.getView().setCenter(at);
    map.getView().setZoom(19);
    map.renderSync();
    return map.getPixelFromCoordinate(at);
  });
  expect(pixel, 'the route has an event on the map').not.toBeNull();
  const box = (await page.getByTestId('route-map-view').boundingBox())!;
  await page.mouse.move(box.x + pixel![0] + 20, box.y + pixel![1] + 20);
  await page.mouse.move(box.x + pixel![0], box.y + pixel![1]);
  await expect(page.getByTestId('route-event-tooltip')).toBeVisible();
  await page.mouse.move(box.x + 5, box.y + box.height - 5);
  await expect(page.getByTestId('route-event-tooltip')).toHaveCount(0);
});
