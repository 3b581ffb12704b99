// The monitoring screen in a real browser with a big fleet (issue 4): the real server
// (apps/server/src/main.ts in a child process) on a data directory seeded by monit-seed.ts,
// the production web build, and Debian's Chromium driven by Playwright with the e2e flags
// (--disable-gpu: no GPU, as on a server without one). Measured:
//   - first load: navigation → the list filled (vehicle-list data-count = N) and → the map's
//     first complete render with every vehicle (monit-map data-ready = 1), both from the page's
//     own clock (performance.now() since navigation start);
//   - map panning: mouse drags for a few seconds over the fitted view (every vehicle in view,
//     the worst case), requestAnimationFrame deltas collected in the page;
//   - the same with clustering on, and at zoom 10 where bubbles are drawn;
//   - list scrolling: mouse wheel over the list for a few seconds, rAF deltas.
// Tile servers are refused (offline figures: the vector work is what is measured).
import type { BrowserContext, Page } from '@playwright/test';
import {
  collectFrames,
  frameStats,
  loadAverage,
  signInForm,
  stampMarks,
  webBuild,
  wheelOver,
  withBenchBrowser,
  withSeededDataDir,
  type Frame,
  type FrameStats,
} from './browser-kit';
import { seedMonitFleet, type MonitSeed } from './monit-seed';

export interface FrameFigures extends FrameStats {
  /** The longest frame holding the end of a map move ('moveend': the redraw when a drag ends), if any. */
  moveEndMax: number | null;
}

export interface BrowserFigures {
  vehicles: number;
  drawn: number;
  listReadyMs: number;
  mapReadyMs: number;
  pan: FrameFigures;
  panClustered: FrameFigures;
  panLabels: FrameFigures;
  scroll: FrameFigures;
  /** The machine's load average at the end (frame times depend on it). */
  load: string;
}

/** Frames as [duration, end time], and the moments the map's moves ended (page clock, ms). */
function frameFigures(frames: Frame[], moveEnds: number[]): FrameFigures {
  // The frame a 'moveend' falls in, and the one after it (the redraw it asks for).
  const atEnds = frames.filter(([d, end]) => moveEnds.some((m) => m > end - d - 1 && m <= end + d));
  return {
    ...frameStats(frames),
    moveEndMax: atEnds.length ? Math.max(...atEnds.map(([d]) => d)) : null,
  };
}

/** Runs `action` while the page records requestAnimationFrame deltas and the map's move ends. */
async function framesDuring(page: Page, action: () => Promise<void>): Promise<FrameFigures> {
  await page.evaluate(() => {
    const w = window as unknown as {
      __moveEnds: number[];
      __namiarMap?: { on(type: 'moveend', f: () => void): void; un(type: 'moveend', f: () => void): void };
      __onMoveEnd?: () => void;
    };
    w.__moveEnds = [];
    if (w.__onMoveEnd) w.__namiarMap?.un('moveend', w.__onMoveEnd);
    w.__onMoveEnd = () => w.__moveEnds.push(performance.now());
    w.__namiarMap?.on('moveend', w.__onMoveEnd);
  });
  const frames = await collectFrames(page, action);
  const moveEnds = await page.evaluate(() => (window as unknown as { __moveEnds: number[] }).__moveEnds);
  return frameFigures(frames, moveEnds);
}

