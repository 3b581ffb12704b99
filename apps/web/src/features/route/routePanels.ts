import { stateSecondsWithin, type StateSeconds } from '@namiar/domain';
import { pl } from '../../kit/i18n/pl';
import type { LoadedRoute, RouteCursor } from './model';
import { numAt } from './routeDecode';
import {
  NO_DATA,
  diff,
  formatDuration,
  metresToKm,
  metresToKmFloor,
  millivoltsToVolts,
  num,
  secondsToHours,
  withUnit,
} from './routeFormat';

/**
 * What the statistics panels show (spec 2 §2.1) for the current point: readings of the
 * current point, and for cumulative values the stretch from the start to the current point —
 * from the range's start when the start is the first point (the columns count from there), and
 * the times in states from the route's state events (domain state-times.ts), to the range's end
 * when the current point is the last one: over the whole route the panel shows the route
 * report's figures (docs/route.md 'Panels'). Pure: a route and a cursor in, labelled texts out.
 */

export interface PanelRow {
  key: string;
  label: string;
  value: string;
}

export type PanelSection =
  | { key: string; title: string; kind: 'pairs'; rows: PanelRow[] }
  | { key: string; title: string; kind: 'table'; head: string[]; rows: { key: string; cells: string[] }[] };

const t = pl.route.panels;

/** The same section with the same texts (a panel re-renders only the sections that changed). */
export function samePanelSection(a: PanelSection, b: PanelSection): boolean {
  if (a === b) return true;
  if (a.key !== b.key || a.title !== b.title || a.rows.length !== b.rows.length) return false;
  if (a.kind === 'pairs' && b.kind === 'pairs')
    return a.rows.every(
      (r, i) => r.key === b.rows[i].key && r.label === b.rows[i].label && r.value === b.rows[i].value,
    );
  if (a.kind === 'table' && b.kind === 'table')
    return (
      a.head.join('\u0000') === b.head.join('\u0000') &&
      a.rows.every((r, i) => r.key === b.rows[i].key && r.cells.join('\u0000') === b.rows[i].cells.join('\u0000'))
    );
  return false;
}

/** A window over the route: the start and current point and reading helpers. */
export class PointWindow {
  constructor(
    readonly route: LoadedRoute,
    readonly start: number,
    readonly current: number,
  ) {}
  /** The value at the current point. */
  at(field: string): number | null {
    return numAt(this.route, field, this.current);
  }
  /** The window starts at the range's start (its first point) / ends at the range's end (its last point). */
  get fromRangeStart(): boolean {
    return this.start === 0;
  }
  get toRangeEnd(): boolean {
    return this.current === this.route.n - 1;
  }
  /**
   * The change of a cumulative value over the window: the columns count from the range's
   * start, so from the first point it is the current point's value.
   */
  delta(field: string): number | null {
    const now = numAt(this.route, field, this.current);
    return this.fromRangeStart ? now : diff(now, numAt(this.route, field, this.start));
  }
  /**
   * Seconds driving, halted and stopped over the window, from the state events (as the report
   * counts them): from the range's start at the first point, to the range's end at the last.
   */
  states(): StateSeconds {
    const time = (i: number) => numAt(this.route, 'dtValue', i) ?? 0;
    const a = this.fromRangeStart ? -Infinity : time(this.start);
    const b = this.toRangeEnd ? Infinity : time(this.current);
    return stateSecondsWithin(this.route.events, a, b);
  }
  /** Engine seconds over the window; over the whole route the report's (counted inside the range only). */
  engineSeconds(): number | null {
    return this.fromRangeStart && this.toRangeEnd && this.route.n > 0 ? this.route.report.et : this.delta('et');
  }
  /**
   * Fuel used from the start to the current point (a cumulative used-litres column), never
   * negative: the level balance of routes built before the engine kept it from going back could
   * dip around a refuelling or with probe noise, and no sub-range shows negative use (issue 13).
   */
  used(field: string): number | null {
    const d = this.delta(field);
    return d === null ? null : Math.max(0, d);
  }
  /** Maximum and average of the non-null values in start..current (`positive`: only values > 0). */
  stats(field: string, positive = false): { max: number | null; avg: number | null } {
    const values = this.route.col(field);
    let max: number | null = null;
    let sum = 0;
    let count = 0;
    for (let i = this.start; i <= this.current; i++) {
      const v = values[i];
      if (typeof v !== 'number' || (positive && v <= 0)) continue;
      if (max === null || v > max) max = v;
      sum += v;
      count++;
    }
    return { max, avg: count > 0 ? sum / count : null };
  }
  /** The minimum of the non-null values in start..current. */
  min(field: string): number | null {
    const values = this.route.col(field);
    let min: number | null = null;
    for (let i = this.start; i <= this.current; i++) {
      const v = values[i];
      if (typeof v === 'number' && (min === null || v < min)) min = v;
    }
    return min;
  }
}

export function pointWindow(route: LoadedRoute, cursor: RouteCursor): PointWindow {
  const last = Math.max(0, route.n - 1);
  const current = Math.min(Math.max(0, cursor.current), last);
  return new PointWindow(route, Math.min(Math.max(0, cursor.start), current), current);
}

