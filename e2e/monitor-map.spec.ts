import { expect, test, type Page } from '@playwright/test';
import { screenshot, signIn } from './helpers';

/**
 * The monitoring map (spec 1 §2.7, §4, §9) against the demo fleet: markers, selection from the
 * list, the map and a cluster list, the layer menu, the right-click menu, POIs and the locks.
 * Tile servers are not reachable here (and are refused below), so the map shows its plain
 * background: every check is about our own layers.
 */

interface Place {
  vid: number;
  lon: number;
  lat: number;
  /** Page coordinates of the marker. */
  x: number;
  y: number;
}

// The machine running the e2e suite is shared: give each test room beyond the 30 s default.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org|openrailwaymap\.org/, (route) => route.abort());
  // The harmless flag that puts the OpenLayers map on window.__namiarMap in a production build.
  await page.addInitScript(() => localStorage.setItem('namiar.exposeMap', '1'));
});

/**
 * Signs in as the demo admin with the map settings a test needs (others are reset to their
 * defaults, so one test's leftovers never leak into the next), waits for the first complete
 * map render, and closes the alarm and reminder windows that open by themselves over the map.
 */
async function openMonitor(page: Page, settings: Record<string, unknown> = {}, keepWindows = false): Promise<void> {
  await signIn(page, 'demo', 'admin');
  const wanted = { 'monit-clustering': false, 'map-tiles-layer': 'osm', ...settings };
  const answer = await (await page.request.get('/app/settings/')).json();
  const doc = JSON.parse(answer.global_json);
  if (Object.entries(wanted).some(([k, v]) => doc[k] !== v)) {
    const saved = await page.request.post('/app/settings/save', {
      form: { global_json: JSON.stringify({ ...doc, ...wanted }) },
    });
    expect(saved.ok()).toBe(true);
    await page.reload();
  }
  await mapReady(page, keepWindows);
}

