// What the browser benchmarks share: the production web build, the real server (main.ts in a
// child process) on a seeded data directory, Debian's Chromium with the e2e flags
// (--disable-gpu: no GPU, as on a server without one), a page context that refuses tile servers,
// page-clock marks stamped when an element reaches a state, and requestAnimationFrame deltas
// collected in the page while an action runs; and the set-up and tear-down around them all: a
// seeded data directory (withSeededDataDir) and the server, browser and page on it (withBenchBrowser).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { loadConfig } from '../apps/server/src/config';
import type { AppContext } from '../apps/server/src/http/context';
import { openRuntime } from '../apps/server/src/runtime';
import { startServerProcess, waitForPort } from '../apps/server/test/server-process';

const root = path.resolve(import.meta.dirname, '..');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

let builtWeb: string | null = null;

/**
 * The production web build: NAMIAR_WEB_DIST when set, else built once per run into a temporary
 * directory (`vite build --outDir`), so a stale or missing apps/web/dist never decides a figure.
 */
export function webBuild(): string {
  const given = process.env.NAMIAR_WEB_DIST;
  if (given) {
    if (!fs.existsSync(path.join(given, 'index.html'))) throw new Error(`NAMIAR_WEB_DIST=${given} holds no build`);
    return given;
  }
  if (builtWeb) return builtWeb;
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'namiar-bench-web-'));
  execFileSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/web'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.once('exit', () => fs.rmSync(out, { recursive: true, force: true }));
  builtWeb = out;
  return out;
}

export interface BenchServer {
  baseURL: string;
  stop(): Promise<void>;
}

/** The real server on `dataDir` (seeded beforehand), serving `webDist`, devices and demo off. */
export async function startBenchServer(dataDir: string, webDist: string): Promise<BenchServer> {
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
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
  };
  try {
    await waitForPort(port, server);
  } catch (e) {
    await stop();
    throw e;
  }
  return { baseURL: `http://127.0.0.1:${port}`, stop };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** A desktop-sized Polish context on the server; tile servers refused (offline figures). */
export async function benchContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1366, height: 800 },
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
  });
  await context.route(/tile\.openstreetmap\.org|openrailwaymap\.org/, (r) => r.abort());
  // tsx (esbuild, keepNames) wraps named functions in __name(); the functions a bench file hands
  // to the page carry that call with them, so the page needs a harmless __name too.
  await context.addInitScript({ content: 'window.__name = (f) => f;' });
  return context;
}

/**
 * A development option that keeps the seeded data directory between runs: seeding a big fleet or
 * a month takes minutes, so a run of the same size reuses the seed an earlier one left there.
 */
export interface KeptDataDir {
  /** The environment variable naming the directory (e.g. RECORDS_BROWSER_DATA); unset: a temporary one. */
  env: string;
  /** This run's size, e.g. { days: 31 }: stored in `<name>-seed.json` beside the seed, reused only if equal. */
  size: Record<string, number>;
  /**
   * A seed there of another size: 'fail' leaves the directory as it is and says so, 'reseed' clears
   * and seeds it. A directory holding no seed is seeded: cleared first with 'reseed', as it is with 'fail'.
   */
  otherwise: 'fail' | 'reseed';
}

/**
 * Runs `body` on a data directory seeded in-process: opened as the server opens it (same database
 * file and server key, demo off), `seed` run on it and the database closed before the server is
 * started on it (one writer at a time); the temporary directory `namiar-bench-<name>-…` is
 * removed afterwards even if seeding or `body` throws. With `keep` and its variable set, the
 * directory named there is used and kept instead (see KeptDataDir).
 */
export async function withSeededDataDir<S, R>(
  name: string,
  seed: (ctx: AppContext) => Promise<S>,
  body: (dataDir: string, seeded: S) => Promise<R>,
  keep?: KeptDataDir,
): Promise<R> {
  const kept = keep && process.env[keep.env];
  if (kept) return body(kept, await seedKeptDir(kept, path.join(kept, `${name}-seed.json`), keep, seed));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `namiar-bench-${name}-`));
  try {
    return await body(dataDir, await seedDataDir(dataDir, seed));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function seedDataDir<S>(dataDir: string, seed: (ctx: AppContext) => Promise<S>): Promise<S> {
  const runtime = await openRuntime(loadConfig({ NAMIAR_DATA_DIR: dataDir, NAMIAR_DEMO: 'off' }));
  try {
    return await seed(runtime.ctx);
  } finally {
    await runtime.database.close();
  }
}

/** The seed stored in the kept directory's `file` if it is of this run's size, else a fresh one stored there. */
async function seedKeptDir<S>(
  dir: string,
  file: string,
  keep: KeptDataDir,
  seed: (ctx: AppContext) => Promise<S>,
): Promise<S> {
  const sizeIn = (what: Record<string, unknown>) =>
    Object.keys(keep.size)
      .map((k) => `${what[k]} ${k}`)
      .join(', ');
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown> & { seed: S };
    if (Object.entries(keep.size).every(([k, v]) => stored[k] === v)) return stored.seed;
    if (keep.otherwise === 'fail')
      throw new Error(`${keep.env}=${dir} holds ${sizeIn(stored)}, not ${sizeIn(keep.size)}`);
  }
  if (keep.otherwise === 'reseed') {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
  }
  const seeded = await seedDataDir(dir, seed);
  fs.writeFileSync(file, JSON.stringify({ ...keep.size, seed: seeded }));
  return seeded;
}

