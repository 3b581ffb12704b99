import { expect, test, type Page } from '@playwright/test';
import { dayString, revealVehicleRow, screenshot, signIn } from './helpers';

/**
 * The route widget under the monitor map and the route-creation dialog 'Tworzenie trasy'
 * (spec 1 §2.7, §4 'Route load', §5, §7 routeForm/reportToRoute).
 */

// The monitor page (map with the demo fleet, list, polling) is heavy for a shared 2-core runner.
test.describe.configure({ timeout: 90_000 });

interface MonitVehicleLite {
  id: number;
  regno: string;
  dt: string | null;
  age: number | null;
  lat: number | null;
  v: number;
}

/** Today as the browser sees it (the Playwright config runs in Europe/Warsaw, like the demo company). */
const today = (offsetDays = 0) => dayString(offsetDays);

/**
 * Signs in and returns the monitored vehicles from the monitor's own first answer. The alarm and
 * reminder windows open by themselves over the monitor (spec 1 §2.8, §2.9): they are closed once
 * their first answers are in, so they cover nothing this spec clicks.
 */
async function signInAndReadFleet(page: Page): Promise<MonitVehicleLite[]> {
  const path = (r: { url(): string }) => new URL(r.url()).pathname;
  const firstAnswers = () => ({
    monit: page.waitForResponse((r) => path(r) === '/app/monit' && r.ok()),
    windows: Promise.all([
      page.waitForResponse((r) => path(r) === '/app/alarms/monit/', { timeout: 15_000 }).catch(() => null),
      page.waitForResponse((r) => path(r) === '/app/reminders/monit', { timeout: 15_000 }).catch(() => null),
    ]),
  });
  let answers = firstAnswers();
  await signIn(page, 'demo', 'admin');
  let body = (await (await answers.monit).json()) as { m: MonitVehicleLite[] };
  // In the first minutes after midnight (Warsaw) no vehicle may have reported today yet: the
  // parked ones send a record every 5 minutes. Wait for the first one rather than fail.
  const reportedToday = (fleet: MonitVehicleLite[]) => fleet.some((v) => v.dt?.startsWith(today()) && v.lat !== null);
  if (!reportedToday(body.m)) test.info().setTimeout(test.info().timeout + 420_000);
  for (let i = 0; i < 40 && !reportedToday(body.m); i++) {
    await answers.windows;
    await page.waitForTimeout(10_000);
    answers = firstAnswers();
    await page.reload();
    body = (await (await answers.monit).json()) as { m: MonitVehicleLite[] };
  }
  await answers.windows;
  await page.waitForTimeout(300);
  for (const id of ['alarm-window', 'reminders-window']) {
    const close = page.getByTestId(`${id}-close`);
    if (await close.isVisible()) await close.click();
  }
  return body.m;
}

/** A vehicle that reported today, moving ones first (their chart is more than a flat line). */
function freshVehicle(fleet: MonitVehicleLite[]): MonitVehicleLite {
  const withData = fleet.filter((v) => v.dt?.startsWith(today()) && v.lat !== null);
  expect(withData.length, 'the demo fleet has vehicles with points today').toBeGreaterThan(0);
  const moving = (v: MonitVehicleLite) => (v.v > 0 ? 0 : 1);
  return withData.sort((a, b) => moving(a) - moving(b) || (a.age ?? Infinity) - (b.age ?? Infinity))[0];
}

/** antd puts the test id on the radio's hidden input; the visible button is its label. */
function periodRadio(page: Page, period: 'month' | 'week' | 'day') {
  return page.locator('label', { has: page.getByTestId(`route-period-${period}`) });
}

/**
 * The vehicle whose route today has the most driving in it, asked from the page itself (same
 * session and origin as the widget), so the chart shows more than a parked vehicle's flat line
 * when anyone drove. The widget shows today only: early in the morning and at weekends the demo
 * fleet is parked, and a flat line at 0 km/h is then what the widget must show.
 */
