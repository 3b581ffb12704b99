// The route viewer in a real browser over a month of one vehicle (issue 5): the real server
// (apps/server/src/main.ts in a child process) on a data directory seeded by route-seed.ts, the
// production web build, and Debian's Chromium driven by Playwright with the e2e flags
// (--disable-gpu: no GPU, as on a server without one). Measured:
//   - load: from the route's accept (the web's 'route-accept' mark: the address
//     /route?vid=…&from_date=…&to_date=… is accepted by itself) to the route view's ready marker
//     (data-route-ready = 1: the map's first frame of the route drawn, the panels filled), from
//     the page's own clock — the 'time from accept to an interactive route'; also each
//     step from navigation start, the /app/route download's share from resource timing. A first
//     load right after the server started, once the signed-in user's monitor has loaded (network
//     idle: a route is opened from it), then one with the bundle cached, both with the dialog's default
//     'Dogeneruj zdarzenia', then a third with it off. The month's days were built as the seed's
//     engine finished them, as on a running server (route-prebuild.ts), so regeneration re-runs
//     only what changed (nothing). Last, after the frame phases, a load with the vehicle's
//     stored days dropped (as after a bulk import): the server re-runs the month and builds it
//     (printed, no target);
//   - playback at 20 points a second for about 5 s: requestAnimationFrame deltas in the page;
//   - a longer playback: 10 s at the default 5 points a second, then 10 s at 20;
//   - the 'next point' button held for 3 s (it repeats every 100 ms, spec 2 §9);
//   - one drag of the slider's current handle over most of the month: the same.
// Tile servers are refused (offline figures: the vector work is what is measured).
// Development options (not for the official figures): ROUTE_BROWSER_DATA=<dir> keeps the seeded
// month in <dir> and reuses it on the next run; ROUTE_BROWSER_QUICK=1 skips the two loads with
// regeneration; ROUTE_BROWSER_TRACE=<dir> saves Chromium performance traces of the third load
// and of each frame phase there (and of the first load); ROUTE_BROWSER_SHOTS=<dir> saves a screenshot of the loaded month;
// ROUTE_BROWSER_WIDGETS=1 opens the events table and the charts before the frame phases.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { routeIndex, setRouteWidget, signIn } from '../e2e/helpers';
import { openDatabase } from '../apps/server/src/db/database';
import { webBuild, withBenchBrowser, withSeededDataDir } from './browser-kit';
import {
  currentIndex,
  dragCurrent,
  holdButton,
  pageProbes,
  recordFrames,
  setPps,
  stopPlay,
  traced,
  type Frames,
} from './route-browser-page';
import { type RouteSeed, seedRouteVehicle } from './route-seed';

export interface RouteLoad {
  /** The page asked the server to re-run the engine over the range first ('Dogeneruj zdarzenia'). */
  generate: boolean;
  /** Navigation start → ready marker, ms. */
  readyMs: number;
  /** Navigation start → the route accepted (the web's 'route-accept' mark, set as the address is accepted), ms. */
  acceptedMs: number;
  /** Navigation start → the /app/route request's start and its answer's last byte, ms; its bytes as transferred. */
  askedMs: number;
  answerMs: number;
  answerBytes: number;
}

export interface RouteBrowserFigures {
  days: number;
  points: number;
  /** With the dialog's default ('Dogeneruj zdarzenia' on): first load, then with the bundle cached. */
  first: RouteLoad;
  warm: RouteLoad;
  /** 'Dogeneruj zdarzenia' off (the user's last choice, kept in localStorage 'routeForm'). */
  stored: RouteLoad;
  /** With it, after the vehicle's stored days were dropped (no target). */
  unbuilt: RouteLoad;
  play: Frames & { pps: number; seconds: number; advanced: number };
  /** 10 s at the default 5 points/s, then 10 s at 20 points/s, on from where the first playback stopped. */
  longPlay: { slow: Frames; fast: Frames; from: number; advanced: number };
  /** The 'next point' button held for 3 s. */
  hold: Frames & { seconds: number; from: number; to: number };
  drag: Frames & { from: number; to: number };
}

const PPS = 20;
const PLAY_SECONDS = 5;
const DEFAULT_PPS = 5;
const LONG_PLAY_SECONDS = 10;
const HOLD_SECONDS = 3;

