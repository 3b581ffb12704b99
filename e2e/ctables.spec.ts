import { expect, test, type Page } from '@playwright/test';
import { dayString, screenshot, signIn } from './helpers';

/**
 * Table cleaning and regeneration /ctables (spec 2 §2.4, §4.4, §5; issue 16 §2; issue 27 §3)
 * against the demo server, whose task runner does the work: the form's rules; 'Wygeneruj' for
 * the whole fleet cancelled while it runs (the vehicles it did not reach keep their data, checked
 * through the API); 'Wyczyść dla pojazdów' only after a confirmation naming what it clears, and
 * for the whole fleet after a second step with the number of vehicles typed; finished tasks list
 * their vehicles in the grid and beside it.
 */
test.describe.configure({ timeout: 180_000 });

const grid = (page: Page) => page.getByTestId('ctables-grid');
const taskRow = (page: Page, tid: number) => grid(page).locator(`.ag-row[row-id="${tid}"]`);
const detail = (page: Page) => page.getByTestId('ctables-detail');

interface TaskRow {
  tid: number;
  status: string;
  progress: string;
  regnos: string;
}
interface TaskVehicle {
  vid: number;
  regno: string;
  status: string;
  sname: string;
}

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

/** The task and its vehicles as the API answers them. */
async function taskOf(page: Page, tid: number): Promise<{ task: TaskRow; vehicles: TaskVehicle[] }> {
  const res = await page.request.post('/app/ctables', {
    form: { noVehicles: 'true', ids: String(tid), details: 'true' },
  });
  const a = (await res.json()) as { tasks: TaskRow[]; details: { tid: number; vehicles: TaskVehicle[] }[] };
  return { task: a.tasks[0], vehicles: a.details[0].vehicles };
}

/** The company's vehicles in the order a select-all task works on them. */
async function fleetOrder(page: Page): Promise<{ id: number; regno: string }[]> {
  const res = await page.request.post('/app/ctables', { form: {} });
  return ((await res.json()) as { vehicles: { id: number; regno: string }[] }).vehicles;
}

/** A vehicle's stored events over a day (no regeneration): id, type and start of each. */
async function storedEvents(page: Page, vid: number, day: string): Promise<string[]> {
  const res = await page.request.post('/app/route', {
    form: { id: String(vid), from_date: `${day} 00:00:00`, to_date: `${day} 23:59:59`, generate: 'false' },
  });
  expect(res.ok()).toBe(true);
  const a = (await res.json()) as { events: { id: number; eid: number; fdt: string; val: number | null }[] };
  return a.events.map((e) => `${e.id}|${e.eid}|${e.fdt}|${e.val}`).sort();
}

async function chooseDate(page: Page, day: string) {
  const input = page.getByTestId('ctables-date');
  await input.click();
  await input.fill(day);
  await input.press('Enter');
  await expect(input).toHaveValue(day);
}

