import {
  DRIVER_MSG,
  IDENTIFIER_MSG,
  formatDriverHistory,
  formatWorkStatuses,
  type DriverDetailsAnswer,
  type DriverRow,
  type IdentifierDetailsAnswer,
  type IdentifierRow,
} from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../src/modules/records/record-audit.repository';
import { DIALECTS, makeTestApp, post, signInOrFail, type TestApp } from './harness';

/**
 * Drivers and driver identifiers as records (spec 3 §2.2, §2.5, §3.3, §3.6, §4, §7): every call,
 * the history rules (an identifier held by one driver at a time, periods that only touch are a
 * hand-over), the validation messages, and the audit of each change.
 */
describe.each(DIALECTS)('drivers and identifiers on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let customerId = 0;

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    customerId = (await t.admin.createCustomer('acme')).id;
    await t.admin.createUser('acme', 'admin', 'haslo123-flota');
    admin = await signInOrFail(t.app, 'acme', 'admin', 'haslo123-flota');
  });
  afterAll(() => t.close());

  const call = (url: string, body: Record<string, string> = {}) => post(t.app, url, body, admin);
  const newCard = async (no: string) => {
    const res = await call('/app/ids/save', { iid: '0', identification_no: no });
    expect(res.json()).toMatchObject({ ok: true });
    return (res.json() as { iid: number }).iid;
  };
  const driverBody = (extra: Record<string, string> = {}) => ({
    did: '0',
    name: 'Jan',
    surname: 'Kowalski',
    phone_no: '',
    pesel: '',
    driver_status_id: '1',
    driver_type_id: '1',
    recruited_from_date: '',
    recruited_to_date: '',
    adress: '',
    postal_code: '',
    city: '',
    driving_license_no: '',
    driving_license_category: '',
    driver_history: '',
    work_statuses: '',
    ...extra,
  });
  const details = async (did: number) =>
    (await call('/app/drivers/details', { did: String(did) })).json() as DriverDetailsAnswer;

  it('creates a driver with every field, his identifier history and work statuses, and reads it back', async () => {
    const key = await newCard('01A2B3C4D5E6F701');
    const res = await call(
      '/app/drivers/save',
      driverBody({
        name: 'Anna',
        surname: 'Nowak',
        phone_no: '+48 600 100 200',
        pesel: '44051401359',
        driver_status_id: '2',
        driver_type_id: '3',
        recruited_from_date: '2020-01-01 00:00:00',
        adress: 'ul. Długa 5',
        postal_code: '00-950',
        city: 'Warszawa',
        driving_license_no: '01234/12/1465',
        driving_license_category: 'C+E,B,C',
        driver_history: formatDriverHistory([
          {
            code: '1774512000000',
            identification_id: key,
            from_date: '2026-01-01 08:00:00',
            to_date: null,
            active: true,
          },
        ]),
        work_statuses: formatWorkStatuses([
          { id: 1, active: true },
          { id: 2, active: false },
          { id: 3, active: true },
        ]),
      }),
    );
    const did = (res.json() as { did: number }).did;
    expect(did).toBeGreaterThan(0);
    const d = await details(did);
    expect(d.driver).toMatchObject({
      did,
      name: 'Anna',
      surname: 'Nowak',
      phone_no: '+48 600 100 200',
      pesel: '44051401359',
      driver_status_id: 2,
      driver_type_id: 3,
      recruited_from_date: '2020-01-01 00:00:00',
      recruited_to_date: null,
      adress: 'ul. Długa 5',
      postal_code: '00-950',
      city: 'Warszawa',
      driving_license_category: 'B,C,C+E',
    });
    expect(d.driver.driver_history).toEqual([
      {
        code: expect.stringMatching(/^\d+$/),
        identification_id: key,
        identification_no: '01A2B3C4D5E6F701',
        from_date: '2026-01-01 08:00:00',
        to_date: null,
        active: true,
      },
    ]);
    expect(d.driver.work_statuses.filter((w) => w.active).map((w) => w.id)).toEqual([1, 3]);
    expect(d.driver_ids).toContainEqual({ value: key, text: '01A2B3C4D5E6F701' });
    expect(d.driver_statuses.length).toBeGreaterThan(1);

    const list = (await call('/app/drivers', { gridSchema: 'true' })).json() as {
      grid: { field: string }[];
      drivers: DriverRow[];
    };
    expect(list.grid.map((c) => c.field)).toContain('identifiers');
    expect(list.drivers.find((r) => r.did === did)).toMatchObject({
      name: 'Anna',
      surname: 'Nowak',
      identifiers: '01A2B3C4D5E6F701',
      driver_status: 'Urlop',
    });
    // The identifier's own history names her (read-only tab).
    const idd = (await call('/app/ids/details', { iid: String(key) })).json() as IdentifierDetailsAnswer;
    expect(idd.ids).toEqual({ iid: key, identification_no: '01A2B3C4D5E6F701' });
    expect(idd.driver_history).toEqual([
      expect.objectContaining({ driver_name: 'Anna Nowak', from_date: '2026-01-01 08:00:00', driver_status: 'Urlop' }),
    ]);
    const ids = (await call('/app/ids', { gridSchema: 'true' })).json() as { ids: IdentifierRow[] };
    expect(ids.ids.find((r) => r.iid === key)).toMatchObject({ driver_name: 'Anna Nowak' });
  });

  it('a new driver starts empty with every work status and the company’s identifiers to choose', async () => {
    const d = await details(0);
    expect(d.driver).toMatchObject({ did: 0, name: '', driver_history: [] });
    expect(d.driver.work_statuses.every((w) => w.active)).toBe(true);
  });

  it('refuses an identifier another driver holds at the time, and accepts the hand-over', async () => {
    const card = await newCard('TACHO-1000000647835001');
    const first = await call(
      '/app/drivers/save',
      driverBody({
        name: 'Piotr',
        surname: 'Zieliński',
        driver_history: formatDriverHistory([
          {
            code: '1',
            identification_id: card,
            from_date: '2026-02-01 00:00:00',
            to_date: '2026-02-15 12:00:00',
            active: true,
          },
        ]),
      }),
    );
    expect(first.json()).toMatchObject({ ok: true });
    const overlapping = formatDriverHistory([
      { code: '1', identification_id: card, from_date: '2026-02-10 00:00:00', to_date: null, active: true },
    ]);
    const refused = await call(
      '/app/drivers/save',
      driverBody({ name: 'Ewa', surname: 'Lis', driver_history: overlapping }),
    );
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({
      err: {
        'driver_history.0.from_date': DRIVER_MSG.historyTaken(
          'TACHO-1000000647835001',
          'Piotr Zieliński',
          'od 2026-02-01 00:00:00 do 2026-02-15 12:00:00',
        ),
      },
    });
    // Nothing of the refused save stayed: no driver 'Lis'.
    const names = (await call('/app/drivers')).json() as { drivers: DriverRow[] };
    expect(names.drivers.some((d) => d.surname === 'Lis')).toBe(false);
    // An inactive entry holds nothing; a period starting when the other ends is a hand-over.
    const handOver = formatDriverHistory([
      { code: '1', identification_id: card, from_date: '2026-02-10 00:00:00', to_date: null, active: false },
      { code: '2', identification_id: card, from_date: '2026-02-15 12:00:00', to_date: null, active: true },
    ]);
    expect(
      (await call('/app/drivers/save', driverBody({ name: 'Ewa', surname: 'Lis', driver_history: handOver }))).json(),
    ).toMatchObject({ ok: true });
  });

  it('refuses overlapping periods in one driver’s history and an identifier of another company', async () => {
    const card = await newCard('0000000000AABB01');
    const twice = formatDriverHistory([
      { code: '1', identification_id: card, from_date: '2026-01-01 00:00:00', to_date: null, active: true },
      { code: '2', identification_id: card, from_date: '2026-02-01 00:00:00', to_date: null, active: true },
    ]);
    expect((await call('/app/drivers/save', driverBody({ driver_history: twice }))).json()).toEqual({
      err: { 'driver_history.1.from_date': DRIVER_MSG.historySelfOverlap('0000000000AABB01') },
    });
    await t.admin.createCustomer('other');
    await t.admin.createUser('other', 'admin', 'haslo123-flota');
    const other = await signInOrFail(t.app, 'other', 'admin', 'haslo123-flota');
    const foreign = await post(t.app, '/app/ids/save', { iid: '0', identification_no: 'OBCY-1' }, other);
    const foreignId = (foreign.json() as { iid: number }).iid;
    const stolen = formatDriverHistory([
      { code: '1', identification_id: foreignId, from_date: '2026-01-01 00:00:00', to_date: null, active: true },
    ]);
    expect((await call('/app/drivers/save', driverBody({ driver_history: stolen }))).json()).toEqual({
      err: { 'driver_history.0.identification_id': DRIVER_MSG.historyUnknownIdentifier },
    });
    // Nor does the other company see or change this one's identifiers.
    expect((await post(t.app, '/app/ids/details', { iid: String(card) }, other)).json()).toEqual({
      err: { global: IDENTIFIER_MSG.notFound },
    });
  });

  it('lets no other company read, save over or delete a driver or an identifier', async () => {
    const card = await newCard('CUDZY-1');
    const saved = await call('/app/drivers/save', driverBody({ name: 'Adam', surname: 'Cudzy' }));
    const did = String((saved.json() as { did: number }).did);
    await t.admin.createCustomer('third');
    await t.admin.createUser('third', 'admin', 'haslo123-flota');
    const third = await signInOrFail(t.app, 'third', 'admin', 'haslo123-flota');
    const as3 = (url: string, body: Record<string, string>) => post(t.app, url, body, third);
    const notFound = { err: { global: DRIVER_MSG.notFound } };
    expect((await as3('/app/drivers/details', { did })).json()).toEqual(notFound);
    expect((await as3('/app/drivers/save', driverBody({ did, name: 'X', surname: 'Y' }))).json()).toEqual(notFound);
    expect((await as3('/app/drivers/delete', { did })).json()).toEqual(notFound);
    const idNotFound = { err: { global: IDENTIFIER_MSG.notFound } };
    expect((await as3('/app/ids/save', { iid: String(card), identification_no: 'X' })).json()).toEqual(idNotFound);
    expect((await as3('/app/ids/delete', { iid: String(card) })).json()).toEqual(idNotFound);
    expect(((await as3('/app/drivers', {})).json() as { drivers: unknown[] }).drivers).toEqual([]);
    expect((await details(Number(did))).driver).toMatchObject({ name: 'Adam', surname: 'Cudzy' });
    const mine = (await call('/app/ids/details', { iid: String(card) })).json() as IdentifierDetailsAnswer;
    expect(mine.ids.identification_no).toBe('CUDZY-1');
  });

  it('answers bad input with Polish field messages and a global text', async () => {
    const bad = await call(
      '/app/drivers/save',
      driverBody({ name: '', pesel: '12345678901', recruited_from_date: '2026-13-01 00:00:00' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().err).toMatchObject({
      name: DRIVER_MSG.nameRequired,
      pesel: DRIVER_MSG.pesel,
      recruited_from_date: DRIVER_MSG.dateFormat,
      global: DRIVER_MSG.nameRequired,
    });
    const noNumber = await call('/app/ids/save', { iid: '0', identification_no: ' ' });
    expect(noNumber.json().err).toMatchObject({ identification_no: IDENTIFIER_MSG.numberRequired });
    expect((await call('/app/drivers/details', { did: '999999' })).json()).toEqual({
      err: { global: DRIVER_MSG.notFound },
    });
  });

  it('refuses a PESEL another driver has, and a number another identifier has (any case)', async () => {
    await call('/app/drivers/save', driverBody({ name: 'Jerzy', surname: 'Król', pesel: '02270803624' }));
    expect((await call('/app/drivers/save', driverBody({ pesel: '02270803624' }))).json()).toEqual({
      err: { pesel: DRIVER_MSG.peselTaken('Jerzy Król') },
    });
    await newCard('abcdef0102030405');
    expect((await call('/app/ids/save', { iid: '0', identification_no: 'ABCDEF0102030405' })).json()).toEqual({
      err: { identification_no: IDENTIFIER_MSG.numberTaken },
    });
  });

  it('renumbers an identifier with its assignments; deletes one never assigned, refuses one with history', async () => {
    const card = await newCard('5555');
    const save = await call(
      '/app/drivers/save',
      driverBody({
        name: 'Marek',
        surname: 'Mazur',
        driver_history: formatDriverHistory([
          { code: '9', identification_id: card, from_date: '2026-01-01 00:00:00', to_date: null, active: true },
        ]),
      }),
    );
    const did = (save.json() as { did: number }).did;
    expect((await call('/app/ids/save', { iid: String(card), identification_no: '5556' })).json()).toMatchObject({
      ok: true,
    });
    const codes = await t.ctx.db.selectFrom('identifiers').select('code').where('driver_id', '=', did).execute();
    expect(codes).toEqual([{ code: '5556' }]);
    expect((await call('/app/ids/delete', { iid: String(card) })).json()).toEqual({
      err: { global: IDENTIFIER_MSG.deleteHeld },
    });
    const typo = await newCard('TYPO');
    expect((await call('/app/ids/delete', { iid: String(typo) })).json()).toEqual({ ok: true });
    expect((await call('/app/ids/details', { iid: String(typo) })).json()).toEqual({
      err: { global: IDENTIFIER_MSG.notFound },
    });
  });

  it('edits a driver’s history in place, removes left-out entries, and deletes the driver with it', async () => {
    const a = await newCard('EDIT-A');
    const b = await newCard('EDIT-B');
    const created = await call(
      '/app/drivers/save',
      driverBody({
        name: 'Olga',
        surname: 'Wrona',
        driver_history: formatDriverHistory([
          { code: '1', identification_id: a, from_date: '2026-01-01 00:00:00', to_date: null, active: true },
          { code: '2', identification_id: b, from_date: '2026-01-01 00:00:00', to_date: null, active: true },
        ]),
      }),
    );
    const did = (created.json() as { did: number }).did;
    const [ea, eb] = (await details(did)).driver.driver_history;
    // End A's period, drop B.
    const edited = await call(
      '/app/drivers/save',
      driverBody({
        did: String(did),
        name: 'Olga',
        surname: 'Wrona',
        driver_history: formatDriverHistory([{ ...ea, to_date: '2026-03-01 00:00:00' }]),
      }),
    );
    expect(edited.json()).toMatchObject({ ok: true, did });
    const after = (await details(did)).driver.driver_history;
    expect(after).toEqual([{ ...ea, to_date: '2026-03-01 00:00:00' }]);
    expect(after[0].code).toBe(ea.code);
    expect(eb.code).not.toBe(ea.code);

    expect((await call('/app/drivers/delete', { did: String(did) })).json()).toEqual({ ok: true });
    expect((await call('/app/drivers/details', { did: String(did) })).json()).toEqual({
      err: { global: DRIVER_MSG.notFound },
    });
    const left = await t.ctx.db.selectFrom('identifiers').select('id').where('driver_id', '=', did).execute();
    expect(left).toEqual([]);

    const audit = await listAudit(t.ctx.db, customerId, 0);
    const mine = audit.filter((r) => r.entity === 'driver' && r.record_id === did).map((r) => r.action);
    expect(mine).toEqual(['create', 'update', 'delete']);
    const update = audit.find((r) => r.entity === 'driver' && r.record_id === did && r.action === 'update')!;
    expect(JSON.parse(update.before!).driver_history).toHaveLength(2);
    expect(JSON.parse(update.after!).driver_history).toHaveLength(1);
    expect(audit.some((r) => r.entity === 'identifier' && r.record_id === a && r.action === 'create')).toBe(true);
  });
});
