import { packColumns, type PackedColumns } from '../api/columns';
import type { PowerYear } from '../powerorder/ordered-power';
import {
  ECO_COLUMNS,
  ECO_WINDOW_MINUTES,
  type EcoAnswer,
  type EcoChart,
  type EcoEnergyEntry,
  type EcoType,
} from './answer';
import { deriveEcoPoints, type EcoDerived } from './derive';
import { packEcoEnergy } from './energy-pack';
import { ecoPointExtras, type EcoPointIo } from './point-extras';
import type { EcoRecord } from './records';
import { ecoStats, type EcoRouteFigures } from './stats';
import { ecoWindows } from './windows';
import { minuteFormatter } from './zone-minutes';

export interface EcoBuildOptions {
  timeZone: string;
  power: readonly PowerYear[];
  counterNumber: string | null;
  hasEnergy: boolean;
  /** The active inputs, outputs and thermometers whose point fields travel (none when absent). */
  io?: EcoPointIo;
  /** The route's figures of the range (stats.ts): the panel's road, times and speeds. */
  route?: EcoRouteFigures | null;
}

const NO_IO: EcoPointIo = { inputs: [], outputs: [], thermometers: [] };

/** The built report: its windows as entries (the rules' output) and the answer's parts. */
export interface EcoBuilt {
  /** All windows of the type's size. */
  windows: EcoEnergyEntry[];
  /** Indexes of the grid rows in `windows`. */
  rows: number[];
  answer: Omit<EcoAnswer, 'info' | 'type'>;
}

const NO_POINTS: PackedColumns = { n: 0, c: {} };

/**
 * Everything of an eco answer but `info` (the server knows the vehicle), from its records.
 * Without energy counters the energy, chart and grid are empty. Only the transgression view
 * shows points (EcoAnswer.points).
 */
export function buildEcoReport(type: EcoType, records: readonly EcoRecord[], o: EcoBuildOptions): EcoBuilt {
  const derived = deriveEcoPoints(records);
  const points = type === 'transgression' ? ecoPoints(records, derived, o.io ?? NO_IO) : NO_POINTS;
  if (!o.hasEnergy) {
    // No energy counters (not a rail vehicle): the points and the driving statistics only.
    return {
      windows: [],
      rows: [],
      answer: {
        points,
        energy: packEcoEnergy([]),
        chart: ecoChart([], records, derived),
        data: [],
        stats: ecoStats(derived.totals, [], false, o.route),
        columns: ECO_COLUMNS[type],
      },
    };
  }
  const format = minuteFormatter(o.timeZone);
  const base = { ...o, format };
  const windows15 = ecoWindows(records, derived, { ...base, minutes: 15 });
  const minutes = ECO_WINDOW_MINUTES[type];
  const windows = minutes === 15 ? windows15 : ecoWindows(records, derived, { ...base, minutes });
  const rows: number[] = [];
  for (let i = 0; i < windows.length; i++) if (type !== 'transgression' || windows[i].over) rows.push(i);
  return {
    windows,
    rows,
    answer: {
      points,
      energy: packEcoEnergy(windows),
      chart: ecoChart(windows, records, derived),
      data: rows,
      stats: ecoStats(derived.totals, windows15, o.hasEnergy, o.route),
      columns: ECO_COLUMNS[type],
    },
  };
}

/**
 * The eco chart's series (spec 2 §9), one entry per window, with the road and engine X scales
 * read at the last point at or before each window start (the first point before the first).
 */
export function ecoChart(
  windows: readonly EcoEnergyEntry[],
  records: readonly EcoRecord[],
  derived: EcoDerived,
): EcoChart {
  const n = windows.length;
  const road = new Array<number>(n);
  const engine = new Array<number>(n);
  let p = 0;
  for (let k = 0; k < n; k++) {
    const start = windows[k].ldValue;
    while (p + 1 < records.length && records[p + 1].t <= start) p++;
    road[k] = chartRoad(derived.sumrg[p] ?? 0);
    engine[k] = chartEngine(derived.et[p] ?? 0);
  }
  return ecoChartOf(windows, road, engine);
}

/** The chart's road scale, km (0.01), of a cumulative road in whole metres. */
export const chartRoad = (metres: number) => Math.round(metres / 10) / 100;
/** The chart's engine scale, hours (0.01), of whole seconds with traction on. */
export const chartEngine = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;

/** The chart from the windows and their road and engine scales. */
export function ecoChartOf(windows: readonly EcoEnergyEntry[], road: number[], engine: number[]): EcoChart {
  return {
    t: windows.map((w) => w.ldValue),
    power: windows.map((w) => w.pum),
    po: windows.map((w) => w.po),
    speed: windows.map((w) => w.v),
    voltage: windows.map((w) => w.vol),
    over: windows.map((w) => (w.over ? 1 : 0)),
    road,
    engine,
  };
}

/** Thermometers travel with one decimal. */
const tempPlaces = (io: EcoPointIo) => Object.fromEntries(io.thermometers.map((k) => [`t${k}`, 1]));

/** The points as packed columns (fields of ECO_POINT_FIELDS and the io's pattern fields). */
export function ecoPoints(records: readonly EcoRecord[], d: EcoDerived, io: EcoPointIo = NO_IO): PackedColumns {
  const col = <T>(f: (r: EcoRecord) => T) => records.map(f);
  return packColumns(
    records.length,
    {
      lat: col((r) => r.lat),
      lon: col((r) => r.lon),
      dtValue: col((r) => r.t),
      v: col((r) => r.v),
      vmax: d.vmax,
      vavg: d.vavg,
      rg: d.rg,
      sumrg: d.sumrg,
      rt: d.rt,
      st: d.st,
      ht: d.ht,
      et: d.et,
      tt: d.tt,
      rr: d.rr,
      e1: col((r) => r.e1),
      e2: col((r) => r.e2),
      pow: col((r) => r.pow),
      vol: col((r) => r.vol),
      key: col((r) => (r.key === null ? null : r.key ? 1 : 0)),
      gps: col((r) => (r.gps ? 1 : 0)),
      gsm: col((r) => r.gsm),
      al: col((r) => r.al),
      d1: col((r) => r.d1),
      d2: col((r) => r.d2),
      ...ecoPointExtras(records, d, io),
    },
    { lat: 6, lon: 6, v: 1, vmax: 1, vavg: 1, rr: 1, e1: 3, e2: 3, df: 1, pu: 3, pa: 1, ...tempPlaces(io) },
  );
}
