import type { PackedValue, RouteInfo } from '@namiar/domain';
import type { ChartAxis } from '../../../kit/charts';
import type { ValueAt } from './downsample';

/**
 * The five charts of the route's charts widget (spec 2 §2.1) and their series, built only
 * from what the vehicle has: a chart is offered when its flags in info allow it and at least
 * one of its series carries a value (info.has_probes / has_flow, thermometers, inputs).
 */

/** Keys of route-widgets.chartType: fuel, speed, temperature with I/O, fuel use, instantaneous use. */
export const CHART_KINDS = ['fuel', 'speed', 'temp', 'fuelUse', 'fuelTempUse'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

export interface SeriesDef {
  key: string;
  label: string;
  color: string;
  unit: string;
  scale: string;
  at: ValueAt;
  stepped?: boolean;
  dash?: number[];
  /** Readout text of a value (on/off lanes); default: the number with its unit. */
  text?(value: number): string;
}

export interface ChartDef {
  kind: ChartKind;
  title: string;
  series: SeriesDef[];
  axes: ChartAxis[];
}

export interface ChartTexts {
  titles: Record<ChartKind, string>;
  series: {
    plc: string;
    pls: string;
    pl1: string;
    pl2: string;
    fll: string;
    flc: string;
    e1: string;
    e2: string;
    v: string;
    vt: string;
    plu: string;
    flu: string;
    plmm: string;
    flmm: string;
    thermometer(n: number): string;
    input(n: number): string;
    output(n: number): string;
  };
  on: string;
  off: string;
}

export interface ChartSource {
  n: number;
  info: RouteInfo;
  col(field: string): readonly PackedValue[];
}

const PALETTE = ['#1677ff', '#e8590c', '#2fb344', '#ae3ec9', '#f59f00', '#0ca678', '#d6336c', '#495057'];
const TEMP = ['#e03131', '#1c7ed6', '#2f9e44', '#f08c00', '#9c36b5', '#0c8599', '#c2255c', '#5c940d'];

const num = (v: PackedValue | undefined): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function fieldAt(route: ChartSource, field: string): ValueAt {
  const col = route.col(field);
  return (i) => num(col[i]);
}

function hasValue(route: ChartSource, at: ValueAt): boolean {
  for (let i = 0; i < route.n; i++) if (at(i) !== null) return true;
  return false;
}

/** On/off lanes: lane k is drawn between k and k + 0.8 (off low, on high). */
export function laneAt(route: ChartSource, field: 'i' | 'o', bit: number, lane: number): ValueAt {
  const col = route.col(field);
  return (i) => {
    const mask = num(col[i]);
    if (mask === null) return null;
    return lane + ((mask >> bit) & 1 ? 0.8 : 0);
  };
}

function fieldSeries(route: ChartSource, fields: [string, string][], unit: string, scale: string): SeriesDef[] {
  return fields
    .map(([field, label], k) => ({
      key: field,
      label,
      color: PALETTE[k % PALETTE.length],
      unit,
      scale,
      at: fieldAt(route, field),
    }))
    .filter((s) => hasValue(route, s.at));
}

export function chartDefs(route: ChartSource, options: { electric: boolean }, t: ChartTexts): ChartDef[] {
  const info = route.info;
  const s = t.series;
  const out: ChartDef[] = [];
  const push = (kind: ChartKind, series: SeriesDef[], axes: ChartAxis[]) => {
    if (series.length) out.push({ kind, title: t.titles[kind], series, axes });
  };

  // Fuel: probes (sum, smoothed, tanks), else the flow meter / CAN level; electric vehicles
  // with the route-fuelChartElectric setting show their energy counters instead.
  let fuel: SeriesDef[] = [];
  if (options.electric && info.has_energy) {
    fuel = fieldSeries(
      route,
      [
        ['e1', s.e1],
        ['e2', s.e2],
      ],
      'kWh',
      'y',
    );
    push('fuel', fuel, [{ scale: 'y', unit: 'kWh', pad: 0.2 }]);
  } else {
    if (info.has_probes)
      fuel = fieldSeries(
        route,
        [
          ['plc', s.plc],
          ['pls', s.pls],
          ['pl1', s.pl1],
          ['pl2', s.pl2],
        ],
        'l',
        'y',
      );
    else if (info.has_flow)
      fuel = fieldSeries(
        route,
        [
          ['fll', s.fll],
          ['flc', s.flc],
        ],
        'l',
        'y',
      );
    push('fuel', fuel, [{ scale: 'y', unit: 'l', pad: 0.2, min: 0 }]);
  }

  const speed = fieldSeries(
    route,
    [['v', s.v], ...(info.tacho_exists ? [['vt', s.vt] as [string, string]] : [])],
    'km/h',
    'y',
  );
  if (speed[1]) speed[1] = { ...speed[1], dash: [5, 3] };
  push('speed', speed, [{ scale: 'y', unit: 'km/h', min: 0 }]);

  const temps: SeriesDef[] = [];
  info.thermometers.forEach((name, k) => {
    if (name === null) return;
    const at = fieldAt(route, `t${k + 1}`);
    if (!hasValue(route, at)) return;
    temps.push({
      key: `t${k + 1}`,
      label: name || s.thermometer(k + 1),
      color: TEMP[k % TEMP.length],
      unit: '°C',
      scale: 'y',
      at,
    });
  });
  const lanes: SeriesDef[] = [];
  const lane = (field: 'i' | 'o', n: number, label: string) => {
    const at = laneAt(route, field, n - 1, lanes.length);
    if (!hasValue(route, at)) return;
    lanes.push({
      key: `${field}${n}`,
      label,
      color: PALETTE[(lanes.length + 2) % PALETTE.length],
      unit: '',
      scale: 'io',
      at,
      stepped: true,
      text: (v) => (v - Math.floor(v) > 0.4 ? t.on : t.off),
    });
  };
  for (const x of info.inputs) if (x.enabled && x.chart) lane('i', x.n, x.desc || s.input(x.n));
  for (const x of info.outputs) if (x.enabled && x.chart) lane('o', x.n, x.desc || s.output(x.n));
  const tempAxes: ChartAxis[] = [];
  if (temps.length) tempAxes.push({ scale: 'y', unit: '°C', softMax: 25 });
  if (lanes.length) tempAxes.push({ scale: 'io', range: [-0.2, lanes.length], hidden: true, side: 'right' });
  push('temp', [...temps, ...lanes], tempAxes);

  const flows = info.has_probes || info.has_flow;
  if (flows) {
    push(
      'fuelUse',
      fieldSeries(
        route,
        [
          ['plu', s.plu],
          ['flu', s.flu],
        ],
        'l',
        'y',
      ),
      [{ scale: 'y', unit: 'l', min: 0 }],
    );
    push(
      'fuelTempUse',
      fieldSeries(
        route,
        [
          ['plmm', s.plmm],
          ['flmm', s.flmm],
        ],
        'l/h',
        'y',
      ),
      [{ scale: 'y', unit: 'l/h', min: 0 }],
    );
  }
  return out;
}
