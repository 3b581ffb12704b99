import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/http/context';
import { changeRecord } from '../src/modules/records/record-save';
import { listAudit } from '../src/modules/records/record-audit.repository';
import { DIALECTS, makeTestApp, type TestApp } from './harness';

/**
 * A record change is one transaction with its audit row (issue 14): both land, or neither
 * does; the admin's `audit` lines name who changed which field from what to what.
 */
describe.each(DIALECTS)('record changes and their audit on %s', (dialect) => {
  let t: TestApp;
  let user: SessionUser;

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    await t.admin.createCustomer('acme', { timeZone: 'Europe/Warsaw' });
    const u = await t.admin.createUser('acme', 'jan', 'haslo123-flota', { permissions: [1] });
    const c = await t.ctx.db
      .selectFrom('customers')
      .select('id')
      .where('clogin', '=', 'acme')
      .executeTakeFirstOrThrow();
    user = { customerId: c.id, userId: u.id } as SessionUser;
  });
  afterAll(() => t.close());

  const driverNames = async () =>
    (await t.ctx.db.selectFrom('drivers').select('last_name').where('customer_id', '=', user.customerId).execute()).map(
      (r) => r.last_name,
    );

  it('writes the record and its audit row together', async () => {
    const id = await changeRecord(t.ctx, user, async (trx) => {
      const row = { customer_id: user.customerId, first_name: 'Jan', last_name: 'Nowak', created_at: t.ctx.now() };
      const r = await trx.insertInto('drivers').values(row).returning('id').executeTakeFirstOrThrow();
      return {
        result: r.id,
        changes: [{ entity: 'driver', recordId: r.id, action: 'create', before: null, after: { last_name: 'Nowak' } }],
      };
    });
    expect(await driverNames()).toEqual(['Nowak']);
    const audit = await listAudit(t.ctx.db, user.customerId, 0);
    expect(audit).toEqual([
      expect.objectContaining({ login: 'jan', entity: 'driver', record_id: id, action: 'create', before: null }),
    ]);
    expect(JSON.parse(audit[0].after!)).toEqual({ last_name: 'Nowak' });
  });

  it('leaves nothing behind when the change fails half-way, the audit row included', async () => {
    const before = await listAudit(t.ctx.db, user.customerId, 0);
    await expect(
      changeRecord(t.ctx, user, async (trx) => {
        const row = { customer_id: user.customerId, first_name: 'Ewa', last_name: 'Kowal', created_at: t.ctx.now() };
        await trx.insertInto('drivers').values(row).execute();
        throw new Error('refused after the first write');
      }),
    ).rejects.toThrow('refused after the first write');
    expect(await driverNames()).toEqual(['Nowak']);
    expect(await listAudit(t.ctx.db, user.customerId, 0)).toHaveLength(before.length);
  });

  it("prints the company's changes for the admin, field by field", async () => {
    await changeRecord(t.ctx, user, async () => ({
      result: null,
      changes: [
        {
          entity: 'driver',
          recordId: 7,
          action: 'update',
          before: { last_name: 'Nowak', phone: null },
          after: { last_name: 'Nowakowski', phone: null },
        },
      ],
    }));
    const lines = await t.admin.auditLines('acme', '2026-03-01');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('2026-03-29 01:30:00  jan  update driver #7: last_name "Nowak" → "Nowakowski"');
    await expect(t.admin.auditLines('acme', '29.03.2026')).rejects.toThrow("Invalid --since '29.03.2026'");
    expect(await t.admin.auditLines('acme', '2026-03-30')).toEqual([]);
  });
});
