import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, dayString, screenshot } from './helpers';

/**
 * Fuel invoices and fuel losses as a user works with them (issue 17, spec 3 §2.7, §2.8, §3.8,
 * §5, §7, §8): the demo vehicle's refuellings (what the engine found in the demo history: their
 * litres are read from the answers, the demo's invoices differ from them by fixed amounts,
 * demo-fuel.ts), invoices and the joined list with its totals,
 * exports read back, an invoice refused then added, paired to a refuelling, detached and
 * deleted after their confirmations; a GPS loss accepted with a description and the
 * acceptance removed. The remembered vehicle and range are what the screens open with.
 */

test.describe.configure({ timeout: 240_000 });

const FROM = `${dayString(14)} 00:00:00`;
const TO = `${dayString(-1)} 23:59:59`;
const NEW_NO = 'FV/E2E/0001';
const ORLEN = 'FV/ORLEN/0412/26';

type Grid = Record<string, string | number | null>;
/** A number as the grids show it: a decimal comma, no thousands (litres and percents here). */
const shown = (n: number, digits: number) => n.toFixed(digits).replace('.', ',');

async function signInTo(page: Page) {
  await page.goto('/login');
  await page.getByTestId('login-clogin').fill('demo');
  await page.getByTestId('login-ulogin').fill('admin');
  await expect(async () => {
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-password').press('Enter');
    await expect(page).toHaveURL(/\/monit$/, { timeout: 10_000 });
  }).toPass({ timeout: 120_000 });
}

/** The demo vehicle with the seeded invoices (demo-fuel.ts) and its /fuelinvoices answer, asked from the page's session. */
async function fuelVehicle(
  page: Page,
): Promise<{ vid: number; regno: string; tanks: Grid[]; invoices: Grid[]; joined: Grid[] }> {
  return page.evaluate(
    async ({ from, to, orlen }) => {
      const list = (await (await fetch('/app/monit/vehicles', { credentials: 'include' })).json()) as {
        vehicles: { vid: number; regno: string }[];
      };
      for (const v of list.vehicles) {
        const body = new URLSearchParams({ vid: String(v.vid), from_date: from, to_date: to });
        const res = await fetch('/app/fuelinvoices', { method: 'POST', body, credentials: 'include' });
        const answer = (await res.json()) as { tanks: Grid[]; invoices?: Grid[]; joined: Grid[] };
        if (answer.invoices?.some((i) => i.invoice_no === orlen))
          return { vid: v.vid, regno: v.regno, tanks: answer.tanks, invoices: answer.invoices, joined: answer.joined };
      }
      throw new Error('no demo vehicle with fuel invoices');
    },
    { from: FROM, to: TO, orlen: ORLEN },
  );
}

/** /fuelloss of the vehicle over the range, asked from the page's session. */
async function lossAnswer(page: Page, vid: number, from: string, to: string): Promise<{ joined: Grid[] }> {
  return page.evaluate(
    async ({ vid, from, to }) => {
      const body = new URLSearchParams({ vid: String(vid), from_date: from, to_date: to });
      return (await fetch('/app/fuelloss', { method: 'POST', body, credentials: 'include' })).json();
    },
    { vid, from, to },
  );
}

const rowOf = (grid: Locator, text: string) => grid.locator('.ag-row', { hasText: text }).first();
/** A GPS row by its start (the grid's row id). */
const rowAt = (grid: Locator, from: unknown) => grid.locator(`.ag-row[row-id="${String(from)}"]`).first();
const toast = (page: Page, text: string) => page.locator('.ant-notification-notice', { hasText: text }).first();

async function exported(page: Page, prefix: string, key: string): Promise<Buffer> {
  const kind = key.endsWith('xlsx') ? 'xlsx' : 'pdf';
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname === (kind === 'xlsx' ? '/app/xlscreator/export' : '/app/pdfcreator/export'),
  );
  await page.getByTestId(`${prefix}-export`).click();
  await page.getByTestId(`${prefix}-export-${key}`).click();
  const response = await answer;
  expect(response.ok()).toBe(true);
  const { path } = (await response.json()) as { path: string };
  expect(path).toMatch(new RegExp(`\\.${kind}$`));
  await expect(page.getByTestId('loader')).toHaveCount(0);
  for (const p of page.context().pages()) if (p !== page) await p.close();
  const file = await page.request.get(path);
  expect(file.ok()).toBe(true);
  return file.body();
}

