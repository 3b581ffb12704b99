import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, screenshot } from './helpers';

/**
 * Drivers and driver identifiers as a user works with them (spec 3 §2.2, §2.5, §4, §5, §8):
 * the lists, the editors with their tabs, validation messages from the form and from the
 * server, 'Cofnij zmiany', the identifier history rules, and delete with its confirmation.
 */

// Each test walks a whole screen (several saves and loads): more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** The demo's unassigned spare card (demo-drivers.ts): free to give to a new driver. */
const SPARE_CARD = '01F0E1D2C3B4A5FF';

/** Signs in as the demo admin and opens a screen (without waiting for the monitor's map). */
async function signInTo(page: Page, path: string) {
  await page.goto('/login');
  await page.getByTestId('login-clogin').fill('demo');
  await page.getByTestId('login-ulogin').fill('admin');
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-password').press('Enter');
  await expect(page).toHaveURL(/\/monit$/);
  await page.goto(path);
}

async function openEditor(page: Page, testId: string) {
  await expect(page.getByTestId(testId)).toHaveAttribute('data-ready', '1');
}

/** Picks the first option of an antd Select matching a text (the list is virtual: typed, not scrolled). */
async function choose(page: Page, select: Locator, text: string) {
  await select.click();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
}

/** Types a date into an antd DatePicker and confirms it. */
async function typeDate(picker: Locator, text: string) {
  const input = picker.locator('input');
  await input.click();
  await input.fill(text);
  await input.press('Enter');
}

/** The grid's rows. */
const rows = (list: Locator) => list.locator('.ag-row');

const fieldError = (page: Page, text: string) => page.locator('.ant-form-item-explain-error', { hasText: text });

test('drivers: add with validation and identifier history, undo, edit, delete from the list', async ({ page }) => {
  await signInTo(page, '/drivers');
  const list = page.getByTestId('drivers-list');
  await expect(rows(list).first()).toBeVisible({ timeout: 30_000 });
  await expect(list.getByText('Kowalski', { exact: true })).toBeVisible();
  await screenshot(page, 'drivers-01-list');

  await page.getByTestId('record-add').click();
  await expect(page).toHaveURL(/\/drivers\/new$/);
  await openEditor(page, 'driver-edit');
  await expect(page.getByTestId('record-title')).toHaveText('Dodaj kierowcę');

  // Nothing typed: the form refuses, says why next to the fields, and sends nothing.
  await page.getByTestId('record-save').click();
  await expect(page.getByText('Uzupełnij poprawnie dane').first()).toBeVisible();
  await expect(fieldError(page, 'Imię kierowcy jest wymagane.')).toBeVisible();
  await expect(fieldError(page, 'Nazwisko kierowcy jest wymagane.')).toBeVisible();
  await page.getByTestId('driver-name').fill('Zofia');
  await page.getByTestId('driver-surname').fill('Testowa');
  await page.getByTestId('driver-pesel').fill('44051401358');
  await page.getByTestId('driver-pesel').blur();
  await expect(fieldError(page, 'Numer PESEL musi mieć 11 cyfr')).toBeVisible();
  await screenshot(page, 'drivers-02-validation');

  // 'Cofnij zmiany' brings back the loaded (empty) record.
  await page.getByTestId('record-undo').click();
  await expect(page.getByTestId('driver-name')).toHaveValue('');
  await expect(page.getByTestId('record-undo')).toHaveCount(0);

  await page.getByTestId('driver-name').fill('Zofia');
  await page.getByTestId('driver-surname').fill('Testowa');
  await page.getByTestId('driver-pesel').fill('44051401359');
  await page.getByTestId('driver-city').fill('Opole');
  await choose(page, page.getByTestId('driver-licence-categories'), 'C+E');

  // Identyfikator: a second entry only once the first has its identifier and from-date.
  await page.getByRole('tab', { name: 'Identyfikator' }).click();
  const add = page.getByTestId('driver-history-add');
  await add.click();
  await expect(add).toBeDisabled();
  const row = page.getByTestId('driver-history-row').first();
  // A key another driver holds now: the server refuses, next to the entry's from-date.
  await choose(page, row.getByTestId('driver-history-identifier'), '01');
  const taken = await row.getByTestId('driver-history-identifier').innerText();
  await typeDate(row.getByTestId('driver-history-from'), '2026-01-01 08:00:00');
  await expect(add).toBeEnabled();
  await page.getByTestId('record-save').click();
  await expect(fieldError(page, 'jest w tym czasie przypisany do kierowcy')).toBeVisible();
  expect(taken.length).toBeGreaterThan(0);
  await screenshot(page, 'drivers-03-history-taken');
  // The spare card is free.
  await choose(page, row.getByTestId('driver-history-identifier'), SPARE_CARD);
  // An entry added by mistake goes again with its remove button; the others stay.
  await add.click();
  await expect(page.getByTestId('driver-history-row')).toHaveCount(2);
  await page.getByTestId('driver-history-remove').nth(1).click();
  await expect(page.getByTestId('driver-history-row')).toHaveCount(1);
  await expect(row.getByTestId('driver-history-identifier')).toContainText(SPARE_CARD);
  await page.getByRole('tab', { name: 'Status pracy' }).click();
  await page.getByTestId('driver-work').getByText('Tankowanie', { exact: true }).click();
  await screenshot(page, 'drivers-04-work');

  await page.getByTestId('record-save').click();
  await expect(page).toHaveURL(/\/drivers$/);
  const created = rows(list).filter({ hasText: 'Testowa' });
  await expect(created).toBeVisible();
  await expect(created).toContainText(SPARE_CARD);

  // Double click opens the saved driver as it was saved; an edit is kept.
  await created.dblclick();
  await openEditor(page, 'driver-edit');
  await expect(page.getByTestId('record-subtitle')).toHaveText('Zofia Testowa');
  await expect(page.getByTestId('driver-city')).toHaveValue('Opole');
  await page.getByRole('tab', { name: 'Identyfikator' }).click();
  await expect(page.getByTestId('driver-history-row')).toHaveCount(1);
  await expect(page.getByTestId('driver-history-from').first().locator('input')).toHaveValue('2026-01-01 08:00:00');
  await screenshot(page, 'drivers-05-edit-history');
  await page.getByRole('tab', { name: 'Ogólne' }).click();
  await page.getByTestId('driver-city').fill('Nysa');
  await page.getByTestId('record-save').click();
  await expect(page).toHaveURL(/\/drivers$/);
  await expect(rows(list).filter({ hasText: 'Testowa' })).toContainText('Nysa');

  // Delete with the chosen row, after the confirmation naming the driver.
  await rows(list).filter({ hasText: 'Testowa' }).click();
  await page.getByTestId('record-delete-selected').click();
  await expect(
    page.getByText('Kierowca zostanie usunięty permamentnie. Jesteś pewien że chcesz usunąć: Zofia Testowa?'),
  ).toBeVisible();
  await screenshot(page, 'drivers-06-delete-confirm');
  await page.getByTestId('record-delete-confirm').click();
  await expect(rows(list).filter({ hasText: 'Testowa' })).toHaveCount(0);
});

