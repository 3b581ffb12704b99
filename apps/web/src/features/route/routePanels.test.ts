import type { RouteEvent } from '@namiar/domain';
import { describe, expect, it } from 'vitest';
import type { LoadedRoute } from './model';
import { routeFixture } from './routeFixture';
import { averageSpeed, leftPanel, per100km, perEngineHour, pointWindow, samePanelSection } from './routePanels';
import { rightPanel } from './routePanelsRight';
import type { PanelSection } from './routePanels';

const T0 = Date.UTC(2026, 2, 1, 9, 0, 0);

/** A state event as the route lists it (clipped start, seconds inside the range). */
const stateRow = (eid: number, from: number, dur: number) => ({ eid, fdtValue: from, dur }) as RouteEvent;

/** Four points, one minute apart: driving 1 km per minute from the second point. */
function route(): LoadedRoute {
  const r = routeFixture(
    {
      dtValue: [T0, T0 + 60_000, T0 + 120_000, T0 + 180_000],
      lat: [51.1, 51.11, 51.12, 51.13],
      lon: [17.0, 17.01, 17.02, 17.03],
      v: [0, 60, 80, 40],
      vmax: [0, 60, 80, 80],
      gps: [1, 1, 0, 1],
      gsm: [20, 21, 22, 23],
      sumrg: [0, 1000, 2000, 3000],
      rt: [0, 60, 120, 180],
      st: [0, 0, 0, 0],
      ht: [0, 0, 0, 0],
      et: [0, 60, 120, 180],
      ckm: [100_000, 101_000, 102_000, 103_999],
      cmt: [3600, 3660, 3720, 3780],
      al: [12_600, 12_700, 12_800, 12_900],
      r: [0, 1500, 2500, 1000],
      emax: [0, 1500, 2500, 2500],
      ea: [0, 1500, 2000, 1666.667],
      d1: ['A1', 'A1', 'B2', null],
      plc: [50, 49.8, 49.6, 49.5],
      plu: [0, 0.2, 0.4, 0.5],
      i1c: [0, 1, 1, 2],
      i1st: [0, 30, 90, 100],
      i1lt: [0, 30, 90, 10],
      o: [0, 1, 1, 0],
      o1c: [0, 1, 1, 1],
      o1st: [0, 0, 60, 120],
      t1: [4, 5, 6, 3],
      t1min: [4, 4, 4, 3],
      t1max: [4, 5, 6, 6],
    },
    {
      has_probes: true,
      inputs: Array.from({ length: 8 }, (_, i) => ({
        n: i + 1,
        enabled: i === 0,
        desc: i === 0 ? 'Drzwi' : '',
        chart: true,
      })),
      thermometers: ['Chłodnia', ...Array.from({ length: 15 }, () => null)],
    },
  );
  // Driving the whole range, 30 s of it after the last point (the range ends later).
  r.events.push(stateRow(3, T0, 210));
  return r;
}

function value(sections: PanelSection[], section: string, row: string): string | string[] {
  const s = sections.find((x) => x.key === section)!;
  if (s.kind === 'pairs') return s.rows.find((r) => r.key === row)!.value;
  return s.rows.find((r) => r.key === row)!.cells;
}