/** Waits for the first complete render, then closes the windows that opened over the map. */
async function mapReady(page: Page, keepWindows = false): Promise<void> {
  await expect(page.getByTestId('monit-map')).toHaveAttribute('data-ready', '1', { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  if (keepWindows) return;
  for (const id of ['alarm-window', 'reminders-window']) {
    const close = page.getByTestId(`${id}-close`);
    if (await close.isVisible()) await close.click();
  }
}

/** Every drawn lone vehicle of a layer ('vehicles' or 'vehicle-selected') with its page position. */
async function markers(page: Page, layerName = 'vehicles'): Promise<Place[]> {
  return page.evaluate((name) => {
    type Feature = { get(k: string): unknown; getGeometry(): { getCoordinates(): number[] } };
    type OlMap = {
      getAllLayers(): { get(k: string): unknown; getSource(): { getFeatures(): Feature[] } }[];
      getPixelFromCoordinate(c: number[]): number[];
      getTargetElement(): HTMLElement;
    };
    const map = (window as unknown as { __namiarMap: OlMap }).__namiarMap;
    const box = map.getTargetElement().getBoundingClientRect();
    const layer = map.getAllLayers().find((l) => l.get('name') === name)!;
    const toLonLat = ([x, y]: number[]) => [
      (x / 6378137) * (180 / Math.PI),
      (Math.atan(Math.exp(y / 6378137)) * 2 - Math.PI / 2) * (180 / Math.PI),
    ];
    return layer
      .getSource()
      .getFeatures()
      .filter((f) => f.get('kind') === 'vehicle')
      .map((f) => {
        const c = f.getGeometry().getCoordinates();
        const [lon, lat] = toLonLat(c);
        const px = map.getPixelFromCoordinate(c);
        return { vid: f.get('vid') as number, lon, lat, x: box.left + px[0], y: box.top + px[1] };
      });
  }, layerName);
}

async function view(page: Page): Promise<{ lon: number; lat: number; zoom: number; extent: number[] }> {
  return page.evaluate(() => {
    type OlMap = {
      getView(): { getCenter(): number[]; getZoom(): number; calculateExtent(): number[] };
    };
    const v = (window as unknown as { __namiarMap: OlMap }).__namiarMap.getView();
    const [x, y] = v.getCenter();
    return {
      lon: (x / 6378137) * (180 / Math.PI),
      lat: (Math.atan(Math.exp(y / 6378137)) * 2 - Math.PI / 2) * (180 / Math.PI),
      zoom: v.getZoom(),
      extent: v.calculateExtent(),
    };
  });
}

async function setZoom(page: Page, zoom: number, centre?: { lon: number; lat: number }): Promise<void> {
  await page.evaluate(
    ({ zoom, centre }) => {
      type OlMap = { getView(): { setZoom(z: number): void; setCenter(c: number[]): void } };
      const v = (window as unknown as { __namiarMap: OlMap }).__namiarMap.getView();
      if (centre)
        v.setCenter([
          (centre.lon * Math.PI * 6378137) / 180,
          Math.log(Math.tan(Math.PI / 4 + (centre.lat * Math.PI) / 360)) * 6378137,
        ]);
      v.setZoom(zoom);
    },
    { zoom, centre },
  );
}

async function settingValue(page: Page, key: string): Promise<unknown> {
  const answer = await (await page.request.get('/app/settings/')).json();
  return JSON.parse(answer.global_json)[key];
}

test('the map shows the demo fleet and fits it with the scale lock on', async ({ page }) => {
  await openMonitor(page);
  const map = page.getByTestId('monit-map');
  const drawn = Number(await map.getAttribute('data-drawn'));
  expect(drawn).toBeGreaterThan(0);
  const places = await markers(page);
  expect(places).toHaveLength(drawn);
  await expect(page.getByTestId('map-status')).toContainText(`Na mapie: ${drawn} z `);
  // The tile servers are refused here: the map says so and keeps its plain background.
  await expect(page.getByTestId('map-tiles-unavailable')).toHaveText('Podkład mapy niedostępny');
  // Both locks start on (spec 1 §4); the scale lock fitted every vehicle into the view.
  await expect(page.getByTestId('map-scale-lock')).toHaveAttribute('data-on', '1');
  await expect(page.getByTestId('map-center-lock')).toHaveAttribute('data-on', '1');
  const box = (await map.boundingBox())!;
  for (const p of places) {
    expect(p.x).toBeGreaterThanOrEqual(box.x);
    expect(p.x).toBeLessThanOrEqual(box.x + box.width);
    expect(p.y).toBeGreaterThanOrEqual(box.y);
    expect(p.y).toBeLessThanOrEqual(box.y + box.height);
  }
  const { zoom } = await view(page);
  expect(zoom).toBeGreaterThanOrEqual(4);
  expect(zoom).toBeLessThanOrEqual(18);
  await screenshot(page, 'map-01-fleet');
});

/** Drawn vehicles whose list rows are rendered (the list is virtualised), in list order. */
async function listedMarkers(page: Page): Promise<Place[]> {
  const all = await markers(page);
  const vids = await page
    .getByTestId('vehicle-row')
    .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-vid'))));
  return vids.flatMap((vid) => all.filter((p) => p.vid === vid));
}

test('selecting a vehicle in the list centres the map on it at zoom 15', async ({ page }) => {
  await openMonitor(page);
  const places = await listedMarkers(page);
  expect(places.length).toBeGreaterThan(2);
  const row = page.locator(`[data-testid="vehicle-row"][data-vid="${places[1].vid}"]`);
  await row.scrollIntoViewIfNeeded();
  await row.getByTestId('vehicle-item').click();
  await expect.poll(async () => (await view(page)).zoom).toBeCloseTo(15, 1);
  const v = await view(page);
  expect(Math.abs(v.lon - places[1].lon)).toBeLessThan(1e-4);
  expect(Math.abs(v.lat - places[1].lat)).toBeLessThan(1e-4);
  // The selected vehicle moved to its own layer on top of the others.
  expect((await markers(page, 'vehicle-selected')).map((p) => p.vid)).toEqual([places[1].vid]);
  await screenshot(page, 'map-02-selected-from-list');

  // With the centre lock off, another selection leaves the view where it is.
  await page.getByTestId('map-center-lock').click();
  await expect(page.getByTestId('map-center-lock')).toHaveAttribute('data-on', '0');
  const before = await view(page);
  const other = page.locator(`[data-testid="vehicle-row"][data-vid="${places[2].vid}"]`);
  await other.scrollIntoViewIfNeeded();
  await other.getByTestId('vehicle-item').click();
  await expect.poll(async () => (await markers(page, 'vehicle-selected')).map((p) => p.vid)).toEqual([places[2].vid]);
  const after = await view(page);
  expect(after.lon).toBeCloseTo(before.lon, 6);
  expect(after.lat).toBeCloseTo(before.lat, 6);
});

test('clicking a marker selects its vehicle and marks the list row', async ({ page }) => {
  await openMonitor(page);
  await setZoom(page, 16);
  const [target] = await markers(page);
  await setZoom(page, 16, target);
  await expect.poll(async () => (await markers(page)).find((p) => p.vid === target.vid)?.x).toBeTruthy();
  const place = (await markers(page)).find((p) => p.vid === target.vid)!;
  await page.mouse.click(place.x, place.y);
  await expect.poll(async () => (await markers(page, 'vehicle-selected')).map((p) => p.vid)).toEqual([target.vid]);
  await expect(
    page.locator(`[data-testid="vehicle-row"][data-vid="${target.vid}"] [data-testid="vehicle-item"]`),
  ).toHaveAttribute('data-selected', '1');
  await screenshot(page, 'map-03-selected-on-map');
});

test('with clustering on and zoomed out, a cluster lists its vehicles and picking one selects it', async ({ page }) => {
  await openMonitor(page, { 'monit-clustering': true });
  await setZoom(page, 5);
  const map = page.getByTestId('monit-map');
  await expect.poll(async () => Number(await map.getAttribute('data-clusters'))).toBeGreaterThan(0);
  await expect(page.getByTestId('map-status')).toContainText('grup:');
  const cluster = await page.evaluate(() => {
    type Feature = { get(k: string): unknown; getGeometry(): { getCoordinates(): number[] } };
    type OlMap = {
      getAllLayers(): { get(k: string): unknown; getSource(): { getFeatures(): Feature[] } }[];
      getPixelFromCoordinate(c: number[]): number[];
      getTargetElement(): HTMLElement;
    };
    const m = (window as unknown as { __namiarMap: OlMap }).__namiarMap;
    const box = m.getTargetElement().getBoundingClientRect();
    const layer = m.getAllLayers().find((l) => l.get('name') === 'vehicle-clusters')!;
    const biggest = layer
      .getSource()
      .getFeatures()
      .filter((f) => f.get('kind') === 'cluster')
      .sort((a, b) => (b.get('ids') as number[]).length - (a.get('ids') as number[]).length)[0];
    const px = m.getPixelFromCoordinate(biggest.getGeometry().getCoordinates());
    return { ids: biggest.get('ids') as number[], x: box.left + px[0], y: box.top + px[1] };
  });
  expect(cluster.ids.length).toBeGreaterThan(1);
  await page.mouse.click(cluster.x, cluster.y);
  const popup = page.getByTestId('map-cluster-popup');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(`Pojazdy w grupie: ${cluster.ids.length}`);
  const items = popup.getByTestId('map-cluster-item');
  await expect(items).toHaveCount(cluster.ids.length);
  await screenshot(page, 'map-04-cluster-list');
  const pick = items.and(page.locator(':not([disabled])')).first();
  const vid = Number(await pick.getAttribute('data-vid'));
  expect(cluster.ids).toContain(vid);
  await pick.click();
  await expect(popup).toBeHidden();
  await expect.poll(async () => (await markers(page, 'vehicle-selected')).map((p) => p.vid)).toEqual([vid]);
  // Selected → zoom 15, still below 16: the others may be grouped, the selected one never is.
  await expect.poll(async () => (await view(page)).zoom).toBeCloseTo(15, 1);
  await screenshot(page, 'map-05-cluster-picked');
});

test('the layer menu switches the tiles and saves the choice silently', async ({ page }) => {
  await openMonitor(page);
  const menu = page.getByTestId('map-layer-menu');
  await expect(menu).toHaveAttribute('data-layer', 'osm');
  await menu.click();
  await expect(page.getByTestId('map-layer-namiar')).toHaveText('Namiar');
  await expect(page.getByTestId('map-layer-osm')).toBeVisible();
  await screenshot(page, 'map-06-layer-menu');
  await page.getByTestId('map-layer-train').click();
  await expect(menu).toHaveAttribute('data-layer', 'train');
  // The rail map is drawn over OpenStreetMap.
  const overlay = await page.evaluate(() => {
    type OlMap = { getAllLayers(): { get(k: string): unknown; getVisible(): boolean }[] };
    const m = (window as unknown as { __namiarMap: OlMap }).__namiarMap;
    return m
      .getAllLayers()
      .find((l) => l.get('name') === 'tiles-overlay')!
      .getVisible();
  });
  expect(overlay).toBe(true);
  await expect.poll(() => settingValue(page, 'map-tiles-layer')).toBe('train');
  // No toast for the silent save.
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
  await page.reload();
  await mapReady(page);
  await expect(page.getByTestId('map-layer-menu')).toHaveAttribute('data-layer', 'train');
  await page.getByTestId('map-layer-menu').click();
  await page.getByTestId('map-layer-osm').click();
  await expect.poll(() => settingValue(page, 'map-tiles-layer')).toBe('osm');
});

test('the right-click menu offers the maps service, a new POI and a new base at that place', async ({
  page,
  context,
}) => {
  await openMonitor(page);
  const box = (await page.getByTestId('monit-map').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + 120, { button: 'right' });
  const menu = page.getByTestId('map-context-menu');
  await expect(menu).toBeVisible();
  const maps = await menu.getByTestId('map-context-maps').getAttribute('href');
  expect(maps).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=-?\d+\.\d{6},-?\d+\.\d{6}$/);
  await expect(menu.getByTestId('map-context-maps')).toHaveAttribute('target', '_blank');
  await expect(menu.getByTestId('map-context-poi')).toHaveText('Dodaj POI');
  await expect(menu.getByTestId('map-context-base')).toHaveText('Dodaj bazę');
  await expect(menu.getByTestId('map-context-maps')).toHaveText('Pokaż w serwisie mapowym');
  await screenshot(page, 'map-07-context-menu');

  const [tab] = await Promise.all([context.waitForEvent('page'), menu.getByTestId('map-context-poi').click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(/\/poi\/new\?lat=-?\d+\.\d{6}&lon=-?\d+\.\d{6}$/);
  await tab.close();
  await expect(menu).toBeHidden();

  // Opened near the bottom, the menu keeps 250 px from the page bottom.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height - 10, { button: 'right' });
  await expect(menu).toBeVisible();
  const top = (await menu.boundingBox())!.y;
  const height = await page.evaluate(() => window.innerHeight);
  expect(top).toBeLessThanOrEqual(height - 250);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('chosen POIs and bases are drawn, and a click lists them', async ({ page }) => {
  await openMonitor(page);
  const answer = await (await page.request.get('/app/poi/map')).json();
  const items = answer.data as {
    pid: string;
    name: string;
    chosen: boolean;
    lat: number | null;
    poly: unknown[] | null;
  }[];
  const visible = items.filter((p) => p.chosen && (typeof p.lat === 'number' || (p.poly?.length ?? 0) > 0));
  test.skip(visible.length === 0, 'the demo company has no POIs yet');
  const icons = await page.evaluate(() => {
    type OlMap = {
      getAllLayers(): { get(k: string): unknown; getSource(): { getFeatures(): { get(k: string): unknown }[] } }[];
    };
    const m = (window as unknown as { __namiarMap: OlMap }).__namiarMap;
    const layer = m.getAllLayers().find((l) => l.get('name') === 'poi')!;
    return layer
      .getSource()
      .getFeatures()
      .map((f) => f.get('pid') as string);
  });
  expect(icons.sort()).toEqual(visible.map((p) => p.pid).sort());
  expect(icons.some((pid) => pid.charAt(1) === '1')).toBe(true);

  // Click inside one circle POI, away from its centre where vehicles may stand: the popup names it.
  const full = (
    items as unknown as { pid: string; lat: number; lon: number; radius: number | null; name: string }[]
  ).find((p) => visible.some((v) => v.pid === p.pid) && typeof p.lat === 'number' && (p.radius ?? 0) > 0)!;
  await page.getByTestId('map-scale-lock').click();
  await page.getByTestId('map-center-lock').click();
  const spot = await page.evaluate(({ lon, lat, radius }) => {
    type OlMap = {
      getPixelFromCoordinate(c: number[]): number[];
      getTargetElement(): HTMLElement;
      getView(): { setCenter(c: number[]): void; setResolution(r: number): void };
      renderSync(): void;
    };
    const m = (window as unknown as { __namiarMap: OlMap }).__namiarMap;
    const centre = [(lon * Math.PI * 6378137) / 180, Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) * 6378137];
    const r = (radius ?? 0) / Math.cos((lat * Math.PI) / 180);
    // The radius spans 120 px; click 70% of it south of the centre.
    m.getView().setCenter(centre);
    m.getView().setResolution(r / 120);
    m.renderSync();
    const box = m.getTargetElement().getBoundingClientRect();
    const px = m.getPixelFromCoordinate([centre[0], centre[1] - 0.7 * r]);
    return { x: box.left + px[0], y: box.top + px[1] };
  }, full);
  await page.mouse.click(spot.x, spot.y);
  const popup = page.getByTestId('map-poi-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId('map-poi-item').first()).toContainText(full.name);
  await expect(popup.getByTestId('map-poi-item').first()).toHaveAttribute('data-pid', full.pid);
  await screenshot(page, 'map-08-poi-popup');
  // Its zoom button centres on the POI at zoom 17 (spec 1 §9).
  await popup.getByTestId('map-poi-item').first().getByRole('button').click();
  await expect.poll(async () => (await view(page)).zoom).toBeCloseTo(17, 1);
  const v = await view(page);
  expect(Math.abs(v.lon - full.lon)).toBeLessThan(1e-4);
  expect(Math.abs(v.lat - full.lat)).toBeLessThan(1e-4);
});

test('an alarm row click centres the map on the alarm and marks the place', async ({ page }) => {
  await openMonitor(page, {}, true);
  const row = page.getByTestId('alarm-row').first();
  test.skip(!(await row.isVisible()), 'the demo fleet has no unaccepted alarms right now');
  await row.click();
  const focus = async () =>
    page.evaluate(() => {
      type OlMap = {
        getAllLayers(): {
          get(k: string): unknown;
          getSource(): { getFeatures(): { getGeometry(): { getCoordinates(): number[] } }[] };
        }[];
        getView(): { getCenter(): number[] };
      };
      const m = (window as unknown as { __namiarMap: OlMap }).__namiarMap;
      const features = m
        .getAllLayers()
        .find((l) => l.get('name') === 'focus')!
        .getSource()
        .getFeatures();
      return {
        count: features.length,
        at: features[0]?.getGeometry().getCoordinates(),
        centre: m.getView().getCenter(),
      };
    });
  await expect.poll(async () => (await focus()).count).toBe(1);
  await expect.poll(async () => (await view(page)).zoom).toBeGreaterThanOrEqual(15 - 1e-6);
  await expect
    .poll(async () => {
      const f = await focus();
      return Math.hypot(f.at![0] - f.centre[0], f.at![1] - f.centre[1]);
    })
    .toBeLessThan(1);
  // Looking at a place on purpose pauses the fit-to-vehicles lock.
  await expect(page.getByTestId('map-scale-lock')).toHaveAttribute('data-on', '0');
  await screenshot(page, 'map-09-alarm-focus');
});
