import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './harness';

/**
 * The built web app as the server hands it out: content-hashed bundles under assets/ are kept by
 * the browser for good (a warm load reuses them and their compiled code), index.html and the
 * client-side routes that answer it are always revalidated, a missing bundle is a 404.
 */
describe('web app files', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'namiar-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><script src="/assets/index-Ab12Cd.js"></script>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    t = await makeTestApp('sqlite', { NAMIAR_WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves hashed bundles as immutable for a year', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd.js' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toBe('console.log(1)');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates the page and files outside assets/', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/vehicles/12' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toMatch(/no-cache|max-age=0/);
    expect(page.body).toContain('/assets/index-Ab12Cd.js');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(String(icon.headers['cache-control'])).not.toContain('immutable');
  });

  it('answers a bundle that is not there (a stale page) with 404, not the page', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/assets/index-Old999.js' });
    expect(r.statusCode).toBe(404);
  });
});