/**
 * What of a grid a user cannot read at the present size (issue 27 §4): cells and headers of
 * `columns` (in every row, the pinned totals included) not wholly inside the grid's visible
 * width, and number cells whose text is cut (wider than the cell: '736,'). Empty when all is
 * on screen; `cells` counts the cells of `columns` measured.
 */
async function unreadable(grid: Locator, columns: string[]) {
  return grid.evaluate((root, wanted) => {
    // The grid's scrolled area (AG Grid 36: .ag-grid-viewport); clientWidth leaves its scrollbar out,
    // and a vertical scrollbar drawn beside it ends the visible width too.
    const viewport = root.querySelector<HTMLElement>('.ag-grid-viewport, .ag-center-cols-viewport')!;
    const left = viewport.getBoundingClientRect().left;
    const bar = root.querySelector<HTMLElement>('.ag-body-vertical-scroll')?.getBoundingClientRect();
    const right = Math.min(left + viewport.clientWidth, bar && bar.width > 0 ? bar.left : Infinity);
    const problems: string[] = [];
    let cells = 0;
    for (const el of Array.from(root.querySelectorAll<HTMLElement>('.ag-cell, .ag-header-cell'))) {
      const id = el.getAttribute('col-id') ?? '';
      const box = el.getBoundingClientRect();
      const text = (el.textContent ?? '').trim();
      if (wanted.includes(id)) {
        if (el.classList.contains('ag-cell')) cells++;
        if (box.left < left - 0.5 || box.right > right + 0.5)
          problems.push(
            `${id} '${text}' at ${Math.round(box.left)}–${Math.round(box.right)} outside ${Math.round(left)}–${Math.round(right)}`,
          );
      }
      if (el.classList.contains('ag-right-aligned-cell') && el.scrollWidth > el.clientWidth)
        problems.push(`${id} '${text}' cut: ${el.scrollWidth} px in ${el.clientWidth}`);
    }
    return { problems, cells };
  }, columns);
}

/** At 1280x720 and 1600x900: the columns a grid exists for are on screen and no number is cut; screenshots. */
async function reconcilingOnScreen(page: Page, name: string, grids: [Locator, string[]][]) {
  for (const [width, height] of [
    [1280, 720],
    [1600, 900],
  ]) {
    await page.setViewportSize({ width, height });
    for (const [grid, columns] of grids) {
      await expect
        .poll(async () => {
          const r = await unreadable(grid, columns);
          return r.cells > 0 ? r.problems : [`no cells of ${columns.join(', ')} yet`];
        })
        .toEqual([]);
    }
    await screenshot(page, `${name}-${width}`);
  }
}

async function readSheet(buffer: Buffer, firstTitle: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  let head = 0;
  sheet.eachRow((r, n) => {
    if (!head && (r.values as unknown[]).some((v) => String(v).startsWith(firstTitle))) head = n;
  });
  expect(head).toBeGreaterThan(0);
  const titles = (sheet.getRow(head).values as unknown[]).slice(1).map(String);
  const rows: Record<string, unknown>[] = [];
  for (let n = head + 1; n <= sheet.rowCount; n++) {
    const r = sheet.getRow(n);
    rows.push(Object.fromEntries(titles.map((title, i) => [title, r.getCell(i + 1).value])));
  }
  return { titles, rows, sheet, head };
}

