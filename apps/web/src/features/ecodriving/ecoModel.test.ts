import { describe, expect, it } from 'vitest';
import { ECO_COLUMNS, buildEcoExport } from './ecoColumns';
import { ecoFixture } from './ecoFixture';
import {
  decodeEco,
  ecoChart,
  ecoYMax,
  exportFileName,
  isEcoType,
  pointAtTime,
  pointStats,
  pointX,
  rowClassOf,
  sheetName,
  simpleStats,
} from './ecoModel';
import { loadEco } from './ecoLoad';

const NBSP = '\u00a0';
const value = (rows: { key: string; value: string }[], key: string) => rows.find((r) => r.key === key)?.value;

describe('eco view model', () => {
  it('knows the three types', () => {
    expect(['transgression', 'report1', 'report15'].every(isEcoType)).toBe(true);
    expect(isEcoType('report5')).toBe(false);
    expect(isEcoType(undefined)).toBe(false);
  });

  it('formats the simple statistics: durations h:mm:ss, decimal comma, grouped thousands', () => {
    const report = decodeEco('report15', ecoFixture('report15'));
    const rows = simpleStats(report);
    expect(value(rows, 'vehicle')).toBe('EU07 001');
    expect(value(rows, 'total')).toBe('1:59:00');
    expect(value(rows, 'eDrawn')).toBe(`2${NBSP}390,0 kWh`);
    expect(value(rows, 'po')).toBe(`1${NBSP}500,0 kW`);
    expect(value(rows, 'road')).toMatch(/^\d+,\d\d km$/);
    expect(value(rows, 'ride')).toMatch(/^\d+,\d %$/);
  });

  it('follows the current point in the transgression panel', () => {
    const report = decodeEco('transgression', ecoFixture('transgression'));
    const first = pointStats(report, 0);
    const later = pointStats(report, 30);
    expect(value(first, 'point')).toBe('1 / 120');
    expect(value(later, 'point')).toBe('31 / 120');
    expect(value(first, 'date')).toBe('2026-03-02 08:00:00');
    expect(value(later, 'date')).toBe('2026-03-02 08:30:00');
    expect(value(later, 'total')).toBe('0:30:00');
    expect(value(first, 'road')).toBe('0,00 km');
    expect(value(later, 'road')).not.toBe('0,00 km');
    expect(value(later, 'transgressions')).toBe('4');
    // Spec 2 §3.5's further fields: what the vehicle reports, inputs by their description.
    expect(value(later, 'ckm')).toBe(`1${NBSP}030,0 km`);
    expect(value(later, 'cmt')).toBe('2,5 h');
    expect(value(later, 'df')).toMatch(/^\d+,\d %$/);
    expect(value(later, 'pu')).toBe('900,000 kWh');
    expect(value(later, 'pa')).toBe(`1${NBSP}800,0 kW`);
    expect(later.find((r) => r.key === 'i2')).toEqual({
      key: 'i2',
      label: 'Drzwi',
      value: 'włączone; włączeń: 4, łącznie 0:03:00, ostatnio 0:00:00',
    });
    expect(value(pointStats(report, 31), 'i2')).toBe('wyłączone; włączeń: 4, łącznie 0:04:00, ostatnio 0:01:00');
    // No rpm reported: no rpm rows.
    expect(later.some((r) => r.key === 'r' || r.key === 'emax')).toBe(false);
    // Out-of-range indexes clamp instead of failing.
    expect(value(pointStats(report, 999), 'point')).toBe('120 / 120');
  });

  it('finds the point at a moment by binary search', () => {
    const times = [10, 20, 30, 40];
    expect(pointAtTime(times, 5)).toBe(0);
    expect(pointAtTime(times, 20)).toBe(1);
    expect(pointAtTime(times, 39)).toBe(2);
    expect(pointAtTime(times, 99)).toBe(3);
  });

  it('places the chart on time, road or engine scale', () => {
    const report = decodeEco('report15', ecoFixture('report15'));
    // The window reports answer no points: the chart carries road and engine time per window.
    expect(report.n).toBe(0);
    const t = report.answer.chart.t[1];
    expect(ecoChart(report, 'time').data[0][1]).toBe(t / 1000);
    expect(ecoChart(report, 'road').data[0][1]).toBeGreaterThan(0);
    expect(ecoChart(report, 'engine').data[0][1]).toBeCloseTo(0.25, 2);
    const transgression = decodeEco('transgression', ecoFixture('transgression'));
    expect(pointX(transgression, 'engine', 60)).toBeCloseTo(1, 2);
    expect(pointX(transgression, 'time', 0)).toBe(transgression.answer.chart.t[0] / 1000);
    const road = ecoChart(report, 'road').data[0];
    for (let i = 1; i < road.length; i++) expect(road[i]).toBeGreaterThanOrEqual(road[i - 1]);
  });

  it('sets the power axis at the largest value plus 10 % and marks transgressions', () => {
    expect(ecoYMax([100, null, 250], [200])).toBe(275);
    expect(ecoYMax([null], [])).toBe(10);
    const report = decodeEco('transgression', ecoFixture('transgression'));
    const model = ecoChart(report, 'time');
    expect(model.yMax).toBeCloseTo(1800 * 1.1, 0);
    const over = model.data[3];
    expect(over.filter((v) => v !== null)).toHaveLength(4);
    expect(report.rows).toHaveLength(4);
    expect(report.rows.every((r) => rowClassOf(r) === 'eco-row-over')).toBe(true);
    expect(report.energy.filter((r) => rowClassOf(r) === undefined).length).toBeGreaterThan(0);
  });

  it('names the export sheet and file as spec 2 §7 says, with typed cells', () => {
    expect(sheetName('report1')).toBe('Raport 1-minutowy');
    expect(sheetName('report15')).toBe('Raport 15-minutowy');
    expect(exportFileName('report1', 'EU07 001')).toBe('EU07_001_Raport_1_minutowy');
    expect(exportFileName('report15', 'EN57')).toBe('EN57_Raport_15_minutowy');
    const report = decodeEco('report1', ecoFixture('report1'));
    const cols = ECO_COLUMNS.report1.map((spec) => ({ spec }));
    const body = buildEcoExport(report, cols, report.rows);
    expect(body.filename).toBe('EU07_001_Raport_1_minutowy');
    const table = body.reports[0];
    expect(table.title).toBe('Raport 1-minutowy');
    expect(table.cols.map((c) => c.field)).toEqual(['ld', 'pc', 'pu', 'c_no', 'lon', 'lat']);
    expect(table.cols.map((c) => c.type)).toEqual(['datetime', 'number', 'number', 'text', 'number', 'number']);
    expect(table.data[1].ld).toBe('2026-03-02 08:01:00');
    expect(typeof table.data[1].pu).toBe('number');
    expect(table.data[1].pu).toBe(30);
  });

  it('classifies a load: rows, empty, error, cancelled', async () => {
    const ok = await loadEco(
      'report15',
      { id: 7, from_date: 'a', to_date: 'b' },
      new AbortController().signal,
      async () => ecoFixture('report15'),
    );
    expect(ok.status).toBe('ok');
    const empty = await loadEco(
      'report15',
      { id: 7, from_date: 'a', to_date: 'b' },
      new AbortController().signal,
      async () => ecoFixture('report15', 0),
    );
    expect(empty.status).toBe('empty');
    const failed = await loadEco('report1', { id: 7, from_date: 'a', to_date: 'b' }, new AbortController().signal, () =>
      Promise.reject(new Error('err')),
    );
    expect(failed.status).toBe('error');
    const ctl = new AbortController();
    ctl.abort();
    const cancelled = await loadEco('report1', { id: 7, from_date: 'a', to_date: 'b' }, ctl.signal, () =>
      Promise.reject(new Error('aborted')),
    );
    expect(cancelled.status).toBe('cancelled');
  });
});
