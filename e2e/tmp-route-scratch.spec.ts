import { expect, test } from '@playwright/test';
import { vehicleFixture } from '../apps/web/src/features/monitor/list/vehicleFixture';
import { screenshot, signIn } from './helpers';

const pad = (n: number) => String(n).padStart(2, '0');
const fmt = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

test('scratch widget', async ({ page }) => {
  const now = new Date();
  await page.route('**/app/monit', (route) =>
    route.fulfill({
      json: {
        m: [
          vehicleFixture({ id: 1, regno: 'DW 12345', dt: fmt(now), lat: 51.1, lon: 17.03 }),
          vehicleFixture({ id: 2, regno: 'WR 777', dt: fmt(now), lat: 51.2, lon: 17.2 }),
        ],
      },
    }),
  );
  await page.route('**/app/monit/route', async (route) => {
    const start = new Date(now);
    start.setHours(6, 0, 0, 0);
    const pts = { dt: [] as string[], lat: [] as number[], lon: [] as number[], v: [] as number[], th: [] as (number | null)[] };
    for (let t = start.getTime(), i = 0; t < start.getTime() + 8 * 3600_000; t += 10_000, i++) {
      const v = Math.max(0, 60 + 40 * Math.sin(i / 50) + 10 * Math.sin(i / 7));
      pts.dt.push(fmt(new Date(t)));
      pts.lat.push(51.1 + i * 0.0001);
      pts.lon.push(17.03 + i * 0.0002);
      pts.v.push(i % 400 < 60 ? 0 : v);
      pts.th.push(i % 400 < 60 ? 0 : v * 0.97);
    }
    await new Promise((r) => setTimeout(r, 500));
    await route.fulfill({ json: { regno: 'DW 12345', points: pts } });
  });
  page.on('console', (m) => console.log('console:', m.type(), m.text().slice(0, 300)));
  page.on('pageerror', (e) => console.log('pageerror:', e.message.slice(0, 500)));
  page.on('request', (r) => r.url().includes('/app/') && console.log('req', r.method(), r.url()));
  await signIn(page, 'demo', 'admin');
  await page.waitForTimeout(6000);
  for (const id of ['alarm-window', 'reminders-window']) {
    const close = page.getByTestId(`${id}-close`);
    if (await close.isVisible()) await close.click();
  }
  await page.getByTestId('route-widget-open').click();
  await screenshot(page, 'scratch-w-novehicle');
  await page.locator('[data-testid="vehicle-row"][data-vid="1"]').click();
  await screenshot(page, 'scratch-w-idle');
  await page.getByTestId('route-widget-load').click();
  await screenshot(page, 'scratch-w-loading');
  for (let i = 0; i < 10; i++) {
    console.log('state', await page.getByTestId('route-widget').getAttribute('data-state'));
    await page.waitForTimeout(200);
  }
  await expect(page.getByTestId('route-chart').locator('canvas')).toBeVisible();
  const over = (await page.locator('.u-over').boundingBox())!;
  await page.mouse.move(over.x + over.width * 0.4, over.y + 40);
  await page.waitForTimeout(300);
  await screenshot(page, 'scratch-w-chart');
});