/** Drags the map back and forth for about `seconds`, one small move per frame-ish. */
async function panMap(page: Page, seconds: number): Promise<void> {
  const box = (await page.getByTestId('monit-map').boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const end = Date.now() + seconds * 1000;
  let dir = 1;
  while (Date.now() < end) {
    await page.mouse.move(cx - dir * 150, cy - dir * 60);
    await page.mouse.down();
    for (let i = 1; i <= 20; i++) {
      await page.mouse.move(cx - dir * 150 + dir * 15 * i, cy - dir * 60 + dir * 6 * i);
      await page.waitForTimeout(16);
    }
    await page.mouse.up();
    dir = -dir;
  }
}

async function scrollList(page: Page, seconds: number): Promise<void> {
  await wheelOver(page, (await page.getByTestId('vehicle-list').boundingBox())!, seconds);
}

async function setSettings(page: Page, values: Record<string, unknown>): Promise<void> {
  const doc = JSON.parse((await (await page.request.get('/app/settings/')).json()).global_json);
  await page.request.post('/app/settings/save', { form: { global_json: JSON.stringify({ ...doc, ...values }) } });
}

async function setZoom(page: Page, zoom: number): Promise<void> {
  await page.evaluate((z) => {
    const map = (window as unknown as { __namiarMap: { getView(): { setZoom(z: number): void } } }).__namiarMap;
    map.getView().setZoom(z);
  }, zoom);
  await page.waitForTimeout(500);
}

/** Loads /monit and waits for the list and the map; times from the page's navigation start. */
async function loadMonitor(page: Page, vehicles: number): Promise<{ list: number; map: number; drawn: number }> {
  await page.goto('/monit');
  try {
    await page.waitForFunction(
      () => {
        const w = window as unknown as { __marks?: { list?: number; map?: number } };
        return w.__marks?.list !== undefined && w.__marks?.map !== undefined;
      },
      undefined,
      { timeout: 120_000, polling: 100 },
    );
  } catch (e) {
    const state = await page.evaluate(() => ({
      marks: (window as unknown as { __marks: unknown }).__marks,
      count: document.querySelector('[data-testid="vehicle-list"]')?.getAttribute('data-count'),
      ready: document.querySelector('[data-testid="monit-map"]')?.getAttribute('data-ready'),
    }));
    throw new Error(`the monitor did not load ${vehicles} vehicles: ${JSON.stringify(state)}`, { cause: e });
  }
  const marks = await page.evaluate(() => (window as unknown as { __marks: { list: number; map: number } }).__marks);
  const drawn = Number(await page.getByTestId('monit-map').getAttribute('data-drawn'));
  // Close the floating windows that may open over the map (alarms, reminders).
  for (const id of ['alarm-window', 'reminders-window']) {
    const close = page.getByTestId(`${id}-close`);
    if (await close.isVisible()) await close.click();
  }
  return { list: marks.list, map: marks.map, drawn };
}

/**
 * Exposes the page's map to the bench, and stamps the moments the list holds every vehicle and
 * the map reports its first full render.
 */
async function markLoads(context: BrowserContext, vehicles: number): Promise<void> {
  await context.addInitScript(() => localStorage.setItem('namiar.exposeMap', '1'));
  await stampMarks(context, {
    list: { selector: '[data-testid="vehicle-list"]', attribute: 'data-count', value: String(vehicles) },
    map: { selector: '[data-testid="monit-map"]', attribute: 'data-ready', value: '1' },
  });
}

/** Signs in, then measures a warm load, the map's pans and the list's scroll. */
async function measureMonitor(page: Page, seed: MonitSeed, vehicles: number, seconds: number): Promise<BrowserFigures> {
  await signInForm(page, seed);
  await page.getByTestId('monit-map').and(page.locator('[data-ready="1"]')).waitFor({ timeout: 120_000 });

  // A second, warm-cache load is what a user sees every day; the first one compiled the bundle.
  const load = await loadMonitor(page, vehicles);
  const pan = await framesDuring(page, () => panMap(page, seconds));
  await setZoom(page, 10);
  const panLabels = await framesDuring(page, () => panMap(page, seconds));
  const scroll = await framesDuring(page, () => scrollList(page, seconds));

  await setSettings(page, { 'monit-clustering': true });
  await loadMonitor(page, vehicles);
  const panClustered = await framesDuring(page, () => panMap(page, seconds));
  await setSettings(page, { 'monit-clustering': false });

  return {
    vehicles,
    drawn: load.drawn,
    listReadyMs: load.list,
    mapReadyMs: load.map,
    pan,
    panClustered,
    panLabels,
    scroll,
    load: loadAverage(),
  };
}

export async function runMonitBrowserBench(opts: { vehicles: number; seconds?: number }): Promise<BrowserFigures> {
  const seconds = opts.seconds ?? 4;
  const webDist = webBuild();
  return withSeededDataDir(
    'monit-browser',
    (ctx) => seedMonitFleet(ctx, { vehicles: opts.vehicles }),
    (dataDir, seed) =>
      withBenchBrowser(
        dataDir,
        webDist,
        ({ page }) => measureMonitor(page, seed, opts.vehicles, seconds),
        (context) => markLoads(context, opts.vehicles),
      ),
  );
}

export function printBrowserFigures(f: BrowserFigures): void {
  const frames = (label: string, x: FrameFigures) =>
    console.log(
      `${label.padEnd(26)} ${String(x.frames).padStart(4)} frames, p95 ${x.p95.toFixed(1)} ms, max ${x.max.toFixed(1)} ms, over 50 ms: ${x.over50} (target: none)` +
        (x.moveEndMax === null ? '' : `; longest frame at the end of a move ${x.moveEndMax.toFixed(1)} ms`),
    );
  console.log(
    `first load (warm cache)    list ready ${f.listReadyMs.toFixed(0)} ms, map ready ${f.mapReadyMs.toFixed(0)} ms after navigation; ${f.drawn} of ${f.vehicles} drawn`,
  );
  frames('map pan, all in view', f.pan);
  frames('map pan, zoom 10, bubbles', f.panLabels);
  frames('map pan, clustered', f.panClustered);
  frames('list scroll', f.scroll);
  console.log(`load average ${f.load}`);
}