/** What a bench's body drives: the server, the browser, its bench context and the page opened in it. */
export interface BenchBrowser {
  server: BenchServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/**
 * Runs `body` with the real server on `dataDir` serving `webDist`, Chromium, a bench context on
 * the server and a page in it. `prepare` gets the context before the page is opened, for what
 * must be in place from the page's first navigation (init scripts, marks, default timeouts).
 * The browser is closed and the server stopped afterwards even if launching or `body` throws,
 * so no server child outlives the bench.
 */
export async function withBenchBrowser<R>(
  dataDir: string,
  webDist: string,
  body: (open: BenchBrowser) => Promise<R>,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<R> {
  const server = await startBenchServer(dataDir, webDist);
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const context = await benchContext(browser, server.baseURL);
    await prepare?.(context);
    const page = await context.newPage();
    return await body({ server, browser, context, page });
  } finally {
    await browser?.close();
    await server.stop();
  }
}

/** An element state that stamps a mark: `attribute` equal to `value`, and `contains` inside it if given. */
export interface MarkCondition {
  selector: string;
  attribute: string;
  value: string;
  contains?: string;
}

/**
 * Stamps window.__marks[name] with the page's clock (performance.now(), from navigation start)
 * the first time each condition holds, on every page of the context; and
 * window.__marks[name + 'Painted'] once the frame that shows it has been painted (the first
 * task after the next animation frame).
 */
export async function stampMarks(context: BrowserContext, conditions: Record<string, MarkCondition>): Promise<void> {
  await context.addInitScript((all: Record<string, MarkCondition>) => {
    const marks: Record<string, number> = {};
    (window as unknown as { __marks: typeof marks }).__marks = marks;
    const pending = () => Object.keys(all).filter((name) => marks[name] === undefined);
    const check = () => {
      for (const name of pending()) {
        const c = all[name];
        const el = document.querySelector(c.selector);
        if (el?.getAttribute(c.attribute) !== c.value) continue;
        if (c.contains && !el.querySelector(c.contains)) continue;
        marks[name] = performance.now();
        requestAnimationFrame(() => setTimeout(() => (marks[`${name}Painted`] = performance.now())));
      }
    };
    // Kept on window so it lives as long as the page.
    const observer = new MutationObserver(check);
    observer.observe(document, { subtree: true, childList: true, attributes: true });
    (window as unknown as { __marksObserver: MutationObserver }).__marksObserver = observer;
    // A 20 ms poll as well, in case an attribute changes without the observer seeing it.
    const poll = setInterval(() => {
      check();
      if (pending().length === 0) clearInterval(poll);
    }, 20);
  }, conditions);
}

/** Signs in through the login form; the app lands on /monit. */
export async function signInForm(page: Page, who: { clogin: string; login: string; password: string }) {
  await page.goto('/login');
  await page.getByTestId('login-clogin').fill(who.clogin);
  await page.getByTestId('login-ulogin').fill(who.login);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-password').press('Enter');
  await page.waitForURL(/\/monit$/);
}

/** Frames as [duration, end time] on the page's clock. */
export type Frame = [number, number];

export interface FrameStats {
  frames: number;
  p95: number;
  max: number;
  /** Frames longer than 50 ms (the target is none). */
  over50: number;
}

export function frameStats(frames: readonly Frame[]): FrameStats {
  const s = frames.map(([d]) => d).sort((a, b) => a - b);
  return {
    frames: s.length,
    p95: s.length ? s[Math.min(s.length - 1, Math.floor(0.95 * s.length))] : 0,
    max: s.length ? s[s.length - 1] : 0,
    over50: s.filter((d) => d > 50).length,
  };
}

/** Runs `action` while the page records requestAnimationFrame deltas; returns them. */
export async function collectFrames(page: Page, action: () => Promise<void>): Promise<Frame[]> {
  await page.evaluate(() => {
    const w = window as unknown as { __frames: [number, number][]; __framesOn: boolean };
    w.__frames = [];
    w.__framesOn = true;
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
  return page.evaluate(() => {
    const w = window as unknown as { __frames: [number, number][]; __framesOn: boolean };
    w.__framesOn = false;
    return w.__frames;
  });
}

/** Mouse-wheel scrolling over the middle of `box` for about `seconds`, turning every 60 notches. */
export async function wheelOver(
  page: Page,
  box: { x: number; y: number; width: number; height: number },
  seconds: number,
): Promise<void> {
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

/** The machine's load average (frame times depend on it). */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
}
