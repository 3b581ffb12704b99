import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable, type RouteEntry } from '../src/http/route-table';
import { seedDemo } from '../src/demo/seed';
import { DEMO_PASSWORD } from './demo-fixtures';
import { DIALECTS, makeTestApp, signInOrFail, type TestApp } from './harness';

/**
 * The second half of the safety net over every call (issue 13 §4): every /app/ route of the
 * application's own route table (route-table.ts), signed in as the demo company's admin, gets
 * generated bad input — wrong types, huge texts and numbers, bad dates, arrays for scalars,
 * deep JSON, unknown and poisonous keys, bodies that are no object at all, malformed JSON,
 * foreign content types and a 20 MB body — as JSON, as a form and (GET) as a query string.
 * Whatever comes in, the answer is never a 5xx, an error is worded in Polish (never zod's
 * English defaults), a body that is no object is refused (or, by a route that reads no body,
 * answered exactly as an empty one), and the server still answers afterwards.
 */

type Res = LightMyRequestResponse;

/** Field names the application's calls take: bad values land where a schema looks. */
const FIELD_NAMES = [
  'id',
  'vid',
  'ids',
  'vehicles',
  'from_date',
  'to_date',
  'date',
  'generate',
  'alarms',
  'description',
  'cursor',
  'rid',
  'iid',
  'n',
  'json',
  'filename',
  'module',
  'command',
  'global_json',
  'type',
  'lat',
  'lon',
  'clogin',
  'ulogin',
  'code',
  'event_type_id',
  'value',
  'save_event_type_id',
  'onlyNotAccepted',
  'gridSchema',
  'pois',
  'bases',
  'verified',
  'settings',
  'name',
  'data',
  'events',
  'cols',
  'reports',
  'width',
  'options',
  'summary',
  'cid',
  'power',
  'number',
  'gsm_number',
  'valid_date',
  'active_status_id',
  'comments',
  // The reminder editor (issue 17).
  'remind_target_id',
  'vehicle_code',
  'driver_code',
  'last_state_date',
  'last_km_counter',
  'remind_time_condition_value',
  'remind_work_condition_exist',
  // /ctables/send (issue 16 §2).
  'start_date',
  'selectAll',
  'clearAll',
  'cancel',
  'details',
  // Fuel invoices and losses (issue 17).
  'fid',
  'lid',
  'unpair',
  'invoice_date',
  'invoice_no',
  'invoice_value',
  'invoice_cost',
  'invoice_counter',
  'event_from_date',
  'loss_date',
  'loss_value',
  'loss_notice',
  // Inspections (spec 3 §3.9).
  'custom_name',
  'inspection_level_type_id',
  'inspection_date',
  'performtypeid',
  'addids',
  'repeat',
  'done',
  // SMS to devices (spec 3 §3.11), GPRS configuration (issue 17).
  'sms_type',
  'output_1',
  'output_4',
  'hour_active',
  'hour',
  'pl',
  'nopl',
  // Two-step verification (issue 28 §2): the user editor's calls and the second sign-in step.
  'uid',
  'otp',
];

const ENGLISH = /invalid input|expected|received|too (big|small)|unrecognized|must be|required/i;

const BAD_DATES = [
  '2026-13-45 25:61:61',
  '0000-00-00 00:00:00',
  '9999-12-31 23:59:59',
  '2026-02-30 10:00:00',
  '1970-01-01 00:00:00',
  'wczoraj',
  '',
  ' ',
  '2026-03-01T00:00:00Z',
  '1e9',
  '2026-03-29 02:30:00',
];
const BAD_IDS = [
  '-1',
  '0',
  '1.5',
  '1e400',
  'NaN',
  'Infinity',
  '99999999999999999999',
  '1,2,,3',
  '|||',
  "1' OR '1'='1",
  '__proto__',
  '0x10',
  ' 7 ',
  '٣',
];

const deep = (depth: number, leaf: unknown): unknown => {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};

const badScalar = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -0, 1e21, Number.MIN_VALUE),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...BAD_DATES, ...BAD_IDS),
  // Far longer than any field allows (the over-limit body has its own test below): longer texts
  // only cost the test time to encode and parse.
  fc.integer({ min: 1000, max: 40_000 }).map((n) => 'ą'.repeat(n)),
);

const badValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    badScalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 8 })), tie('value'), {
      maxKeys: 4,
    }),
    fc.integer({ min: 50, max: 3000 }).map((d) => deep(d, 1)),
  ),
})).value;

/** An object body: known names with bad values, unknown names, poisonous keys. */
const badObject = fc.dictionary(
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) },
    fc.string({ maxLength: 12 }),
    fc.constantFrom('__proto__', 'constructor', 'prototype'),
  ),
  badValue,
  { minKeys: 1, maxKeys: 8 },
);

