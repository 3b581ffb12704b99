import { expect, test, type Page } from '@playwright/test';
import { dayString, exportedXlsx, screenshot, signIn } from './helpers';

/**
 * /sms and /sms/send (spec 3 §2.11, §3.11, §5, §8, §9; issue 17) against the e2e server, whose
 * demo fleet's emulated Teltonika devices are connected: the form refuses what is not valid,
 * a 'locate position' command to a connected vehicle goes over GPRS and the device's answer
 * shows in the received grid; the archive's 'Pokaż SMS starsze niż'; the Excel export read back.
 */

interface SmsVehicle {
  vid: number;
  reg_no: string;
  online: boolean;
  route: 'gprs' | 'sms' | 'queue' | 'none';
  protocol: string | null;
}
interface SentRow {
  id: number;
  vid: number;
  reg_no: string;
  text: string;
  status: string;
  response: string | null;
  created_date: string;
}
interface ListAnswer {
  sended: SentRow[];
  recieved: { id: number; reply_to: number | null; text: string }[];
  sended_archive: SentRow[];
}

test.describe.configure({ timeout: 180_000 });

async function list(page: Page, form: Record<string, string> = {}): Promise<ListAnswer> {
  const res = await page.request.post('/app/sms', { form: { gridSchema: 'false', onlyNotAccepted: 'false', ...form } });
  return (await res.json()) as ListAnswer;
}

async function openScreen(page: Page): Promise<void> {
  await page.goto('/sms');
  await expect(page.getByTestId('sms-page')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await expect(page.getByTestId('loader')).toHaveCount(0);
}

/**
 * A demo vehicle whose emulated Teltonika device is connected now (the e2e server connects the
 * live demo fleet once its history is generated, a little after it starts listening).
 */
async function connectedVehicle(page: Page): Promise<SmsVehicle> {
  let found: SmsVehicle | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.post('/app/sms/data', { form: {} });
        const vehicles = ((await res.json()) as { vehicles: SmsVehicle[] }).vehicles;
        found = vehicles.find((v) => v.online && v.route === 'gprs' && v.protocol === 'teltonika');
        return found !== undefined;
      },
      { timeout: 120_000, message: 'a demo device connected to the e2e server' },
    )
    .toBe(true);
  return found!;
}

const grid = (page: Page, tab: 'current' | 'archive', which: 'sent' | 'received') =>
  page.getByTestId(`sms-${tab}-${which}`);

