import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, defaultSettings } from '@namiar/domain';
import { DIALECTS, get, makeTestApp, post, signInOrFail, type TestApp } from './harness';

describe.each(DIALECTS)('settings document on %s', (dialect) => {
  let t: TestApp;
  let anna: string;
  let bob: string;
  beforeAll(async () => {
    t = await makeTestApp(dialect, { NAMIAR_MAX_EVENT_TIME_SECONDS: '7200' });
    await t.admin.createCustomer('alfa', { name: 'Alfa Sp. z o.o.' });
    await t.admin.createCustomer('beta', { name: 'Beta S.A.' });
    await t.admin.createUser('alfa', 'anna', 'haslo123-flota', { fullName: 'Anna Alfa' });
    await t.admin.createUser('beta', 'anna', 'haslo123-flota', { fullName: 'Anna Beta' });
    await t.admin.createUser('beta', 'bob', 'haslo123-flota', { fullName: 'Bob Beta' });
    anna = await signInOrFail(t.app, 'alfa', 'anna', 'haslo123-flota');
    bob = await signInOrFail(t.app, 'beta', 'bob', 'haslo123-flota');
  });
  afterAll(() => t.close());

  const read = async (cookie: string) => JSON.parse((await get(t.app, '/app/settings/', cookie)).json().global_json);

  it('answers the defaults of spec 1 §3.9 with the server keys on first read', async () => {
    const doc = await read(anna);
    expect(doc).toMatchObject({ ...defaultSettings(), 'app-minCourseTime': 22, 'map-tiles-layer': 'osm' });
    expect(doc).toMatchObject({
      app_version: '9.9.9-test',
      logged_customer_name: 'Alfa Sp. z o.o.',
      logged_user_full_name: 'Anna Alfa',
      maxEventTime: 7200,
    });
  });

  it('keeps what was saved and merges new defaults under it', async () => {
    const doc = await read(anna);
    doc['app-minCourseTime'] = 35;
    doc['app-shift1'] = 7 * 3600 + 15 * 60;
    doc['route-widgets'] = { chartsHeight: 45 };
    doc.logged_user_full_name = 'Someone Else';
    const res = await post(t.app, '/app/settings/save', { global_json: JSON.stringify(doc) }, anna);
    expect(res.json()).toEqual({ ok: true });
    const again = await read(anna);
    expect(again['app-minCourseTime']).toBe(35);
    expect(again['app-shift1']).toBe(26100);
    // nested defaults survive a partial object
    expect(again['route-widgets']).toMatchObject({ chartsHeight: 45, chartType: { fuel: true } });
    // server keys are always the server's
    expect(again.logged_user_full_name).toBe('Anna Alfa');
  });

  it('keeps each user to his own document', async () => {
    const doc = await read(bob);
    expect(doc['app-minCourseTime']).toBe(22);
    expect(doc.logged_customer_name).toBe('Beta S.A.');
    const annaBeta = await signInOrFail(t.app, 'beta', 'anna', 'haslo123-flota');
    expect((await read(annaBeta))['app-minCourseTime']).toBe(22);
  });

  it('refuses a body that is not a JSON object and keeps the stored document', async () => {
    for (const global_json of ['{not json', '[1,2]', '"text"']) {
      const res = await post(t.app, '/app/settings/save', { global_json }, anna);
      expect(res.statusCode).toBe(400);
      expect(res.json().err.global_json).toBe(MSG.settingsInvalid);
    }
    const missing = await post(t.app, '/app/settings/save', {}, anna);
    expect(missing.statusCode).toBe(400);
    expect((await read(anna))['app-minCourseTime']).toBe(35);
  });

  it('refuses an oversized document', async () => {
    const res = await post(
      t.app,
      '/app/settings/save',
      { global_json: JSON.stringify({ x: 'a'.repeat(300_000) }) },
      anna,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().err.global_json).toBe(MSG.settingsTooLarge);
  });
});