/** Bodies no call accepts: not an object, not JSON, or not a type the server reads. */
type Raw = { payload: string; type: string };
const notAnObject: fc.Arbitrary<Raw> = fc.oneof(
  fc
    .oneof(
      fc.array(badValue, { maxLength: 4 }),
      fc.string({ maxLength: 30 }),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.constant(null),
      fc.constant(true),
      fc.integer({ min: 100, max: 5000 }).map((d) => deep(d, {})),
    )
    .map((v) => ({ payload: JSON.stringify(v), type: 'application/json' })),
  fc
    .constantFrom('{', '{"a":', '{"a":1,}', "{'a':1}", '[1,2', '\u0000', '{"__proto__":{"x":1}}', 'nul')
    .map((payload) => ({ payload, type: 'application/json' })),
);
const foreignType: fc.Arbitrary<Raw> = fc.record({
  payload: fc.string({ maxLength: 60 }),
  type: fc.constantFrom('application/xml', 'text/html', 'multipart/form-data; boundary=x', 'application/octet-stream'),
});

/** A form field value (what a browser form could send for each generated value). */
function formValue(v: unknown): string {
  if (typeof v === 'string') return v;
  return JSON.stringify(v) ?? '';
}

function toForm(body: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) {
    // Arrays of scalars become repeated keys, as a form would send them.
    if (Array.isArray(v) && v.every((x) => typeof x !== 'object' || x === null)) {
      for (const x of v) form.append(k, formValue(x));
    } else form.append(k, formValue(v));
  }
  return form.toString();
}

function parsed(res: Res): { err?: unknown } | null {
  try {
    return JSON.parse(res.body) as { err?: unknown };
  } catch {
    return null;
  }
}

/** Every text in an err envelope. */
function errTexts(err: unknown): string[] {
  if (typeof err === 'string') return [err];
  if (err && typeof err === 'object') return Object.values(err).flatMap(errTexts);
  return [];
}