test('SMS: validation, a GPRS command answered by the device, archive, Excel export', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await signIn(page, 'demo', 'admin');
  await openScreen(page);
  await expect(page).toHaveTitle(/^SMS — /);
  await expect(page.getByRole('heading', { name: 'SMS', exact: true })).toBeVisible();
  await expect(page.getByTestId('sms-tab-current')).toHaveText('Aktualne');
  await expect(page.getByTestId('sms-tab-archive')).toHaveText('Archiwalne');
  await expect(grid(page, 'current', 'sent')).toBeVisible();
  await expect(grid(page, 'current', 'received')).toBeVisible();
  // The e2e server has no SMS centre: the screen says so, GPRS commands still go.
  await expect(page.getByTestId('sms-not-configured')).toContainText('Wysyłanie SMS nie jest skonfigurowane');
  await screenshot(page, 'sms-01-current');

  // 'Send SMS' opens the form with the vehicles of /sms/data.
  const target = await connectedVehicle(page);
  const data = page.waitForResponse((r) => new URL(r.url()).pathname === '/app/sms/data' && r.ok());
  await page.getByTestId('sms-send').click();
  await expect(page).toHaveURL(/\/sms\/send$/);
  await data;
  await expect(page.getByTestId('sms-send-page')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('loader')).toHaveCount(0);

  // Nothing chosen: 'Uzupełnij poprawnie dane' and the field's message; nothing is sent.
  let sends = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/app/sms/send') sends++;
  });
  await page.getByTestId('sms-send-submit').click();
  await expect(page.getByText('Uzupełnij poprawnie dane').first()).toBeVisible();
  await expect(page.getByText('Wybierz co najmniej jeden pojazd')).toBeVisible();
  expect(sends).toBe(0);

  // The output command shows the four outputs.
  await page.getByTestId('sms-send-type-4').click();
  for (const n of [1, 2, 3, 4]) await expect(page.getByTestId(`sms-send-output-${n}`)).toBeVisible();
  await page.getByTestId('sms-send-type-1').click();
  await expect(page.getByTestId('sms-send-output-1')).toHaveCount(0);

  // A connected Teltonika vehicle gets 'locate position' over GPRS.
  await page.getByTestId('sms-send-vehicles').click();
  await page.keyboard.type(target.reg_no);
  await page.getByTestId(`sms-send-option-${target.vid}`).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('sms-send-chosen')).toHaveText('Wybrano pojazdów: 1');
  await screenshot(page, 'sms-02-send-form');
  const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/app/sms/send');
  await page.getByTestId('sms-send-submit').click();
  const answer = (await (await sent).json()) as { sent: { id: number; vid: number; route: string }[] };
  expect(answer.sent).toHaveLength(1);
  expect(answer.sent[0]).toMatchObject({ vid: target.vid, route: 'gprs' });
  const commandId = answer.sent[0].id;
  await expect(page).toHaveURL(/\/sms$/);
  await expect(page.getByText('Wysłano do pojazdów: 1')).toBeVisible();
  const sentRow = grid(page, 'current', 'sent').locator(`.ag-row[row-id="${commandId}"]`);
  await expect(sentRow).toContainText(target.reg_no);

  // The device's answer arrives as a received row linked to the command.
  await expect
    .poll(async () => (await list(page)).recieved.find((r) => r.reply_to === commandId)?.id ?? null, {
      timeout: 60_000,
    })
    .not.toBeNull();
  const replyId = (await list(page)).recieved.find((r) => r.reply_to === commandId)!.id;
  await page.getByTestId('sms-current-sent-refresh').click();
  const replyRow = grid(page, 'current', 'received').locator(`.ag-row[row-id="${replyId}"]`);
  await expect(replyRow).toContainText(target.reg_no);
  // 'Odpowiedź na' names the command answered and when it was sent, not its id (issue 27).
  const sentCommand = (await list(page)).sended.find((r) => r.id === commandId)!;
  await expect(replyRow).toContainText(`${sentCommand.text} (${sentCommand.created_date})`);
  await expect(sentRow).toContainText('Odpowiedź');
  await screenshot(page, 'sms-03-after-send');

  // Archive: older than a moment after the command holds it; older than 2020 holds nothing.
  await page.getByTestId('sms-tab-archive').click();
  const picker = page.getByTestId('sms-older-than');
  await expect(picker).toBeVisible();
  await expect(page.getByTestId('sms-send')).toHaveCount(0);
  await picker.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2020-01-01 00:00:00');
  await page.keyboard.press('Enter');
  await expect(grid(page, 'archive', 'sent')).toHaveAttribute('data-count', '0');
  await expect(grid(page, 'archive', 'sent')).toContainText('Brak wysłanych wiadomości');
  // Tomorrow in the company's zone (the browser's): every message so far is older than that.
  const laterText = `${dayString(-1)} 00:00:00`;
  await picker.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(laterText);
  await page.keyboard.press('Enter');
  await expect(grid(page, 'archive', 'sent').locator(`.ag-row[row-id="${commandId}"]`)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 720 });
  await screenshot(page, 'sms-04-archive-1280');
  await page.setViewportSize({ width: 1600, height: 900 });

  // Excel of the current sent grid, read back: the rows as shown, the date as a typed date cell.
  await page.getByTestId('sms-tab-current').click();
  const shown = (await list(page)).sended;
  await expect(grid(page, 'current', 'sent')).toHaveAttribute('data-count', String(shown.length));
  const { sheet, head, titles, column } = await exportedXlsx(
    page,
    'sms-current-sent-export',
    /SMS_wyslane_aktualne.*\.xlsx$/,
    'Pojazd',
  );
  const body = column('Pojazd');
  expect(body).toHaveLength(shown.length);
  expect(body).toContain(target.reg_no);
  // Some date column is a real date cell (typed), not text.
  const dates = titles.flatMap((_, i) => {
    const v = sheet.getRow(head + 1).getCell(i + 1).value;
    return v instanceof Date ? [i] : [];
  });
  expect(dates.length).toBeGreaterThan(0);
});