describe('route statistics panels', () => {
  it('show the current point with totals from the first point', () => {
    const r = route();
    r.drivers.push({ id: 'B2', name: 'Jan Kowalski' });
    const left = leftPanel(r, { start: 0, current: 2 });
    expect(value(left, 'point', 'index')).toBe('1 – 3 / 4');
    expect(value(left, 'point', 'date')).toBe('2026-03-01');
    expect(value(left, 'point', 'time')).toBe('10:02:00');
    expect(value(left, 'point', 'gps')).toBe('Błąd połączenia');
    expect(value(left, 'drivers', 'driver')).toBe('Jan Kowalski');
    expect(value(left, 'drivers', 'trailer')).toBe('--');
    expect(value(left, 'stats', 'speed')).toBe('80,0 km/h');
    expect(value(left, 'stats', 'vmax')).toBe('80,0 km/h');
    expect(value(left, 'stats', 'vavg')).toBe('60,0 km/h');
    expect(value(left, 'stats', 'road')).toBe('2,00 km');
    expect(value(left, 'stats', 'ckm')).toBe('102 km');
    expect(value(left, 'stats', 'cmt')).toBe('1,03 mth');
    expect(value(left, 'stats', 'al')).toBe('12,80 V');
    expect(value(left, 'stats', 'rpmMax')).toBe('2\u00a0500');
    expect(value(left, 'times', 'total')).toBe('0:02:00');
    expect(value(left, 'times', 'rt')).toBe('0:02:00');
  });

  it('take cumulative values as the difference between the start and the current point', () => {
    const left = leftPanel(route(), { start: 2, current: 3 });
    expect(value(left, 'point', 'index')).toBe('3 – 4 / 4');
    expect(value(left, 'point', 'gps')).toBe('OK');
    expect(value(left, 'stats', 'road')).toBe('1,00 km');
    expect(value(left, 'stats', 'vmax')).toBe('80,0 km/h'); // max over points 2..3
    expect(value(left, 'stats', 'rpmMax')).toBe('2\u00a0500');
    expect(value(left, 'stats', 'rpmAvg')).toBe('1\u00a0750');
    // To the range's end: the current point is the last one.
    expect(value(left, 'times', 'total')).toBe('0:01:30');
    expect(value(left, 'stats', 'ckm')).toBe('103 km'); // a counter: the reading, floored
  });

  it("take the times in states from the state events: over the whole route they are the report's (issue 27)", () => {
    const r = route();
    r.events.length = 0;
    // A stop from before the range to 00:01:30 of it, a halt, then driving to the range's end.
    r.events.push(stateRow(1, T0, 90), stateRow(2, T0 + 90_000, 30), stateRow(3, T0 + 120_000, 90));
    r.report = { ...r.report, rt: 90, ht: 30, st: 90, et: 123 };
    const whole = leftPanel(r, { start: 0, current: 3 });
    expect(value(whole, 'times', 'st')).toBe('0:01:30');
    expect(value(whole, 'times', 'ht')).toBe('0:00:30');
    expect(value(whole, 'times', 'rt')).toBe('0:01:30');
    expect(value(whole, 'times', 'total')).toBe('0:03:30');
    expect(value(whole, 'times', 'et')).toBe('0:02:03');
    // Between two points: the seconds of the events inside the stretch.
    const part = leftPanel(r, { start: 1, current: 2 });
    expect(value(part, 'times', 'st')).toBe('0:00:30');
    expect(value(part, 'times', 'ht')).toBe('0:00:30');
    expect(value(part, 'times', 'rt')).toBe('0:00:00');
    expect(value(part, 'times', 'total')).toBe('0:01:00');
  });

  it('show fuel, configured inputs, 8 output slots and named thermometers', () => {
    const right = rightPanel(route(), { start: 1, current: 3 });
    expect(value(right, 'fuel', 'level')).toBe('49,5 l');
    expect(value(right, 'fuel', 'use')).toBe('0,3 l');
    expect(value(right, 'fuel', 'per100')).toBe('15,0 l/100km');
    expect(value(right, 'fuel', 'perMth')).toBe('9,0 l/mth');
    expect(value(right, 'inputs', 'i1')).toEqual(['Drzwi', '1', '0:01:10', '0:00:10']);
    const outputs = right.find((s) => s.key === 'outputs')!;
    expect(outputs.kind === 'table' && outputs.rows.length).toBe(8);
    expect(value(right, 'outputs', 'o1')).toEqual(['Wyjście 1', 'Wyłączone', '0', '0:02:00']);
    expect(value(right, 'outputs', 'o6')).toEqual(['Wyjście 6', '--', '--', '--']);
    expect(value(right, 'thermometers', 't1')).toEqual(['Chłodnia', '3,0 °C', '3,0 °C', '6,0 °C']);
  });

  it('never show negative fuel use for a sub-range with a refuelling inside it', () => {
    // A 40-litre refuelling at the third point; the used-litres balance of an older route dips there.
    const refuelled = routeFixture(
      {
        dtValue: [T0, T0 + 60_000, T0 + 120_000, T0 + 180_000],
        sumrg: [0, 1000, 2100, 3000],
        et: [0, 60, 120, 180],
        plc: [50, 49.8, 89.6, 89.5],
        plu: [0, 0.4, 0.1, 0.5],
        flu: [0, 0.4, 0.1, 0.5],
      },
      { has_probes: true, has_flow: true },
    );
    const right = rightPanel(refuelled, { start: 1, current: 2 });
    expect(value(right, 'fuel', 'use')).toBe('0,0 l');
    expect(value(right, 'fuel', 'per100')).toBe('0,0 l/100km');
    expect(value(right, 'fuel', 'perMth')).toBe('0,0 l/mth');
    expect(value(right, 'fuel', 'flowUse')).toBe('0,0 l');
    expect(value(right, 'fuel', 'flowPer100')).toBe('0,0 l/100km');
    expect(value(rightPanel(refuelled, { start: 0, current: 3 }), 'fuel', 'use')).toBe('0,5 l');
  });

  it('leave out fuel, inputs and thermometers the vehicle does not have', () => {
    const plain = routeFixture({ v: [1, 2] });
    expect(rightPanel(plain, { start: 0, current: 1 }).map((s) => s.key)).toEqual(['outputs']);
  });

  it('keep the window inside the route', () => {
    const w = pointWindow(route(), { start: 5, current: 9 });
    expect([w.start, w.current]).toEqual([3, 3]);
  });

  it('compute averages only with road or time', () => {
    expect(averageSpeed(1000, 60)).toBe(60);
    expect(averageSpeed(1000, 0)).toBeNull();
    expect(per100km(5, 50_000)).toBe(10);
    expect(per100km(5, 0)).toBeNull();
    expect(perEngineHour(2, 1800)).toBe(4);
  });
});

describe('samePanelSection', () => {
  const pairs = (value: string): PanelSection => ({
    key: 'stats',
    title: 'Statystyki',
    kind: 'pairs',
    rows: [{ key: 'speed', label: 'Prędkość', value }],
  });
  const table = (cell: string): PanelSection => ({
    key: 'inputs',
    title: 'Wejścia',
    kind: 'table',
    head: ['Wejście', 'Liczba'],
    rows: [{ key: 'i1', cells: ['1', cell] }],
  });
  it('is true for equal texts built anew and false when any text differs', () => {
    expect(samePanelSection(pairs('50 km/h'), pairs('50 km/h'))).toBe(true);
    expect(samePanelSection(pairs('50 km/h'), pairs('51 km/h'))).toBe(false);
    expect(samePanelSection(table('3'), table('3'))).toBe(true);
    expect(samePanelSection(table('3'), table('4'))).toBe(false);
    expect(samePanelSection(pairs('3'), table('3'))).toBe(false);
  });
});