test('fuel invoices: grids, totals, exports, add, pair, detach, delete', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await signInTo(page);
  const vehicle = await fuelVehicle(page);
  const orlenInvoice = vehicle.invoices.find((i) => i.invoice_no === ORLEN)!;
  const orlenJoined = vehicle.joined.find((j) => j.fid === orlenInvoice.fid)!;
  const orlenGps = Number(orlenJoined.event_value);
  // The refuelling without an invoice: the new invoice is paired to it.
  const alone = vehicle.tanks.find(
    (tk) => !vehicle.joined.some((j) => j.fid !== null && j.event_from_date === tk.from_date),
  )!;
  const aloneGps = Number(alone.tank_value);
  // The remembered vehicle and range (spec 3 §2.7) are what the screen opens with.
  await page.evaluate((form) => localStorage.setItem('fuelInvoicesForm', JSON.stringify(form)), {
    vid: vehicle.vid,
    from_date: FROM,
    to_date: TO,
  });
  const loaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/app/fuelinvoices');
  await page.goto('/fuelinvoices');
  expect((await loaded).ok()).toBe(true);
  const screen = page.getByTestId('fuel-invoices-page');
  await expect(screen).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await expect(page.getByTestId('fuel-invoices-vehicle')).toContainText(vehicle.regno);

  const tanks = page.getByTestId('fuel-tanks');
  const invoices = page.getByTestId('fuel-invoices');
  const joined = page.getByTestId('fuel-joined');
  await expect(rowOf(invoices, ORLEN)).toContainText(shown(orlenGps - 1.65, 2));
  await expect(rowOf(invoices, 'FV/SHELL/7734/26')).toBeVisible();
  expect(Number(await tanks.getAttribute('data-count'))).toBeGreaterThanOrEqual(3);
  await expect(rowAt(tanks, orlenJoined.event_from_date)).toContainText(shown(orlenGps, 1));
  // The columns the screen exists for, on screen at both sizes: the refuellings' litres, and in
  // the joined list the litres on both sides, the difference in l and % and their totals.
  await reconcilingOnScreen(page, 'fuel-00-invoices-reconciling', [
    [tanks, ['from_date', 'to_date', 'tank_value']],
    [
      page.getByTestId('fuel-joined'),
      ['event_from_date', 'event_value', 'diff_value', 'diff_percent', 'invoice_value'],
    ],
  ]);
  // The joined list: the ORLEN invoice beside its refuelling, 1,65 l under the GPS litres.
  const orlen = rowOf(joined, ORLEN);
  await expect(orlen).toContainText(shown(orlenGps, 1));
  await expect(orlen).toContainText('-1,65');
  await expect(orlen).toContainText(shown(Number(orlenJoined.diff_percent), 2));
  const totals = joined.locator('.ag-row-pinned').first();
  await expect(totals).toContainText('Suma');
  await expect(joined.locator('.ag-header-group-cell', { hasText: 'Faktura' })).toBeVisible();
  await expect(joined.locator('.ag-header-group-cell', { hasText: 'Różnica' })).toBeVisible();
  // The detail panel of a chosen refuelling.
  await rowAt(tanks, orlenJoined.event_from_date).click();
  await expect(page.getByTestId('fuel-tank-detail')).toContainText(`${shown(orlenGps, 1)} l`);
  await screenshot(page, 'fuel-01-invoices');

  // Excel of the joined list: typed cells (numbers, dates), the totals row last.
  const sheet = await readSheet(await exported(page, 'fuel-invoices', 'joined-xlsx'), 'Faktura: Data');
  expect(sheet.titles).toEqual(expect.arrayContaining(['Faktura: Numer', 'Faktura: Litry [l]', 'Różnica: Litry [l]']));
  const orlenRow = sheet.rows.find((r) => r['Faktura: Numer'] === ORLEN)!;
  expect(orlenRow['Faktura: Litry [l]']).toBe(orlenInvoice.invoice_value);
  expect(orlenRow['Faktura: Koszt [zł]']).toBe(orlenInvoice.invoice_cost);
  expect(orlenRow['Różnica: Litry [l]']).toBe(-1.65);
  expect(orlenRow['Faktura: Data']).toBeInstanceOf(Date);
  const last = sheet.rows.filter((r) => r['Faktura: Numer'] !== null && r['Faktura: Numer'] !== undefined).at(-1)!;
  expect(last['Faktura: Numer']).toBe('Suma');
  expect(typeof last['Faktura: Litry [l]']).toBe('number');
  // Excel of the invoices and PDF of the refuellings.
  const inv = await readSheet(await exported(page, 'fuel-invoices', 'invoices-xlsx'), 'Data');
  expect(inv.rows.filter((r) => typeof r['Numer'] === 'string' && r['Numer'] !== '').length).toBe(3);
  const bp = vehicle.invoices.find((i) => i.invoice_no === 'FV/BP/11873/26')!;
  expect(bp.invoice_counter).toBeGreaterThan(100_000);
  expect(inv.rows.find((r) => r['Numer'] === 'FV/BP/11873/26')?.['Licznik km']).toBe(bp.invoice_counter);
  const pdf = await exported(page, 'fuel-invoices', 'tanks-pdf');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // A new invoice: refused with the field's message, then saved.
  await page.getByTestId('fuel-invoice-add').click();
  await page.getByTestId('fuel-invoice-no').fill(NEW_NO);
  await page.getByTestId('fuel-invoice-value').fill('12,345');
  await page.getByTestId('fuel-invoice-save').click();
  await expect(toast(page, 'Uzupełnij poprawnie dane')).toBeVisible();
  await expect(
    page.locator('.ant-form-item-explain-error', {
      hasText: 'Podaj ilość litrów od 0 z najwyżej 2 miejscami po przecinku.',
    }),
  ).toBeVisible();
  await page.getByTestId('fuel-invoice-value').fill(shown(aloneGps + 0.5, 1));
  await page.getByTestId('fuel-invoice-cost').fill('1812,75');
  await page.getByTestId('fuel-invoice-counter').fill('185400');
  await screenshot(page, 'fuel-02-invoice-dialog');
  await page.getByTestId('fuel-invoice-save').click();
  await expect(toast(page, 'Faktura została zapisana')).toBeVisible();
  await expect(rowOf(invoices, NEW_NO)).toContainText(shown(aloneGps + 0.5, 2));
  await expect(invoices).toHaveAttribute('data-count', '4');

  // Pair it to the refuelling that has no invoice: the joined row shows +0,50 l.
  await rowOf(invoices, NEW_NO).click();
  await page.getByTestId('fuel-invoice-edit').click();
  await page.getByTestId('fuel-invoice-tank').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: String(alone.from_date) })
    .first()
    .click();
  await page.getByTestId('fuel-invoice-save').click();
  await expect(toast(page, 'Faktura została zapisana')).toBeVisible();
  const paired = rowOf(joined, NEW_NO);
  await expect(paired).toContainText(shown(aloneGps, 1));
  await expect(paired).toContainText('0,50');
  await expect(paired).toContainText(shown((0.5 / aloneGps) * 100, 2));
  await screenshot(page, 'fuel-03-paired');

  // Detach with its confirmation.
  await rowOf(invoices, NEW_NO).click();
  await page.getByTestId('fuel-invoice-detach').click();
  await expect(
    page.locator('.ant-modal-confirm', { hasText: 'Faktura zostanie odłączona od tego tankowania...' }),
  ).toBeVisible();
  await page.getByTestId('fuel-confirm-ok').click();
  await expect(toast(page, 'Faktura została odłączona od tankowania')).toBeVisible();
  await expect(rowOf(joined, NEW_NO)).not.toContainText('0,50');

  // Delete with its confirmation.
  await rowOf(invoices, NEW_NO).click();
  await page.getByTestId('fuel-invoice-delete').click();
  await expect(
    page.locator('.ant-modal-confirm', { hasText: 'Faktura zostanie usunięta permamentnie...' }),
  ).toBeVisible();
  await page.getByTestId('fuel-confirm-ok').click();
  await expect(toast(page, 'Faktura została usunięta')).toBeVisible();
  await expect(invoices).toHaveAttribute('data-count', '3');
  await expect(rowOf(invoices, NEW_NO)).toHaveCount(0);
});

