import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { drawPdfFirstPage, drivenVehicleDay, openRouteByUrl, routeDayUrl, screenshot, signInForFleet } from './helpers';

/**
 * 'Raport z trasy' (spec 2 §2.1, §7): the full-screen report widget exports what it shows to
 * Excel and PDF; the file opens in a new tab (or downloads). The files are fetched with the
 * page's session and read back: the xlsx with exceljs (typed cells), the pdf's first page drawn
 * by pdftoppm (poppler-utils).
 */

test.describe.configure({ timeout: 90_000 });

/** Clicks an export button and returns the exported file's address (new tab or download). */
async function exportFile(page: Page, testId: string, kind: 'xlscreator' | 'pdfcreator'): Promise<string> {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === `/app/${kind}/routereport`);
  const opened = page
    .context()
    .waitForEvent('page', { timeout: 30_000 })
    .then((tab) => ({ tab }));
  const downloaded = page.waitForEvent('download', { timeout: 30_000 }).then((download) => ({ download }));
  await page.getByTestId(testId).click();
  const response = await answer;
  expect(response.ok()).toBe(true);
  const { path: filePath } = (await response.json()) as { path: string };
  expect(filePath).toMatch(kind === 'xlscreator' ? /\.xlsx$/ : /\.pdf$/);
  // The file is offered to the user: a new tab, or a download when the tab is blocked.
  const shown = await Promise.race([opened, downloaded]);
  if ('tab' in shown) {
    const want = new URL(filePath, page.url()).pathname;
    const at = new URL(shown.tab.url() === 'about:blank' ? filePath : shown.tab.url(), page.url()).pathname;
    if (at !== want) {
      // A file the tab cannot show becomes a download (Chromium reports it on the opener) and
      // the tab's address may then be anything: the download names the file.
      const { download } = await downloaded;
      expect(new URL(download.url()).pathname).toBe(want);
      await download.cancel();
    }
    await shown.tab.close();
  } else {
    expect(new URL(shown.download.url()).pathname).toBe(new URL(filePath, page.url()).pathname);
    await shown.download.cancel();
  }
  await expect(page.getByTestId('loader')).toHaveCount(0);
  return filePath;
}

test('the route report exports Excel and PDF files that read back', async ({ page }) => {
  // A day with driving: the events sheet must hold roads (at night the fleet is parked).
  const { v, day } = await drivenVehicleDay(page, await signInForFleet(page));
  await openRouteByUrl(page, routeDayUrl(v.id, day));
  await page.getByTestId('route-toggle-report').click();
  const report = page.getByTestId('route-report');
  await expect(report).toBeVisible();
  await expect(report).toContainText(`Raport z trasy: ${v.regno}`);
  await expect(page.getByTestId('route-report-sections')).toContainText('Ogólne');
  await expect(report.locator('.ag-row').first()).toBeVisible();
  await screenshot(page, 'route-report-01-widget');

  // Excel: both sheets, the vehicle's registration number in the report.
  const xlsxPath = await exportFile(page, 'route-report-excel', 'xlscreator');
  const xlsx = await page.request.get(xlsxPath);
  expect(xlsx.ok()).toBe(true);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await xlsx.body()) as unknown as ArrayBuffer);
  expect(book.worksheets.map((s) => s.name)).toEqual(['Raport z trasy', 'Zdarzenia na trasie']);
  const cells = (name: string) => {
    const out: string[] = [];
    book.getWorksheet(name)!.eachRow((row) => row.eachCell((c) => out.push(String(c.text))));
    return out;
  };
  expect(cells('Raport z trasy')).toContain(v.regno);
  const events = cells('Zdarzenia na trasie');
  expect(events).toContain('Zdarzenie');
  expect(events.length).toBeGreaterThan(10);
  // Typed cells (issue 13 §1): dates are dates, durations [h]:mm:ss numbers, roads numbers in km.
  const sheet = book.getWorksheet('Zdarzenia na trasie')!;
  let head = 0;
  sheet.eachRow((row, n) => {
    if (!head && row.getCell(1).value === 'Zdarzenie') head = n;
  });
  const titles = (sheet.getRow(head).values as unknown[]).slice(1);
  const column = (title: string) => titles.indexOf(title) + 1;
  expect(column('Od')).toBeGreaterThan(0);
  const first = sheet.getRow(head + 1);
  expect(first.getCell(column('Od')).value).toBeInstanceOf(Date);
  expect(first.getCell(column('Od')).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
  expect(first.getCell(column('Czas trwania')).numFmt).toBe('[h]:mm:ss');
  const roads: unknown[] = [];
  sheet.eachRow((row, n) => {
    if (n > head) roads.push(row.getCell(column('Droga GPS [km]')).value);
  });
  expect(roads.some((v) => typeof v === 'number' && v > 0)).toBe(true);
  expect(roads.every((v) => v === null || typeof v === 'number')).toBe(true);

  // PDF: a real document whose first page draws.
  const pdfPath = await exportFile(page, 'route-report-pdf', 'pdfcreator');
  const pdf = await page.request.get(pdfPath);
  expect(pdf.ok()).toBe(true);
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  drawPdfFirstPage(bytes, 'route-report-02-pdf-page1');

  await page.getByTestId('route-report-close').click();
  await expect(report).toBeHidden();
});
