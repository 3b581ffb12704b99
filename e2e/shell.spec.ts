import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, openMenu, screenshot, signIn } from './helpers';

/** The shell (spec 1 §2.3–2.6, §4–§6): sign-in, menu gating, settings dialog, logout. */

test.describe('sign-in screen', () => {
  test('shows the product and its three fields', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('Namiar', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Nazwa klienta')).toBeVisible();
    await expect(page.getByLabel('Login')).toBeVisible();
    await expect(page.getByLabel('Hasło')).toBeVisible();
    await screenshot(page, '01-login');
  });

  test('requires each field, with the message shown on blur', async ({ page }) => {
    await page.goto('/login');
    const required = page.getByText('Pole jest wymagane');
    await page.getByTestId('login-clogin').fill('');
    await page.getByTestId('login-clogin').blur();
    await expect(required).toHaveCount(1);
    await page.getByTestId('login-ulogin').fill('');
    await page.getByTestId('login-ulogin').blur();
    await expect(required).toHaveCount(2);
    await page.getByTestId('login-password').focus();
    await page.getByTestId('login-password').blur();
    await expect(required).toHaveCount(3);
    await screenshot(page, '02-login-required');
    // Typing clears the message of that field.
    await page.getByTestId('login-clogin').fill('demo');
    await expect(required).toHaveCount(2);
  });

  test('a wrong password shows the "Błąd logowania" box with the server text', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('login-clogin').fill('transpol');
    await page.getByTestId('login-ulogin').fill('admin');
    await page.getByTestId('login-password').fill('definitely-wrong');
    await page.getByTestId('login-submit').click();
    const box = page.getByTestId('login-error');
    await expect(box).toBeVisible();
    await expect(box).toContainText('Błąd logowania');
    // The description is the server's err.global, not the default title repeated.
    const description = (await box.locator('.ant-alert-description').innerText()).trim();
    expect(description.length).toBeGreaterThan(0);
    expect(description).not.toBe('Błąd logowania');
    await expect(page).toHaveURL(/\/login$/);
    await screenshot(page, '03-login-failed');
  });
});

function menuItem(page: Page, key: string) {
  return page.getByTestId(`menu-item-${key}`);
}