test('identifiers: add with a wrong number, read-only history, no delete', async ({ page }) => {
  await signInTo(page, '/ids');
  const list = page.getByTestId('ids-list');
  await expect(rows(list).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('record-delete-selected')).toHaveCount(0);
  await screenshot(page, 'ids-01-list');

  await page.getByTestId('record-add').click();
  await openEditor(page, 'id-edit');
  await page.getByTestId('id-number').fill('AB CD');
  await page.getByTestId('record-save').click();
  await expect(fieldError(page, 'Numer identyfikatora może zawierać tylko')).toBeVisible();
  // A number that exists (any case): the server's message next to the field.
  await page.getByTestId('id-number').fill(SPARE_CARD.toLowerCase());
  await page.getByTestId('record-save').click();
  await expect(fieldError(page, 'Identyfikator o tym numerze już istnieje.')).toBeVisible();
  await screenshot(page, 'ids-02-validation');
  await page.getByTestId('id-number').fill('E2E-KARTA-1');
  await page.getByTestId('record-save').click();
  await expect(page).toHaveURL(/\/ids$/);
  await expect(rows(list).filter({ hasText: 'E2E-KARTA-1' })).toBeVisible();

  // The Kraków truck's key changed hands: two holders, read-only, and no delete button.
  const held = rows(list).filter({ hasText: 'Krzysztof Zieliński' });
  await held.dblclick();
  await openEditor(page, 'id-edit');
  await expect(page.getByTestId('record-delete')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Historia' }).click();
  const history = page.getByTestId('id-history');
  await expect(history.locator('tbody tr')).toHaveCount(2);
  await expect(history).toContainText('Stanisław Górski');
  await expect(history).toContainText('Niezatrudniony');
  await expect(history.locator('input')).toHaveCount(0);
  await screenshot(page, 'ids-03-history');
});

test('drivers: a list load cancelled from the loader says so and leaves the list empty', async ({ page }) => {
  // The list call is held back until the user has cancelled it (spec 3 preamble and §8).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/app/drivers', async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  await signInTo(page, '/drivers');
  const loader = page.getByTestId('loader');
  await expect(loader).toContainText('Pobieram listę kierowców...');
  await page.getByTestId('loader-cancel').click();
  await expect(page.getByText('Pobieranie kierowców zostało anulowane')).toBeVisible();
  await expect(loader).toBeHidden();
  await expect(page.getByTestId('drivers-list')).toHaveAttribute('data-count', '0');
  release();
  await page.unroute('**/app/drivers');
  // 'Odśwież' loads it again.
  await page.getByTestId('record-refresh').click();
  await expect(rows(page.getByTestId('drivers-list')).first()).toBeVisible({ timeout: 30_000 });
});
