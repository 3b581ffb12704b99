// The route browser bench's side in the page (bench/route-browser.ts): a probe of the route
// view's ready marker and a frame recorder installed in every page, optional Chromium traces,
// and the user's gestures on the control bar (points per second, play/stop, a held button, a
// drag of the slider's current handle).
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

export interface Frames {
  frames: number;
  p50: number;
  p95: number;
  max: number;
  /** Frames longer than 50 ms (the target is none). */
  over50: number;
}

function summarise(deltas: number[]): Frames {
  const sorted = [...deltas].sort((a, b) => a - b);
  const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0);
  return {
    frames: sorted.length,
    p50: at(0.5),
    p95: at(0.95),
    max: sorted.length ? sorted[sorted.length - 1] : 0,
    over50: sorted.filter((d) => d > 50).length,
  };
}

/**
 * In every page: the moment the route view reports ready (window.__routeReadyAt, page clock)
 * and a frame recorder (window.__frameRec.start()/stop() → requestAnimationFrame deltas).
 */
export function pageProbes() {
  const w = window as unknown as {
    __routeReadyAt?: number;
    __routeProbe?: MutationObserver;
    __frameRec: { start(): void; stop(): number[] };
  };
  const check = () => {
    if (w.__routeReadyAt !== undefined) return;
    if (document.querySelector('[data-testid="route-view"][data-route-ready="1"]'))
      w.__routeReadyAt = performance.now();
  };
  // Kept on window so it lives as long as the page.
  w.__routeProbe = new MutationObserver(check);
  w.__routeProbe.observe(document, { subtree: true, childList: true, attributes: true });
  let deltas: number[] = [];
  // Each recording has its own loop: one stopped and restarted within a frame ends for good.
  let run = 0;
  w.__frameRec = {
    start() {
      deltas = [];
      const mine = ++run;
      let last = -1;
      const frame = (t: number) => {
        if (run !== mine) return;
        if (last >= 0) deltas.push(t - last);
        last = t;
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    stop() {
      run++;
      return deltas;
    },
  };
}

/** A Chromium performance trace of `action` into ROUTE_BROWSER_TRACE/<name>.json, when set. */
export async function traced<T>(page: Page, name: string, action: () => Promise<T>): Promise<T> {
  const dir = process.env.ROUTE_BROWSER_TRACE;
  if (!dir) return action();
  fs.mkdirSync(dir, { recursive: true });
  const browser = page.context().browser()!;
  await browser.startTracing(page, { path: path.join(dir, `${name}.json`), screenshots: false });
  try {
    return await action();
  } finally {
    await browser.stopTracing();
  }
}

export async function recordFrames(page: Page, name: string, action: () => Promise<void>): Promise<Frames> {
  return traced(page, name, async () => {
    await page.evaluate(() => (window as unknown as { __frameRec: { start(): void } }).__frameRec.start());
    await action();
    return summarise(
      await page.evaluate(() => (window as unknown as { __frameRec: { stop(): number[] } }).__frameRec.stop()),
    );
  });
}

/** Sets the control bar's points per second. */
export async function setPps(page: Page, pps: number): Promise<void> {
  const input = page.getByTestId('route-pps').locator('xpath=self::input|.//input').first();
  await input.fill(String(pps));
  await input.press('Tab');
}

/** Stops playback if it runs. */
export async function stopPlay(page: Page): Promise<void> {
  const play = page.getByTestId('route-play');
  if ((await play.getAttribute('data-playing')) === 'true') await play.click();
}

/** Presses and holds a button with the mouse for `ms`. */
export async function holdButton(page: Page, testId: string, ms: number): Promise<void> {
  const box = (await page.getByTestId(testId).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(ms);
  await page.mouse.up();
}

export const currentIndex = async (page: Page) =>
  Number(await page.getByTestId('route-view').getAttribute('data-current'));

/** Drags the slider's current handle to `share` of its width in small steps, one per frame-ish. */
export async function dragCurrent(page: Page, share: number): Promise<void> {
  // Ant Design's Slider keeps its class name but not its data-testid.
  const slider = page.getByTestId('route-control-bar').locator('.route-slider');
  const track = (await slider.boundingBox())!;
  const handle = (await slider.locator('.ant-slider-handle').nth(1).boundingBox())!;
  const y = handle.y + handle.height / 2;
  const x0 = handle.x + handle.width / 2;
  const x1 = track.x + track.width * share;
  const steps = 90;
  await page.mouse.move(x0, y);
  await page.mouse.down();
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(x0 + ((x1 - x0) * i) / steps, y);
    await page.waitForTimeout(16);
  }
  await page.mouse.up();
  await page.waitForTimeout(200);
}
