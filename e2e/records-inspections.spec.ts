import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, screenshot } from './helpers';

/**
 * Inspections as a user works with them (spec 3 §2.9, §4, §5, §8): the list with 'Pokaż
 * wykonane', the editor's validation and save, and pausing an inspection on the perform screen
 * with its confirmation 'Zatrzymać wybrane przeglądy?'.
 */
test.describe.configure({ timeout: 180_000 });

async function signInTo(page: Page, path: string) {
  await page.goto('/login');
  await page.getByTestId('login-clogin').fill('demo');
  await page.getByTestId('login-ulogin').fill('admin');
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-password').press('Enter');
  await expect(page).toHaveURL(/\/monit$/);
  await page.goto(path);
}

async function choose(page: Page, select: Locator, text: string) {
  await select.click();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
}

async function typeDate(picker: Locator, text: string) {
  const input = picker.locator('input');
  await input.click();
  await input.fill(text);
  await input.press('Enter');
}

const rows = (list: Locator) => list.locator('.ag-row');
const fieldError = (page: Page, text: string) => page.locator('.ant-form-item-explain-error', { hasText: text });

test('inspections: list with done ones, add with validation, pause on the perform screen', async ({ page }) => {
  await signInTo(page, '/inspections/ep');
  const list = page.getByTestId('inspections-list');
  await expect(rows(list).first()).toBeVisible({ timeout: 30_000 });
  await expect(list.getByText('Przegląd', { exact: true }).first()).toBeVisible();
  const open = Number(await list.getAttribute('data-count'));
  await expect(list.getByText('Hamulce', { exact: true })).toHaveCount(0);
  await screenshot(page, 'inspections-01-list');
  await page.getByTestId('inspections-show-done').click();
  await expect(list).toHaveAttribute('data-count', String(open + 1));
  await expect(list.getByText('Hamulce', { exact: true })).toBeVisible();
  await expect(page.getByTestId('inspections-perform')).toBeVisible();

  // The editor (opened in a new window from the list; here by its address).
  await page.goto('/inspections/ep/id/new/0');
  const editor = page.getByTestId('inspection-edit');
  await expect(editor).toHaveAttribute('data-ready', '1');
  await expect(page.getByTestId('record-title')).toHaveText('Dodawanie nowego przeglądu');
  await page.getByTestId('record-save').click();
  await expect(page.getByText('Uzupełnij poprawnie dane').first()).toBeVisible();
  await expect(fieldError(page, 'Nazwa przeglądu jest wymagana')).toBeVisible();
  await expect(fieldError(page, 'Numer przeglądu jest wymagany')).toBeVisible();
  await expect(fieldError(page, 'Data przeglądu jest wymagana')).toBeVisible();
  await screenshot(page, 'inspections-02-edit-invalid');
  await choose(page, page.getByTestId('inspection-vehicle'), 'WX 4821K');
  await choose(page, page.getByTestId('inspection-level'), 'P12');
  await page.getByTestId('inspection-name').fill('Tachograf');
  await typeDate(page.getByTestId('inspection-date'), '2026-03-01 08:00:00');
  await page.getByRole('tab', { name: 'Dane przypomnienia' }).click();
  await page.getByTestId('inspection-time-exist').click();
  await page.getByTestId('inspection-time-value').locator('xpath=descendant-or-self::input').fill('730');
  await screenshot(page, 'inspections-03-edit-reminder');
  await page.getByTestId('record-save').click();
  await expect(page).toHaveURL(/\/inspections\/ep$/);
  await expect(page.getByTestId('inspections-list').getByText('Tachograf', { exact: true })).toBeVisible();

  // Pause the new inspection.
  await page.goto('/inspections/pp/perform');
  await expect(page.getByText('Wykonaj, zatrzymaj, wznów przegląd')).toBeVisible();
  await page.getByTestId('inspection-perform-submit').click();
  await expect(fieldError(page, 'Brak wybranego bieącego poziomu')).toBeVisible();
  await page.getByTestId('inspection-perform-type').getByText('Zatrzymaj').click();
  await choose(page, page.getByTestId('inspection-perform-vehicle'), 'WX 4821K');
  await choose(page, page.getByTestId('inspection-perform-level'), 'P12');
  await typeDate(page.getByTestId('inspection-perform-date'), '2026-03-02 08:00:00');
  await screenshot(page, 'inspections-04-perform');
  await page.getByTestId('inspection-perform-submit').click();
  await expect(page.locator('.ant-modal-confirm-title', { hasText: 'Zatrzymać wybrane przeglądy?' })).toBeVisible();
  await page.getByTestId('inspection-confirm-yes').click();
  await expect(page).toHaveURL(/\/inspections\/ep$/);
  const paused = page.getByTestId('inspections-list').locator('.ag-row', { hasText: 'Tachograf' });
  await expect(paused.getByText('Wstrzymany')).toBeVisible();
  await screenshot(page, 'inspections-05-paused');
});
