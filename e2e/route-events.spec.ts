import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  type MonitVehicle,
  dayString,
  openRouteByUrl,
  routeDayUrl,
  screenshot,
  setRouteWidget,
  signInForRoute,
} from './helpers';

/**
 * The route's events table (spec 2 §2.1, §4.1, §5, §8): the event filter hides rows and map
 * markers; fuellings added by hand survive 'Dogeneruj zdarzenia', can be edited and deleted;
 * the column layout is saved per user and comes back after a reload. Every test puts what it
 * changed back (filters, events, layout): the demo user's settings are shared by all specs.
 */

test.describe.configure({ timeout: 90_000 });

const table = (page: Page) => page.getByTestId('events-table-eventstable_grid');
const count = (page: Page) => page.getByTestId('events-count');

/**
 * Opens today's route of a moving vehicle with the events table shown, charts closed;
 * `prepare` runs after sign-in, before the route is opened.
 */
async function openWithTable(page: Page, prepare?: (v: MonitVehicle) => Promise<void>): Promise<MonitVehicle> {
  const [v] = await signInForRoute(page);
  await prepare?.(v);
  await openRouteByUrl(page, routeDayUrl(v.id));
  await setRouteWidget(page, 'route-toggle-charts', false);
  await setRouteWidget(page, 'route-toggle-events', true);
  await expect(table(page).locator('.ag-row').first()).toBeVisible();
  return v;
}

/** 'Zdarzenia: N' or 'Zdarzenia: M z N' → [shown, all]. */
async function counts(page: Page): Promise<[number, number]> {
  const text = (await count(page).innerText()).trim();
  const m = /^Zdarzenia: (\d+)(?: z (\d+))?$/.exec(text);
  expect(m, `count text '${text}'`).not.toBeNull();
  return [Number(m![1]), Number(m![2] ?? m![1])];
}

/** The names in the rendered rows of the table. */
const names = (page: Page) => table(page).locator('.ag-row [col-id="name"]').allInnerTexts();

/** Scrolls the table to its last rows (the newest events). */
async function scrollToEnd(page: Page): Promise<void> {
  await table(page).evaluate((root) => {
    for (const el of Array.from(root.querySelectorAll<HTMLElement>('[class*="ag-"]'))) {
      const overflow = getComputedStyle(el).overflowY;
      if ((overflow === 'auto' || overflow === 'scroll') && el.scrollHeight > el.clientHeight + 1) {
        el.scrollTop = el.scrollHeight;
      }
    }
  });
}

test('a filter icon hides its events in the table and on the map, and shows them again', async ({ page }) => {
  await openWithTable(page);
  const mapView = page.getByTestId('route-map-view');
  // A run stopped half-way may have left a state filter off (filters are saved per user).
  for (const key of ['stop', 'halt', 'drive']) {
    const icon = page.getByTestId(`route-filter-${key}`);
    if ((await icon.getAttribute('aria-pressed')) === 'false') await icon.click();
  }
  await expect(count(page)).toHaveText(/^Zdarzenia: \d+$/);
  const [all] = await counts(page);
  const markers = Number(await mapView.getAttribute('data-events'));
  expect(all).toBeGreaterThan(0);

  // The first group of the route's own events: stops, halts or driving.
  const shown = await names(page);
  const group = (
    [
      ['stop', 'Postój'],
      ['halt', 'Zatrzymanie'],
      ['drive', 'Jazda'],
    ] as const
  ).find(([, name]) => shown.includes(name));
  expect(group, `rows '${shown.join(', ')}' have a stop, halt or drive`).toBeDefined();
  const [key, name] = group!;
  const filter = page.getByTestId(`route-filter-${key}`);
  await expect(filter).toHaveAttribute('aria-pressed', 'true');

  await filter.click();
  await expect(filter).toHaveAttribute('aria-pressed', 'false');
  await expect(count(page)).toHaveText(new RegExp(`^Zdarzenia: \\d+ z ${all}$`));
  const [left] = await counts(page);
  expect(left).toBeLessThan(all);
  // The count follows the filter at once; the grid's rows a frame later.
  await expect.poll(() => names(page)).not.toContain(name);
  await expect.poll(async () => Number(await mapView.getAttribute('data-events'))).toBeLessThan(markers);
  await screenshot(page, 'route-events-01-filtered');

  await filter.click();
  await expect(filter).toHaveAttribute('aria-pressed', 'true');
  await expect(count(page)).toHaveText(`Zdarzenia: ${all}`);
  await expect(mapView).toHaveAttribute('data-events', String(markers));
  await expect.poll(() => names(page)).toContain(name);
  // Filters are saved 2 s after the last change (the 'off' may have been saved already): the
  // next spec, as the same user, must not find this one off.
  await expect
    .poll(
      async () => {
        const answer = (await (await page.request.get('/app/settings/')).json()) as { global_json: string };
        const filters = JSON.parse(answer.global_json)['route-events-filters'] as
          { filterByMap?: boolean }[] | undefined;
        return (filters ?? []).some((f) => f.filterByMap === true);
      },
      { timeout: 10_000 },
    )
    .toBe(false);
});

