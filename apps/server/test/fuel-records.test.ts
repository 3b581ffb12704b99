import { FUEL_MSG, newVehicleForm, encodeVehicleSave, type VehicleSave } from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../src/modules/records/record-audit.repository';
import { DIALECTS, makeTestApp, post, signInOrFail, type TestApp } from './harness';

/**
 * Fuel invoices and fuel losses (issue 17, spec 3 §2.7, §2.8, §3.8, §7 'Fuel'): the GPS
 * refuellings/losses are the engine's events; invoices pair to a refuelling, detach and delete;
 * losses are accepted and un-accepted; amounts stay exact; bad input gets field messages with
 * nothing saved; another company's user and a user without permission 7/8 get an error, never data.
 */
describe.each(DIALECTS)('fuel records on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let nobody: string;
  let customerId = 0;
  let vid = 0;
  const T0 = Date.parse('2026-03-10T08:00:00Z');
  const range = { from_date: '2026-03-01 00:00:00', to_date: '2026-03-31 23:59:59' };

  const call = (url: string, body: Record<string, string> = {}, cookie = admin) => post(t.app, url, body, cookie);
  const count = async (table: 'fuel_invoices' | 'fuel_loss_acceptances') =>
    Number(
      (
        await t.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  type Grid = Record<string, number | string | null>;
  const invoices = async (cookie = admin) =>
    (await call('/app/fuelinvoices', { vid: String(vid), ...range }, cookie)).json() as {
      tanks: Grid[];
      invoices: Grid[];
      joined: Grid[];
      totals: Grid;
      err?: unknown;
    };
  const losses = async (cookie = admin) =>
    (await call('/app/fuelloss', { vid: String(vid), ...range }, cookie)).json() as {
      loss: Grid[];
      joined: Grid[];
      err?: unknown;
    };

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    customerId = (await t.admin.createCustomer('acme')).id;
    await t.admin.createCustomer('other');
    await t.admin.createUser('acme', 'admin', 'secret123-flota');
    await t.admin.createUser('acme', 'nobody', 'secret123-flota', { permissions: [1, 2] });
    await t.admin.createUser('other', 'admin', 'secret123-flota');
    admin = await signInOrFail(t.app, 'acme', 'admin', 'secret123-flota');
    nobody = await signInOrFail(t.app, 'acme', 'nobody', 'secret123-flota');
    other = await signInOrFail(t.app, 'other', 'admin', 'secret123-flota');
    const form = { ...newVehicleForm(), reg_no: 'DW 700', imei: '352093081452299' } as VehicleSave;
    vid = (await call('/app/vehicles/save', encodeVehicleSave(form))).json().vid as number;
    // Two refuellings (fuel_in 21: 50.0 l and 30.0 l) and a loss (fuel_out 22: 12.3 l), in decilitres.
    const ev = (type: number, at: number, dl: number) => ({
      customer_id: customerId,
      vehicle_id: vid,
      event_type: type,
      from_time: at,
      to_time: at + 300_000,
      value: dl,
      begin_lat: 51.1,
      begin_lon: 17.03,
    });
    await t.ctx.db
      .insertInto('events')
      .values([ev(21, T0, 500), ev(21, T0 + 86_400_000, 300), ev(22, T0 + 2 * 86_400_000, 123)])
      .execute();
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('lists GPS refuellings, pairs an invoice with exact litres and costs, detaches and deletes', async () => {
    const first = await invoices();
    expect(first.tanks.map((r) => r.tank_value)).toEqual([50, 30]);
    expect(first.joined).toHaveLength(2);
    const start = String(first.tanks[0].from_date);
    const save = async (extra: Record<string, string>) =>
      (
        await call('/app/fuelinvoices/save', {
          vid: String(vid),
          fid: '0',
          invoice_date: '2026-03-10 12:00:00',
          invoice_no: 'FV/03/1',
          invoice_value: '48,5',
          invoice_cost: '312,34',
          invoice_counter: '120345',
          ...extra,
        })
      ).json() as { ok?: boolean; fid?: number; err?: Record<string, string> };
    const paired = await save({ event_from_date: start });
    expect(paired.ok).toBe(true);
    // Decimals that drift as floats: 0.1 + 0.2.
    const a = await save({ invoice_value: '0,1', invoice_cost: '0,1', invoice_no: 'A' });
    const b = await save({ invoice_value: '0,2', invoice_cost: '0,2', invoice_no: 'B' });
    expect(a.ok && b.ok).toBe(true);
    const after = await invoices();
    expect(after.invoices).toHaveLength(3);
    const row = after.joined.find((r) => r.fid === paired.fid)!;
    expect(row).toMatchObject({
      invoice_value: 48.5,
      invoice_cost: 312.34,
      event_value: 50,
      diff_value: -1.5,
      diff_percent: -3,
    });
    expect(after.totals).toMatchObject({
      invoice_value: 48.8,
      invoice_cost: 312.64,
      event_value: 80,
      diff_value: -1.5,
    });
    const stored = await t.ctx.db
      .selectFrom('fuel_invoices')
      .select(['invoice_cl', 'cost_gr'])
      .where('id', '=', paired.fid!)
      .executeTakeFirstOrThrow();
    expect([Number(stored.invoice_cl), Number(stored.cost_gr)]).toEqual([4850, 31234]);

    // Detach keeps the invoice, without its refuelling; delete removes it. Both audited.
    expect((await call('/app/fuelinvoices/delete', { fid: String(paired.fid), unpair: 'true' })).json()).toEqual({
      ok: true,
    });
    const detached = await invoices();
    expect(detached.invoices.find((r) => r.fid === paired.fid)?.event_from_date).toBeNull();
    expect(detached.joined).toHaveLength(5);
    expect((await call('/app/fuelinvoices/delete', { fid: String(a.fid), unpair: 'false' })).json()).toEqual({
      ok: true,
    });
    expect((await invoices()).invoices).toHaveLength(2);
    const audit = (await listAudit(t.ctx.db, customerId, 0)).filter(
      (x) => x.entity === 'fuel_invoice' && x.record_id === a.fid,
    );
    expect(audit.map((x) => x.action)).toEqual(['create', 'delete']);
  });

  it('refuses bad input with field messages and saves nothing', async () => {
    const before = await count('fuel_invoices');
    const res = await call('/app/fuelinvoices/save', {
      vid: String(vid),
      fid: '0',
      invoice_date: '',
      invoice_value: '1,234',
      invoice_cost: '-5',
      invoice_counter: '1.5',
    });
    expect(res.statusCode).toBeLessThan(500);
    const err = (res.json() as { err: Record<string, string> }).err;
    expect(err).toMatchObject({
      invoice_date: FUEL_MSG.dateRequired,
      invoice_value: FUEL_MSG.litres,
      invoice_cost: FUEL_MSG.cost,
      invoice_counter: FUEL_MSG.counter,
    });
    // A refuelling that does not exist: refused, nothing half-saved.
    const ghost = await call('/app/fuelinvoices/save', {
      vid: String(vid),
      fid: '0',
      invoice_date: '2026-03-10 12:00:00',
      invoice_value: '10',
      event_from_date: '2026-03-10 03:03:03',
    });
    expect((ghost.json() as { err: Record<string, string> }).err).toMatchObject({
      event_from_date: FUEL_MSG.refuellingNotFound,
    });
    expect(await count('fuel_invoices')).toBe(before);
  });

  it('refuses pairing a second invoice to a paired refuelling, nothing stored changed, totals count it once', async () => {
    const second = String((await invoices()).tanks[1].from_date); // 30.0 l
    const save = async (extra: Record<string, string>) =>
      (
        await call('/app/fuelinvoices/save', {
          vid: String(vid),
          fid: '0',
          invoice_date: '2026-03-11 12:00:00',
          invoice_value: '31,5',
          ...extra,
        })
      ).json() as { ok?: boolean; fid?: number; err?: Record<string, string> };
    const first = await save({ invoice_no: 'FV/P/1', event_from_date: second });
    expect(first.ok).toBe(true);
    const stored = async () =>
      (await t.ctx.db.selectFrom('fuel_invoices').selectAll().orderBy('id').execute()).map((r) => ({
        ...r,
        updated_at: Number(r.updated_at),
      }));
    const before = await stored();
    // A new invoice naming the paired refuelling: refused on the refuelling field.
    const again = await save({ invoice_no: 'FV/P/2', invoice_value: '10', event_from_date: second });
    expect(again.ok).toBeUndefined();
    expect(again.err).toEqual({ event_from_date: FUEL_MSG.refuellingPaired });
    // An existing unpaired invoice changed to name it: refused too, the invoice unchanged.
    const unpaired = before.find((r) => r.event_from === null)!;
    const moved = await save({ fid: String(unpaired.id), invoice_no: 'FV/P/3', event_from_date: second });
    expect(moved.err).toEqual({ event_from_date: FUEL_MSG.refuellingPaired });
    expect(await stored()).toEqual(before);
    // The paired invoice itself saved again with its own refuelling is fine.
    expect((await save({ fid: String(first.fid), invoice_no: 'FV/P/1', event_from_date: second })).ok).toBe(true);

    const totals = async () => (await invoices()).totals;
    const t1 = await totals();
    expect(t1).toMatchObject({ event_value: 80, diff_value: 1.5, diff_percent: 5 });
    // A second pairing stored before this rule (or by hand): its refuelling still counts once.
    const legacy = await t.ctx.db
      .insertInto('fuel_invoices')
      .values({
        customer_id: customerId,
        vehicle_id: vid,
        invoice_date: T0 + 86_400_000,
        invoice_no: 'FV/P/OLD',
        invoice_cl: 1000,
        cost_gr: null,
        counter_km: null,
        event_from: T0 + 86_400_000,
        event_to: null,
        event_dl: 300,
        event_lat: null,
        event_lon: null,
        updated_at: T0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const withLegacy = await invoices();
    expect(withLegacy.totals).toMatchObject({
      invoice_value: Number(t1.invoice_value) + 10,
      event_value: 80,
      diff_value: 1.5,
      diff_percent: 5,
    });
    expect(withLegacy.joined.find((r) => r.fid === Number(legacy.id))).toMatchObject({
      event_from_date: null,
      diff_value: null,
    });
    for (const fid of [first.fid!, Number(legacy.id)])
      await call('/app/fuelinvoices/delete', { fid: String(fid), unpair: 'false' });
  });

  it('accepts a GPS loss with a description, joins it, and removes the acceptance', async () => {
    const first = await losses();
    expect(first.loss.map((r) => r.tank_value)).toEqual([12.3]);
    expect(first.joined[0]).toMatchObject({ lid: null, event_value: 12.3, diff_value: null });
    const start = String(first.loss[0].from_date);
    const bad = (
      await call('/app/fuelloss/save', { vid: String(vid), lid: '0', event_from_date: start, loss_value: '1,25' })
    ).json();
    expect(bad.err).toMatchObject({ loss_value: FUEL_MSG.lossLitres });
    expect(await count('fuel_loss_acceptances')).toBe(0);
    const ok = (
      await call('/app/fuelloss/save', {
        vid: String(vid),
        lid: '0',
        event_from_date: start,
        loss_value: '12,1',
        loss_notice: 'Zlewanie do agregatu',
      })
    ).json() as { ok: boolean; lid: number };
    expect(ok.ok).toBe(true);
    const joined = (await losses()).joined[0];
    expect(joined).toMatchObject({
      lid: ok.lid,
      loss_value: 12.1,
      loss_notice: 'Zlewanie do agregatu',
      diff_value: -0.2,
    });
    // The fuel tank report shows the accepted loss as such.
    const tanksReport = async () =>
      (await call('/app/repvehfueltanks', { ids: String(vid), ...range })).json() as {
        fuel_out: { data: { accepted: string | null }[] };
      };
    expect((await tanksReport()).fuel_out.data.map((r) => r.accepted)).toEqual(['Tak']);
    // The route viewer shows the accepted loss with its description.
    const route = (await call('/app/route', { id: String(vid), ...range })).json() as {
      events: { eid: number; info: string | null; acc: boolean }[];
    };
    expect(route.events.filter((e) => e.eid === 22).map((e) => [e.info, e.acc])).toEqual([
      ['Zlewanie do agregatu', true],
    ]);
    expect((await call('/app/fuelloss/delete', { vid: String(vid), lid: String(ok.lid) })).json()).toEqual({
      ok: true,
    });
    expect((await losses()).joined[0].lid).toBeNull();
    expect((await tanksReport()).fuel_out.data.map((r) => r.accepted)).toEqual([null]);
  });

  it('marks a loss accepted with an empty description as accepted in the route viewer and the fuel tank report', async () => {
    const routeLosses = async () =>
      (
        (await call('/app/route', { id: String(vid), ...range })).json() as {
          events: { eid: number; info: string | null; acc: boolean }[];
        }
      ).events
        .filter((e) => e.eid === 22)
        .map((e) => ({ info: e.info, acc: e.acc }));
    const tanks = async () =>
      (await call('/app/repvehfueltanks', { ids: String(vid), ...range })).json() as {
        data: { kind: string; accepted: string | null }[];
        fuel_out: { data: { accepted: string | null }[] };
      };
    expect(await routeLosses()).toEqual([{ info: null, acc: false }]);
    const start = String((await losses()).loss[0].from_date);
    const ok = (
      await call('/app/fuelloss/save', {
        vid: String(vid),
        lid: '0',
        event_from_date: start,
        loss_value: '12,3',
        loss_notice: '',
      })
    ).json() as { ok: boolean; lid: number };
    expect(ok.ok).toBe(true);
    expect((await losses()).joined[0]).toMatchObject({ lid: ok.lid, loss_notice: '' });
    expect(await routeLosses()).toEqual([{ info: null, acc: true }]);
    const report = await tanks();
    expect(report.fuel_out.data.map((r) => r.accepted)).toEqual(['Tak']);
    expect(report.data.filter((r) => r.kind === 'Ubytek').map((r) => r.accepted)).toEqual(['Tak']);
    await call('/app/fuelloss/delete', { vid: String(vid), lid: String(ok.lid) });
    expect(await routeLosses()).toEqual([{ info: null, acc: false }]);
    expect((await tanks()).fuel_out.data.map((r) => r.accepted)).toEqual([null]);
  });

  it('gives another company and a user without the permission an error, never data, nothing changed', async () => {
    const fid = (await invoices()).invoices[0].fid!;
    const before = [await count('fuel_invoices'), await count('fuel_loss_acceptances')];
    for (const cookie of [other, nobody]) {
      const list = await call('/app/fuelinvoices', { vid: String(vid), ...range }, cookie);
      expect(list.json().tanks).toBeUndefined();
      expect(list.body).not.toContain('FV/03/1');
      expect((await call('/app/fuelloss', { vid: String(vid), ...range }, cookie)).json().loss).toBeUndefined();
      const del = await call('/app/fuelinvoices/delete', { fid: String(fid), unpair: 'false' }, cookie);
      expect(del.json().ok).toBeUndefined();
      const save = await call(
        '/app/fuelinvoices/save',
        { vid: String(vid), fid: String(fid), invoice_date: '2026-03-10 12:00:00', invoice_value: '1' },
        cookie,
      );
      expect(save.json().ok).toBeUndefined();
    }
    expect([await count('fuel_invoices'), await count('fuel_loss_acceptances')]).toEqual(before);
  });

  it('loads a vehicle-year of invoices and losses within 300 ms server time', async () => {
    const form = { ...newVehicleForm(), reg_no: 'DW 701', imei: '352093081452307' } as VehicleSave;
    const big = (await call('/app/vehicles/save', encodeVehicleSave(form))).json().vid as number;
    const y0 = Date.parse('2025-01-01T06:00:00Z');
    const events = [];
    const invoiceRows = [];
    const acceptances = [];
    for (let d = 0; d < 365; d++) {
      const at = y0 + d * 86_400_000;
      events.push({
        customer_id: customerId,
        vehicle_id: big,
        event_type: 21,
        from_time: at,
        to_time: at + 600_000,
        value: 400 + d,
      });
      events.push({
        customer_id: customerId,
        vehicle_id: big,
        event_type: 22,
        from_time: at + 3_600_000,
        to_time: at + 3_900_000,
        value: 50,
      });
      invoiceRows.push({
        customer_id: customerId,
        vehicle_id: big,
        invoice_date: at + 1_800_000,
        invoice_no: `FV/${d}`,
        invoice_cl: 4000 + d,
        cost_gr: 25_000 + d,
        counter_km: 1000 + d * 300,
        event_from: d % 3 === 0 ? null : at,
        event_to: null,
        event_dl: d % 3 === 0 ? null : 400 + d,
        event_lat: null,
        event_lon: null,
        updated_at: at,
      });
      if (d % 2 === 0)
        acceptances.push({
          customer_id: customerId,
          vehicle_id: big,
          event_from: at + 3_600_000,
          event_to: null,
          event_dl: 50,
          event_lat: null,
          event_lon: null,
          loss_date: at + 3_600_000,
          loss_dl: 48,
          loss_notice: 'Agregat',
          accepted_by: null,
          updated_at: at,
        });
    }
    for (let k = 0; k < events.length; k += 200)
      await t.ctx.db
        .insertInto('events')
        .values(events.slice(k, k + 200))
        .execute();
    for (let k = 0; k < invoiceRows.length; k += 200)
      await t.ctx.db
        .insertInto('fuel_invoices')
        .values(invoiceRows.slice(k, k + 200))
        .execute();
    await t.ctx.db.insertInto('fuel_loss_acceptances').values(acceptances).execute();
    const year = { vid: String(big), from_date: '2025-01-01 00:00:00', to_date: '2025-12-31 23:59:59' };
    await call('/app/fuelinvoices', year); // warm-up
    const timed = async (url: string) => {
      const t0 = performance.now();
      const res = await call(url, year);
      return { ms: performance.now() - t0, json: res.json() as { joined: unknown[] } };
    };
    const inv = await timed('/app/fuelinvoices');
    const loss = await timed('/app/fuelloss');
    expect(inv.json.joined).toHaveLength(365 + 122);
    expect(loss.json.joined).toHaveLength(365);
    expect(inv.ms).toBeLessThan(300);
    expect(loss.ms).toBeLessThan(300);
  });
});