test.describe('menu gating by permissions', () => {
  test('admin sees every section, vehicles and users', async ({ page }) => {
    await signIn(page, 'demo', 'admin');
    await screenshot(page, '04-monit-admin');
    await openMenu(page);
    for (const section of ['monitoring', 'reports', 'evidence', 'ecodriving', 'system']) {
      await expect(page.getByTestId(`menu-section-${section}`)).toBeVisible();
    }
    await expect(menuItem(page, 'vehicles')).toBeVisible();
    await expect(menuItem(page, 'users')).toBeVisible();
    await expect(menuItem(page, 'logout')).toBeVisible();
    // Submenus open on hover.
    await page.getByTestId('menu-submenu-reports.vehicles').hover();
    await expect(menuItem(page, 'report.repvehdaily')).toBeVisible();
    // The open submenu covers no other section ('Wszystkie pojazdy' used to hide 'Ewidencja'):
    // every link of the other sections is the topmost element at its centre.
    const covered = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll('[data-testid^="menu-section-"]:not([data-testid="menu-section-reports"]) a'),
      )
        .filter((a) => {
          const r = a.getBoundingClientRect();
          const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          return !top || !a.contains(top);
        })
        .map((a) => a.getAttribute('data-testid')),
    );
    expect(covered).toEqual([]);
    await screenshot(page, '05-menu-admin');
    // Most links open in a new tab; the monitor link stays in place.
    await expect(menuItem(page, 'vehicles')).toHaveAttribute('target', '_blank');
    await expect(menuItem(page, 'monit')).not.toHaveAttribute('target', '_blank');
    // A click outside closes the menu.
    await page.mouse.click(1300, 760);
    await expect(page.getByTestId('main-menu')).toBeHidden();
  });

  test('operator sees only what the restricted role allows', async ({ page }) => {
    await signIn(page, 'demo', 'operator');
    await openMenu(page);
    await expect(menuItem(page, 'monit')).toBeVisible();
    await expect(menuItem(page, 'route')).toBeVisible();
    await expect(page.getByTestId('menu-section-reports')).toBeVisible();
    await expect(menuItem(page, 'alarms')).toBeVisible();
    await expect(menuItem(page, 'vehicles')).toHaveCount(0);
    await expect(menuItem(page, 'drivers')).toHaveCount(0);
    await expect(menuItem(page, 'users')).toHaveCount(0);
    await screenshot(page, '06-menu-operator');

    // Opening a screen the user may not use replaces the page with the permission-denied text.
    await page.goto('/vehicles');
    const denied = page.getByTestId('permission-denied');
    await expect(denied).toContainText('Nie masz uprawnień do tej części programu.');
    await expect(denied).toContainText('Jeśli chcesz uzyskać dostęp, skontaktuj się z administratorem');
    await screenshot(page, '07-permission-denied');
  });

  test('a user without alarm or monitor permissions is not polled for alarms', async ({ page }) => {
    // The browser is told the user holds only the logout permission (56).
    await page.route('**/app/login', async (route) => {
      const answer = await (await route.fetch()).json();
      await route.fulfill({ json: { ...answer, permissions: [{ id: 56 }] } });
    });
    // The keep-alive answers the permissions the server holds (the menu follows them): told the same.
    await page.route('**/app/ping', async (route) => {
      const answer = await (await route.fetch()).json();
      await route.fulfill({ json: { ...answer, permissions: [56] } });
    });
    const alarmCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/app/alarms/monit')) alarmCalls.push(r.url());
    });
    await page.goto('/login');
    await page.getByTestId('login-clogin').fill('demo');
    await page.getByTestId('login-ulogin').fill('admin');
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-password').press('Enter');
    await expect(page.getByTestId('permission-denied')).toBeVisible();
    await page.waitForTimeout(1500);
    expect(alarmCalls).toEqual([]);
    await openMenu(page);
    await expect(page.getByTestId('menu-section-system')).toBeVisible();
    await expect(page.getByTestId('menu-section-monitoring')).toHaveCount(0);
  });

  test('unknown paths go to the monitor', async ({ page }) => {
    await signIn(page, 'demo', 'admin');
    await page.goto('/no/such/screen');
    await expect(page).toHaveURL(/\/monit$/);
    // Issue 17 builds every screen that said 'Ten moduł nie jest jeszcze dostępny.' (GPRS
    // configuration, SMS, fuel, eco-driving), so no menu entry is left to check that text on.
  });
});

