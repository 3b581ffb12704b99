import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@namiar/domain';
import { CONTENT_SECURITY_POLICY } from '../src/http/security-headers';
import { DIALECTS, get, makeTestApp, post, type TestApp } from './harness';

// Issue 28 §3: headers on every answer; state-changing calls refuse Origin: null and a missing
// Origin from a browser; with the origins configured, the Host is checked (DNS rebinding).
describe.each(DIALECTS)('security headers and origins on %s', (dialect) => {
  let t: TestApp;
  let pinned: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
    pinned = await makeTestApp(dialect, { NAMIAR_ALLOWED_ORIGINS: 'https://flota.example.pl' });
  });
  afterAll(async () => {
    await t?.close();
    await pinned?.close();
  });

  it('sends the policy headers on every answer, calls, errors and unknown paths alike', async () => {
    for (const res of [
      await get(t.app, '/app/ping'),
      await post(t.app, '/app/login/gettoken', { clogin: '' }),
      await get(t.app, '/nie-ma-takiej-strony.js'),
    ]) {
      expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('same-origin');
    }
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });

  it("refuses a state-changing call with Origin: null, or a browser's without an Origin", async () => {
    const body = { clogin: 'acme', ulogin: 'jan' };
    const nul = await post(t.app, '/app/login/gettoken', body, undefined, { origin: 'null' });
    expect(nul.statusCode).toBe(403);
    expect(nul.json()).toEqual({ err: { global: MSG.badOrigin } });
    const hidden = await post(t.app, '/app/login/gettoken', body, undefined, { 'sec-fetch-site': 'same-origin' });
    expect(hidden.statusCode).toBe(403);
    // A script or the CLI (neither header) and the browser's own page (its origin) go ahead.
    expect((await post(t.app, '/app/login/gettoken', body)).statusCode).toBe(200);
    const own = await post(t.app, '/app/login/gettoken', body, undefined, {
      'sec-fetch-site': 'same-origin',
      origin: 'http://namiar.local',
      host: 'namiar.local',
    });
    expect(own.statusCode).toBe(200);
  });

  it('with the origins configured, refuses a Host they do not name (DNS rebinding)', async () => {
    const body = { clogin: 'acme', ulogin: 'jan' };
    const rebound = await post(pinned.app, '/app/login/gettoken', body, undefined, {
      host: 'zly.example.com',
      origin: 'http://zly.example.com',
    });
    expect(rebound.statusCode).toBe(403);
    const read = await pinned.app.inject({ method: 'GET', url: '/app/ping', headers: { host: 'zly.example.com' } });
    expect(read.statusCode).toBe(403);
    const named = await post(pinned.app, '/app/login/gettoken', body, undefined, {
      host: 'flota.example.pl',
      origin: 'https://flota.example.pl',
    });
    expect(named.statusCode).toBe(200);
    const local = await pinned.app.inject({ method: 'GET', url: '/app/ping', headers: { host: '127.0.0.1:8080' } });
    expect(local.statusCode).toBe(200);
  });
});
