import { ROUTE_MSG } from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, post, signInOrFail, type TestApp } from './harness';

/** `POST /app/settings/ui` (spec 2 §7): grid layouts per user and module. */
describe.each(DIALECTS)('grid layouts on %s', (dialect) => {
  let t: TestApp;
  let jan: string;
  let ewa: string;
  let other: string;
  const layout = { order_columns: ['fdt', 'name'], width_columns: { fdt: 150 }, remove_columns: ['geo'] };

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    await t.admin.createCustomer('alfa');
    await t.admin.createCustomer('beta');
    await t.admin.createUser('alfa', 'jan', 'haslo123-flota', { permissions: [16] });
    await t.admin.createUser('alfa', 'ewa', 'haslo123-flota', { permissions: [16] });
    await t.admin.createUser('beta', 'jan', 'haslo123-flota', { permissions: [16] });
    jan = await signInOrFail(t.app, 'alfa', 'jan', 'haslo123-flota');
    ewa = await signInOrFail(t.app, 'alfa', 'ewa', 'haslo123-flota');
    other = await signInOrFail(t.app, 'beta', 'jan', 'haslo123-flota');
  });
  afterAll(() => t.close());

  const ui = (cookie: string | undefined, body: Record<string, string>) =>
    post(t.app, '/app/settings/ui', body, cookie);

  it('stores, reads and deletes a layout per user and module', async () => {
    expect((await ui(jan, { module: 'eventstable_grid', command: 'get' })).json()).toEqual({ json: null });
    const set = await ui(jan, { module: 'eventstable_grid', command: 'set', json: JSON.stringify(layout) });
    expect(set.json()).toEqual({ json: layout });
    expect((await ui(jan, { module: 'eventstable_grid', command: 'get' })).json()).toEqual({ json: layout });
    // another module, user or company sees nothing of it
    expect((await ui(jan, { module: 'eventstable_raport', command: 'get' })).json()).toEqual({ json: null });
    expect((await ui(ewa, { module: 'eventstable_grid', command: 'get' })).json()).toEqual({ json: null });
    expect((await ui(other, { module: 'eventstable_grid', command: 'get' })).json()).toEqual({ json: null });
    // set again replaces; del restores the default
    const wider = { ...layout, width_columns: { fdt: 200 }, columnDefs: [{ field: 'fdt' }] };
    expect((await ui(jan, { module: 'eventstable_grid', command: 'set', json: JSON.stringify(wider) })).json()).toEqual(
      {
        json: wider,
      },
    );
    expect((await ui(jan, { module: 'eventstable_grid', command: 'get' })).json()).toEqual({ json: wider });
    expect((await ui(jan, { module: 'eventstable_grid', command: 'del' })).json()).toEqual({ json: null });
    expect((await ui(jan, { module: 'eventstable_grid', command: 'get' })).json()).toEqual({ json: null });
  });

  it('refuses bad modules, commands and layouts, keeping what was stored', async () => {
    await ui(jan, { module: 'repvehdaily_grid', command: 'set', json: JSON.stringify(layout) });
    for (const [body, message] of [
      [{ module: 'Zle-Imie', command: 'get' }, ROUTE_MSG.module],
      [{ module: 'repvehdaily_grid', command: 'drop' }, ROUTE_MSG.command],
      [{ module: 'repvehdaily_grid', command: 'set', json: '{"order_columns": 1}' }, ROUTE_MSG.layout],
      [{ module: 'repvehdaily_grid', command: 'set', json: 'nie json' }, ROUTE_MSG.layout],
      [{ module: 'repvehdaily_grid', command: 'set' }, ROUTE_MSG.layout],
    ] as const) {
      const res = await ui(jan, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().err.global).toBe(message);
    }
    expect((await ui(jan, { module: 'repvehdaily_grid', command: 'get' })).json()).toEqual({ json: layout });
    expect((await ui(undefined, { module: 'repvehdaily_grid', command: 'get' })).json()).toEqual({
      err: { code: 'session_destroy' },
    });
  });
});
