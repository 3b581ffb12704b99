import { expect, test, type Browser, type Page } from '@playwright/test';
import { openMenu, screenshot, signIn } from './helpers';

/**
 * Users (spec 3 §2.10, §5, §8; issue 14): an administrator creates a user with a few modules
 * and one vehicle, the user signs in on a second page and sees only those; the administrator
 * edits him ('Cofnij zmiany', a password repeat that differs, a module added that the user's
 * menu picks up without a new sign-in) and deletes him, which signs him out.
 */
test.describe.configure({ mode: 'serial' });
// Two sign-ins and a whole editor walk each: more than the default 30 s on a loaded machine.
test.setTimeout(90_000);

const login = `e2e.${Date.now().toString(36)}`;
const password = 'haslo-e2e-1';

async function openUsers(page: Page) {
  await page.goto('/users');
  await expect(page.getByTestId('users-list')).toBeVisible();
  await expect(page.getByTestId('loader')).toHaveCount(0);
}

async function openEditorOf(page: Page, who: string) {
  await openUsers(page);
  await page.locator('.ag-row', { hasText: who }).first().dblclick();
  await expect(page.getByTestId('user-edit')).toHaveAttribute('data-ready', '1');
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();

/** The user's own browser: a separate context, so his session cookie is his alone. */
async function userPage(browser: Browser): Promise<{ page: Page; vehicles: number[] }> {
  const context = await browser.newContext({ locale: 'pl-PL', timezoneId: 'Europe/Warsaw' });
  const page = await context.newPage();
  const monit = page.waitForResponse((r) => new URL(r.url()).pathname === '/app/monit' && r.ok());
  await signIn(page, 'demo', login, password);
  const m = ((await (await monit).json()) as { m: { id: number }[] }).m;
  return { page, vehicles: m.map((v) => v.id) };
}

let chosenVehicle = '';
let user: { page: Page; vehicles: number[] } | null = null;

test('an administrator creates a user with a few modules and one vehicle; the user sees only those', async ({
  page,
  browser,
}) => {
  await signIn(page, 'demo', 'admin');
  await openUsers(page);
  await expect(page.getByTestId('record-list-title')).toHaveText('Użytkownicy');
  await expect(page.locator('.ag-row', { hasText: 'operator' })).toBeVisible();
  await screenshot(page, 'users-01-list');

  await page.getByTestId('record-add').click();
  await expect(page).toHaveURL(/\/users\/new$/);
  await expect(page.getByTestId('user-edit')).toHaveAttribute('data-ready', '1');
  await expect(page.getByTestId('record-title')).toHaveText('Dodaj użytkownika');
  // The repeat is disabled until a password is typed (spec 3 §5).
  await expect(page.getByTestId('user-password2')).toBeDisabled();
  await page.getByTestId('user-login').fill(login);
  await page.getByTestId('user-password').fill(password);
  await expect(page.getByTestId('user-password2')).toBeEnabled();
  await page.getByTestId('user-password2').fill(`${password}x`);
  await page.getByTestId('user-name').fill('Edward');
  await page.getByTestId('user-surname').fill('Testowy');

  // Objects: only one vehicle, not the whole fleet.
  await tab(page, 'Obiekty');
  await page.getByTestId('user-vehicles_all').uncheck();
  const vehicles = page.getByTestId('user-pick-vehicles');
  const first = vehicles.locator('.ant-transfer-section').first().locator('.ant-transfer-list-content-item').first();
  chosenVehicle = (await first.innerText()).trim();
  await first.click();
  await vehicles.locator('.ant-transfer-actions button').first().click();
  await expect(vehicles.locator('.ant-transfer-section').nth(1)).toContainText(chosenVehicle);
  await screenshot(page, 'users-02-objects');

  // Work modules: the daily report; the monitor but not the route.
  await tab(page, 'Moduły pracy');
  await page.getByTestId('user-report_options').getByLabel('Raport dzienny standardowy').check();
  await page.getByTestId('user-other_options').getByLabel('Trasa', { exact: true }).uncheck();
  await expect(page.getByTestId('user-other_options').getByLabel('Monitoring')).toBeChecked();
  await screenshot(page, 'users-03-modules');
  await tab(page, 'Akcje');
  await expect(page.getByTestId('user-sms_options').getByLabel('SMS')).not.toBeChecked();
  await tab(page, 'Alarmy');
  await expect(page.getByTestId('user-pick-event_types')).toContainText('Przekroczenie prędkości');
  await tab(page, 'Mobile/WWW');
  await expect(page.getByTestId('user-www-password2')).toBeDisabled();

  // A repeat that differs: nothing is sent, the message stands next to the field.
  await page.getByTestId('record-save').click();
  await expect(page.getByText('Uzupełnij poprawnie dane').first()).toBeVisible();
  await tab(page, 'Ogólne');
  await expect(page.getByText('Powtórzone hasło różni się od hasła.')).toBeVisible();
  await screenshot(page, 'users-04-password-mismatch');
  await page.getByTestId('user-password2').fill(password);
  await page.getByTestId('record-save').click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.locator('.ag-row', { hasText: login })).toBeVisible();

  user = await userPage(browser);
  expect(user.vehicles).toHaveLength(1);
  await expect(user.page.getByTestId('monit-page')).toContainText(chosenVehicle);
  await openMenu(user.page);
  await expect(user.page.getByTestId('menu-item-monit')).toBeVisible();
  await expect(user.page.getByTestId('menu-item-route')).toHaveCount(0);
  await expect(user.page.getByTestId('menu-item-users')).toHaveCount(0);
  await expect(user.page.getByTestId('menu-section-evidence')).toHaveCount(0);
  await user.page.getByTestId('menu-submenu-reports.vehicles').hover();
  await expect(user.page.getByTestId('menu-item-report.repvehdaily')).toBeVisible();
  await screenshot(user.page, 'users-05-his-menu');
});