test('fuel losses: accept with a description, remove the acceptance, exports', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await signInTo(page);
  const vehicle = await fuelVehicle(page);
  const lossFrom = `${dayString(6)} 00:00:00`;
  const answer = await lossAnswer(page, vehicle.vid, lossFrom, TO);
  const demoAccepted = answer.joined.find((j) => j.lid !== null)!;
  // The newest loss not accepted: accepted here 0,1 l under its GPS litres.
  const open = answer.joined.filter((j) => j.lid === null).at(-1)!;
  const openGps = Number(open.event_value);
  await page.evaluate((form) => localStorage.setItem('fuelLossForm', JSON.stringify(form)), {
    vid: vehicle.vid,
    from_date: lossFrom,
    to_date: TO,
  });
  await page.goto('/fuelloss');
  const screen = page.getByTestId('fuel-loss-page');
  await expect(screen).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  const losses = page.getByTestId('fuel-losses');
  const joined = page.getByTestId('fuel-loss-joined');
  // The demo's accepted loss (0,4 l under its GPS litres) and one not accepted.
  const acceptedRow = rowOf(joined, 'Zasilanie agregatu chłodni na postoju');
  await expect(acceptedRow).toContainText(shown(Number(demoAccepted.event_value), 1));
  await expect(acceptedRow).toContainText('-0,4');
  await expect(rowAt(losses, open.event_from_date)).toBeVisible();
  // The GPS litres, the accepted litres and their difference on screen at both sizes.
  await reconcilingOnScreen(page, 'fuel-00-losses-reconciling', [
    [losses, ['from_date', 'to_date', 'tank_value']],
    [joined, ['event_from_date', 'event_value', 'diff_value', 'loss_value']],
  ]);
  await screenshot(page, 'fuel-04-losses');

  // Accept the open loss by a double click, with a description.
  await rowAt(losses, open.event_from_date).dblclick();
  await expect(page.getByTestId('fuel-loss-info')).toContainText(`${shown(openGps, 1)} l`);
  await page.getByTestId('fuel-loss-value').fill(shown(openGps - 0.05, 2));
  await page.getByTestId('fuel-loss-save').click();
  await expect(toast(page, 'Uzupełnij poprawnie dane')).toBeVisible();
  await page.getByTestId('fuel-loss-value').fill(shown(openGps - 0.1, 1));
  await page.getByTestId('fuel-loss-notice').fill('Spust kontrolny przy serwisie');
  await page.getByTestId('fuel-loss-save').click();
  await expect(toast(page, 'Ubytek paliwa został zaakceptowany')).toBeVisible();
  const mine = rowOf(joined, 'Spust kontrolny przy serwisie');
  await expect(mine).toContainText(shown(openGps - 0.1, 1));
  await expect(mine).toContainText('-0,1');

  // The joined list to Excel: the accepted litres and the description as typed cells.
  const sheet = await readSheet(await exported(page, 'fuel-loss', 'joined-xlsx'), 'Zaakceptowany: Data');
  const accepted = sheet.rows.find((r) => r['Zaakceptowany: Opis'] === 'Spust kontrolny przy serwisie')!;
  expect(accepted['Zaakceptowany: Litry [l]']).toBe(Math.round((openGps - 0.1) * 10) / 10);
  expect(accepted['Ubytek GPS: Litry [l]']).toBe(openGps);
  expect(accepted['Ubytek GPS: Od']).toBeInstanceOf(Date);

  // Remove the acceptance after its confirmation.
  await mine.click();
  await page.getByTestId('fuel-loss-remove').click();
  await expect(page.locator('.ant-modal-confirm', { hasText: 'Akceptacja ubytku zostanie usunięta' })).toBeVisible();
  await page.getByTestId('fuel-confirm-ok').click();
  await expect(toast(page, 'Akceptacja ubytku została usunięta')).toBeVisible();
  await expect(rowOf(joined, 'Spust kontrolny przy serwisie')).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 720 });
  await screenshot(page, 'fuel-05-losses-1280');
  await page.goto('/fuelinvoices');
  await expect(page.getByTestId('fuel-invoices-page')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await screenshot(page, 'fuel-06-invoices-1280');
});