describe.each(DIALECTS)('bad input to every call on %s', (dialect) => {
  let t: TestApp;
  let cookie = '';
  let routes: RouteEntry[];

  beforeAll(async () => {
    // Sign-in calls get bad bodies too: the per-address limit must not lock the test out.
    t = await makeTestApp(dialect, { NAMIAR_DEMO_PASSWORD: DEMO_PASSWORD, NAMIAR_LOGIN_RATE_PER_MINUTE: '1000000' });
    await seedDemo(t.ctx);
    cookie = await signInOrFail(t.app, 'demo', 'admin', DEMO_PASSWORD);
    routes = routeTable(t.app).filter((r) => r.url.startsWith('/app/'));
  }, 120_000);
  afterAll(() => t.close());

  const urlOf = (r: RouteEntry) =>
    r.url
      .replace(':section', 'monit')
      .replace(':token', 'a'.repeat(32))
      .replace(':name', 'plik.xlsx')
      .replace(/\*$/, 'x');

  function send(r: RouteEntry, payload: string, type: string, query = ''): Promise<Res> {
    const headers: Record<string, string> = { cookie };
    if (r.method === 'GET') return t.app.inject({ method: 'GET', url: urlOf(r) + query, headers });
    return t.app.inject({
      method: r.method as 'POST',
      url: urlOf(r) + query,
      headers: { ...headers, 'content-type': type },
      payload,
    });
  }

  /** An object body as JSON, as a form, or as the query string. */
  function sendAs(r: RouteEntry, body: Record<string, unknown>, style: 'json' | 'form' | 'query'): Promise<Res> {
    if (style === 'json') return send(r, JSON.stringify(body), 'application/json');
    if (style === 'form') return send(r, toForm(body), 'application/x-www-form-urlencoded');
    return send(r, '', 'application/x-www-form-urlencoded', `?${toForm(body)}`);
  }

  /** What must hold of any answer to bad input; returns the problem, or null. */
  function problem(res: Res): string | null {
    if (res.statusCode >= 500) return `HTTP ${res.statusCode}: ${res.body.slice(0, 200)}`;
    const type = String(res.headers['content-type'] ?? '');
    if (!type.includes('json')) return null; // a file download answers bytes
    const json = parsed(res);
    if (!json) return `not JSON: ${res.body.slice(0, 120)}`;
    const english = errTexts(json.err).filter((s) => ENGLISH.test(s));
    if (english.length > 0) return `English error text: ${english.join(' | ').slice(0, 200)}`;
    return null;
  }

  const refused = (res: Res) => res.statusCode >= 400 || parsed(res)?.err != null;

  /** The call still works for the signed-in user (a sign-out route ends the session: sign in again). */
  async function serverAnswers(): Promise<void> {
    let res = await t.app.inject({ method: 'GET', url: '/app/ping', headers: { cookie } });
    if (parsed(res)?.err) {
      cookie = await signInOrFail(t.app, 'demo', 'admin', DEMO_PASSWORD);
      res = await t.app.inject({ method: 'GET', url: '/app/ping', headers: { cookie } });
    }
    expect(res.statusCode).toBe(200);
    expect(parsed(res)).toMatchObject({ ok: true });
  }

  it('knows the calls it sends bad input to', () => {
    expect(routes.length).toBeGreaterThan(25);
  });

  it('answers bad object bodies (JSON, form, query) without a 5xx, in Polish', async () => {
    const problems: string[] = [];
    for (const r of routes) {
      await fc.assert(
        fc.asyncProperty(badObject, fc.constantFrom('json', 'form', 'query'), async (body, style) => {
          const res = await sendAs(r, body, style);
          const p = problem(res);
          if (p) problems.push(`${r.method} ${r.url} (${style}) ${JSON.stringify(body).slice(0, 120)}: ${p}`);
          return true;
        }),
        { numRuns: 25, seed: 13 },
      );
      await serverAnswers();
    }
    expect(problems.slice(0, 10)).toEqual([]);
  }, 600_000);

  // Issue 28 §3: PostgreSQL answered 500 where SQLite answered cleanly to an id one past the
  // integer column (2147483648), JSON numbers like 1e308 and a NUL in a text. Each value alone in
  // each field (so a call that takes one id or one text gets it), as a form, as JSON and as a query.
  it('answers an id past the integer column, 1e308 and NUL or lone-surrogate texts in any field without a 5xx', async () => {
    const problems: string[] = [];
    const values: unknown[] = ['2147483648', 1e308, 'a\u0000b', 'x\ud800y'];
    for (const r of routes) {
      for (const field of FIELD_NAMES) {
        for (const v of values) {
          const body = { [field]: v };
          // A call reads its fields from one place: the query for GET, the body (form or JSON) else.
          for (const style of r.method === 'GET' ? (['query'] as const) : (['json', 'form'] as const)) {
            const res = await sendAs(r, body, style);
            const p = problem(res);
            if (p) problems.push(`${r.method} ${r.url} (${style}) ${JSON.stringify(body)}: ${p}`);
            // A text that is not one is refused whatever the call (a form or a query carries a
            // lone surrogate as U+FFFD, a real character: only JSON can send one).
            const unclean =
              typeof v === 'string' && (v.includes('\u0000') || (v.includes('\ud800') && style === 'json'));
            if (unclean && !refused(res))
              problems.push(`${r.method} ${r.url} (${style}) ${JSON.stringify(body)}: not refused`);
          }
        }
      }
      await serverAnswers();
    }
    expect(problems.slice(0, 20)).toEqual([]);
  }, 900_000);

  it('refuses a body that is no object, not JSON or of a foreign type (or reads no body at all)', async () => {
    const problems: string[] = [];
    for (const r of routes.filter((x) => x.method !== 'GET')) {
      // What the call answers when it gets nothing: a call that reads no body answers bad bodies so.
      const empty = await send(r, '{}', 'application/json');
      await serverAnswers();
      await fc.assert(
        fc.asyncProperty(fc.oneof(notAnObject, foreignType), async ({ payload, type }) => {
          const res = await send(r, payload, type);
          const p = problem(res);
          const ignored = res.statusCode === empty.statusCode && res.body === empty.body;
          if (p || (!refused(res) && !ignored))
            problems.push(`${r.method} ${r.url} ${type} ${payload.slice(0, 60)}: ${p ?? res.body.slice(0, 120)}`);
          return true;
        }),
        { numRuns: 20, seed: 13 },
      );
      await serverAnswers();
    }
    expect(problems.slice(0, 10)).toEqual([]);
  }, 600_000);

  it("refuses a body over the call's limit (and a 20 MB one) with an error, and still answers", async () => {
    const defaultLimit = t.app.initialConfig.bodyLimit ?? 1024 * 1024;
    const problems: string[] = [];
    const posts = routes.filter((x) => x.method !== 'GET');
    for (const r of posts) {
      // Just over the call's own limit: what any bigger body meets first, at a fraction of the cost.
      const big = 'x'.repeat((r.bodyLimit ?? defaultLimit) + 64 * 1024);
      const bodies: (readonly [string, string])[] = [
        [JSON.stringify({ id: 1, json: big }), 'application/json'],
        [`json=${big}&id=1`, 'application/x-www-form-urlencoded'],
      ];
      if (r === posts[0])
        bodies.push([`json=${'x'.repeat(20 * 1024 * 1024)}&id=1`, 'application/x-www-form-urlencoded']);
      for (const [payload, type] of bodies) {
        const res = await send(r, payload, type);
        const p = problem(res) ?? (refused(res) ? null : `accepted: ${res.body.slice(0, 100)}`);
        if (p) problems.push(`${r.method} ${r.url} ${type} (${payload.length} bytes): ${p}`);
      }
      await serverAnswers();
    }
    // A GET's over-long query never reaches a handler: the URL is refused first.
    expect(posts.some((r) => r.bodyLimit !== undefined)).toBe(true);
    expect(problems).toEqual([]);
  }, 300_000);
});
