import { expect, test, type Page } from '@playwright/test';
import { revealVehicleRow, screenshot, signIn } from './helpers';

/**
 * The monitoring map (spec 1 §2.7, §4, §9) against the demo fleet: markers, selection from the
 * list, the map and a cluster list, the layer menu, the right-click menu, POIs, the locks and
 * the alarm focus. Tile servers are not reachable here (and are refused below), so the map
 * shows its plain background: every check is about our own layers.
 */

/** A feature of a map layer, with its place in degrees and on the page. */
interface Item {
  kind?: string;
  vid?: number;
  pid?: string;
  ids?: number[];
  lon: number;
  lat: number;
  x: number;
  y: number;
}

interface MapTest {
  items(layer: string): Item[];
  view(): { lon: number; lat: number; zoom: number };
  setView(v: { zoom?: number; lon?: number; lat?: number; resolution?: number }): void;
  page(lon: number, lat: number): { x: number; y: number };
  visible(layer: string): boolean;
  /** A layer's declutter group and the declutter modes of its first feature's images. */
  declutter(layer: string): { group: unknown; modes: unknown[] };
}

// The machine running the e2e suite is shared: give each test room beyond the 30 s default.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org|openrailwaymap\.org/, (route) => route.abort());
  // The harmless flag that puts the OpenLayers map on window.__namiarMap in a production build,
  // and small helpers over it (plain Web Mercator maths, no OpenLayers imports in the page).
  await page.addInitScript(() => {
    localStorage.setItem('namiar.exposeMap', '1');
    type Geometry = { getCoordinates(): number[] };
    type OlFeature = { get(k: string): unknown; getGeometry(): Geometry };
    type OlMap = {
      getAllLayers(): {
        get(k: string): unknown;
        getVisible(): boolean;
        getDeclutter(): unknown;
        getSource(): { getFeatures(): OlFeature[] };
      }[];
      getPixelFromCoordinate(c: number[]): number[];
      getTargetElement(): HTMLElement;
      getView(): {
        getCenter(): number[];
        getZoom(): number;
        setCenter(c: number[]): void;
        setZoom(z: number): void;
        setResolution(r: number): void;
      };
      renderSync(): void;
    };
    const R = 6378137;
    const map = () => (window as unknown as { __namiarMap: OlMap }).__namiarMap;
    const toLonLat = ([x, y]: number[]) => [
      (x / R) * (180 / Math.PI),
      (Math.atan(Math.exp(y / R)) * 2 - Math.PI / 2) * (180 / Math.PI),
    ];
    const fromLonLat = (lon: number, lat: number) => [
      (lon * Math.PI * R) / 180,
      Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) * R,
    ];
    const onPage = (c: number[]) => {
      const box = map().getTargetElement().getBoundingClientRect();
      const px = map().getPixelFromCoordinate(c);
      return { x: box.left + px[0], y: box.top + px[1] };
    };
    const layer = (name: string) =>
      map()
        .getAllLayers()
        .find((l) => l.get('name') === name)!;
    const tools: MapTest = {
      items: (name) =>
        layer(name)
          .getSource()
          .getFeatures()
          .map((f) => {
            const c = f.getGeometry().getCoordinates();
            const [lon, lat] = toLonLat(c);
            const props = { kind: f.get('kind'), vid: f.get('vid'), pid: f.get('pid'), ids: f.get('ids') };
            return { ...(props as Partial<Item>), lon, lat, ...onPage(c) };
          }),
      view: () => {
        const [lon, lat] = toLonLat(map().getView().getCenter());
        return { lon, lat, zoom: map().getView().getZoom() };
      },
      setView: ({ zoom, lon, lat, resolution }) => {
        const v = map().getView();
        if (lon !== undefined && lat !== undefined) v.setCenter(fromLonLat(lon, lat));
        if (zoom !== undefined) v.setZoom(zoom);
        if (resolution !== undefined) v.setResolution(resolution);
        map().renderSync();
      },
      page: (lon, lat) => onPage(fromLonLat(lon, lat)),
      visible: (name) => layer(name).getVisible(),
      declutter: (name) => {
        const [first] = layer(name).getSource().getFeatures();
        type OlStyle = { getImage(): { getDeclutterMode(): unknown } | null };
        const style = (layer(name) as unknown as { getStyle(): unknown }).getStyle();
        const fromLayer =
          typeof style === 'function' && first ? (style as (f: unknown) => OlStyle | OlStyle[])(first) : null;
        const styles = (fromLayer ? [fromLayer].flat() : (first?.get('s') ?? [])) as OlStyle[];
        return { group: layer(name).getDeclutter(), modes: styles.map((st) => st.getImage()?.getDeclutterMode()) };
      },
    };
    (window as unknown as { __mapTest: MapTest }).__mapTest = tools;
  });
});