test.describe('application settings dialog', () => {
  async function openSettings(page: Page) {
    await page.getByTestId('settings-button').click();
    const dialog = page.getByRole('dialog', { name: 'Ustawienia aplikacji' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('saves minimum course time and a shift, and shows them after a reload', async ({ page }) => {
    await signIn(page, 'demo', 'admin');
    // A value that differs from the previous run when the server is reused.
    const minutes = String(23 + (Date.now() % 60));
    let dialog = await openSettings(page);
    await expect(dialog.getByRole('tab', { name: 'Zmiany' })).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Inne' })).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Info' })).toBeVisible();

    const shift2 = dialog.getByTestId('settings-shift2');
    await shift2.click();
    await shift2.fill('15:45:00');
    await shift2.press('Enter');
    await dialog.getByTestId('settings-minCourseTime').fill(minutes);
    await screenshot(page, '09-settings-shifts');

    await dialog.getByRole('tab', { name: 'Inne' }).click();
    await expect(dialog.getByText('Operacji nie można cofnąć!')).toBeVisible();
    await screenshot(page, '10-settings-other');
    await dialog.getByRole('tab', { name: 'Info' }).click();
    await expect(dialog.getByTestId('settings-info')).toContainText('Wersja aplikacji');
    await screenshot(page, '11-settings-info');

    await dialog.getByTestId('settings-save').click();
    await expect(page.getByText('Ustawienia zapisane')).toBeVisible();
    await expect(dialog).toBeHidden();
    await screenshot(page, '12-settings-saved');
    // The toast covers no button of the top bar or the screen's toolbars and map controls.
    const coveredButtons = await page.evaluate(() => {
      const toasts = Array.from(document.querySelectorAll('.ant-notification-notice')).map((n) =>
        n.getBoundingClientRect(),
      );
      const hits = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return Array.from(document.querySelectorAll('button'))
        .filter((b) => !b.closest('.ant-notification') && b.getBoundingClientRect().width > 0)
        .filter((b) => toasts.some((t) => hits(t, b.getBoundingClientRect())))
        .map((b) => b.getAttribute('aria-label') ?? b.textContent);
    });
    expect(coveredButtons).toEqual([]);

    await page.reload();
    await expect(page.getByTestId('monit-page')).toBeVisible();
    dialog = await openSettings(page);
    await expect(dialog.getByTestId('settings-minCourseTime')).toHaveValue(minutes);
    await expect(dialog.getByTestId('settings-shift2')).toHaveValue('15:45:00');
  });

  test('resets the dialog values to the defaults after a confirmation', async ({ page }) => {
    await signIn(page, 'demo', 'admin');
    let dialog = await openSettings(page);
    await dialog.getByTestId('settings-minCourseTime').fill('41');
    await dialog.getByTestId('settings-save').click();
    await expect(dialog).toBeHidden();

    dialog = await openSettings(page);
    await dialog.getByRole('tab', { name: 'Inne' }).click();
    await dialog.getByTestId('settings-reset').click();
    const confirm = page.getByRole('dialog', { name: 'Przywrócić ustawienia domyślne?' });
    await expect(confirm).toContainText('Operacji nie można cofnąć!');
    // It says exactly what it resets: the fields of this dialog, nothing else.
    const scope = confirm.getByTestId('settings-reset-scope');
    await expect(scope.locator('li')).toHaveText([
      'Początek zmiany I',
      'Początek zmiany II',
      'Początek zmiany III',
      'Minimalny czas kursu',
      'Godzina początku dnia (raport dzienny)',
      'Maksymalny czas postoju/zatrzymania',
    ]);
    await expect(confirm.getByTestId('settings-reset-ok')).toBeVisible();
    await page.waitForTimeout(400); // let the opening animation finish for the screenshot
    await screenshot(page, '13-settings-reset-confirm');
    await confirm.getByTestId('settings-reset-ok').click();
    await expect(page.getByText('Ustawienia zapisane').first()).toBeVisible();
    await dialog.getByRole('tab', { name: 'Zmiany' }).click();
    await expect(dialog.getByTestId('settings-minCourseTime')).toHaveValue('22');
    await expect(dialog.getByTestId('settings-shift1')).toHaveValue('06:00:00');
    await expect(dialog.getByTestId('settings-shift2')).toHaveValue('14:00:00');
  });

  test('saving shows the loader, whose Cancel aborts the request', async ({ page }) => {
    await signIn(page, 'demo', 'admin');
    // Hold the save long enough to see the overlay and cancel it.
    await page.route('**/app/settings/save', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5000));
      await route.continue().catch(() => undefined);
    });
    const dialog = await openSettings(page);
    await dialog.getByTestId('settings-save').click();
    const loader = page.getByTestId('loader');
    await expect(loader).toContainText('Zapisuję ustawienia...');
    await screenshot(page, '15-loader');
    await page.getByTestId('loader-cancel').click();
    await expect(loader).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(page.getByText('Ustawienia zapisane')).toHaveCount(0);
  });

  test('rejects values the domain rules refuse, with their Polish message', async ({ page }) => {
    await signIn(page, 'demo', 'admin');
    const dialog = await openSettings(page);
    await dialog.getByTestId('settings-minCourseTime').fill('');
    await dialog.getByTestId('settings-save').click();
    await expect(dialog.getByText('Pole jest wymagane')).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('settings-cancel').click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('logout', () => {
  test('returns to /login with the client name and login prefilled', async ({ page }) => {
    await signIn(page, 'demo', 'operator');
    await page.getByTestId('logout-button').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('login-clogin')).toHaveValue('demo');
    await expect(page.getByTestId('login-ulogin')).toHaveValue('operator');
    await expect(page.getByTestId('login-password')).toHaveValue('');
    const permissions = await page.evaluate(() => window.localStorage.getItem('permissions'));
    expect(permissions).toBeNull();
    // Signed out for real: the home screens send the browser back to sign-in.
    await page.goto('/monit');
    await expect(page).toHaveURL(/\/login$/);
    await screenshot(page, '14-after-logout');
  });
});

test.describe('session', () => {
  test('a call answering session_destroy signs the user out', async ({ page, context }) => {
    await signIn(page, 'demo', 'admin');
    // The server forgets the browser: the next call (settings after the reload) is refused.
    await context.clearCookies();
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('login-ulogin')).toHaveValue('admin');
    expect(await page.evaluate(() => window.localStorage.getItem('permissions'))).toBeNull();
  });
});