test('the administrator edits him, undoes a change, adds a module his menu picks up, and deletes him', async ({
  page,
}) => {
  expect(user, 'the first test signed the user in').not.toBeNull();
  const his = user!.page;
  await signIn(page, 'demo', 'admin');
  await openEditorOf(page, login);
  await expect(page.getByTestId('record-title')).toHaveText('Edytuj użytkownika');
  await expect(page.getByTestId('record-subtitle')).toHaveText(login);
  await expect(page.getByTestId('user-password')).toHaveValue('');

  // 'Cofnij zmiany' restores what was loaded.
  await page.getByTestId('user-surname').fill('Zmieniony');
  await page.getByTestId('record-undo').click();
  await expect(page.getByTestId('user-surname')).toHaveValue('Testowy');
  await expect(page.getByTestId('record-undo')).toHaveCount(0);

  await tab(page, 'Moduły pracy');
  await page.getByTestId('user-other_options').getByLabel('Trasa', { exact: true }).check();
  await expect(page.getByTestId('record-undo')).toBeVisible();
  await screenshot(page, 'users-06-edited');
  await page.getByTestId('record-save').click();
  await expect(page).toHaveURL(/\/users$/);

  // No new sign-in: the next page load brings his menu up to date.
  await his.reload();
  await expect(his.getByTestId('monit-page')).toBeVisible();
  await openMenu(his);
  await expect(his.getByTestId('menu-item-route')).toBeVisible();
  await his.keyboard.press('Escape');

  // Delete, with the confirmation naming him.
  await openEditorOf(page, login);
  await page.getByTestId('record-delete').click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(
    `Użytkownik zostanie usunięty permamentnie. Jesteś pewien że chcesz usunąć: ${login}?`,
  );
  await expect(confirm.getByRole('button', { name: 'Anuluj' })).toBeVisible();
  await screenshot(page, 'users-07-delete-confirm');
  await page.getByTestId('record-delete-confirm').click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByTestId('loader')).toHaveCount(0);
  await expect(page.locator('.ag-row', { hasText: login })).toHaveCount(0);

  // His session ended with him: his next call signs him out.
  await his.reload();
  await expect(his).toHaveURL(/\/login$/);
  await his.context().close();
});
