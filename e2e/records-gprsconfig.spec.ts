import { expect, test, type Page } from '@playwright/test';
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

/**
 * A demo vehicle whose emulated Teltonika device is connected now (the e2e server connects the
 * live demo fleet once its history is generated, a little after it starts listening).
 */
async function connectedVehicle(page: Page): Promise<ConfigVehicle> {
  let found: ConfigVehicle | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.post('/app/gprsconfig/vehicles', { form: {} });
        const vehicles = ((await res.json()) as { vehicles: ConfigVehicle[] }).vehicles;
        found = vehicles.find((v) => v.online && v.protocol === 'teltonika');
        return found !== undefined;
      },
      { timeout: 120_000, message: 'a demo device connected to the e2e server' },
    )
    .toBe(true);
  return found!;
}

test('GPRS configuration: empty range, read now from a connected device, the form filled', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await signIn(page, 'demo', 'admin');
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/app/gprsconfig/vehicles' && r.ok());
  await page.goto('/gprsconfig');
  await listed;
  await expect(page).toHaveTitle(/^Konfiguracja GPRS — /);
  await expect(page.getByRole('heading', { name: 'Konfiguracja GPRS' })).toBeVisible();
  await expect(page.getByTestId('gprs-list')).toContainText('Konfiguracje');
  await expect(page.getByTestId('gprs-hint')).toBeVisible();
  await expect(page.getByTestId('not-available')).toHaveCount(0);

  // 'Wczytaj' without a vehicle says what is missing.
  await page.getByTestId('gprs-load').click();
  await expect(page.getByText('Wybierz pojazd').first()).toBeVisible();

  // A vehicle of the live demo fleet whose emulated device is connected.
  const target = await connectedVehicle(page);
  await page.getByTestId('gprs-vehicle').click();
  await page.keyboard.type(target.reg_no);
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
  expect(answer.route).toBe('gprs');
  const entry = page.getByTestId(`gprs-entry-${answer.entry.id}`);
  await expect(entry).toBeVisible();
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
  await page.keyboard.type(target.reg_no);
  await page.keyboard.press('Enter');
  await page.getByTestId('gprs-load').click();
  await expect(page.getByTestId(`gprs-entry-${answer.entry.id}`)).toBeVisible();
  await expect(page.getByTestId('gprs-read-at')).toContainText('Odczytano z urządzenia:');
  await page.setViewportSize({ width: 1280, height: 720 });
  await screenshot(page, 'gprs-03-1280');
});
