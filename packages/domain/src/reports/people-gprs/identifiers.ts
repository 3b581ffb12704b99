import type { ReportColumn, ReportRow } from '../columns';
import { distinct, kmOf, spanEnd } from './common';

/**
 * Identifier periods: the engine's identifier events (25 'Podłączenie identyfikatora
 * kierowcy', 26 '… pasażera', docs/events.md §7: present from the record that brings the
 * identifier to the first record without it or with another one), as the route lists them
 * (clipped to the range, an identifier still in runs to the range's last point), each with the
 * identifier's code, the register's holder at its start and the route's road over it. Two
 * reports show them: repvehids (a vehicle's periods) and identifiers (a driver's periods in any
 * vehicle the user sees). Rules: docs/reports-people-gprs.md.
 */
export type IdentifierSlot = 1 | 2;

/** The column text of a slot: the driver's slot (25) or the second one (26). */
export const IDENTIFIER_SLOT_TEXT: Record<IdentifierSlot, string> = { 1: 'Kierowca', 2: 'Pasażer' };

export interface IdentifierPeriod {
  vid: number;
  regno: string;
  slot: IdentifierSlot;
  /** The identifier as the device sent it; null when no record of the period carries one. */
  code: string | null;
  /** Clipped to the range; `to` null: still present at the range's last point. */
  from: number;
  to: number | null;
  /** Seconds of the clipped period (an open one up to the range's last point). */
  seconds: number;
  /** GPS road over the period, metres (the route's road, as a drive's over its span). */
  road: number;
  /** The register's holder at the period's start (null: nobody held the code) ... */
  driverId: number | null;
  /** ... and the name this user may see ('—' for a driver outside his driver list). */
  driver: string | null;
}

type Format = (time: number) => string;

/** The columns every period row has, after the report's first ones. */
function periodCells(p: IdentifierPeriod, format: Format): ReportRow {
  return {
    code: p.code,
    slot: IDENTIFIER_SLOT_TEXT[p.slot],
    from: format(p.from),
    to: p.to === null ? null : format(p.to),
    seconds: p.seconds,
    km: kmOf(p.road),
    _from: format(p.from),
    _to: format(spanEnd(p.from, p.to, p.seconds)),
  };
}

/** A row of repvehids: a period of the vehicle, its holder by name. */
export function vehicleIdRow(p: IdentifierPeriod, format: Format): ReportRow {
  const { code, slot, ...rest } = periodCells(p, format);
  return { code, slot, driver: p.driver, ...rest };
}

/** A row of identifiers: a period of the driver, in a vehicle. */
export function driverIdRow(p: IdentifierPeriod, format: Format): ReportRow {
  return { regno: p.regno, _vid: p.vid, ...periodCells(p, format) };
}

/** Totals of periods (one vehicle's, one driver's, or every object's for the footer). */
export interface PeriodTotals {
  vehicles: number;
  identifiers: number;
  periods: number;
  seconds: number;
  road: number;
}

export function periodTotals(list: readonly IdentifierPeriod[]): PeriodTotals {
  return {
    vehicles: distinct(list.map((p) => p.vid)),
    identifiers: distinct(list.map((p) => (p.code === null ? null : p.code.trim().toUpperCase()))),
    periods: list.length,
    seconds: list.reduce((s, p) => s + p.seconds, 0),
    road: list.reduce((s, p) => s + p.road, 0),
  };
}

/** The footer of one object's rows: its totals. */
export function periodsFooter(t: PeriodTotals, label: ReportRow): ReportRow {
  return { ...label, seconds: t.seconds, km: kmOf(t.road) };
}

/** A summary row (a vehicle, a driver) or the summary's footer ('Razem': the rows added up). */
export function periodsSummaryRow(t: PeriodTotals, label: ReportRow, withVehicles: boolean): ReportRow {
  return {
    ...label,
    ...(withVehicles ? { vehicles: t.vehicles } : {}),
    identifiers: t.identifiers,
    periods: t.periods,
    seconds: t.seconds,
    km: kmOf(t.road),
  };
}

/** Summary rows added up: counts of objects' distinct values add (an identifier in two vehicles counts twice). */
export function sumSummaryRows(rows: readonly ReportRow[], label: ReportRow, withVehicles: boolean): ReportRow {
  const sum = (f: string) => rows.reduce((s, r) => s + (typeof r[f] === 'number' ? r[f] : 0), 0);
  return {
    ...label,
    ...(withVehicles ? { vehicles: sum('vehicles') } : {}),
    identifiers: sum('identifiers'),
    periods: sum('periods'),
    seconds: sum('seconds'),
    km: Math.round(sum('km') * 1000) / 1000,
  };
}

const PERIOD_COLUMNS: ReportColumn[] = [
  { field: 'from', title: 'Od', type: 'datetime', width: 150 },
  { field: 'to', title: 'Do', type: 'datetime', width: 150 },
  { field: 'seconds', title: 'Czas', type: 'duration', width: 100 },
  { field: 'km', title: 'Przejechano', type: 'km', width: 100, decimals: 1 },
];

const CODE: ReportColumn = { field: 'code', title: 'Identyfikator', type: 'text', width: 160 };
const SLOT: ReportColumn = { field: 'slot', title: 'Rodzaj', type: 'text', width: 90 };
const REGNO: ReportColumn = { field: 'regno', title: 'Pojazd', type: 'text', width: 140 };

/** repvehids: a vehicle's identifier periods. */
export const VEHICLE_IDS_GRID: readonly ReportColumn[] = [
  CODE,
  SLOT,
  { field: 'driver', title: 'Kierowca', type: 'text', width: 180 },
  ...PERIOD_COLUMNS,
];

const TOTALS: ReportColumn[] = [
  { field: 'identifiers', title: 'Identyfikatory', type: 'integer', width: 110 },
  { field: 'periods', title: 'Liczba okresów', type: 'integer', width: 110 },
  { field: 'seconds', title: 'Czas', type: 'duration', width: 100 },
  { field: 'km', title: 'Przejechano', type: 'km', width: 100, decimals: 1 },
];

/** repvehids summary: a row per vehicle. */
export const VEHICLE_IDS_SUMMARY_GRID: readonly ReportColumn[] = [REGNO, ...TOTALS];

/** identifiers: a driver's identifier periods in the vehicles the user sees. */
export const DRIVER_IDS_GRID: readonly ReportColumn[] = [REGNO, CODE, SLOT, ...PERIOD_COLUMNS];

const DRIVER: ReportColumn = { field: 'driver', title: 'Kierowca', type: 'text', width: 180 };
const VEHICLES: ReportColumn = { field: 'vehicles', title: 'Pojazdy', type: 'integer', width: 90 };

/** identifiers summary: a row per driver. */
export const DRIVER_IDS_SUMMARY_GRID: readonly ReportColumn[] = [DRIVER, VEHICLES, ...TOTALS];
