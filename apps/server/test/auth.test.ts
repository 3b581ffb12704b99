import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@namiar/domain';
import { DIALECTS, cookieOf, get, makeTestApp, md5, post, signIn, signInOrFail, type TestApp } from './harness';

describe.each(DIALECTS)('sign-in and sessions on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect, { NAMIAR_LOGIN_MAX_FAILURES: '3', NAMIAR_LOGIN_LOCK_SECONDS: '60' });
    await t.admin.createCustomer('acme');
    await t.admin.createUser('acme', 'Jan', 'tajne123-flota', { permissions: [15, 6], fullName: 'Jan Nowak' });
    await t.admin.createUser('acme', 'locky', 'tajne123-flota', { permissions: [15] });
    await t.admin.createUser('acme', 'other', 'tajne123-flota', { permissions: [15] });
  });
  afterAll(() => t.close());

  it('signs in with the MD5 code and sets a strict HttpOnly session cookie', async () => {
    const { body, res } = await signIn(t.app, 'acme', 'Jan', 'tajne123-flota');
    expect(body).toEqual({ ok: true, permissions: [{ id: 6 }, { id: 15 }] });
    const cookie = res.cookies.find((c) => c.name === 'namiar_sid');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.value).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts the client name and login in any letter case', async () => {
    const { body } = await signIn(t.app, 'ACME', 'jan', 'tajne123-flota');
    expect(body.ok).toBe(true);
  });

  it('refuses a wrong password with err.global', async () => {
    const { body, cookie } = await signIn(t.app, 'acme', 'other', 'wrong-password');
    expect(body).toEqual({ err: { global: MSG.badCredentials } });
    expect(cookie).toBeUndefined();
  });

  it('refuses an unknown client or user with the same text', async () => {
    expect((await signIn(t.app, 'nobody', 'Jan', 'tajne123-flota')).body).toEqual({
      err: { global: MSG.badCredentials },
    });
    expect((await signIn(t.app, 'acme', 'ghost', 'tajne123-flota')).body).toEqual({
      err: { global: MSG.badCredentials },
    });
  });

  it('uses a token once', async () => {
    const issued = await post(t.app, '/app/login/gettoken', { clogin: 'acme', ulogin: 'Jan' });
    const token = issued.json().token;
    const jar = cookieOf(issued, 'namiar_login');
    const code = md5(token + 'acme' + 'Jan' + md5('tajne123-flota'));
    expect((await post(t.app, '/app/login', { clogin: 'acme', ulogin: 'Jan', code }, jar)).json().ok).toBe(true);
    const again = await post(t.app, '/app/login', { clogin: 'acme', ulogin: 'Jan', code }, jar);
    expect(again.json()).toEqual({ err: { global: MSG.tokenInvalid } });
  });

  it('refuses an expired token', async () => {
    const issued = await post(t.app, '/app/login/gettoken', { clogin: 'acme', ulogin: 'Jan' });
    const token = issued.json().token;
    t.clock.now += 61_000;
    const code = md5(token + 'acme' + 'Jan' + md5('tajne123-flota'));
    const res = await post(
      t.app,
      '/app/login',
      { clogin: 'acme', ulogin: 'Jan', code },
      cookieOf(issued, 'namiar_login'),
    );
    expect(res.json()).toEqual({ err: { global: MSG.tokenInvalid } });
  });

  it('locks an account briefly after repeated failures, then lets it in again', async () => {
    for (let i = 0; i < 2; i++)
      expect((await signIn(t.app, 'acme', 'locky', 'bad')).body.err.global).toBe(MSG.badCredentials);
    expect((await signIn(t.app, 'acme', 'locky', 'bad')).body.err.global).toBe(MSG.tooManyAttempts);
    // Even the right password is refused while locked.
    expect((await signIn(t.app, 'acme', 'locky', 'tajne123-flota')).body.err.global).toBe(MSG.tooManyAttempts);
    // Another account is not affected.
    expect((await signIn(t.app, 'acme', 'Jan', 'tajne123-flota')).body.ok).toBe(true);
    t.clock.now += 61_000;
    expect((await signIn(t.app, 'acme', 'locky', 'tajne123-flota')).body.ok).toBe(true);
  });

  it('answers session_destroy after logout and without a session', async () => {
    const cookie = await signInOrFail(t.app, 'acme', 'Jan', 'tajne123-flota');
    expect((await get(t.app, '/app/ping', cookie)).json().ok).toBe(true);
    const out = await post(t.app, '/app/login/logout', {}, cookie);
    expect(out.json()).toEqual({ ok: true });
    expect((await get(t.app, '/app/ping', cookie)).json()).toEqual({ err: { code: 'session_destroy' } });
    expect((await get(t.app, '/app/settings/')).json()).toEqual({ err: { code: 'session_destroy' } });
    expect((await get(t.app, '/app/ping', 'namiar_sid=' + 'ab'.repeat(32))).json()).toEqual({
      err: { code: 'session_destroy' },
    });
  });

  it('expires an idle session', async () => {
    const cookie = await signInOrFail(t.app, 'acme', 'Jan', 'tajne123-flota');
    t.clock.now += 12 * 3600_000 + 1000;
    expect((await get(t.app, '/app/ping', cookie)).json()).toEqual({ err: { code: 'session_destroy' } });
  });

  it('answers user_is_login to a browser that is still signed in', async () => {
    const cookie = await signInOrFail(t.app, 'acme', 'Jan', 'tajne123-flota');
    const res = await post(t.app, '/app/login/gettoken', { clogin: 'acme', ulogin: 'Jan' }, cookie);
    expect(res.json()).toEqual({ err: { code: 'user_is_login' } });
  });

  it('lets a signed-in browser sign in as someone else, replacing its session', async () => {
    const first = await signInOrFail(t.app, 'acme', 'Jan', 'tajne123-flota');
    const issued = await post(t.app, '/app/login/gettoken', { clogin: 'acme', ulogin: 'locky' }, first);
    const token = issued.json().token;
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    const res = await post(
      t.app,
      '/app/login',
      { clogin: 'acme', ulogin: 'locky', code: md5(token + 'acme' + 'locky' + md5('tajne123-flota')) },
      `${first}; ${cookieOf(issued, 'namiar_login')}`,
    );
    expect(res.json().ok).toBe(true);
    expect((await get(t.app, '/app/ping', first)).json()).toEqual({ err: { code: 'session_destroy' } });
  });

  it('ends the sessions of a user whose password changed', async () => {
    const cookie = await signInOrFail(t.app, 'acme', 'other', 'tajne123-flota');
    await t.admin.setPassword('acme', 'other', 'nowe-haslo');
    expect((await get(t.app, '/app/ping', cookie)).json()).toEqual({ err: { code: 'session_destroy' } });
    expect((await signIn(t.app, 'acme', 'other', 'tajne123-flota')).body.err.global).toBe(MSG.badCredentials);
    expect((await signIn(t.app, 'acme', 'other', 'nowe-haslo')).body.ok).toBe(true);
  });

  it('keeps the verifier encrypted', async () => {
    const row = await t.ctx.db
      .selectFrom('users')
      .select('verifier')
      .where('login_key', '=', 'jan')
      .executeTakeFirstOrThrow();
    expect(row.verifier).not.toContain(md5('tajne123-flota'));
    expect(t.ctx.box.open(row.verifier)).toBe(md5('tajne123-flota'));
  });

  it('answers a malformed body with HTTP 400 and Polish field messages', async () => {
    const res = await post(t.app, '/app/login/gettoken', { clogin: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().err).toMatchObject({ global: MSG.badRequest, clogin: MSG.required, ulogin: MSG.required });
    const bad = await post(t.app, '/app/login', { clogin: 'acme', ulogin: 'Jan', code: 'not-a-hash' });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses state-changing calls from another origin', async () => {
    const res = await post(t.app, '/app/login/gettoken', { clogin: 'acme', ulogin: 'Jan' }, undefined, {
      origin: 'https://evil.example',
      host: 'namiar.local',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ err: { global: MSG.badOrigin } });
    const same = await post(t.app, '/app/login/gettoken', { clogin: 'acme', ulogin: 'Jan' }, undefined, {
      origin: 'http://namiar.local',
      host: 'namiar.local',
    });
    expect(same.json().token).toBeDefined();
  });

  it('refuses an inactive user', async () => {
    await t.ctx.db.updateTable('users').set({ status: 'inactive' }).where('login_key', '=', 'other').execute();
    expect((await signIn(t.app, 'acme', 'other', 'nowe-haslo')).body).toEqual({ err: { global: MSG.userInactive } });
  });
});

describe.each(DIALECTS)('login rate limit on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect, { NAMIAR_LOGIN_RATE_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 with a Polish message past the per-minute limit', async () => {
    for (let i = 0; i < 3; i++)
      expect((await post(t.app, '/app/login/gettoken', { clogin: 'a', ulogin: 'b' })).statusCode).toBe(200);
    const res = await post(t.app, '/app/login/gettoken', { clogin: 'a', ulogin: 'b' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ err: { global: MSG.tooManyAttempts } });
  });
});
