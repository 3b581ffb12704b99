import { expect, test, type Locator, type Page } from '@playwright/test';
import { exportedXlsx, screenshot, signIn } from './helpers';

/**
 * The alarms screen /alarms (spec 2 §2.3, §4.3, §7, §8; issue 16 §1) against the demo fleet,
 * whose engine keeps producing alarms: accept one (the monitor's accept dialog), describe one,
 * delete one with its confirmation, page the archive back, export Excel and read it back.
 */

interface AlarmRow {
  id: number;
  vid: number;
  regno: string;
  eid: number;
  ename: string;
  fdt: string;
  value: number | null;
  unit: string;
  adescription: string | null;
}
interface ListAnswer {
  alarms: AlarmRow[];
  archive: AlarmRow[];
  archive_next: string | null;
}

test.describe.configure({ timeout: 240_000 });

const table = (page: Page, tab: 'current' | 'archive') => page.getByTestId(`alarms-table-${tab}`);
const gridRows = (page: Page, tab: 'current' | 'archive'): Locator => table(page, tab).locator('.ag-row[row-id]');
/** The row shown first (the DOM keeps rows in any order; row-index is the shown position). */
const firstRow = (page: Page, tab: 'current' | 'archive'): Locator =>
  table(page, tab).locator('.ag-row[row-index="0"]').first();
const rowById = (page: Page, tab: 'current' | 'archive', id: number) =>
  table(page, tab).locator(`.ag-row[row-id="${id}"]`);

async function monitIds(page: Page): Promise<number[]> {
  const res = await page.request.post('/app/alarms/monit/', { form: { gridSchema: 'false', onlyNotAccepted: 'true' } });
  return ((await res.json()) as { alarms: AlarmRow[] }).alarms.map((a) => a.id);
}

async function list(page: Page, form: Record<string, string> = {}): Promise<ListAnswer> {
  const res = await page.request.post('/app/alarms', {
    form: { gridSchema: 'false', onlyNotAccepted: 'false', ...form },
  });
  return (await res.json()) as ListAnswer;
}

/** Picks an option of an antd Select by its visible text. */
async function choose(page: Page, select: Locator, label: string): Promise<void> {
  await select.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label }).first().click();
}

async function openScreen(page: Page): Promise<void> {
  await page.goto('/alarms');
  await expect(page.getByTestId('alarms-page')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('loader')).toHaveCount(0);
}

