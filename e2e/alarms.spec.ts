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
  ename: string;
  fdt: string;
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
