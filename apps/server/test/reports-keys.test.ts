import { REPORT_TYPES, type ReportAnswer, type ReportTable } from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, post } from './harness';
import { addDemoHistory, demoSessions, makeDemoApp } from './demo-fixtures';

/** The test clock is 2026-03-29 01:30 in Warsaw: the day before holds the demo history. */
const RANGE = { from_date: '2026-03-28 00:00:00', to_date: '2026-03-28 23:59:59' };
const OPTIONS = JSON.stringify({ shift_1: true, input_1: true });

type Answer = ReportAnswer & { err?: unknown };

/** The tables of an answer: the main one and the fuel tank report's parts. */
const tablesOf = (a: Answer): [string, ReportTable][] =>
  [['main', a] as [string, ReportTable], ['fuel_in', a.fuel_in], ['fuel_out', a.fuel_out]].filter(
    (e): e is [string, ReportTable] => e[1] !== undefined,
  );

/**
 * Issue 27 §3 'Column layouts': every table of every report type, a vehicle's (driver's, own
 * point's) tab and the summary, names one key column — its first, what the rows are about — on
 * both databases. The grid pins that column, keeps it out of saved layouts and shows the totals
 * row's 'Razem' in it; the footers' figures stay as they are.
 */
describe.each(DIALECTS)('report key columns on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof makeDemoApp>>['t'];
  let admin: string;
  const ids: Record<'vehicles' | 'drivers' | 'pois', number[]> = { vehicles: [], drivers: [], pois: [] };

  beforeAll(async () => {
    const demo = await makeDemoApp(dialect);
    t = demo.t;
    await addDemoHistory(t, 1);
    admin = (await demoSessions(t.app)).admin;
    const lists = (
      await t.app.inject({
        method: 'POST',
        url: '/app/reports/?type=route',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: admin },
        payload: '',
      })
    ).json() as Record<'vehicles' | 'drivers' | 'pois', { id: number }[]>;
    for (const k of ['vehicles', 'drivers', 'pois'] as const) ids[k] = lists[k].slice(0, 2).map((o) => o.id);
  }, 300_000);
  afterAll(() => t.close());

  it('flag the first column of every table as its one key', async () => {
    const seen: string[] = [];
    for (const type of REPORT_TYPES) {
      const objects = type.group === 'drivers' ? ids.drivers : type.group === 'pois' ? ids.pois : ids.vehicles;
      for (const summary of [false, true]) {
        const body = {
          ids: (summary ? objects : objects.slice(0, 1)).join('|'),
          ...RANGE,
          options: OPTIONS,
          summary: String(summary),
          gridSchema: 'true',
        };
        const answer = (await post(t.app, `/app/${type.id}`, body, admin)).json() as Answer;
        expect([type.id, answer.err]).toEqual([type.id, undefined]);
        for (const [part, table] of tablesOf(answer)) {
          const label = `${type.id} ${summary ? 'summary' : 'object'} ${part}`;
          const columns = table.grid.filter((c) => !c.field.startsWith('_'));
          expect([label, table.grid.filter((c) => c.key).map((c) => c.field)]).toEqual([label, [columns[0].field]]);
          seen.push(label);
        }
      }
    }
    // Every type answered (16 types, two tabs each, the fuel tank report's parts besides).
    expect(seen.length).toBe(REPORT_TYPES.length * 2 + 4);
  }, 300_000);
});
