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

  it('refuses rows that would tie one company to another company’s records', async () => {
    const a = await t.admin.createCustomer('firma-a');
    await t.admin.createCustomer('firma-b');
    const user = await t.admin.createUser('firma-a', 'jan', 'haslo123-flota');
    const foreign = await t.admin.addVehicle('firma-b', 'B 1', '352093081452251');
    await expect(
      t.ctx.db
        .insertInto('user_vehicles')
        .values({ customer_id: a.id, user_id: user.id, vehicle_id: foreign.id })
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.ctx.db
        .insertInto('events')
        .values({
          customer_id: a.id,
          vehicle_id: foreign.id,
          event_type: 4,
          from_time: 1,
          to_time: 2,
          value: null,
          begin_lat: null,
          begin_lon: null,
          end_lat: null,
          end_lon: null,
          driver_id: null,
          poi_id: null,
          accepted_at: null,
          accepted_by: null,
          description: null,
        })
        .execute(),
    ).rejects.toThrow();
  });
});
