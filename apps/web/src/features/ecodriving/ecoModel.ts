import {
  decimal,
  ecoAnswerRows,
  formatDateTime,
  unpackColumns,
  type EcoAnswer,
  type EcoEnergyEntry,
  type EcoType,
  type PackedValue,
} from '@namiar/domain';
import { durationText } from '../../kit/grid/format';
import { pl } from '../../kit/i18n/pl';

const s = pl.eco.stats;

/**
 * View models of the eco-driving screens (spec 2 §2.5, §3.5, §9): the decoded points, the
 * statistics rows, the X scale of the chart and the transgression marks. Pure: no React, no DOM.
 */

export const ECO_TYPE_LIST: readonly EcoType[] = ['transgression', 'report1', 'report15'];

export function isEcoType(value: string | undefined): value is EcoType {
  return ECO_TYPE_LIST.includes(value as EcoType);
}

/**
 * A loaded answer with its points (transgression view) and windows unpacked once; `rows` are
 * the grid's windows (`answer.data` indexes them).
 */
export interface EcoReport {
  type: EcoType;
  answer: EcoAnswer;
  n: number;
  cols: Record<string, PackedValue[]>;
  /** Point fields with a value at some point: the statistics show only what the vehicle reports. */
  present: ReadonlySet<string>;
  energy: EcoEnergyEntry[];
  rows: EcoEnergyEntry[];
}

export function decodeEco(type: EcoType, answer: EcoAnswer): EcoReport {
  const n = answer.points?.n ?? 0;
  const { energy, rows } = ecoAnswerRows(answer);
  const cols = n > 0 ? unpackColumns(answer.points) : {};
  const present = new Set(Object.keys(cols).filter((f) => cols[f].some((v) => v !== null)));
  return { type, answer, n, cols, present, energy, rows };
}

