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
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startServerProcess, waitForPort } from '../apps/server/test/server-process';
import { seedMonitDataDir } from './monit-seed';

export interface FrameFigures {
  frames: number;
  p95: number;
  max: number;
  /** Frames longer than 50 ms (the target is none). */
  over50: number;
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

const root = path.resolve(import.meta.dirname, '..');
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** Frames as [duration, end time], and the moments the map's moves ended (page clock, ms). */
function frameFigures(frames: [number, number][], moveEnds: number[]): FrameFigures {
  const s = frames.map(([d]) => d).sort((a, b) => a - b);
  // The frame a 'moveend' falls in, and the one after it (the redraw it asks for).
  const atEnds = frames.filter(([d, end]) => moveEnds.some((m) => m > end - d - 1 && m <= end + d));
  return {
    frames: s.length,
    p95: s.length ? s[Math.min(s.length - 1, Math.floor(0.95 * s.length))] : 0,
    max: s.length ? s[s.length - 1] : 0,
    over50: s.filter((d) => d > 50).length,
    moveEndMax: atEnds.length ? Math.max(...atEnds.map(([d]) => d)) : null,
  };
}

/** Runs `action` while the page records requestAnimationFrame deltas; returns them. */
async function framesDuring(page: Page, action: () => Promise<void>): Promise<FrameFigures> {
  await page.evaluate(() => {
    const w = window as unknown as {
      __frames: [number, number][];
      __framesOn: boolean;
      __moveEnds: number[];
      __namiarMap?: { on(type: 'moveend', f: () => void): void; un(type: 'moveend', f: () => void): void };
      __onMoveEnd?: () => void;
    };
    w.__frames = [];
    w.__framesOn = true;
    w.__moveEnds = [];
    if (w.__onMoveEnd) w.__namiarMap?.un('moveend', w.__onMoveEnd);
    w.__onMoveEnd = () => w.__moveEnds.push(performance.now());
    w.__namiarMap?.on('moveend', w.__onMoveEnd);
    let last = performance.now();
    const tick = (t: number) => {
      if (!w.__framesOn) return;
      w.__frames.push([t - last, t]);
      last = t;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame((t) => {
      last = t;
      requestAnimationFrame(tick);
    });
  });
  await action();
  const { frames, moveEnds } = await page.evaluate(() => {
    const w = window as unknown as { __frames: [number, number][]; __framesOn: boolean; __moveEnds: number[] };
    w.__framesOn = false;
    return { frames: w.__frames, moveEnds: w.__moveEnds };
  });
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
  const box = (await page.getByTestId('vehicle-list').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const end = Date.now() + seconds * 1000;
  let dir = 1;
  let n = 0;
  while (Date.now() < end) {
    await page.mouse.wheel(0, dir * 240);
    await page.waitForTimeout(16);
    if (++n % 60 === 0) dir = -dir;
  }
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

export async function runMonitBrowserBench(opts: { vehicles: number; seconds?: number }): Promise<BrowserFigures> {
  const seconds = opts.seconds ?? 4;
  const webDist = process.env.NAMIAR_WEB_DIST ?? path.join(root, 'apps/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html')))
    throw new Error(`no web build at ${webDist}: run 'npm run build -w apps/web' or set NAMIAR_WEB_DIST`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'namiar-bench-browser-'));
  const seed = await seedMonitDataDir(dataDir, { vehicles: opts.vehicles });
  const port = await freePort();
  const server = startServerProcess({
    NAMIAR_DATA_DIR: dataDir,
    NAMIAR_DEMO: 'off',
    NAMIAR_TELTONIKA_PORT: '0',
    NAMIAR_OSMAND_PORT: '0',
    NAMIAR_HTTP_PORT: String(port),
    NAMIAR_HTTP_HOST: '127.0.0.1',
    NAMIAR_WEB_DIST: webDist,
    NAMIAR_LOG_LEVEL: 'warn',
  });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    await waitForPort(port, server);
    const context = await browser.newContext({
      baseURL: `http://127.0.0.1:${port}`,
      viewport: { width: 1366, height: 800 },
      locale: 'pl-PL',
      timezoneId: 'Europe/Warsaw',
    });
    await context.route(/tile\.openstreetmap\.org|openrailwaymap\.org/, (r) => r.abort());
    // tsx (esbuild, keepNames) wraps named functions in __name(); the functions this file hands
    // to the page carry that call with them, so the page needs a harmless __name too.
    await context.addInitScript({ content: 'window.__name = (f) => f;' });
    await context.addInitScript((n: number) => {
      localStorage.setItem('namiar.exposeMap', '1');
      // Stamp the moments the list holds every vehicle and the map reports its first full render.
      const marks: { list?: number; map?: number } = {};
      (window as unknown as { __marks: typeof marks }).__marks = marks;
      const check = () => {
        const list = document.querySelector('[data-testid="vehicle-list"]');
        if (marks.list === undefined && list?.getAttribute('data-count') === String(n)) marks.list = performance.now();
        const map = document.querySelector('[data-testid="monit-map"]');
        if (marks.map === undefined && map?.getAttribute('data-ready') === '1') marks.map = performance.now();
      };
      // Kept on window so it lives as long as the page.
      const observer = new MutationObserver(check);
      observer.observe(document, { subtree: true, childList: true, attributes: true });
      (window as unknown as { __marksObserver: MutationObserver }).__marksObserver = observer;
      // A 20 ms poll as well, in case an attribute changes without the observer seeing it.
      const poll = setInterval(() => {
        check();
        if (marks.list !== undefined && marks.map !== undefined) clearInterval(poll);
      }, 20);
    }, opts.vehicles);
    const page = await context.newPage();

    await page.goto('/login');
    await page.getByTestId('login-clogin').fill(seed.clogin);
    await page.getByTestId('login-ulogin').fill(seed.login);
    await page.getByTestId('login-password').fill(seed.password);
    await page.getByTestId('login-password').press('Enter');
    await page.waitForURL(/\/monit$/);
    await page.getByTestId('monit-map').and(page.locator('[data-ready="1"]')).waitFor({ timeout: 120_000 });

    // A second, warm-cache load is what a user sees every day; the first one compiled the bundle.
    const load = await loadMonitor(page, opts.vehicles);
    const pan = await framesDuring(page, () => panMap(page, seconds));
    await setZoom(page, 10);
    const panLabels = await framesDuring(page, () => panMap(page, seconds));
    const scroll = await framesDuring(page, () => scrollList(page, seconds));

    await setSettings(page, { 'monit-clustering': true });
    await loadMonitor(page, opts.vehicles);
    const panClustered = await framesDuring(page, () => panMap(page, seconds));
    await setSettings(page, { 'monit-clustering': false });

    return {
      vehicles: opts.vehicles,
      drawn: load.drawn,
      listReadyMs: load.list,
      mapReadyMs: load.map,
      pan,
      panClustered,
      panLabels,
      scroll,
      load: os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' '),
    };
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
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