/** Average speed: road over driving time, ×3.6, one decimal (spec 2 §3.5). */
export function averageSpeed(roadM: number | null, driveS: number | null): number | null {
  return roadM !== null && driveS !== null && driveS > 0 ? Math.round((roadM / driveS) * 36) / 10 : null;
}

/** Litres per 100 km and per engine hour; null without road or engine time. */
export function per100km(litres: number | null, roadM: number | null): number | null {
  return litres !== null && roadM !== null && roadM > 0 ? (litres / roadM) * 100_000 : null;
}
export function perEngineHour(litres: number | null, engineS: number | null): number | null {
  return litres !== null && engineS !== null && engineS > 0 ? (litres / engineS) * 3600 : null;
}

const pairs = (key: string, title: string, rows: [string, string, string][]): PanelSection => ({
  key,
  title,
  kind: 'pairs',
  rows: rows.map(([k, label, value]) => ({ key: k, label, value })),
});

function driverName(route: LoadedRoute, id: unknown): string {
  if (id === null || id === undefined || id === '' || id === 0) return NO_DATA;
  const text = String(id);
  return route.drivers.find((d) => d.id === text)?.name ?? text;
}

/** General info, Point, Drivers, Statistics and Times. */
export function leftPanel(route: LoadedRoute, cursor: RouteCursor): PanelSection[] {
  const w = pointWindow(route, cursor);
  const { info } = route;
  const [date, time] = route.n > 0 ? route.dt(w.current).split(' ') : [NO_DATA, NO_DATA];
  const gps = w.at('gps');
  const road = w.delta('sumrg');
  const states = w.states();
  const drive = route.n > 0 ? states.rt : null;
  const engine = w.engineSeconds();
  const fromZero = w.start === 0;
  const rpm = fromZero ? { max: w.at('emax'), avg: w.at('ea') } : w.stats('r', true);
  const vmax = fromZero ? (w.at('vmax') ?? w.stats('v').max) : w.stats('v').max;
  const duty = drive !== null && engine !== null && engine > 0 ? (drive / engine) * 100 : w.at('df');
  return [
    pairs('general', t.general, [
      ['vehicle', t.vehicle, info.regno],
      ['from', t.from, info.fd],
      ['to', t.to, info.td],
      ['first', t.firstPoint, info.min_pd ?? NO_DATA],
      ['last', t.lastPoint, info.max_pd ?? NO_DATA],
    ]),
    pairs('point', t.point, [
      ['index', t.index, route.n > 0 ? `${w.start + 1} – ${w.current + 1} / ${route.n}` : NO_DATA],
      ['date', t.date, date || NO_DATA],
      ['time', t.time, time || NO_DATA],
      ['gps', t.gps, gps === null ? NO_DATA : gps > 0 ? t.gpsOk : t.gpsError],
      ['gsm', t.gsm, num(w.at('gsm'))],
    ]),
    pairs('drivers', t.drivers, [
      ['driver', t.driver, driverName(route, route.at('d1', w.current))],
      ['trailer', t.trailer, driverName(route, route.at('d2', w.current))],
    ]),
    pairs('stats', t.statistics, [
      ['speed', t.speed, withUnit(w.at('v'), 1, t.kmh)],
      ['vmax', t.maxSpeed, withUnit(vmax, 1, t.kmh)],
      ['vavg', t.avgSpeed, withUnit(averageSpeed(road, drive), 1, t.kmh)],
      ['road', t.gpsRoad, road === null ? NO_DATA : `${metresToKm(road)} ${t.km}`],
      ['tacho', t.tachoRoad, info.tacho_exists ? `${metresToKm(w.delta('sumth'))} ${t.km}` : NO_DATA],
      ['rpmMax', t.rpmMax, num(rpm.max)],
      ['rpmAvg', t.rpmAvg, num(rpm.avg)],
      ['ckm', t.kmCounter, w.at('ckm') === null ? NO_DATA : `${metresToKmFloor(w.at('ckm'))} ${t.km}`],
      ['cmt', t.mthCounter, w.at('cmt') === null ? NO_DATA : `${secondsToHours(w.at('cmt'))} ${t.hours}`],
      ['al', t.battery, w.at('al') === null ? NO_DATA : `${millivoltsToVolts(w.at('al'))} ${t.volts}`],
      ['df', t.dutyFactor, withUnit(duty, 1, '%')],
      ['e1', t.energy1, withUnit(w.at('e1'), 1, t.kwh)],
      ['e2', t.energy2, withUnit(w.at('e2'), 1, t.kwh)],
    ]),
    pairs('times', t.times, [
      ['total', t.total, formatDuration(route.n > 0 ? states.rt + states.ht + states.st : null)],
      ['rt', t.driving, formatDuration(drive)],
      ['ht', t.halts, formatDuration(route.n > 0 ? states.ht : null)],
      ['st', t.stops, formatDuration(route.n > 0 ? states.st : null)],
      ['et', t.engine, formatDuration(engine)],
    ]),
  ];
}