/** A point's number, or null when missing. */
export function num(report: EcoReport, field: string, i: number): number | null {
  const v = report.cols[field]?.[i];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** A report of a range without records shows the empty state ('Brak danych za wybrany okres'). */
export function isEmptyReport(report: EcoReport): boolean {
  return report.answer.stats.points === 0;
}

const text = (v: number | null | undefined, digits: number, unit: string) =>
  v === null || v === undefined || !Number.isFinite(v) ? '–' : `${decimal(v, digits)} ${unit}`;
const dur = (v: number | null | undefined) => (v === null || v === undefined ? '–' : durationText(v) || '–');

export interface StatRow {
  key: string;
  label: string;
  value: string;
}

/** The energy part of the statistics: shown only for vehicles with energy counters. */
function energyRows(report: EcoReport): StatRow[] {
  const st = report.answer.stats;
  if (!report.answer.info.has_energy) return [];
  return [
    { key: 'eDrawn', label: s.eDrawn, value: text(st.e_drawn, 1, 'kWh') },
    { key: 'eRecup', label: s.eRecup, value: text(st.e_recup, 1, 'kWh') },
    { key: 'eNet', label: s.eNet, value: text(st.e_net, 1, 'kWh') },
    { key: 'ePerKm', label: s.ePerKm, value: text(st.e_per_km, 1, 'kWh/km') },
    { key: 'ePerH', label: s.ePerH, value: text(st.e_per_h, 1, 'kWh/h') },
    { key: 'p15max', label: s.p15max, value: text(st.p15max, 1, 'kW') },
    { key: 'po', label: s.po, value: text(st.po, 1, 'kW') },
  ];
}

/** The simple statistics of report1 and report15: the whole range's figures. */
export function simpleStats(report: EcoReport): StatRow[] {
  const st = report.answer.stats;
  const info = report.answer.info;
  return [
    { key: 'vehicle', label: s.vehicle, value: info.regno },
    { key: 'from', label: s.from, value: info.fd },
    { key: 'to', label: s.to, value: info.td },
    { key: 'road', label: s.road, value: text(st.road_km, 2, 'km') },
    { key: 'vmax', label: s.vmax, value: text(st.vmax, 1, 'km/h') },
    { key: 'vavg', label: s.vavg, value: text(st.vavg, 1, 'km/h') },
    { key: 'ride', label: s.ride, value: text(st.ride_pct, 1, '%') },
    { key: 'total', label: s.total, value: dur(st.total_s) },
    { key: 'drive', label: s.drive, value: dur(st.drive_s) },
    { key: 'stop', label: s.stop, value: dur(st.stop_s) },
    { key: 'halt', label: s.halt, value: dur(st.halt_s) },
    ...energyRows(report),
    { key: 'points', label: s.points, value: decimal(st.points, 0) },
  ];
}

/**
 * The transgression statistics panel at the current point: the point's date and speed and the
 * running values so far (cumulative road, running maximum, average speed, ride ratio, times in
 * states), then the whole range's energy figures and the number of transgressions.
 */
export function pointStats(report: EcoReport, index: number): StatRow[] {
  const i = Math.max(0, Math.min(report.n - 1, index));
  const info = report.answer.info;
  const st = report.answer.stats;
  const at = (f: string) => num(report, f, i);
  const dt = at('dtValue');
  const sumrg = at('sumrg');
  return [
    { key: 'vehicle', label: s.vehicle, value: info.regno },
    { key: 'from', label: s.from, value: info.fd },
    { key: 'to', label: s.to, value: info.td },
    { key: 'point', label: s.point, value: report.n > 0 ? `${i + 1} / ${report.n}` : '–' },
    { key: 'date', label: s.date, value: dt === null ? '–' : formatDateTime(dt, info.tz) },
    { key: 'speed', label: s.speed, value: text(at('v'), 1, 'km/h') },
    { key: 'road', label: s.road, value: text(sumrg === null ? null : sumrg / 1000, 2, 'km') },
    { key: 'vmax', label: s.vmax, value: text(at('vmax'), 1, 'km/h') },
    { key: 'vavg', label: s.vavg, value: text(at('vavg'), 1, 'km/h') },
    { key: 'ride', label: s.ride, value: text(at('rr'), 1, '%') },
    { key: 'total', label: s.total, value: dur(at('tt')) },
    { key: 'drive', label: s.drive, value: dur(at('rt')) },
    { key: 'stop', label: s.stop, value: dur(at('st')) },
    { key: 'halt', label: s.halt, value: dur(at('ht')) },
    { key: 'engine', label: s.engine, value: dur(at('et')) },
    { key: 'power', label: s.power, value: text(at('pow'), 1, 'kW') },
    { key: 'voltage', label: s.voltage, value: text(at('vol'), 0, 'V') },
    { key: 'counter1', label: s.counter1, value: text(at('e1'), 1, 'kWh') },
    ...pointExtraRows(report, i),
    ...energyRows(report),
    { key: 'transgressions', label: s.transgressions, value: decimal(st.transgressions, 0) },
  ];
}

/**
 * Spec 2 §3.5's further point fields at the point, each only when the vehicle reports it
 * somewhere in the range: rpm, tachograph road, the device's counters, duty factor, energy so
 * far and its average power, thermometers, then inputs and outputs with their counts and
 * durations (named by the vehicle's descriptions).
 */
function pointExtraRows(report: EcoReport, i: number): StatRow[] {
  const at = (f: string) => num(report, f, i);
  const has = (f: string) => report.present.has(f);
  const info = report.answer.info;
  const rows: StatRow[] = [];
  const add = (key: string, label: string, value: string) => {
    if (has(key)) rows.push({ key, label, value });
  };
  add('r', s.rpm, text(at('r'), 0, 'obr/min'));
  add('emax', s.emax, text(at('emax'), 0, 'obr/min'));
  add('ea', s.ea, text(at('ea'), 0, 'obr/min'));
  const sumth = at('sumth');
  if (has('th'))
    rows.push({ key: 'sumth', label: s.tacho, value: text(sumth === null ? null : sumth / 1000, 2, 'km') });
  const ckm = at('ckm');
  add('ckm', s.ckm, text(ckm === null ? null : ckm / 1000, 1, 'km'));
  const cmt = at('cmt');
  add('cmt', s.cmt, text(cmt === null ? null : cmt / 3600, 1, 'h'));
  add('df', s.df, text(at('df'), 1, '%'));
  add('pu', s.pu, text(at('pu'), 3, 'kWh'));
  add('pa', s.pa, text(at('pa'), 1, 'kW'));
  for (let k = 1; k <= 4; k++) add(`t${k}`, info.thermometers[k - 1] ?? s.thermometer(k), text(at(`t${k}`), 1, '°C'));
  const io = (prefix: 'i' | 'o', list: EcoReport['answer']['info']['inputs'], label: (n: number) => string) => {
    for (let k = 1; k <= 8; k++) {
      const f = `${prefix}${k}`;
      if (!(f in report.cols)) continue;
      const desc = list.find((x) => x.n === k)?.desc;
      const count = at(`${f}c`);
      rows.push({
        key: f,
        label: desc || label(k),
        value: s.ioState(at(f) === 1, count === null ? '–' : decimal(count, 0), dur(at(`${f}st`)), dur(at(`${f}lt`))),
      });
    }
  };
  io('i', info.inputs, s.input);
  io('o', info.outputs, s.output);
  return rows;
}

/** Index of the last point at or before `t` (epoch ms), 0 before the first. Binary search. */
export function pointAtTime(times: readonly PackedValue[], t: number): number {
  let lo = 0;
  let hi = times.length - 1;
  let found = 0;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = times[mid];
    if (typeof v === 'number' && v <= t) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The chart's X scales (spec 2 §4.5): time (default), road, engine time. */
export type EcoXMode = 'time' | 'road' | 'engine';

/** The current point's X in the chosen scale (the chart's marker). */
export function pointX(report: EcoReport, mode: EcoXMode, index: number): number | null {
  const t = num(report, 'dtValue', index);
  if (t === null) return null;
  if (mode === 'time') return t / 1000;
  if (mode === 'road') return Math.round((num(report, 'sumrg', index) ?? 0) / 10) / 100;
  return Math.round(((num(report, 'et', index) ?? 0) / 3600) * 100) / 100;
}

/** Spec 2 §9: the eco chart's Y axis reaches the largest value plus 10 % (10 without any value). */
export function ecoYMax(...series: readonly (readonly (number | null)[])[]): number {
  let max = 0;
  for (const values of series) for (const v of values) if (v !== null && Number.isFinite(v) && v > max) max = v;
  return max > 0 ? Math.round(max * 1.1 * 100) / 100 : 10;
}

/** Spec 2 §9: the secondary voltage axis is fixed at 0..4000 V. */
export const VOLTAGE_RANGE: [number, number] = [0, 4000];

export interface EcoChartModel {
  /** X, average power, ordered power, transgression (power where over, else null), voltage. */
  data: [number[], (number | null)[], (number | null)[], (number | null)[], (number | null)[]];
  yMax: number;
}

/** The eco chart's series in the chosen X scale; transgressing windows carry their power in their own red series. */
export function ecoChart(report: EcoReport, mode: EcoXMode): EcoChartModel {
  const c = report.answer.chart;
  // Road and engine time at each window start come with the chart (the window reports send no points).
  const x = mode === 'time' ? c.t.map((t) => t / 1000) : mode === 'road' ? c.road : c.engine;
  const over = c.power.map((p, i) => (c.over[i] ? p : null));
  return { data: [x, c.power, c.po, over, c.voltage], yMax: ecoYMax(c.power, c.po) };
}

/** Grid row class: a transgressing window is marked (spec: shown in the grid). */
export function rowClassOf(row: EcoEnergyEntry): string | undefined {
  return row.over ? 'eco-row-over' : undefined;
}

/** The Excel sheet (spec 2 §7) of a report type: 'Raport 1-minutowy', 'Raport 15-minutowy'. */
export function sheetName(type: EcoType): string {
  return pl.eco.sheet[type];
}

/** The export's file name (spec 2 §7): the rail vehicle's registration plus 'Raport_1_minutowy' etc. */
export function exportFileName(type: EcoType, regno: string): string {
  const safe = regno.trim().replace(/[\\/:*?"<>|\s]+/g, '_');
  return `${safe}_${pl.eco.file[type]}`;
}
