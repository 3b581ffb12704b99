import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { routeTable, type RouteEntry } from '../src/http/route-table';
import { createExportFiles } from '../src/modules/exports/export-files';
import type { SessionUser } from '../src/http/context';
import { DIALECTS, signInOrFail } from './harness';
import { DEMO_PASSWORD, demoSessions, makeDemoApp } from './demo-fixtures';

/**
 * The safety net over every call (issue 13 §4), derived from the application's own route table
 * (route-table.ts), never from a hand-kept list: a route added tomorrow is called here the moment
 * it exists. Every /app/ route is called
 *  - without a session: an error;
 *  - as a user holding none of its permissions: an error;
 *  - as the admin of another company (transpol), with the demo company's ids in every place a
 *    call takes them (path, query, JSON and form bodies): an error or an answer without any of
 *    the demo company's data, and nothing of the demo company changed.
 * FOREIGN_FIELDS and pathValue() are what the matrix knows about ids; a route with a path
 * parameter it cannot fill fails the test with 'teach the matrix' (teach it, don't exempt it).
 */

type Res = LightMyRequestResponse;

function answer(res: Res): { err?: { code?: string } | null } | null {
  try {
    return JSON.parse(res.body) as { err?: { code?: string } };
  } catch {
    return null;
  }
}

/** A refusal: an HTTP error, or the err envelope. */
function refused(res: Res): boolean {
  return res.statusCode >= 400 || answer(res)?.err != null;
}