test('alarms screen: accept, describe, delete, archive paging, Excel export', async ({ page }) => {
  await signIn(page, 'demo', 'admin');
  // The demo engine produces alarms: wait until there are a few current ones.
  await expect.poll(async () => (await monitIds(page)).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(3);
  await openScreen(page);

  // 'Aktualne' with its count badge: the server's current alarms, newest first.
  const first = await list(page);
  await expect(gridRows(page, 'current').first()).toBeVisible();
  await expect(page.getByTestId('alarms-count')).toContainText(String(first.alarms.length));
  await expect(page.getByTestId('alarms-accept')).toBeDisabled();
  await page.setViewportSize({ width: 1600, height: 900 });
  await screenshot(page, 'alarms-01-current-1600');
  await page.setViewportSize({ width: 1280, height: 720 });
  await screenshot(page, 'alarms-02-current-1280');
  await page.setViewportSize({ width: 1600, height: 900 });

  // The top bar's alarm badge (the monitor's poll) before anything is accepted or deleted here.
  const badge = async () => Number(await page.getByTestId('alarm-button').getAttribute('data-count'));
  await expect.poll(badge, { timeout: 20_000 }).toBeGreaterThan(0);
  const badgeBefore = await badge();

  // Accept one: choose a row, 'Akceptuj alarmy', the accept dialog with a description.
  const target = firstRow(page, 'current');
  const acceptId = Number(await target.getAttribute('row-id'));
  await target.click();
  await expect(page.getByTestId('alarms-accept')).toBeEnabled();
  await page.getByTestId('alarms-accept').click();
  await expect(page.getByTestId('alarm-accept-dialog')).toBeVisible();
  await page.getByTestId('alarm-accept-description').fill('Kierowca poinformowany');
  await screenshot(page, 'alarms-03-accept-dialog');
  await page.getByTestId('alarm-accept-ok').click();
  await expect(page.getByText('Alarm został zaakceptowany')).toBeVisible();
  await expect(rowById(page, 'current', acceptId)).toHaveCount(0);
  expect(await monitIds(page)).not.toContain(acceptId);

  // The archive holds it; 'Dodaj/zmień opis alarmu' from the row menu changes its description.
  await page.getByTestId('alarms-tab-archive').click();
  const accepted = rowById(page, 'archive', acceptId);
  await expect(accepted).toBeVisible();
  await expect(accepted).toContainText('Kierowca poinformowany');
  await accepted.click({ button: 'right' });
  await page.getByTestId('alarm-menu-describe').click();
  const text = page.getByTestId('alarm-description-text');
  await expect(text).toHaveValue('Kierowca poinformowany');
  await text.fill('Kierowca pouczony, trasa sprawdzona');
  await page.getByTestId('alarm-description-save').click();
  await expect(page.getByText('Opis alarmu został zapisany')).toBeVisible();
  await expect(accepted).toContainText('Kierowca pouczony, trasa sprawdzona');
  expect((await list(page)).archive.find((a) => a.id === acceptId)?.adescription).toBe(
    'Kierowca pouczony, trasa sprawdzona',
  );
  await screenshot(page, 'alarms-04-archive-1600');

  // Delete one current alarm through the row menu and its confirmation.
  await page.getByTestId('alarms-tab-current').click();
  const victim = firstRow(page, 'current');
  const deleteId = Number(await victim.getAttribute('row-id'));
  await victim.click({ button: 'right' });
  await screenshot(page, 'alarms-05-row-menu');
  await page.getByTestId('alarm-menu-delete').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('Zdarzenie zostanie na trasie');
  await page.getByTestId('alarm-delete-confirm').click();
  await expect(page.getByText('Alarm został usunięty')).toBeVisible();
  await expect(rowById(page, 'current', deleteId)).toHaveCount(0);
  expect(await monitIds(page)).not.toContain(deleteId);
  expect((await list(page)).archive.map((a) => a.id)).not.toContain(deleteId);
  // The monitor's badge follows the accept and the delete within one poll (30 s).
  await expect
    .poll(async () => (await badge()) === (await monitIds(page)).length && (await badge()) !== badgeBefore, {
      timeout: 35_000,
    })
    .toBe(true);

  // 'Pokaż trasę': the alarm's vehicle ±30 min in the route viewer, in a new window.
  const routeRow = firstRow(page, 'current');
  const routeId = Number(await routeRow.getAttribute('row-id'));
  const routeAlarm = (await list(page)).alarms.find((a) => a.id === routeId)!;
  await routeRow.click({ button: 'right' });
  const popup = page.context().waitForEvent('page');
  await page.getByTestId('alarm-menu-route').click();
  const routePage = await popup;
  const q = new URL(routePage.url()).searchParams;
  expect(q.get('vid')).toBe(String(routeAlarm.vid));
  expect(q.get('from_date')! < routeAlarm.fdt).toBe(true);
  await routePage.close();

  // Archive paging: accept a few more alarms (most stay current: the monitor's specs need
  // them), then let the first answer stop after five rows with its cursor, as a full page does;
  // 'Załaduj starsze' goes on from there.
  const open = (await monitIds(page)).slice(0, 8);
  await page.request.post('/app/alarms/accept/', { form: { alarms: open.join('|'), description: 'Zbiorczo' } });
  const full = (await list(page)).archive;
  expect(full.length).toBeGreaterThan(6);
  const cut = 5;
  let cursorSent: string | null = null;
  await page.route('**/app/alarms', async (route) => {
    const form = new URLSearchParams(route.request().postData() ?? '');
    if (form.get('cursor')) {
      cursorSent = form.get('cursor');
      return route.continue();
    }
    const answer = (await (await route.fetch()).json()) as ListAnswer;
    const last = answer.archive[cut - 1];
    // The cursor is the row's start in epoch ms and its id; the browser runs in the company's zone.
    const startMs = await page.evaluate((fdt) => new Date(fdt.replace(' ', 'T')).getTime(), last.fdt);
    await route.fulfill({
      json: { ...answer, archive: answer.archive.slice(0, cut), archive_next: `${startMs}:${last.id}` },
    });
  });
  await page.getByTestId('alarms-tab-archive').click();
  await page.getByTestId('alarms-refresh-archive').click();
  await expect(page.getByTestId('alarms-table-archive')).toHaveAttribute('data-count', String(cut));
  await page.getByTestId('alarms-load-older').click();
  await expect(page.getByTestId('alarms-table-archive')).toHaveAttribute('data-count', String(full.length));
  expect(cursorSent).toMatch(/^\d+:\d+$/);
  await expect(page.getByTestId('alarms-archive-footer')).toContainText('To wszystkie alarmy archiwalne.');
  await expect(page.getByTestId('alarms-load-older')).toHaveCount(0);
  await page.unroute('**/app/alarms');

  // 'Pokaż alarmy starsze niż': a moment before every alarm leaves the archive empty.
  const picker = page.getByTestId('alarms-older-than');
  await picker.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2020-01-01 00:00:00');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('alarms-table-archive')).toHaveAttribute('data-count', '0');
  await expect(table(page, 'archive')).toContainText('Brak zaakceptowanych alarmów starszych niż wybrana data');
  await openScreen(page);
  await page.getByTestId('alarms-tab-archive').click();
  await expect(page.getByTestId('alarms-table-archive')).toHaveAttribute('data-count', String(full.length));
  await page.setViewportSize({ width: 1280, height: 720 });
  await screenshot(page, 'alarms-06-archive-1280');
  await page.setViewportSize({ width: 1600, height: 900 });

  // Excel of the archive: the rows as the grid shows them, read back with exceljs.
  const shown = full.length;
  const { sheet, head, titles, column } = await exportedXlsx(
    page,
    'alarms-export-archive',
    /Alarmy_archiwalne.*\.xlsx$/,
    'Pojazd',
  );
  expect(titles.slice(0, 3)).toEqual(['Pojazd', 'Rodzaj alarmu', 'Data rozpoczęcia']);
  const body = column('Pojazd');
  expect(body).toHaveLength(shown);
  expect(body).toEqual(full.map((a) => a.regno));
  const described = full.findIndex((a) => a.id === acceptId);
  expect(String(sheet.getRow(head + 1 + described).getCell(titles.indexOf('Opis') + 1).value)).toBe(
    'Kierowca pouczony, trasa sprawdzona',
  );
});

/** A cell of the row shown at `index` (the DOM keeps rows in any order). */
const cellAt = (page: Page, index: number, col: string) =>
  table(page, 'current').locator(`.ag-row[row-index="${index}"] [col-id="${col}"]`);
const rowIdAt = async (page: Page, index: number) =>
  Number(await table(page, 'current').locator(`.ag-row[row-index="${index}"]`).getAttribute('row-id'));
const selectedCount = (page: Page) => table(page, 'current').locator('.ag-row-selected');

test('alarms screen: many rows chosen and accepted in one dialog; inputs named, values with units', async ({
  page,
}) => {
  await signIn(page, 'demo', 'admin');
  await expect.poll(async () => (await monitIds(page)).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(12);
  await page.setViewportSize({ width: 1280, height: 720 });
  await openScreen(page);
  const before = (await list(page)).alarms;
  await expect(page.getByTestId('alarms-count')).toContainText(String(before.length));

  // Inputs by what they are (issue 27 §4): the demo's cold-room doors, not 'Wejście 2 załączone'.
  const door = before.find((a) => a.eid >= 9 && a.eid <= 16)!;
  expect(door.ename).toMatch(/^Drzwi (komory|ładowni) załączone$/);
  expect(before.some((a) => a.ename.startsWith('Wejście'))).toBe(false);
  // 'Wartość' with its unit: a speeding alarm's value in km/h, as the server's row says.
  const speeding = before.find((a) => a.eid === 4 && a.value !== null)!;
  expect(speeding.unit).toBe('km/h');

  // Click one row, Shift+click a range, Ctrl+click one more, Ctrl+click one off again.
  await cellAt(page, 0, 'regno').click();
  await expect(selectedCount(page)).toHaveCount(1);
  await cellAt(page, 3, 'regno').click({ modifiers: ['Shift'] });
  await expect(selectedCount(page)).toHaveCount(4);
  await cellAt(page, 6, 'regno').click({ modifiers: ['Control'] });
  await expect(selectedCount(page)).toHaveCount(5);
  await cellAt(page, 2, 'regno').click({ modifiers: ['Control'] });
  await expect(selectedCount(page)).toHaveCount(4);
  await expect(page.getByTestId('alarms-selected-current')).toHaveText(`Zaznaczono 4 z ${before.length}`);
  const chosen = await Promise.all([0, 1, 3, 6].map((i) => rowIdAt(page, i)));
  const skipped = await rowIdAt(page, 2);

  // One dialog accepts the four with one description; it says how many.
  await page.getByTestId('alarms-accept').click();
  await expect(page.getByTestId('alarm-accept-summary')).toContainText('Akceptujesz 4 alarmy z tym samym opisem.');
  await page.getByTestId('alarm-accept-description').fill('Kierowcy pouczeni');
  await screenshot(page, 'alarms-07-many-accept-1280');
  const accepted = page.waitForResponse((r) => new URL(r.url()).pathname === '/app/alarms/accept/');
  await page.getByTestId('alarm-accept-ok').click();
  // One request for all four.
  expect(
    new URLSearchParams((await accepted).request().postData() ?? '').get('alarms')?.split('|').map(Number).sort(),
  ).toEqual([...chosen].sort());
  await expect(page.getByText('Alarmy zostały zaakceptowane')).toBeVisible();
  for (const id of chosen) await expect(rowById(page, 'current', id)).toHaveCount(0);
  await expect(rowById(page, 'current', skipped)).toHaveCount(1);
  await expect(page.getByTestId('alarms-count')).toContainText(String(before.length - 4));
  // The server agrees: out of the current alarms, in the archive with the one description.
  const afterFour = await list(page);
  expect(afterFour.alarms.map((a) => a.id).filter((id) => chosen.includes(id))).toEqual([]);
  for (const id of chosen) expect(afterFour.archive.find((a) => a.id === id)?.adescription).toBe('Kierowcy pouczeni');
  expect(afterFour.alarms.map((a) => a.id)).toContain(skipped);

  // Filter by a vehicle and a type as the monitor's window does, then 'Zaznacz wszystkie':
  // only the rows the filters show are chosen and accepted.
  const expected = afterFour.alarms.filter((a) => a.vid === door.vid && a.ename === door.ename);
  const sameTypeElsewhere = afterFour.alarms.filter((a) => a.vid !== door.vid && a.eid >= 9 && a.eid <= 16);
  await choose(page, page.getByTestId('alarm-filter-vehicle'), door.regno);
  await choose(page, page.getByTestId('alarm-filter-event'), door.ename);
  await expect(table(page, 'current')).toHaveAttribute('data-count', String(expected.length));
  // The count is set with the rows; the grid paints them (those in view) a moment later.
  await expect
    .poll(async () => {
      const names = await table(page, 'current').locator('.ag-row [col-id="ename"]').allInnerTexts();
      return names.length > 0 && names.every((x) => x.trim() === door.ename);
    })
    .toBe(true);
  await page.getByTestId('alarms-select-all-current').click();
  await expect(page.getByTestId('alarms-selected-current')).toHaveText(
    `Zaznaczono ${expected.length} z ${expected.length}`,
  );
  await page.getByTestId('alarms-accept').click();
  await expect(page.getByTestId('alarm-accept-summary')).toContainText(String(expected.length));
  await expect(page.getByTestId('alarm-accept-summary')).toContainText(door.regno);
  await page.getByTestId('alarm-accept-description').fill('Drzwi sprawdzone');
  await screenshot(page, 'alarms-08-filtered-all-accept-1280');
  const acceptCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/app/alarms/accept/') acceptCalls.push(r.postData() ?? '');
  });
  await page.getByTestId('alarm-accept-ok').click();
  // The chosen type has left the list, so its filter falls back to every type (as the monitor's
  // window does): the vehicle's other alarms remain, or every alarm if it has none left.
  const remaining = afterFour.alarms.filter((a) => !expected.some((e) => e.id === a.id));
  const ofVehicle = remaining.filter((a) => a.vid === door.vid);
  const shownAfter = ofVehicle.length > 0 ? ofVehicle : remaining;
  await expect(table(page, 'current')).toHaveAttribute('data-count', String(shownAfter.length));
  await expect(page.getByTestId('alarm-filter-event')).toContainText('Wszystkie alarmy');
  const afterFiltered = await list(page);
  const open = new Set(afterFiltered.alarms.map((a) => a.id));
  expect(expected.some((a) => open.has(a.id))).toBe(false);
  // All of them in one request; nothing hidden by the filters was accepted.
  expect(acceptCalls).toHaveLength(1);
  expect(new URLSearchParams(acceptCalls[0]).get('alarms')?.split('|')).toHaveLength(expected.length);
  expect(afterFiltered.alarms.length).toBe(afterFour.alarms.length - expected.length);
  for (const a of sameTypeElsewhere) expect(open.has(a.id)).toBe(true);
  await expect(page.getByTestId('alarms-count')).toContainText(String(afterFiltered.alarms.length));
  // The top bar's badge drops too (the monitor's shared list).
  await expect
    .poll(async () => Number(await page.getByTestId('alarm-button').getAttribute('data-count')), { timeout: 35_000 })
    .toBe(afterFiltered.alarms.length);

  // 'Wartość' carries the unit on screen, and the export writes the number typed with a 'Jednostka'.
  await choose(page, page.getByTestId('alarm-filter-vehicle'), 'Wszystkie pojazdy');
  await choose(page, page.getByTestId('alarm-filter-event'), 'Przekroczenie prędkości');
  const speedRows = afterFiltered.alarms.filter((a) => a.eid === 4);
  await expect(table(page, 'current')).toHaveAttribute('data-count', String(speedRows.length));
  // Every painted row's value with its unit (the grid paints the rows after the count).
  const speedText = /^\d[\d\u00a0]*(,\d)? km\/h$/;
  await expect
    .poll(async () => {
      const values = await table(page, 'current').locator('.ag-row [col-id="value"]').allInnerTexts();
      return values.length > 0 && values.every((x) => speedText.test(x.trim()));
    })
    .toBe(true);
  await screenshot(page, 'alarms-09-units-1280');
  const { sheet, head, titles, column } = await exportedXlsx(
    page,
    'alarms-export-current',
    /Alarmy_aktualne.*\.xlsx$/,
    'Pojazd',
  );
  expect(titles[titles.indexOf('Wartość') + 1]).toBe('Jednostka');
  expect(column('Jednostka').every((u) => u === 'km/h')).toBe(true);
  expect(column('Jednostka')).toHaveLength(speedRows.length);
  const valued = speedRows.filter((a) => a.value !== null).map((a) => a.value);
  expect(column('Wartość').map(Number).sort()).toEqual(valued.sort());
  expect(typeof sheet.getRow(head + 1).getCell(titles.indexOf('Wartość') + 1).value).toBe('number');
});