/** Lone vehicles of a layer ('vehicles' or 'vehicle-selected') with their page positions. */
async function markers(page: Page, layer = 'vehicles'): Promise<Item[]> {
  const items = await page.evaluate<Item[], string>(
    (name) => (window as unknown as { __mapTest: MapTest }).__mapTest.items(name),
    layer,
  );
  return items.filter((i) => i.kind === 'vehicle');
}

async function view(page: Page): Promise<{ lon: number; lat: number; zoom: number }> {
  return page.evaluate(() => (window as unknown as { __mapTest: MapTest }).__mapTest.view());
}

async function setView(page: Page, v: { zoom?: number; lon?: number; lat?: number; resolution?: number }) {
  await page.evaluate((arg) => (window as unknown as { __mapTest: MapTest }).__mapTest.setView(arg), v);
}

/**
 * Signs in as the demo admin with the map settings a test needs (others are reset to their
 * defaults, so one test's leftovers never leak into the next), waits for the first complete
 * map render, and closes the alarm and reminder windows that open by themselves over the map.
 */
async function openMonitor(page: Page, settings: Record<string, unknown> = {}, keepWindows = false): Promise<void> {
  await signIn(page, 'demo', 'admin');
  const wanted = { 'monit-clustering': false, 'map-tiles-layer': 'osm', ...settings };
  const doc = JSON.parse((await (await page.request.get('/app/settings/')).json()).global_json);
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

async function settingValue(page: Page, key: string): Promise<unknown> {
  return JSON.parse((await (await page.request.get('/app/settings/')).json()).global_json)[key];
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
async function listedMarkers(page: Page): Promise<Item[]> {
  const all = await markers(page);
  const vids = await page
    .getByTestId('vehicle-row')
    .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-vid'))));
  return vids.flatMap((vid) => all.filter((p) => p.vid === vid));
}

test("vehicle and own-point labels give way to the vehicles' markers (one declutter group, markers as obstacles)", async ({
  page,
}) => {
  await openMonitor(page);
  const [obstacles, labelsLayer, poiLabels] = await page.evaluate(() => {
    const t = (window as unknown as { __mapTest: MapTest }).__mapTest;
    return [t.declutter('vehicle-label-obstacles'), t.declutter('vehicle-labels'), t.declutter('poi-labels')];
  });
  expect(labelsLayer.group).toBeTruthy();
  expect(obstacles.group).toBe(labelsLayer.group);
  expect(poiLabels.group).toBe(labelsLayer.group);
  expect(obstacles.modes).toEqual(['obstacle']);
  // Inside the bubbles' own layer every bubble comes with its marker's obstacle, placed first.
  expect(labelsLayer.modes[0]).toBe('obstacle');
});

test('selecting a vehicle in the list centres the map on it at zoom 15', async ({ page }) => {
  await openMonitor(page);
  const places = await listedMarkers(page);
  expect(places.length).toBeGreaterThan(2);
  const row = await revealVehicleRow(page, places[1].vid!);
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
  const other = await revealVehicleRow(page, places[2].vid!);
  await other.getByTestId('vehicle-item').click();
  await expect.poll(async () => (await markers(page, 'vehicle-selected')).map((p) => p.vid)).toEqual([places[2].vid]);
  const after = await view(page);
  expect(after.lon).toBeCloseTo(before.lon, 6);
  expect(after.lat).toBeCloseTo(before.lat, 6);
});

test('clicking a marker selects its vehicle and marks the list row', async ({ page }) => {
  await openMonitor(page);
  // A vehicle parked alone: demo vehicles share bases at some hours, and a click on a shared
  // spot selects whichever marker is drawn on top.
  const all = await markers(page);
  const apart = (m: Item) =>
    Math.min(...all.filter((o) => o !== m).map((o) => Math.hypot(o.lon - m.lon, o.lat - m.lat)));
  const target = all.reduce((best, m) => (apart(m) > apart(best) ? m : best));
  await setView(page, { zoom: 16, lon: target.lon, lat: target.lat });
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
  await setView(page, { zoom: 5 });
  const map = page.getByTestId('monit-map');
  await expect.poll(async () => Number(await map.getAttribute('data-clusters'))).toBeGreaterThan(0);
  await expect(page.getByTestId('map-status')).toContainText('grup:');
  const clusters = await page.evaluate(() =>
    (window as unknown as { __mapTest: MapTest }).__mapTest.items('vehicle-clusters'),
  );
  const cluster = clusters.sort((x, y) => y.ids!.length - x.ids!.length)[0] as Item & { ids: number[] };
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

test('the layer menu offers the layers the server has, switches the tiles and saves the choice silently; map tooltips are Polish', async ({
  page,
}) => {
  await openMonitor(page);
  const menu = page.getByTestId('map-layer-menu');
  await expect(menu).toHaveAttribute('data-layer', 'osm');
  await menu.click();
  // The e2e server has no NAMIAR_TILES_OWN_URL: the own layer is not offered.
  await expect(page.getByTestId('map-layer-osm')).toBeVisible();
  await expect(page.getByTestId('map-layer-namiar')).toHaveCount(0);
  await screenshot(page, 'map-06-layer-menu');
  await page.getByTestId('map-layer-train').click();
  await expect(menu).toHaveAttribute('data-layer', 'train');
  // The rail map is drawn over OpenStreetMap.
  const overlay = await page.evaluate(() =>
    (window as unknown as { __mapTest: MapTest }).__mapTest.visible('tiles-overlay'),
  );
  expect(overlay).toBe(true);
  await expect.poll(() => settingValue(page, 'map-tiles-layer')).toBe('train');
  // No toast for the silent save.
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
  await page.reload();
  await mapReady(page);
  await expect(page.getByTestId('map-layer-menu')).toHaveAttribute('data-layer', 'train');
  await expect(page.locator('.ol-zoom-in')).toHaveAttribute('title', 'Przybliż');
  await expect(page.locator('.ol-zoom-out')).toHaveAttribute('title', 'Oddal');
  await expect(page.locator('.ol-attribution button')).toHaveAttribute('title', 'Źródła mapy');
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
  // The demo company is seeded with chosen POIs and bases: none drawn is a failure, not a skip.
  expect(visible.length).toBeGreaterThan(0);
  const icons = (await page.evaluate(() => (window as unknown as { __mapTest: MapTest }).__mapTest.items('poi'))).map(
    (i) => i.pid!,
  );
  expect(icons.sort()).toEqual(visible.map((p) => p.pid).sort());
  expect(icons.some((pid) => pid.charAt(1) === '1')).toBe(true);

  // Click inside one circle POI, away from its centre where vehicles may stand: the popup names it.
  const full = (
    items as unknown as { pid: string; lat: number; lon: number; radius: number | null; name: string }[]
  ).find((p) => visible.some((v) => v.pid === p.pid) && typeof p.lat === 'number' && (p.radius ?? 0) > 0)!;
  await page.getByTestId('map-scale-lock').click();
  await page.getByTestId('map-center-lock').click();
  // The radius spans 120 px; click at 70% of it south of the centre.
  const r = (full.radius ?? 0) / Math.cos((full.lat * Math.PI) / 180);
  await setView(page, { lon: full.lon, lat: full.lat, resolution: r / 120 });
  const spot = await page.evaluate(
    ({ lon, lat }) => (window as unknown as { __mapTest: MapTest }).__mapTest.page(lon, lat),
    { lon: full.lon, lat: full.lat - (0.7 * (full.radius ?? 0)) / 111_320 },
  );
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
  // The demo fleet always has unaccepted alarms (its reefer and speed rules); the window opens by
  // itself only for alarms new since the user last closed it, so open it from the top bar.
  const alarmButton = page.getByTestId('alarm-button');
  await expect
    .poll(async () => Number(await alarmButton.getAttribute('data-count')), { timeout: 20_000 })
    .toBeGreaterThan(0);
  if (!(await page.getByTestId('alarm-window').isVisible())) await alarmButton.click();
  const row = page.getByTestId('alarm-row').first();
  await expect(row).toBeVisible();
  await row.click();
  const focus = () => page.evaluate(() => (window as unknown as { __mapTest: MapTest }).__mapTest.items('focus'));
  await expect.poll(async () => (await focus()).length).toBe(1);
  await expect.poll(async () => (await view(page)).zoom).toBeGreaterThanOrEqual(15 - 1e-6);
  await expect
    .poll(async () => {
      const [f] = await focus();
      const v = await view(page);
      return Math.max(Math.abs(f.lon - v.lon), Math.abs(f.lat - v.lat));
    })
    .toBeLessThan(1e-5);
  // Looking at a place on purpose pauses the fit-to-vehicles lock.
  await expect(page.getByTestId('map-scale-lock')).toHaveAttribute('data-on', '0');
  await screenshot(page, 'map-09-alarm-focus');
});