/** Opens the route by its address and waits for the ready marker; times from navigation start. */
async function loadRoute(page: Page, url: string): Promise<RouteLoad> {
  const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/app/route');
  await page.goto(url);
  const generate = new URLSearchParams((await request).postData() ?? '').get('generate') === '1';
  await page.waitForFunction(() => (window as { __routeReadyAt?: number }).__routeReadyAt !== undefined, undefined, {
    timeout: 300_000,
    polling: 100,
  });
  const timing = await page.evaluate(() => {
    const answer = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === '/app/route') as
      PerformanceResourceTiming | undefined;
    const accepted = performance.getEntriesByName('route-accept', 'mark').at(-1);
    return {
      readyMs: (window as unknown as { __routeReadyAt: number }).__routeReadyAt,
      acceptedMs: accepted?.startTime ?? NaN,
      askedMs: answer?.startTime ?? NaN,
      answerMs: answer?.responseEnd ?? NaN,
      answerBytes: answer?.transferSize ?? NaN,
    };
  });
  return { generate, ...timing };
}

/** The route dialog's 'Dogeneruj zdarzenia' as if the user had last accepted a route with it on or off. */
async function setRegenerate(page: Page, regenerate: boolean): Promise<void> {
  await page.evaluate((on) => {
    const form = JSON.parse(localStorage.getItem('routeForm') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('routeForm', JSON.stringify({ ...form, regenerate: on }));
  }, regenerate);
}

/** Signs in, then measures the route's loads, playbacks, the held button and the slider drag. */
async function measureRoute(
  page: Page,
  dataDir: string,
  seed: RouteSeed,
  { days, quick }: { days: number; quick: boolean },
): Promise<RouteBrowserFigures> {
  await signIn(page, seed.clogin, seed.login, seed.password);
  // A route is opened from a loaded monitor (its context menu, or an address typed there): the
  // monitor's first calls and rendering are done before the first route is accepted.
  await page.waitForLoadState('networkidle');

  const query = new URLSearchParams({ vid: String(seed.vehicleId), from_date: seed.fromDate, to_date: seed.toDate });
  const url = `/route?${query.toString()}`;
  const skipped: RouteLoad = {
    generate: true,
    readyMs: NaN,
    acceptedMs: NaN,
    askedMs: NaN,
    answerMs: NaN,
    answerBytes: NaN,
  };
  const first = quick ? skipped : await traced(page, 'first-load', () => loadRoute(page, url));
  const warm = quick ? skipped : await loadRoute(page, url);
  await setRegenerate(page, false);
  const stored = await traced(page, 'load', () => loadRoute(page, url));
  if (stored.generate) throw new Error('route browser bench: the route was regenerated against the saved form');
  const { n } = await routeIndex(page);
  if (n !== seed.points) throw new Error(`route browser bench: ${n} points shown, ${seed.points} stored`);
  const shots = process.env.ROUTE_BROWSER_SHOTS;
  if (shots) {
    fs.mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, 'route-month.png') });
  }

  if (process.env.ROUTE_BROWSER_WIDGETS === '1') {
    await setRouteWidget(page, 'route-toggle-events', true);
    await setRouteWidget(page, 'route-toggle-charts', true);
    await page.getByTestId('route-charts').waitFor();
  }

  // Playback from the first point (the cursor of a loaded route is on the last one).
  await setPps(page, PPS);
  const before = await currentIndex(page);
  const play = await recordFrames(page, 'play', async () => {
    await page.getByTestId('route-play').click();
    await page.waitForTimeout(PLAY_SECONDS * 1000);
  });
  const advanced = await currentIndex(page);
  await stopPlay(page);
  if (advanced <= 0 || advanced === before) throw new Error('route browser bench: playback did not move');

  // The longer playback: the default speed, then 20 points/s without stopping.
  await setPps(page, DEFAULT_PPS);
  const longFrom = await currentIndex(page);
  const slow = await recordFrames(page, 'play-slow', async () => {
    await page.getByTestId('route-play').click();
    await page.waitForTimeout(LONG_PLAY_SECONDS * 1000);
  });
  const fast = await recordFrames(page, 'play-fast', async () => {
    await setPps(page, PPS);
    await page.waitForTimeout(LONG_PLAY_SECONDS * 1000);
  });
  await stopPlay(page);
  const longAdvanced = await currentIndex(page);

  const holdFrom = await currentIndex(page);
  const hold = await recordFrames(page, 'hold-next', () => holdButton(page, 'route-next-point', HOLD_SECONDS * 1000));
  const holdTo = await currentIndex(page);
  if (holdTo <= holdFrom) throw new Error('route browser bench: holding next did not move the current point');

  const from = await currentIndex(page);
  const drag = await recordFrames(page, 'drag', () => dragCurrent(page, 0.8));
  const to = await currentIndex(page);
  if (to <= from) throw new Error('route browser bench: the slider drag did not move the current point');

  // The month as after a bulk import: no stored day (a connection of the bench's own drops them).
  const side = openDatabase({ sqliteFile: path.join(dataDir, 'namiar.sqlite') });
  await side.db.deleteFrom('route_chunks').where('vehicle_id', '=', seed.vehicleId).execute();
  await side.close();
  await setRegenerate(page, true);
  const unbuilt = await loadRoute(page, url);

  return {
    days,
    points: seed.points,
    first,
    warm,
    stored,
    unbuilt,
    play: { ...play, pps: PPS, seconds: PLAY_SECONDS, advanced },
    longPlay: { slow, fast, from: longFrom, advanced: longAdvanced },
    hold: { ...hold, seconds: HOLD_SECONDS, from: holdFrom, to: holdTo },
    drag: { ...drag, from, to },
  };
}