test("ctables: form rules; 'Wygeneruj' for the whole fleet cancelled while it runs", async ({ page }) => {
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

  // The data before: the first vehicle of the task's order and the last (which the cancel keeps
  // the task from reaching), over yesterday.
  const order = await fleetOrder(page);
  expect(order.length).toBeGreaterThan(5);
  const first = order[0];
  const last = order[order.length - 1];
  const day = dayString(1);
  const firstBefore = await storedEvents(page, first.id, day);
  const lastBefore = await storedEvents(page, last.id, day);
  expect(firstBefore.length + lastBefore.length).toBeGreaterThan(0);

  // Every vehicle over the whole period: the engine runs again over a week of records, vehicle
  // by vehicle (some 15 s for the demo fleet) — long enough to cancel it while it runs.
  const gen = await startTask(page, () => generate.click());
  await expect(screen).toHaveAttribute('data-state', 'onAir');
  await expect(page.getByTestId('ctables-form')).toHaveCount(0);
  await expect(page.getByTestId('ctables-cancel')).toBeEnabled();
  expect(await newestTask(page)).toBe(gen);
  await expect(taskRow(page, gen)).toContainText('Generowanie');
  // The task just started shows its vehicles beside the grid.
  await expect(detail(page)).toHaveAttribute('data-tid', String(gen));
  // Running, with its first vehicle done.
  await expect
    .poll(
      async () => {
        const { task } = await taskOf(page, gen);
        return task.status === 'running' && Number(task.progress.split(' / ')[0]) >= 1;
      },
      { timeout: 60_000, intervals: [200] },
    )
    .toBe(true);
  await screenshot(page, 'ctables-running');
  const cancelled = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/app/ctables/send' && r.request().postData()?.includes('cancel') === true,
  );
  await page.getByTestId('ctables-cancel').click();
  expect(((await (await cancelled).json()) as { cancelled: number }).cancelled).toBe(1);
  // The vehicle in progress ends whole, then the task ends as cancelled.
  await expect(screen).toHaveAttribute('data-state', 'idle', { timeout: 60_000 });
  await expect(taskRow(page, gen)).toContainText('Anulowane');
  const after = await taskOf(page, gen);
  expect(after.task.status).toBe('cancelled');
  const done = Number(after.task.progress.split(' / ')[0]);
  expect(done).toBeGreaterThanOrEqual(1);
  expect(done).toBeLessThan(order.length);
  expect(after.task.progress).toBe(`${done} / ${order.length}`);
  // The grid shows the final count: the screen polled until the vehicle in progress was done.
  await expect(taskRow(page, gen)).toContainText(after.task.progress);
  expect(after.vehicles.map((v) => v.regno)).toEqual(order.map((v) => v.regno));
  expect(after.vehicles.map((v) => v.status)).toEqual(order.map((_, i) => (i < done ? 'done' : 'cancelled')));
  // The detail names each vehicle with its own state.
  await expect(detail(page)).toHaveAttribute('data-vehicles', String(order.length));
  await expect(detail(page)).toHaveAttribute('data-done', String(done));
  await expect(page.getByTestId('ctables-detail-grid').locator(`.ag-row[row-id="${first.id}"]`)).toContainText(
    'Zakończone',
  );
  await expect(page.getByTestId('ctables-detail-grid').locator(`.ag-row[row-id="${order[done].id}"]`)).toContainText(
    'Anulowane',
  );
  await screenshot(page, 'ctables-cancelled');

  // Through the API: the vehicle the task did not reach keeps its events as they were (the very
  // rows: same ids); the one it did was written anew by the engine.
  expect(await storedEvents(page, last.id, day)).toEqual(lastBefore);
  const firstAfter = await storedEvents(page, first.id, day);
  if (firstBefore.length > 0) {
    const kept = new Set(firstBefore.map((e) => e.split('|')[0]));
    expect(firstAfter.some((e) => !kept.has(e.split('|')[0]))).toBe(true);
    expect(firstAfter.map((e) => e.split('|').slice(1).join('|')).sort()).toEqual(
      firstBefore.map((e) => e.split('|').slice(1).join('|')).sort(),
    );
  }
});

test("ctables: 'Wyczyść dla pojazdów' asks first, naming what it clears; the task lists its vehicles", async ({
  page,
}) => {
  await signIn(page, 'demo', 'admin');
  await page.goto('/ctables');
  const screen = page.getByTestId('ctables-page');
  await expect(screen).toHaveAttribute('data-state', 'idle');
  const order = await fleetOrder(page);
  const today = dayString();
  const clear = page.getByTestId('ctables-clear');
  const dialog = page.getByTestId('ctables-confirm');

  // Three vehicles from a date: how many, from when, what goes and what stays.
  const three = order.slice(0, 3);
  await page.getByTestId('ctables-vehicles').click();
  for (const v of three) {
    await page.keyboard.type(v.regno);
    await page.locator('.ant-select-item-option').filter({ hasText: v.regno }).first().click();
  }
  await page.keyboard.press('Escape');
  await chooseDate(page, '2026-11-01');
  await page.getByTestId('ctables-clear-alarms').click();
  const before = await newestTask(page);
  await clear.click();
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('ctables-confirm-question')).toHaveText('Wyczyścić dane 3 pojazdów od 2026-11-01?');
  await expect(page.getByTestId('ctables-confirm-vehicles')).toHaveText(
    `Pojazdy: ${three.map((v) => v.regno).join(', ')}`,
  );
  await expect(page.getByTestId('ctables-confirm-removed')).toHaveText(
    'Zostaną usunięte: zdarzenia (jazdy, postoje, zatrzymania i pozostałe), alarmy (również zaakceptowane, z opisami akceptacji).',
  );
  await expect(page.getByTestId('ctables-confirm-kept')).toHaveText(
    'Pozostaną bez zmian: wyliczone zdarzenia paliwowe (tankowania, ubytki, wysokie zużycie), ręcznie dodane zdarzenia paliwowe, rekordy z urządzeń.',
  );
  await expect(dialog).toContainText('Opisy akceptacji alarmów zostaną utracone.');
  await screenshot(page, 'ctables-confirm-three');
  // 'Anuluj' starts nothing.
  await page.getByTestId('ctables-confirm-cancel').click();
  await expect(dialog).toBeHidden();
  expect(await newestTask(page)).toBe(before);

  // One vehicle, searched by registration, from today (the form's default after a reload): named
  // in the question; confirmed, it runs.
  await page.reload();
  await expect(screen).toHaveAttribute('data-state', 'idle');
  await page.getByTestId('ctables-clear-alarms').click();
  await page.getByTestId('ctables-vehicles').click();
  await page.keyboard.type('WX 48');
  await page.locator('.ant-select-item-option').first().click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('ctables-date')).toHaveValue(today);
  await expect(clear).toBeEnabled();
  await clear.click();
  await expect(page.getByTestId('ctables-confirm-question')).toHaveText(
    new RegExp(`^Wyczyścić dane pojazdu WX 48\\w+ od ${today}\\?$`),
  );
  const regno = /pojazdu (.+) od/.exec((await page.getByTestId('ctables-confirm-question').textContent())!)![1];
  await expect(page.getByTestId('ctables-confirm-vehicles')).toHaveCount(0);
  const cl = await startTask(page, () => page.getByTestId('ctables-confirm-ok').click());
  expect(cl).toBeGreaterThan(before);
  await expect(taskRow(page, cl)).toContainText('Czyszczenie');
  // Polled every 5 s until the task ends.
  await expect(screen).toHaveAttribute('data-state', 'idle', { timeout: 60_000 });
  await expect(taskRow(page, cl)).toContainText('Zakończone');
  // The finished task lists its vehicle, in the grid and beside it.
  await expect(taskRow(page, cl)).toContainText(regno);
  await expect(detail(page)).toHaveAttribute('data-tid', String(cl));
  await expect(page.getByTestId('ctables-detail-grid')).toContainText(regno);
  await expect(page.getByTestId('ctables-detail-grid')).toContainText('Zakończone');
  await page.getByTestId('ctables-refresh').click();
  await expect(taskRow(page, cl)).toContainText('Zakończone');
  await screenshot(page, 'ctables-done');
});

