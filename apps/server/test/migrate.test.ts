import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { MIGRATIONS } from '../src/db/migrations';
import { DIALECTS, makeTestApp, type TestApp } from './harness';

describe.each(DIALECTS)('migrations on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(() => t.close());

  it('are recorded and a second run applies nothing and keeps the data', async () => {
    await t.admin.createCustomer('keep');
    expect(await migrate(t.database)).toEqual([]);
    const names = await t.ctx.db
      .selectFrom('namiar_migrations' as never)
      .select('name' as never)
      .execute();
    expect(names.map((r) => (r as { name: string }).name)).toEqual(MIGRATIONS.map((m) => m.name));
    const c = await t.ctx.db.selectFrom('customers').select('clogin').execute();
    expect(c.map((r) => r.clogin)).toEqual(['keep']);
  });
});