export async function runRouteBrowserBench(opts: { days?: number } = {}): Promise<RouteBrowserFigures> {
  const days = opts.days ?? 31;
  const webDist = webBuild();
  const quick = process.env.ROUTE_BROWSER_QUICK === '1';
  return withSeededDataDir(
    'route-browser',
    (ctx) => seedRouteVehicle(ctx, { days }),
    (dataDir, seed) =>
      withBenchBrowser(
        dataDir,
        webDist,
        ({ page }) => measureRoute(page, dataDir, seed, { days, quick }),
        async (context) => {
          context.setDefaultTimeout(120_000);
          await context.addInitScript(pageProbes);
        },
      ),
    // ROUTE_BROWSER_DATA holding another month (or none) is cleared and seeded with this one.
    { env: 'ROUTE_BROWSER_DATA', size: { days }, otherwise: 'reseed' },
  );
}

export function printRouteBrowserFigures(f: RouteBrowserFigures): void {
  const load = (label: string, l: RouteLoad) =>
    console.log(
      `${label.padEnd(26)} ${l.generate ? 'with' : 'without'} regeneration: accept → interactive ${(l.readyMs - l.acceptedMs).toFixed(0)} ms ` +
        `(${((l.readyMs - l.acceptedMs) / 2000).toFixed(2)} of the 2 s target); from navigation: accepted at ${l.acceptedMs.toFixed(0)} ms, ` +
        `/app/route asked at ${l.askedMs.toFixed(0)} ms, in at ${l.answerMs.toFixed(0)} ms, ready at ${l.readyMs.toFixed(0)} ms; ${(l.answerBytes / 1e6).toFixed(2)} MB transferred`,
    );
  const frames = (label: string, x: Frames, extra: string) =>
    console.log(
      `${label.padEnd(26)} ${String(x.frames).padStart(4)} frames, p50 ${x.p50.toFixed(1)} ms, p95 ${x.p95.toFixed(1)} ms, ` +
        `max ${x.max.toFixed(1)} ms, over 50 ms: ${x.over50} (target: none); ${extra}`,
    );
  console.log(`${f.points} points (${f.days} days at 10 s)`);
  if (!Number.isNaN(f.first.readyMs)) load('first load after start', f.first);
  if (!Number.isNaN(f.warm.readyMs)) load('second load', f.warm);
  load('third load', f.stored);
  frames(`playback ${f.play.pps} points/s`, f.play, `${f.play.seconds} s, current point 0 → ${f.play.advanced}`);
  frames(`playback ${DEFAULT_PPS} points/s`, f.longPlay.slow, `${LONG_PLAY_SECONDS} s from point ${f.longPlay.from}`);
  frames(`then ${PPS} points/s`, f.longPlay.fast, `${LONG_PLAY_SECONDS} s, up to point ${f.longPlay.advanced}`);
  frames(`'next' held ${f.hold.seconds} s`, f.hold, `point ${f.hold.from} → ${f.hold.to}`);
  frames('slider drag (current)', f.drag, `point ${f.drag.from} → ${f.drag.to}`);
  load('days dropped (no target)', f.unbuilt);
}