test('ctables: clearing the whole fleet asks a second time, with the number of vehicles typed', async ({ page }) => {
  await signIn(page, 'demo', 'admin');
  await page.goto('/ctables');
  const screen = page.getByTestId('ctables-page');
  await expect(screen).toHaveAttribute('data-state', 'idle');
  const order = await fleetOrder(page);
  const n = order.length;
  // From tomorrow: the whole flow runs, and nothing stored is touched (nothing starts then).
  const tomorrow = dayString(-1);
  await page.getByTestId('ctables-select-all').click();
  await chooseDate(page, tomorrow);
  const before = await newestTask(page);
  await page.getByTestId('ctables-clear').click();
  await expect(page.getByTestId('ctables-confirm-question')).toHaveText(
    `Wyczyścić dane wszystkich ${n} pojazdów od ${tomorrow}?`,
  );
  await expect(page.getByTestId('ctables-confirm-vehicles')).toContainText(`i ${n - 10} innych`);
  await expect(page.getByTestId('ctables-confirm-kept')).toContainText('alarmy');
  await expect(page.getByTestId('ctables-confirm-ok')).toHaveText('Dalej');
  await page.getByTestId('ctables-confirm-ok').click();

  // The stronger step: the number of vehicles, typed.
  const fleet = page.getByTestId('ctables-fleet-confirm');
  await expect(fleet).toBeVisible();
  await expect(fleet).toContainText(`wszystkie pojazdy (${n})`);
  const ok = page.getByTestId('ctables-fleet-ok');
  await expect(ok).toBeDisabled();
  await page.getByTestId('ctables-fleet-count').fill(String(n - 1));
  await expect(ok).toBeDisabled();
  await expect(fleet).toContainText(`Wpisz liczbę pojazdów floty: ${n}.`);
  await screenshot(page, 'ctables-confirm-fleet');
  // 'Anuluj' here starts nothing either.
  await page.getByTestId('ctables-fleet-cancel').click();
  await expect(fleet).toBeHidden();
  expect(await newestTask(page)).toBe(before);

  await page.getByTestId('ctables-clear').click();
  await page.getByTestId('ctables-confirm-ok').click();
  await page.getByTestId('ctables-fleet-count').fill(String(n));
  await expect(ok).toBeEnabled();
  const tid = await startTask(page, () => ok.click());
  await expect(screen).toHaveAttribute('data-state', 'idle', { timeout: 60_000 });
  await expect(taskRow(page, tid)).toContainText('Zakończone');
  await expect(taskRow(page, tid)).toContainText(`${n} / ${n}`);
  // Its vehicles: every registration, in the grid row and in the detail.
  const { task, vehicles } = await taskOf(page, tid);
  expect(task.regnos).toBe(order.map((v) => v.regno).join(', '));
  expect(vehicles.every((v) => v.status === 'done')).toBe(true);
  await expect(detail(page)).toHaveAttribute('data-vehicles', String(n));
  await expect(detail(page)).toHaveAttribute('data-done', String(n));
  await screenshot(page, 'ctables-fleet-done');
});
