import type { RouteInfo, RouteReport } from '@namiar/domain';
import { pl } from '../../../kit/i18n/pl';
import { formatDuration, metresToKm, withUnit } from '../routeFormat';

const t = pl.routeReport;
const L = t.labels;
const U = t.units;

export type ReportSectionKey = keyof typeof t.sections;

/** A section of 'Raport z trasy': title and label/value rows, as shown and as exported. */
export interface ReportSection {
  key: ReportSectionKey;
  title: string;
  rows: [string, string][];
}

type Row = [string, string];

const count = (n: number): string => String(Math.round(n));

function general(info: RouteInfo, r: RouteReport): Row[] {
  const rows: Row[] = [
    [L.vehicle, info.regno],
    [L.from, r.fd],
    [L.to, r.td],
    [L.roadGps, `${metresToKm(r.rg)} ${U.km}`],
  ];
  if (info.tacho_exists) rows.push([L.roadTacho, `${metresToKm(r.th)} ${U.km}`]);
  rows.push(
    [L.totalTime, formatDuration(r.rt + r.st + r.ht)],
    [L.driveTime, formatDuration(r.rt)],
    [L.stopTime, formatDuration(r.st)],
    [L.stopCount, count(r.sn)],
    [L.haltTime, formatDuration(r.ht)],
    [L.haltCount, count(r.hn)],
    [L.engineTime, formatDuration(r.et)],
    [L.idleTime, formatDuration(r.ei)],
    [L.dutyFactor, withUnit(r.df, 1, U.percent)],
    [L.avgSpeed, withUnit(r.va, 1, U.kmh)],
    [L.maxSpeed, withUnit(r.vm, 1, U.kmh)],
  );
  if (r.ea !== null) rows.push([L.avgRpm, withUnit(r.ea, 0, U.rpm)]);
  if (r.em !== null) rows.push([L.maxRpm, withUnit(r.em, 0, U.rpm)]);
  return rows;
}

/** Average use per 100 km of GPS road; null without fuel use or road. */
export function fuelPer100Km(r: Pick<RouteReport, 'flu' | 'rg'>): number | null {
  return r.flu !== null && r.rg > 0 ? (r.flu / (r.rg / 1000)) * 100 : null;
}

function fuel(info: RouteInfo, r: RouteReport): Row[] {
  if (!info.has_probes && !info.has_flow && r.flu === null) return [];
  const rows: Row[] = [
    [L.fuelUsed, withUnit(r.flu, 1, U.l)],
    [L.fuelPer100, withUnit(fuelPer100Km(r), 1, U.l100)],
    [L.fuelPerHour, withUnit(r.flm, 2, U.lh)],
  ];
  if (info.has_probes || r.flb !== null || r.fle !== null) {
    rows.push([L.levelBegin, withUnit(r.flb, 1, U.l)], [L.levelEnd, withUnit(r.fle, 1, U.l)]);
  }
  rows.push(
    [L.refuelCount, count(r.ftn)],
    [L.refuelVolume, withUnit(r.ftv, 1, U.l)],
    [L.invoiceCount, count(r.fin)],
    [L.invoiceVolume, withUnit(r.fiv, 1, U.l)],
    [L.lossCount, count(r.fln)],
    [L.lossVolume, withUnit(r.flv, 1, U.l)],
    [L.highUseCount, count(r.fbn)],
  );
  return rows;
}

function thermometers(info: RouteInfo, r: RouteReport): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < 16; i++) {
    const name = info.thermometers[i] ?? null;
    const min = r.tm[i] ?? null;
    const max = r.tx[i] ?? null;
    if (name === null && min === null && max === null) continue;
    const label = name && name.trim() !== '' ? name : t.thermometer(i + 1);
    rows.push([label, t.temperatureRange(withUnit(min, 1, U.celsius), withUnit(max, 1, U.celsius))]);
  }
  return rows;
}

/** Inputs or outputs 1–4 (the report counts four of each): the configured ones. */
function switches(
  config: RouteInfo['inputs'],
  counts: readonly number[],
  times: readonly number[],
  name: (n: number) => string,
): Row[] {
  const rows: Row[] = [];
  for (let n = 1; n <= 4; n++) {
    const c = config.find((x) => x.n === n);
    if (!c?.enabled) continue;
    const label = c.desc.trim() !== '' ? c.desc : name(n);
    rows.push([label, t.onCount(counts[n - 1] ?? 0, formatDuration(times[n - 1] ?? 0))]);
  }
  return rows;
}

/**
 * The five sections of 'Raport z trasy' (spec 2 §2.1, §9) from the route's report: Ogólne,
 * Miernik paliwa, Termometry, Wejścia, Wyjścia. Road in km (0.01), times 'H:mm:ss', fuel in
 * litres; a section the vehicle has no data for holds one 'Brak danych' row.
 */
export function buildReportSections(info: RouteInfo, report: RouteReport): ReportSection[] {
  const sections: [ReportSectionKey, Row[]][] = [
    ['general', general(info, report)],
    ['fuel', fuel(info, report)],
    ['thermometers', thermometers(info, report)],
    ['inputs', switches(info.inputs, report.in, report.it, t.input)],
    ['outputs', switches(info.outputs, report.o, report.ot, t.output)],
  ];
  return sections.map(([key, rows]) => ({
    key,
    title: t.sections[key],
    rows: rows.length > 0 ? rows : [[t.noData, pl.common.noData]],
  }));
}
