import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, post } from './harness';
import { demoSessions, makeDemoApp } from './demo-fixtures';

/** The demo company's SMS and GPRS configuration, as the screens read them (issue 17 'Demo data'). */
describe.each(DIALECTS)('demo SMS and GPRS configuration on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof makeDemoApp>>['t'];
  let cookies: Awaited<ReturnType<typeof demoSessions>>;
  beforeAll(async () => {
    t = (await makeDemoApp(dialect)).t;
    cookies = await demoSessions(t.app);
  });
  afterAll(() => t.close());

  it('has SMS both ways in the current and archive tabs', async () => {
    const list = (await post(t.app, '/app/sms', { gridSchema: 'true' }, cookies.admin)).json();
    expect(list.sended.map((r: { status: string }) => r.status).sort()).toEqual([
      'answered',
      'answered',
      'answered',
      'queued',
    ]);
    expect(list.recieved.length).toBeGreaterThanOrEqual(4);
    expect(
      list.recieved.some(
        (r: { channel: string; reply_to: number | null }) => r.channel === 'sms' && r.reply_to !== null,
      ),
    ).toBe(true);
    expect(list.sended_archive).toEqual([
      expect.objectContaining({ status: 'failed', error: 'SMS nie został doręczony' }),
    ]);
    expect(list.recieved_archive.length).toBe(1);
    // The other company sees none of it.
    const other = (await post(t.app, '/app/sms', {}, cookies.transpol)).json();
    expect([...other.sended, ...other.recieved, ...other.sended_archive, ...other.recieved_archive]).toEqual([]);
  });

  it('has a complete GPRS configuration reading for a vehicle', async () => {
    const vehicles = (await post(t.app, '/app/gprsconfig/vehicles', {}, cookies.admin)).json().vehicles;
    const first = vehicles.find(
      (v: { vid: number }) => v.vid === Math.min(...vehicles.map((x: { vid: number }) => x.vid)),
    );
    const range = { vid: String(first.vid), from_date: '2000-01-01 00:00:00', to_date: '2100-01-01 00:00:00' };
    const grid = (await post(t.app, '/app/gprsconfig', range, cookies.admin)).json().grid;
    expect(grid).toHaveLength(1);
    expect(grid[0]).toMatchObject({ status: 'complete', gprs: { apn: 'internet', protocol: 'TCP' } });
    expect(grid[0].read_date).not.toBeNull();
  });
});