async function vehicleDrivingToday(page: Page, fleet: MonitVehicleLite[]): Promise<MonitVehicleLite> {
  const candidates = fleet.filter((v) => v.dt?.startsWith(today()) && v.lat !== null);
  const day = today();
  const maxSpeeds = await page.evaluate(
    async ({ ids, day }) => {
      const out: number[] = [];
      for (const id of ids) {
        const body = new URLSearchParams({ id: String(id), from_date: `${day} 00:00:00`, to_date: `${day} 23:59:59` });
        const res = await fetch('/app/monit/route', { method: 'POST', body, credentials: 'include' });
        const answer = (await res.json()) as { points?: { v: number[] } };
        out.push(Math.max(0, ...(answer.points?.v ?? [])));
      }
      return out;
    },
    { ids: candidates.map((v) => v.id), day },
  );
  expect(candidates.length, 'the demo fleet has vehicles with points today').toBeGreaterThan(0);
  return candidates[maxSpeeds.indexOf(Math.max(...maxSpeeds))];
}

async function selectInList(page: Page, vid: number): Promise<void> {
  const row = await revealVehicleRow(page, vid);
  await row.click();
}

test.describe('route widget under the monitor map', () => {
  test('asks for a vehicle when none is selected, and takes the one selected next', async ({ page }) => {
    const fleet = await signInAndReadFleet(page);
    const widget = page.getByTestId('route-widget');
    await expect(widget).toHaveAttribute('data-state', 'closed');
    await page.getByTestId('route-widget-open').click();
    await expect(widget.getByText('Wybierz pojazd, aby wczytać trasę')).toBeVisible();
    await expect(page.getByTestId('route-widget-refresh')).toBeDisabled();
    await expect(page.getByTestId('route-widget-fit')).toBeDisabled();
    await screenshot(page, 'route-01-widget-no-vehicle');

    const v = freshVehicle(fleet);
    await selectInList(page, v.id);
    await expect(page.getByTestId('route-widget-title')).toHaveText(`Trasa dla: ${v.regno}`);
    await expect(page.getByTestId('route-widget-load')).toHaveText('Wczytaj podgląd trasy');
  });

  test("loads today's speed chart, shows values under the cursor, refreshes, collapses and closes", async ({
    page,
  }) => {
    const fleet = await signInAndReadFleet(page);
    const v = await vehicleDrivingToday(page, fleet);
    await selectInList(page, v.id);
    await page.getByTestId('route-widget-open').click();

    const widget = page.getByTestId('route-widget');
    await expect(widget).toHaveAttribute('data-state', 'idle');
    const routeCall = page.waitForRequest((r) => new URL(r.url()).pathname === '/app/monit/route');
    await page.getByTestId('route-widget-load').click();
    const sent = new URLSearchParams((await routeCall).postData() ?? '');
    expect(sent.get('id')).toBe(String(v.id));
    expect(sent.get('from_date')).toBe(`${today()} 00:00:00`);
    expect(sent.get('to_date')).toBe(`${today()} 23:59:59`);

    await expect(widget).toHaveAttribute('data-state', 'ok');
    await expect(page.getByTestId('route-widget-title')).toHaveText(`Trasa dla: ${v.regno}`);
    const chart = page.getByTestId('route-chart');
    await expect(chart.locator('canvas')).toBeVisible();
    // The widget is 250 px high (spec 1 §9) and the chart fills its body.
    const box = (await widget.boundingBox())!;
    expect(Math.round(box.height)).toBe(250);
    expect((await chart.boundingBox())!.height).toBeGreaterThan(120);
    await expect(page.getByTestId('route-widget-fit')).toBeEnabled();

    // Cursor readout: time of the point and its speed.
    const plot = chart.locator('.u-over');
    const over = (await plot.boundingBox())!;
    await page.mouse.move(over.x + over.width * 0.6, over.y + over.height / 2);
    await expect(page.getByTestId('route-readout-time')).toContainText(today());
    await expect(page.getByTestId('route-readout-speed')).toHaveText(/^\d+ km\/h$/);
    await screenshot(page, 'route-02-widget-chart');

    await page.getByTestId('route-widget-fit').click();

    // Refresh asks again for today and shows the chart again.
    const again = page.waitForResponse((r) => new URL(r.url()).pathname === '/app/monit/route');
    await page.getByTestId('route-widget-refresh').click();
    expect((await again).ok()).toBe(true);
    await expect(widget).toHaveAttribute('data-state', 'ok');
    await expect(chart.locator('canvas')).toBeVisible();

    // Collapsing keeps the header only; expanding brings the chart back.
    await page.getByTestId('route-widget-collapse').click();
    await expect(page.getByTestId('route-chart')).toHaveCount(0);
    expect((await widget.boundingBox())!.height).toBeLessThan(60);
    await page.getByTestId('route-widget-collapse').click();
    await expect(page.getByTestId('route-chart').locator('canvas')).toBeVisible();

    await page.getByTestId('route-widget-close').click();
    await expect(widget).toHaveAttribute('data-state', 'closed');
    await expect(page.getByTestId('route-widget-open')).toBeVisible();
  });

  test("route with preview from the vehicle context menu loads at once, also over another vehicle's route; selecting another vehicle closes it", async ({
    page,
  }) => {
    const fleet = await signInAndReadFleet(page);
    const v = freshVehicle(fleet);
    const row = await revealVehicleRow(page, v.id);
    await row.click({ button: 'right' });
    await page.getByTestId('menu-routePreview').click();
    const widget = page.getByTestId('route-widget');
    await expect(widget).toHaveAttribute('data-state', 'ok');
    await expect(page.getByTestId('route-widget-title')).toHaveText(`Trasa dla: ${v.regno}`);

    // Route with preview of another vehicle while the widget shows the first one: the other
    // vehicle's route loads (it used to stay empty, issue 13 §3).
    const other = fleet.find((x) => x.id !== v.id && x.dt !== null);
    expect(other).toBeDefined();
    const otherRow = await revealVehicleRow(page, other!.id);
    await otherRow.click({ button: 'right' });
    await page.getByTestId('menu-routePreview').click();
    await expect(page.getByTestId('route-widget-title')).toHaveText(`Trasa dla: ${other!.regno}`);
    await expect(widget).toHaveAttribute('data-state', 'ok');
    await expect(page.getByTestId('route-chart').locator('canvas')).toBeVisible();

    await selectInList(page, v.id);
    await expect(widget).toHaveAttribute('data-state', 'closed');
  });

  test('shows "Błąd pobierania trasy" with the server text when the route fails', async ({ page }) => {
    const fleet = await signInAndReadFleet(page);
    const v = freshVehicle(fleet);
    await page.route('**/app/monit/route', (route) =>
      route.fulfill({ json: { err: { global: 'Serwer tras jest chwilowo niedostępny.' } } }),
    );
    await selectInList(page, v.id);
    await page.getByTestId('route-widget-open').click();
    await page.getByTestId('route-widget-load').click();
    const error = page.getByTestId('route-widget-error');
    await expect(error).toContainText('Błąd pobierania trasy');
    await expect(error).toContainText('Serwer tras jest chwilowo niedostępny.');
    await screenshot(page, 'route-03-widget-error');
  });
});

