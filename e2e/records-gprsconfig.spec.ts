import { expect, test } from '@playwright/test';
import { screenshot, signIn } from './helpers';

/**
 * /gprsconfig (spec 3 §2.12, §8; issue 17) against the e2e server's connected demo devices:
 * 'Brak konfiguracji' for a range without readings, 'Odczytaj z urządzenia' asks the device with
 * Codec 12 getparam commands and the reading fills the form, with when it was read.
 */

interface ConfigVehicle {
  vid: number;
  reg_no: string;
  online: boolean;
  protocol: string | null;
}

test.describe.configure({ timeout: 180_000 });

test('GPRS configuration: empty range, read now from a connected device, the form filled', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await signIn(page, 'demo', 'admin');
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/app/gprsconfig/vehicles' && r.ok());
  await page.goto('/gprsconfig');
  const vehicles = ((await (await listed).json()) as { vehicles: ConfigVehicle[] }).vehicles;
  await expect(page).toHaveTitle(/^Konfiguracja GPRS — /);
  await expect(page.getByRole('heading', { name: 'Konfiguracja GPRS' })).toBeVisible();
  await expect(page.getByTestId('gprs-list')).toContainText('Konfiguracje');
  await expect(page.getByTestId('gprs-hint')).toBeVisible();
  await expect(page.getByTestId('not-available')).toHaveCount(0);

  // 'Wczytaj' without a vehicle says what is missing.
  await page.getByTestId('gprs-load').click();
  await expect(page.getByText('Wybierz pojazd').first()).toBeVisible();

  // The live demo fleet runs only with E2E_TELTONIKA_PORT; without a connected device the
  // questions wait for it ('queue') and the reading stays pending.
  const connected = vehicles.find((v) => v.online && v.protocol === 'teltonika');
  const target = connected ?? vehicles.find((v) => v.protocol === 'teltonika') ?? vehicles[0];
  expect(target, 'a demo vehicle').toBeTruthy();
  if (!connected) test.info().annotations.push({ type: 'note', description: 'no connected device: queued path only' });
  await page.getByTestId('gprs-vehicle').click();
  await page.keyboard.type(target!.reg_no);
  await page.keyboard.press('Enter');

  // A range long before any reading: 'Brak konfiguracji'.
  await page.locator('.gprs-toolbar .ant-picker-range input').first().click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2020-01-01 00:00:00');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2020-01-31 23:59:59');
  await page.keyboard.press('Enter');
  await page.getByTestId('gprs-load').click();
  await expect(page.getByTestId('gprs-list')).toHaveAttribute('data-count', '0');
  await expect(page.getByTestId('gprs-list')).toContainText('Brak konfiguracji');
  await screenshot(page, 'gprs-01-empty');

  // 'Odczytaj z urządzenia': the device answers the getparam questions; the reading completes.
  const read = page.waitForResponse((r) => new URL(r.url()).pathname === '/app/gprsconfig/read');
  await page.getByTestId('gprs-read').click();
  const answer = (await (await read).json()) as { entry: { id: number }; route: string };
  expect(answer.route).toBe(connected ? 'gprs' : 'queue');
  const entry = page.getByTestId(`gprs-entry-${answer.entry.id}`);
  await expect(entry).toBeVisible();
  if (!connected) {
    await expect(page.getByTestId('gprs-read-route')).toContainText('zostanie wysłane, gdy się połączy');
    await expect(entry).toHaveAttribute('data-status', 'pending');
    await expect(page.getByTestId('gprs-read-at')).toContainText('Zapytanie:');
    await screenshot(page, 'gprs-02-queued');
    return;
  }
  await expect(page.getByTestId('gprs-read-route')).toContainText('Urządzenie jest połączone');
  await expect(entry).not.toHaveAttribute('data-status', 'pending', { timeout: 60_000 });
  await expect(page.getByTestId('gprs-read-at')).toContainText('Odczytano z urządzenia:');
  await expect(page.getByTestId('gprs-constants')).toContainText('Stałe zarządzające');
  // Values the emulator reports: saving period and distance, the APN, the server and its port.
  await expect(page.getByTestId('gprs-save-period')).not.toHaveValue('');
  await expect(page.getByTestId('gprs-save-distance')).not.toHaveValue('');
  await expect(page.getByTestId('gprs-apn')).not.toHaveValue('');
  await expect(page.getByTestId('gprs-port')).toHaveValue(/^\d+$/);
  await expect(page.getByTestId('gprs-apn')).toHaveAttribute('readonly', '');
  await screenshot(page, 'gprs-02-read');

  // The reading stays: the default range (the month to today) lists it after a reload.
  await page.reload();
  await page.getByTestId('gprs-vehicle').click();
  await page.keyboard.type(target!.reg_no);
  await page.keyboard.press('Enter');
  await page.getByTestId('gprs-load').click();
  await expect(page.getByTestId(`gprs-entry-${answer.entry.id}`)).toBeVisible();
  await expect(page.getByTestId('gprs-read-at')).toContainText('Odczytano z urządzenia:');
  await page.setViewportSize({ width: 1280, height: 720 });
  await screenshot(page, 'gprs-03-1280');
});