/**
 * Headless Chromium hides scrollbars, so AG Grid lays its (invisible) horizontal scrollbar over
 * the bottom of the last row: that row's buttons are clicked by a dispatched click.
 */
const press = (button: Locator) => button.dispatchEvent('click');

/** The row of the hand-made fuelling (its value as the table shows it), after scrolling down. */
function manualRow(page: Page, value: string): Locator {
  return table(page)
    .locator('.ag-row')
    .filter({ has: page.locator('[col-id="name"]', { hasText: /^Tankowanie$/ }) })
    .filter({ has: page.locator('[col-id="val"]', { hasText: new RegExp(`^${value}$`) }) });
}

interface StoredEvent {
  eid: number;
  fdt: string;
  tdt: string | null;
  manual: boolean;
  val: number;
}

/** The hand-made fuellings of the vehicle's route today, as the server stores them. */
async function manualFuellings(page: Page, vid: number): Promise<StoredEvent[]> {
  const day = dayString();
  const answer = await page.request.post('/app/route', {
    form: { id: String(vid), from_date: `${day} 00:00:00`, to_date: `${day} 23:59:59` },
  });
  const { events } = (await answer.json()) as { events: StoredEvent[] };
  return events.filter((e) => e.eid === 21 && e.manual);
}

/** Removes fuellings a stopped run of this spec left behind, so the counts start clean. */
async function removeLeftovers(page: Page, vid: number): Promise<void> {
  for (const e of await manualFuellings(page, vid)) {
    const form = {
      id: String(vid),
      event_type_id: '21',
      save_event_type_id: '21',
      from_date: e.fdt,
      to_date: e.tdt ?? e.fdt,
      orig_from_date: e.fdt,
      value: String(e.val / 10),
    };
    expect((await page.request.post('/app/route/event/delete', { form })).ok()).toBe(true);
  }
}