test.describe('route-creation dialog', () => {
  test('quick days and periods set the range; accept stores routeForm and shows the request', async ({ page }) => {
    const fleet = await signInAndReadFleet(page);
    const v = freshVehicle(fleet);
    await page.goto('/route');
    const dialog = page.locator('.route-dialog .ant-modal');
    await expect(dialog.getByText('Tworzenie trasy')).toBeVisible();
    await expect(page.getByTestId('route-regenerate')).toBeChecked();
    await expect(page.getByTestId('route-accept')).toBeDisabled();
    const from = page.getByTestId('route-from');
    const to = page.getByTestId('route-to');

    await page.getByTestId('route-quick-yesterday').click();
    await expect(from).toHaveValue(`${today(1)} 00:00:00`);
    await expect(to).toHaveValue(`${today(1)} 23:59:59`);
    await page.getByTestId('route-quick-dayBeforeYesterday').click();
    await expect(from).toHaveValue(`${today(2)} 00:00:00`);
    await page.getByTestId('route-next').click();
    await expect(from).toHaveValue(`${today(1)} 00:00:00`);
    await page.getByTestId('route-quick-today').click();
    await expect(from).toHaveValue(`${today()} 00:00:00`);
    await expect(to).toHaveValue(`${today()} 23:59:59`);

    // Tydzień: Monday to Sunday of the current week; previous steps one week back.
    await periodRadio(page, 'week').click();
    const monday = await from.inputValue();
    const mondayDate = new Date(`${monday.slice(0, 10)}T12:00:00`);
    expect(mondayDate.getDay()).toBe(1);
    await page.getByTestId('route-prev').click();
    const prevMonday = new Date(`${(await from.inputValue()).slice(0, 10)}T12:00:00`);
    expect(Math.round((mondayDate.getTime() - prevMonday.getTime()) / 86_400_000)).toBe(7);
    await expect(to).toHaveValue(/ 23:59:59$/);

    // Miesiąc: the first of the month.
    await periodRadio(page, 'month').click();
    await expect(from).toHaveValue(/^\d{4}-\d{2}-01 00:00:00$/);
    await page.getByTestId('route-quick-today').click();

    await page.getByTestId('route-vehicle').click();
    // The option list is virtualised: typing narrows it to the vehicle, wherever it stands.
    await page.keyboard.type(v.regno);
    await page.locator('.ant-select-dropdown').getByText(v.regno, { exact: true }).click();
    await page.getByTestId('route-regenerate').uncheck();
    await expect(page.getByTestId('route-accept')).toBeEnabled();
    await screenshot(page, 'route-04-dialog');
    await page.getByTestId('route-accept').click();

    await expect(page.getByTestId('route-stat-general-vehicle')).toHaveText(v.regno);
    await expect(page.getByTestId('route-stat-general-from')).toHaveText(`${today()} 00:00:00`);
    await expect(page.getByTestId('route-tab')).toHaveText(v.regno);
    await expect(page).toHaveURL(new RegExp(`/route\\?vid=${v.id}&from_date=`));
    const stored = await page.evaluate(() => localStorage.getItem('routeForm'));
    expect(JSON.parse(stored!)).toMatchObject({
      vid: v.id,
      from_date: `${today()} 00:00:00`,
      to_date: `${today()} 23:59:59`,
      period: 'day',
      regenerate: false,
    });
    await screenshot(page, 'route-05-accepted');

    // Closing the tab leaves the placeholder; reopening prefills from the saved form.
    await page.locator('.ant-tabs-tab-remove').click();
    await expect(page.getByTestId('route-empty')).toContainText('Brak trasy...');
    await page.getByTestId('route-empty-load').click();
    await expect(
      page.locator('.route-dialog .ant-select-content, .route-dialog .ant-select-selection-item').first(),
    ).toContainText(v.regno);
    await expect(page.getByTestId('route-regenerate')).not.toBeChecked();
  });

  test('says when the start is not before the end', async ({ page }) => {
    await signInAndReadFleet(page);
    await page.goto('/route');
    const from = page.getByTestId('route-from');
    await from.click();
    await from.fill(`${today()} 23:59:59`);
    await from.press('Enter');
    await expect(page.getByText('Początek musi być wcześniejszy niż koniec.')).toBeVisible();
  });

  test('a complete query opens the route by itself; a report handoff prefills once', async ({ page }) => {
    const fleet = await signInAndReadFleet(page);
    const v = freshVehicle(fleet);
    const from = `${today(1)} 06:00:00`;
    const to = `${today()} 18:00:00`;
    await page.goto(`/route?vid=${v.id}&from_date=${encodeURIComponent(from)}&to_date=${encodeURIComponent(to)}`);
    await expect(page.getByTestId('route-stat-general-vehicle')).toHaveText(v.regno);
    await expect(page.getByTestId('route-stat-general-from')).toHaveText(from);
    await expect(page.getByTestId('route-stat-general-to')).toHaveText(to);
    await expect(page.locator('.route-dialog .ant-modal')).toBeHidden();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('routeForm')))!)).toMatchObject({
      vid: v.id,
      from_date: from,
    });
    await screenshot(page, 'route-06-auto-accepted');

    // A handoff from a report fills the dialog and is removed once used.
    await page.evaluate((h) => localStorage.setItem('reportToRoute', JSON.stringify(h)), {
      vid: v.id,
      from_date: `${today(2)} 08:00:00`,
      to_date: `${today(2)} 16:00:00`,
    });
    await page.goto('/route');
    await expect(page.getByTestId('route-from')).toHaveValue(`${today(2)} 08:00:00`);
    await expect(page.getByTestId('route-to')).toHaveValue(`${today(2)} 16:00:00`);
    expect(await page.evaluate(() => localStorage.getItem('reportToRoute'))).toBeNull();
  });

  test('a link to a vehicle outside the list opens the dialog with the reason', async ({ page }) => {
    await signInAndReadFleet(page);
    await page.goto(
      `/route?vid=999999&from_date=${encodeURIComponent(`${today()} 00:00:00`)}&to_date=${encodeURIComponent(`${today()} 23:59:59`)}`,
    );
    await expect(page.getByText('Wybrany pojazd nie jest dostępny na liście pojazdów.')).toBeVisible();
    await expect(page.getByTestId('route-request')).toHaveCount(0);
  });
});
