import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { screenshot, signIn } from './helpers';

/**
 * Two-step verification (issue 28 §2): a new administrator turns it on in his own user editor
 * (the key read from the screen, a code typed back), signs out, and signs in with password and
 * code; a wrong code is refused on the sign-in screen. The demo administrator then switches it
 * off for him (a lost phone) and deletes him, so the other specs' accounts are untouched.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);

const login = `e2e.totp.${Date.now().toString(36)}`;
const password = 'haslo-totp-1';

const codeAt = (secret: string, ms: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: ms,
  });

/** A form-encoded call from the page (its session and origin). */
function call(page: Page, path: string, body: Record<string, string>) {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(`/app/${path}`, {
        method: 'POST',
        body: new URLSearchParams(body),
        credentials: 'include',
      });
      return (await res.json()) as { ok?: boolean; uid?: number; users?: { uid: number; login: string }[] };
    },
    { path, body },
  );
}

async function openEditorOf(page: Page, who: string) {
  await page.goto('/users');
  await expect(page.getByTestId('users-list')).toBeVisible();
  await expect(page.getByTestId('loader')).toHaveCount(0);
  await page.locator('.ag-row', { hasText: who }).first().dblclick();
  await expect(page.getByTestId('user-edit')).toHaveAttribute('data-ready', '1');
  await page.getByRole('tab', { name: 'Weryfikacja dwuetapowa', exact: true }).click();
}

async function passwordStep(page: Page) {
  await page.goto('/login');
  await page.getByTestId('login-clogin').fill('demo');
  await page.getByTestId('login-ulogin').fill(login);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-password').press('Enter');
  await expect(page.getByTestId('login-totp-form')).toBeVisible();
}

let uid = 0;
let secret = '';

test('an administrator turns two-step verification on in his own editor', async ({ page, browser }) => {
  // The demo administrator makes a new administrator: the monitor, the users and logout.
  await signIn(page, 'demo', 'admin');
  const saved = await call(page, 'users/save', {
    login,
    password,
    password2: password,
    name: 'Tomasz',
    surname: 'Dwuetapowy',
    vehicles_all: 'true',
    drivers_all: 'true',
    other_options: '15,9,56',
  });
  expect(saved.ok).toBe(true);
  uid = saved.uid!;

  const context = await browser.newContext({ locale: 'pl-PL', timezoneId: 'Europe/Warsaw' });
  const own = await context.newPage();
  await signIn(own, 'demo', login, password);
  await openEditorOf(own, login);
  const tab = own.getByTestId('user-totp');
  await expect(tab).toHaveAttribute('data-enabled', '0');
  await expect(own.getByTestId('totp-status')).toContainText('Weryfikacja dwuetapowa jest wyłączona.');
  await own.getByTestId('totp-begin').click();
  await expect(own.getByTestId('totp-qr')).toBeVisible();
  secret = ((await own.getByTestId('totp-secret').innerText()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await screenshot(own, 'totp-01-enrol');

  // A wrong code is refused and nothing is switched on; the right one switches it on.
  const right = codeAt(secret, Date.now());
  await own.getByTestId('totp-code').fill(right === '000000' ? '111111' : '000000');
  await own.getByTestId('totp-confirm').click();
  await expect(own.getByTestId('totp-error')).toContainText('Nieprawidłowy kod weryfikacyjny');
  await own.getByTestId('totp-code').fill(codeAt(secret, Date.now()));
  await own.getByTestId('totp-confirm').click();
  await expect(tab).toHaveAttribute('data-enabled', '1');
  await expect(own.getByTestId('totp-status')).toContainText('Weryfikacja dwuetapowa jest włączona');
  await expect(own.getByTestId('totp-secret')).toHaveCount(0);
  await screenshot(own, 'totp-02-enabled');

  // Signing out and in again: the password alone no longer opens the monitor.
  await own.getByTestId('logout-button').click();
  await expect(own).toHaveURL(/\/login$/);
  await passwordStep(own);
  await expect(own).toHaveURL(/\/login$/);
  await own.getByTestId('login-totp-code').fill('12');
  await own.getByTestId('login-totp-submit').click();
  await expect(own.getByText('Kod weryfikacyjny składa się z 6 cyfr.')).toBeVisible();
  const next = codeAt(secret, Date.now() + 30_000);
  await own.getByTestId('login-totp-code').fill(next === '000000' ? '111111' : '000000');
  await own.getByTestId('login-totp-submit').click();
  await expect(own.getByTestId('login-error')).toContainText('Nieprawidłowy kod weryfikacyjny');
  await expect(own.getByTestId('login-totp-form')).toBeVisible();
  await screenshot(own, 'totp-03-code-step');
  // The next step's code: the one typed at enrolment is used up (a code is good once).
  await own.getByTestId('login-totp-code').fill(next);
  await own.getByTestId('login-totp-code').press('Enter');
  await expect(own).toHaveURL(/\/monit$/);
  await expect(own.getByTestId('monit-page')).toBeVisible({ timeout: 30_000 });
  await context.close();
});

test("the demo administrator switches another user's off, then removes the user", async ({ page }) => {
  expect(uid).toBeGreaterThan(0);
  await signIn(page, 'demo', 'admin');
  await openEditorOf(page, login);
  const tab = page.getByTestId('user-totp');
  await expect(tab).toHaveAttribute('data-enabled', '1');
  // Another user's record: no key and no enrolment, only the reset.
  await expect(page.getByTestId('totp-begin')).toHaveCount(0);
  await expect(page.getByTestId('totp-secret')).toHaveCount(0);
  await page.getByTestId('totp-reset').click();
  await page.getByRole('button', { name: 'Wyłącz', exact: true }).click();
  await expect(tab).toHaveAttribute('data-enabled', '0');
  await expect(page.getByTestId('totp-status')).toContainText('Weryfikacja dwuetapowa jest wyłączona.');
  await screenshot(page, 'totp-04-reset');
  expect((await call(page, 'users/delete', { uid: String(uid) })).ok).toBe(true);
});