test('a fuelling added by hand survives regeneration, is edited and deleted', async ({ page }) => {
  const v = await openWithTable(page, (x) => removeLeftovers(page, x.id));
  const [before] = await counts(page);

  // Add at the current point (the last one): the editor is 420 px, the value in litres.
  await page.getByTestId('events-add-fuelling').click();
  const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('event-editor') });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.ant-modal-title')).toHaveText('Dodawanie zdarzenia');
  // Measured once the opening zoom animation has ended.
  await expect.poll(async () => Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(420);
  await expect(dialog.getByText('Ilość paliwa [l]')).toBeVisible();
  const from = await page.getByTestId('event-editor-from').inputValue();
  expect(from).toMatch(new RegExp(`^${dayString()} \\d\\d:\\d\\d:\\d\\d$`));
  await page.getByTestId('event-editor-value').fill('-3');
  await page.getByTestId('event-editor-save').click();
  await expect(dialog.getByText('Ilość paliwa nie może być mniejsza niż 0.')).toBeVisible();
  await page.getByTestId('event-editor-value').fill('37,5');
  await screenshot(page, 'route-events-02-editor');
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/app/route/event/save');
  const reloaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/app/route');
  await page.getByTestId('event-editor-save').click();
  expect((await saved).ok()).toBe(true);
  await reloaded;
  await expect(dialog).toBeHidden();
  await expect(count(page)).toHaveText(`Zdarzenia: ${before + 1}`);
  await scrollToEnd(page);
  await expect(manualRow(page, '37,5')).toHaveCount(1);

  // Stored as added by hand, with its time and litres (stored ×10).
  expect(await manualFuellings(page, v.id)).toEqual([expect.objectContaining({ fdt: from, val: 375 })]);

  // 'Dogeneruj zdarzenia' builds the events again from the points: the hand-made one stays.
  await page.getByTestId('route-open-dialog').click();
  await expect(page.locator('.route-dialog .ant-modal')).toBeVisible();
  await page.getByTestId('route-regenerate').check();
  const regenerated = page.waitForRequest((r) => new URL(r.url()).pathname === '/app/route');
  await page.getByTestId('route-accept').click();
  expect(new URLSearchParams((await regenerated).postData() ?? '').get('generate')).toBe('1');
  await expect(page.getByTestId('loader')).toHaveCount(0);
  await expect(page.getByTestId('route-view')).toBeVisible();
  await expect(count(page)).toHaveText(`Zdarzenia: ${before + 1}`);
  await scrollToEnd(page);
  await expect(manualRow(page, '37,5')).toHaveCount(1);
  await screenshot(page, 'route-events-03-after-regenerate');

  // Edit: the editor starts from the event's litres.
  await press(manualRow(page, '37,5').getByTestId('event-edit'));
  await expect(dialog.locator('.ant-modal-title')).toHaveText('Edycja zdarzenia');
  await expect(page.getByTestId('event-editor-value')).toHaveValue('37,5');
  await expect(page.getByTestId('event-editor-from')).toHaveValue(from);
  await page.getByTestId('event-editor-value').fill('42');
  await page.getByTestId('event-editor-save').click();
  await expect(dialog).toBeHidden();
  await scrollToEnd(page);
  await expect(manualRow(page, '42,0')).toHaveCount(1);
  await expect(manualRow(page, '37,5')).toHaveCount(0);
  await expect(count(page)).toHaveText(`Zdarzenia: ${before + 1}`);

  // Delete, after the confirmation.
  await press(manualRow(page, '42,0').getByTestId('event-delete'));
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('Jesteś pewien że chcesz usunąć to zdarzenie ?');
  await screenshot(page, 'route-events-04-delete-confirm');
  await confirm.getByRole('button', { name: 'Usuń' }).click();
  await expect(confirm).toBeHidden();
  await expect(count(page)).toHaveText(`Zdarzenia: ${before}`);
  await scrollToEnd(page);
  await expect(manualRow(page, '42,0')).toHaveCount(0);
  expect(await manualFuellings(page, v.id)).toEqual([]);
});

test('a hidden column is saved as the layout and comes back after a reload', async ({ page }) => {
  await openWithTable(page);
  const header = (id: string) => table(page).locator(`.ag-header-cell[col-id="${id}"]`);
  await expect(header('driver_name')).toBeVisible();
  const hint = page.getByTestId('grid-layout-hint');
  await expect(hint).toHaveCount(0);

  await page.getByTestId('grid-columns').click();
  const chooser = page.getByTestId('grid-column-chooser');
  // Spec 2 §3.1 event fields: issue number, invoice and remarks are columns of the table too.
  for (const name of ['Numer wydania', 'Faktura', 'Uwagi'])
    await expect(chooser.getByRole('checkbox', { name })).toBeChecked();
  await chooser.getByText('Kierowca', { exact: true }).click();
  await expect(header('driver_name')).toHaveCount(0);
  await expect(hint).toHaveText(/Aby zapisać układ kolumn kliknij/);
  await page.getByTestId('grid-columns').click();
  await expect(chooser).toBeHidden();
  await screenshot(page, 'route-events-05-layout-changed');

  const saved = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/app/settings/ui'));
  await page.getByTestId('grid-layout-save').click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByText('Szablon kolumn został zapisany')).toBeVisible();
  await expect(hint).toHaveCount(0);
  await expect(page.getByTestId('grid-layout-save')).toBeDisabled();

  await page.reload();
  await expect(page.getByTestId('route-view')).toBeVisible();
  await expect(table(page).locator('.ag-header-cell[col-id="name"]')).toBeVisible();
  await expect(header('driver_name')).toHaveCount(0);
  await expect(hint).toHaveCount(0);
  await page.getByTestId('grid-columns').click();
  await expect(chooser.getByRole('checkbox', { name: 'Kierowca' })).not.toBeChecked();
  await expect(chooser.getByRole('checkbox', { name: 'Zdarzenie' })).toBeChecked();
  await page.getByTestId('grid-columns').click();
  await expect(chooser).toBeHidden();
  await screenshot(page, 'route-events-06-layout-restored');

  // Back to the default layout for the other specs.
  await page.getByTestId('grid-layout-restore').click();
  await expect(page.getByText('Przywrócono domyślny układ kolumn')).toBeVisible();
  await expect(header('driver_name')).toBeVisible();
});