describe.each(DIALECTS)('route safety net on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof makeDemoApp>>['t'];
  let routes: RouteEntry[];
  let cookies: { admin: string; transpol: string; nobody: string };
  /** The demo company's (A's) ids and the texts that would give its data away. */
  const own = {
    vehicles: [] as number[],
    events: [] as number[],
    /** Alarms (one current, one archived): the alarm calls refuse a list with any other id. */
    alarms: [] as number[],
    pois: [] as number[],
    bases: [] as number[],
    reminders: [] as number[],
    /** Fuel invoices (fid) and accepted fuel losses (lid), spec 3 §3.8. */
    fuelInvoices: [] as number[],
    fuelLosses: [] as number[],
    drivers: [] as number[],
    identifiers: [] as number[],
    /** Energy counters (cid, spec 3 §3.13). */
    counters: [] as number[],
    users: [] as number[],
    /** The vehicle editor's address book (e-mails) and input descriptions (spec 3 §7 saveobject, savedescription). */
    emails: [] as number[],
    descriptions: [] as number[],
    /** /ctables tasks (issue 16 §2): one queued, which a cancel or a run would change. */
    tasks: [] as number[],
    /** Inspections (spec 3 §3.9), periodic and work-time. */
    inspections: [] as number[],
  };
  const secrets: string[] = [];
  let file = { token: '', name: '' };
  let demoId = 0;

  beforeAll(async () => {
    const demo = await makeDemoApp(dialect);
    t = demo.t;
    const s = await demoSessions(t.app);
    await t.admin.createUser('demo', 'nobody', 'nobody123-flota', { permissions: [] });
    cookies = {
      admin: s.admin,
      transpol: s.transpol,
      nobody: await signInOrFail(t.app, 'demo', 'nobody', 'nobody123-flota'),
    };
    routes = routeTable(t.app).filter((r) => r.url.startsWith('/app/'));

    const customer = await t.ctx.db
      .selectFrom('customers')
      .select('id')
      .where('clogin', '=', 'demo')
      .executeTakeFirstOrThrow();
    demoId = customer.id;
    const mine = demo.vehicles.filter((v) => v.customer_id === demoId);
    own.vehicles = mine.map((v) => v.id);
    secrets.push(...mine.map((v) => v.regno));
    own.events = (
      await t.ctx.db.selectFrom('events').select('id').where('customer_id', '=', demoId).limit(5).execute()
    ).map((r) => r.id);
    for (const [i, accepted] of [0, 1].entries()) {
      const alarm = await t.ctx.db
        .insertInto('events')
        .values({
          customer_id: demoId,
          vehicle_id: own.vehicles[0],
          event_type: 4,
          from_time: t.clock.now - (i + 1) * 3_600_000,
          to_time: t.clock.now - (i + 1) * 3_600_000 + 60_000,
          value: 120,
          is_alarm: 1,
          accepted,
          accepted_at: accepted ? t.clock.now : null,
          description: accepted ? 'Opis alarmu firmy demo' : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      own.alarms.push(alarm.id);
    }
    secrets.push('Opis alarmu firmy demo');
    const pois = await t.ctx.db.selectFrom('pois').select(['id', 'name']).where('customer_id', '=', demoId).execute();
    own.pois = pois.map((p) => p.id);
    secrets.push(...pois.map((p) => p.name).filter((n) => n.length > 5));
    const bases = await t.ctx.db.selectFrom('bases').select(['id', 'name']).where('customer_id', '=', demoId).execute();
    own.bases = bases.map((b) => b.id);
    secrets.push(...bases.map((b) => b.name).filter((n) => n.length > 5));
    const drivers = await t.ctx.db
      .selectFrom('drivers')
      .select(['id', 'last_name'])
      .where('customer_id', '=', demoId)
      .execute();
    own.drivers = drivers.map((d) => d.id);
    secrets.push(...drivers.map((d) => d.last_name).filter((n) => n.length > 5));
    // iid and identification_id name the register of identifiers (spec 3 §3.6).
    const identifiers = await t.ctx.db
      .selectFrom('identifier_cards')
      .select(['id', 'code'])
      .where('customer_id', '=', demoId)
      .execute();
    own.identifiers = identifiers.map((i) => i.id);
    secrets.push(...identifiers.map((i) => i.code).filter((c) => c.length > 5));
    const counters = await t.ctx.db
      .selectFrom('energy_counters')
      .select(['id', 'number', 'description'])
      .where('customer_id', '=', demoId)
      .execute();
    own.counters = counters.map((c) => c.id);
    secrets.push(...counters.flatMap((c) => [c.number, c.description ?? '']).filter((n) => n.length > 5));
    const users = await t.ctx.db
      .selectFrom('users')
      .select(['id', 'full_name'])
      .where('customer_id', '=', demoId)
      .execute();
    own.users = users.map((u) => u.id);
    secrets.push(...users.map((u) => u.full_name).filter((n) => n.length > 5));
    // Two-step verification (issue 28 §2): a demo user with it on, whose secret and switch the
    // other company's calls must neither show nor change (the user the uid fields name).
    const totpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await t.ctx.db
      .insertInto('user_totp')
      .values({
        customer_id: demoId,
        user_id: own.users[0],
        secret: t.ctx.box.seal(totpSecret),
        enabled: 1,
        created_at: t.clock.now,
        confirmed_at: t.clock.now,
        last_step: 0,
      })
      .execute();
    secrets.push(totpSecret);
    own.emails = (
      await t.ctx.db.selectFrom('notification_emails').select('id').where('customer_id', '=', demoId).execute()
    ).map((r) => r.id);
    own.descriptions = (
      await t.ctx.db
        .selectFrom('vehicle_descriptions')
        .select('id')
        .where('customer_id', '=', demoId)
        .where('kind', '=', 'inout')
        .execute()
    ).map((r) => r.id);
    const task = await t.ctx.db
      .insertInto('ctables_tasks')
      .values({
        customer_id: demoId,
        user_id: own.users[0],
        type: 1,
        status: 'queued',
        options: JSON.stringify({ from: null, clearAlarms: true, clearFuel: true, clearManualEvents: true }),
        vehicles_total: 1,
        created_at: t.clock.now,
        started_at: null,
        finished_at: null,
        error: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    own.tasks.push(task.id);
    await t.ctx.db
      .insertInto('ctables_task_vehicles')
      .values({
        customer_id: demoId,
        task_id: task.id,
        vehicle_id: own.vehicles[0],
        seq: 0,
        status: 'waiting',
        started_at: null,
        finished_at: null,
      })
      .execute();
    const reminders = await t.ctx.db
      .selectFrom('reminders')
      .select(['id', 'name', 'description'])
      .where('customer_id', '=', demoId)
      .execute();
    own.reminders = reminders.map((r) => r.id);
    // The reminder records (issue 17): their names and descriptions are the company's data.
    secrets.push(...reminders.flatMap((r) => [r.name, r.description ?? '']).filter((n) => n.length > 5));
    // The fuel records (issue 17): invoice numbers and loss descriptions are the company's data.
    // The demo seeds its own after the engine's run over its history (none here): one of each.
    const fuelEvent = { event_from: t.clock.now - 7_200_000, event_to: null, event_lat: null, event_lon: null };
    await t.ctx.db
      .insertInto('fuel_invoices')
      .values({
        customer_id: demoId,
        vehicle_id: own.vehicles[0],
        invoice_date: t.clock.now,
        invoice_no: 'FV/MATRIX/0001',
        invoice_cl: 30000,
        cost_gr: 185100,
        counter_km: 120500,
        ...fuelEvent,
        event_dl: 3010,
        updated_at: t.clock.now,
      })
      .execute();
    await t.ctx.db
      .insertInto('fuel_loss_acceptances')
      .values({
        customer_id: demoId,
        vehicle_id: own.vehicles[0],
        ...fuelEvent,
        event_dl: 150,
        loss_date: t.clock.now,
        loss_dl: 140,
        loss_notice: 'Ubytek firmy demo',
        accepted_by: null,
        updated_at: t.clock.now,
      })
      .execute();
    const invoices = await t.ctx.db
      .selectFrom('fuel_invoices')
      .select(['id', 'invoice_no'])
      .where('customer_id', '=', demoId)
      .execute();
    own.fuelInvoices = invoices.map((r) => r.id);
    secrets.push(...invoices.map((r) => r.invoice_no));
    const accepted = await t.ctx.db
      .selectFrom('fuel_loss_acceptances')
      .select(['id', 'loss_notice'])
      .where('customer_id', '=', demoId)
      .execute();
    own.fuelLosses = accepted.map((r) => r.id);
    secrets.push(...accepted.map((r) => r.loss_notice));
    const inspections = await t.ctx.db
      .selectFrom('inspections')
      .select(['id', 'custom_name', 'type'])
      .where('customer_id', '=', demoId)
      .execute();
    own.inspections = inspections.map((i) => i.id);
    const adminUser = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('customer_id', '=', demoId)
      .where('login', '=', 'admin')
      .executeTakeFirstOrThrow();
    const stored = await createExportFiles(t.ctx).store(
      { customerId: demoId, userId: adminUser.id } as SessionUser,
      'Raport tajny',
      'xlsx',
      'application/octet-stream',
      Buffer.from('tajne dane firmy demo'),
    );
    const [token, name] = stored.path.split('/').slice(-2);
    file = { token, name: decodeURIComponent(name) };
    secrets.push('tajne dane firmy demo');
  }, 120_000);
  afterAll(() => t.close());

  /**
   * The demo company's ids under every name a call takes them by, in each form calls use: the
   * record screens' plain ids (spec 3: vid, did, pid, bid, iid, uid, rid) and the monitor's
   * prefixed point ids ('p0<id>'). A call is made once with each set.
   */
  const foreignFieldSets = (): Record<string, string>[] => {
    const base = foreignFields();
    const plain = {
      ...base,
      did: String(own.drivers[0] ?? 1),
      driver_id: String(own.drivers[0] ?? 1),
      drivers: own.drivers.join(','),
      pid: String(own.pois[0] ?? 1),
      solid_objects: own.pois.join(','),
      pois: own.pois.join(','),
      bid: String(own.bases[0] ?? 1),
      base_id: String(own.bases[0] ?? 1),
      bases: own.bases.join(','),
      iid: String(own.identifiers[0] ?? 1),
      identification_id: String(own.identifiers[0] ?? 1),
      cid: String(own.counters[0] ?? 1),
      // Ordered power as the editor sends it (spec 3 §3.14): a card for the vehicle of `vid`.
      power: `2026${'^1'.repeat(12)}`,
      uid: String(own.users[0] ?? 1),
      user_id: String(own.users[0] ?? 1),
      // A well-formed TOTP code, so the two-step calls get past their schema to the company check.
      otp: '123456',
      // The report calls (POST /app/{type}) take their objects joined by '|' (spec 2 §3.3).
      ids: own.vehicles.join('|'),
      summary: 'true',
    };
    // The vehicle editor's address book and descriptions take a type with their id (spec 3 §7):
    // without it the call stops at its schema and never reaches the company's check.
    const addressBook = { ...plain, type: 'email', id: String(own.emails[0] ?? 1), name: 'obcy@transpol.example' };
    const description = { ...plain, type: 'inout', did: String(own.descriptions[0] ?? 1), description: 'Obcy opis' };
    // /ctables/send (issue 16 §2): a clear of the demo company's vehicles, and a cancel of its task.
    const clear = { ...base, type: '1', vid: own.vehicles.join(','), clearAll: 'true', clearAlarms: 'true' };
    // The same ids ask the task list for the tasks' vehicles (details, issue 27 §3).
    const cancel = { ...base, cancel: 'true', ids: own.tasks.join(','), details: 'true' };
    // Inspections (spec 3 §7): iid is the inspection's id, with its type and vehicle.
    const inspection = (type: string) => ({
      ...plain,
      type,
      iid: String(own.inspections[0] ?? 1),
      addids: own.inspections.join('|'),
      vehicle_code: String(own.vehicles[0]),
      custom_name: 'Obcy',
      inspection_level_type_id: '3',
      inspection_date: '2026-03-01 00:00:00',
      date: '2026-03-01 00:00:00',
      performtypeid: '2',
    });
    // SMS to devices (spec 3 §3.11): the send form with a type, to the demo company's vehicles.
    const sms = { ...base, sms_type: '4', output_1: 'true', hour_active: 'true', hour: '99' };
    return [
      base,
      plain,
      sms,
      addressBook,
      description,
      clear,
      cancel,
      inspection('ep'),
      inspection('pp'),
      inspection('ew'),
      inspection('pw'),
    ];
  };

  const foreignFields = (): Record<string, string> => ({
    id: String(own.vehicles[0]),
    vid: String(own.vehicles[0]),
    vehicle_id: String(own.vehicles[0]),
    vehicleId: String(own.vehicles[0]),
    vehicles: own.vehicles.join(','),
    ids: own.vehicles.join(','),
    alarms: own.alarms.join('|'),
    alarm_id: String(own.alarms[0]),
    eid: String(own.events[0] ?? 1),
    event_id: String(own.events[0] ?? 1),
    rid: String(own.reminders[0] ?? 1),
    fid: String(own.fuelInvoices[0] ?? 1),
    lid: String(own.fuelLosses[0] ?? 1),
    invoice_date: '2026-03-10 12:00:00',
    invoice_value: '10',
    loss_value: '1',
    pid: `p0${own.pois[0] ?? 1}`,
    poi_id: String(own.pois[0] ?? 1),
    pois: own.pois.map((p) => `p0${p}`).join(','),
    from_date: '2026-03-01 00:00:00',
    to_date: '2026-03-29 23:59:59',
    description: 'Zaakceptowane przez obcą firmę',
    lat: '51.1',
    lon: '17.03',
  });

  function pathValue(name: string): string {
    if (name === 'token') return file.token;
    if (name === 'section') return 'monit';
    if (name === 'name') return encodeURIComponent(file.name);
    throw new Error(`teach the matrix how to build a foreign :${name}`);
  }

  const urlOf = (r: RouteEntry) => r.url.replace(/:(\w+)/g, (_, name: string) => pathValue(name)).replace(/\*$/, 'x');

  async function call(
    r: RouteEntry,
    cookie: string | undefined,
    style: 'json' | 'form' | 'none',
    fields: Record<string, string> = foreignFields(),
  ) {
    const headers: Record<string, string> = cookie ? { cookie } : {};
    if (r.method === 'GET') {
      const q = style === 'none' ? '' : `?${new URLSearchParams(fields).toString()}`;
      return t.app.inject({ method: 'GET', url: urlOf(r) + q, headers });
    }
    if (style === 'form')
      return t.app.inject({
        method: r.method as 'POST',
        url: urlOf(r),
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...fields, json: JSON.stringify(fields) }).toString(),
      });
    return t.app.inject({
      method: r.method as 'POST',
      url: urlOf(r),
      headers,
      payload: style === 'json' ? fields : {},
    });
  }

  /** The demo company's rows a call could change. */
  async function snapshot(): Promise<string> {
    const db = t.ctx.db;
    const [events, pois, reminders, users, choices] = await Promise.all([
      db
        .selectFrom('events')
        .select(['id', 'is_alarm', 'accepted', 'accepted_at', 'accepted_by', 'description', 'from_time', 'to_time'])
        .where('customer_id', '=', demoId)
        .orderBy('id')
        .execute(),
      db.selectFrom('pois').selectAll().where('customer_id', '=', demoId).orderBy('id').execute(),
      db.selectFrom('reminders').selectAll().where('customer_id', '=', demoId).orderBy('id').execute(),
      db
        .selectFrom('user_settings')
        .select(['user_id', 'document'])
        .where('customer_id', '=', demoId)
        .orderBy('user_id')
        .execute(),
      db.selectFrom('user_monitor_vehicles').selectAll().where('customer_id', '=', demoId).execute(),
    ]);
    // The records (issue 14): rows of every record table of the company, as they are.
    const records = await Promise.all(
      (
        [
          'vehicles',
          'drivers',
          'identifiers',
          'identifier_cards',
          'bases',
          'poi_vehicles',
          'poi_drivers',
          'base_vehicles',
          'base_drivers',
          'fuel_calibrations',
          'user_vehicles',
          'user_drivers',
          'user_event_types',
          'vehicle_status_history',
          'vehicle_counters',
          'vehicle_alarm_rules',
          'vehicle_alarm_emails',
          'vehicle_descriptions',
          'notification_emails',
          'notification_phones',
          'alarm_codes',
          'energy_counters',
          'power_orders',
          'ctables_tasks',
          'ctables_task_vehicles',
          'fuel_invoices',
          'fuel_loss_acceptances',
          'inspections',
          // SMS and device commands, GPRS configuration readings (issue 17).
          'device_commands',
          'device_messages',
          'device_param_reads',
          // Two-step verification of the demo company's users (issue 28 §2).
          'user_totp',
        ] as const
      ).map((table) => db.selectFrom(table).selectAll().where('customer_id', '=', demoId).execute()),
    );
    const accounts = await db
      .selectFrom('users')
      .select(['id', 'login', 'full_name', 'status', 'permissions', 'vehicles_restricted', 'verifier'])
      .where('customer_id', '=', demoId)
      .orderBy('id')
      .execute();
    return JSON.stringify({ events, pois, reminders, users, choices, records, accounts });
  }

  it('knows every /app/ route: each is gated by requireUser() or declared public', () => {
    expect(routes.length).toBeGreaterThan(25);
    expect(routes.filter((r) => !r.gate && !r.public).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('refuses every gated route without a session', async () => {
    const answered: string[] = [];
    for (const r of routes.filter((x) => x.gate)) {
      for (const style of ['none', 'json'] as const) {
        const res = await call(r, undefined, style);
        if (!refused(res) || secrets.some((s) => res.body.includes(s)))
          answered.push(`${r.method} ${r.url} (${style})`);
      }
    }
    expect(answered).toEqual([]);
  });

  it('refuses every route with permissions to a user holding none of them', async () => {
    const answered: string[] = [];
    for (const r of routes.filter((x) => x.gate?.permissions && x.gate.permissions.length > 0)) {
      const res = await call(r, cookies.nobody, 'json');
      if (answer(res)?.err?.code !== r.gate?.deniedCode)
        answered.push(`${r.method} ${r.url} ${res.statusCode} ${res.body.slice(0, 80)}`);
    }
    expect(answered).toEqual([]);
  });

  it("never answers another company's data with its ids, nor changes anything of it", async () => {
    // The fixtures hold what the checks need: ids and texts of the demo company.
    expect(own.vehicles.length).toBeGreaterThan(0);
    expect(own.emails.length).toBeGreaterThan(0);
    expect(own.descriptions.length).toBeGreaterThan(0);
    expect(own.counters.length).toBeGreaterThan(0);
    expect(secrets.length).toBeGreaterThan(own.vehicles.length);
    const before = await snapshot();
    const leaks: string[] = [];
    const signedOut: string[] = [];
    // Signing out ends the session the other calls use: it goes last, so every call before it
    // is really made as the other company's admin.
    const endsSession = (r: RouteEntry) => r.url.endsWith('/logout');
    const gated = routes.filter((x) => x.gate);
    for (const r of [...gated.filter((x) => !endsSession(x)), ...gated.filter(endsSession)]) {
      for (const fields of foreignFieldSets()) {
        for (const style of ['json', 'form', 'none'] as const) {
          const res = await call(r, cookies.transpol, style, fields);
          const leaked = secrets.filter((s) => res.body.includes(s));
          if (leaked.length > 0) leaks.push(`${r.method} ${r.url} (${style}): ${leaked.slice(0, 3).join(', ')}`);
          if (!endsSession(r) && answer(res)?.err?.code === 'session_destroy') signedOut.push(`${r.method} ${r.url}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(signedOut).toEqual([]);
    expect(await snapshot()).toBe(before);
    // The demo company's own admin does see its data (the ids and secrets are real).
    const mine = await t.app.inject({
      method: 'POST',
      url: '/app/monit',
      headers: { cookie: cookies.admin },
      payload: {},
    });
    expect(secrets.some((s) => mine.body.includes(s))).toBe(true);
  }, 120_000);

  it('keeps the password of every demo account working (the fixtures are what they claim)', async () => {
    expect(await signInOrFail(t.app, 'transpol', 'admin', DEMO_PASSWORD)).toBeTruthy();
  });
});
