import { expect, test, type Page } from '@playwright/test';
import { screenshot, signIn } from './helpers';

/**
 * Table cleaning and regeneration /ctables (spec 2 §2.4, §4.4, §5; issue 16 §2) against the
 * demo server, whose task runner does the work: the form's rules, 'Wygeneruj' for one vehicle
 * (running: the form hides, progress is polled every 5 s until the task ends), then 'Wyczyść dla
 * pojazdów' from today, each ending 'Zakończone' in the task grid.
 */
test.describe.configure({ timeout: 180_000 });

const grid = (page: Page) => page.getByTestId('ctables-grid');
const taskRow = (page: Page, tid: number) => grid(page).locator(`.ag-row[row-id="${tid}"]`);

/**
 * The task a click starts, from the answer of its `/ctables/send`: asking the task list right
 * after the click could run before the send reached the server and return the previous task.
 */
async function startTask(page: Page, click: () => Promise<void>): Promise<number> {
  const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/app/ctables/send');
  await click();
  return ((await (await sent).json()) as { task: { tid: number } }).task.tid;
}

async function newestTask(page: Page): Promise<number> {
  const res = await page.request.post('/app/ctables', { form: { noVehicles: 'true' } });
  return ((await res.json()) as { tasks: { tid: number }[] }).tasks[0].tid;
}

test('ctables: form rules, generate and clear one vehicle, progress until done', async ({ page }) => {
  await signIn(page, 'demo', 'admin');
  await page.goto('/ctables');
  const screen = page.getByTestId('ctables-page');
  await expect(screen).toHaveAttribute('data-state', 'idle');
  await expect(page.getByRole('heading', { name: 'Czyszczenie i generowanie raportów' })).toBeVisible();
  for (const name of ['Wyczyść dla pojazdów', 'Wygeneruj', 'Anuluj', 'Odśwież']) {
    await expect(page.getByRole('button', { name })).toBeVisible();
  }
  const clear = page.getByTestId('ctables-clear');
  const generate = page.getByTestId('ctables-generate');
  // No vehicle yet: neither task can start; 'Anuluj' only while running.
  await expect(clear).toBeDisabled();
  await expect(generate).toBeDisabled();
  await expect(page.getByTestId('ctables-cancel')).toBeDisabled();
  // Select-all disables the vehicle select; the whole period disables the date.
  await page.getByTestId('ctables-select-all').click();
  await expect(page.getByTestId('ctables-vehicles').locator('input')).toBeDisabled();
  await expect(generate).toBeEnabled();
  await page.getByTestId('ctables-clear-all').click();
  await expect(page.getByTestId('ctables-date')).toBeDisabled();
  await screenshot(page, 'ctables-form');

  // Every vehicle over the whole period: long enough to watch it run.
  const gen = await startTask(page, () => generate.click());
  await expect(screen).toHaveAttribute('data-state', 'onAir');
  await expect(page.getByTestId('ctables-form')).toHaveCount(0);
  await expect(page.getByTestId('ctables-cancel')).toBeEnabled();
  expect(await newestTask(page)).toBe(gen);
  await expect(taskRow(page, gen)).toContainText('Generowanie');
  await screenshot(page, 'ctables-running');
  // Polled every 5 s until the task ends.
  await expect(screen).toHaveAttribute('data-state', 'idle', { timeout: 120_000 });
  await expect(taskRow(page, gen)).toContainText('Zakończone');
  const vehicles = await page.request.post('/app/ctables', { form: { ids: String(gen) } });
  const n = ((await vehicles.json()) as { vehicles: unknown[] }).vehicles.length;
  expect(n).toBeGreaterThan(5);
  await expect(taskRow(page, gen)).toContainText(`${n} / ${n}`);

  // One vehicle, searched by registration, from today (the default date).
  await page.getByTestId('ctables-select-all').click();
  await page.getByTestId('ctables-clear-all').click();
  await page.getByTestId('ctables-vehicles').click();
  await page.keyboard.type('WX 48');
  await page.locator('.ant-select-item-option').first().click();
  await page.keyboard.press('Escape');
  await expect(generate).toBeEnabled();
  await expect(clear).toBeEnabled();
  await page.getByTestId('ctables-clear-alarms').click();
  const cl = await startTask(page, () => clear.click());
  expect(await newestTask(page)).toBe(cl);
  expect(cl).toBeGreaterThan(gen);
  await expect(taskRow(page, cl)).toContainText('Czyszczenie');
  await expect(screen).toHaveAttribute('data-state', 'idle', { timeout: 60_000 });
  await expect(taskRow(page, cl)).toContainText('Zakończone');
  await page.getByTestId('ctables-refresh').click();
  await expect(taskRow(page, cl)).toContainText('Zakończone');
  await screenshot(page, 'ctables-done');
});
