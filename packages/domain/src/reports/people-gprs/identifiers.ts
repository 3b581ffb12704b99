import { lowerBound } from '../../route/events';
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
 *
 * A period has a role (its slot: driver or passenger). The driver's and a passenger's cards are
 * in at the same time, so their times and roads are never added together: every figure is kept
 * per role, in a column pair of its own, and a role's periods never overlap (separateSlots), so
 * a vehicle's time per role is at most the period and its road per role at most the road driven.
 */
export type IdentifierSlot = 1 | 2;

/** The column text of a slot: the driver's slot (25) or the second one (26). */
export const IDENTIFIER_SLOT_TEXT: Record<IdentifierSlot, string> = { 1: 'Kierowca', 2: 'Pasażer' };

export const IDENTIFIER_SLOTS: readonly IdentifierSlot[] = [1, 2];

/** The row fields of each role's time (seconds) and road (km). */
export const SLOT_FIELDS: Record<IdentifierSlot, { seconds: string; km: string }> = {
  1: { seconds: 'driver_seconds', km: 'driver_km' },
  2: { seconds: 'passenger_seconds', km: 'passenger_km' },
};

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
  /** GPS road over the period, whole metres (periodRoad). */
  road: number;
  /** The register's holder at the period's start (null: nobody held the code) ... */
  driverId: number | null;
  /** ... and the name this user may see ('—' for a driver outside his driver list). */
  driver: string | null;
}

/**
 * The route's GPS road over a period, whole metres: the cumulative road (`sumrg` of the
 * range's points) at the first point at or after its end (the last point for one still open)
 * minus at its first point. The interval into the first point belongs to the period before
 * (the record that ends one period starts the next), so a slot's consecutive periods share no
 * interval and their roads add up to at most the range's road.
 */
export function periodRoad(time: ArrayLike<number>, sumrg: ArrayLike<number>, from: number, to: number | null): number {
  const n = time.length;
  if (n === 0) return 0;
  const a = Math.min(lowerBound(time, from), n - 1);
  const b = to === null ? n - 1 : Math.min(lowerBound(time, to), n - 1);
  const road = b > a ? sumrg[b] - sumrg[a] : 0;
  return road === road && road > 0 ? Math.round(road) : 0;
}

/**
 * A slot's periods cut so they never overlap (in time order, each starts at the latest end of
 * the ones before it; one wholly covered is left out). The engine gives a slot one identifier
 * at a time, so this changes nothing on its events; it is what makes 'time per role ≤ the
 * period' hold by construction for any input (a stored and a re-run event of one period, a
 * hand-edited row).
 */
export function separateSlots<T extends { slot: IdentifierSlot; from: number; to: number | null; seconds: number }>(
  periods: readonly T[],
): T[] {
  const out: T[] = [];
  for (const slot of IDENTIFIER_SLOTS) {
    let end = Number.NEGATIVE_INFINITY;
    for (const p of periods.filter((x) => x.slot === slot).sort((x, y) => x.from - y.from)) {
      const pEnd = p.to ?? p.from + p.seconds * 1000;
      if (pEnd <= end || end === Number.POSITIVE_INFINITY) continue;
      const from = Math.max(p.from, end);
      out.push(from === p.from ? p : { ...p, from, seconds: Math.max(0, p.seconds - (from - p.from) / 1000) });
      end = p.to === null ? Number.POSITIVE_INFINITY : p.to;
    }
  }
  return out.sort((x, y) => x.from - y.from || x.slot - y.slot);
}

type Format = (time: number) => string;

/** Time and road of one role. */
export interface RoleTotals {
  periods: number;
  seconds: number;
  /** Whole metres. */
  road: number;
}

/** Totals of periods (one vehicle's, one driver's, or every object's for the footer), per role. */
export interface PeriodTotals {
  vehicles: number;
  identifiers: number;
  periods: number;
  roles: Record<IdentifierSlot, RoleTotals>;
}

export function periodTotals(list: readonly IdentifierPeriod[]): PeriodTotals {
  const role = (slot: IdentifierSlot): RoleTotals => {
    const mine = list.filter((p) => p.slot === slot);
    return {
      periods: mine.length,
      seconds: mine.reduce((s, p) => s + p.seconds, 0),
      road: mine.reduce((s, p) => s + p.road, 0),
    };
  };
  return {
    vehicles: distinct(list.map((p) => p.vid)),
    identifiers: distinct(list.map((p) => (p.code === null ? null : p.code.trim().toUpperCase()))),
    periods: list.length,
    roles: { 1: role(1), 2: role(2) },
  };
}

/** The role columns' cells of totals: each role's time and road. */
export function roleCells(t: PeriodTotals): ReportRow {
  const row: ReportRow = {};
  for (const slot of IDENTIFIER_SLOTS) {
    row[SLOT_FIELDS[slot].seconds] = t.roles[slot].seconds;
    row[SLOT_FIELDS[slot].km] = kmOf(t.roles[slot].road);
  }
  return row;
}

/** The columns every period row has, after the report's first ones: its time and road in its role's pair. */
function periodCells(p: IdentifierPeriod, format: Format): ReportRow {
  const row: ReportRow = {
    code: p.code,
    slot: IDENTIFIER_SLOT_TEXT[p.slot],
    from: format(p.from),
    to: p.to === null ? null : format(p.to),
  };
  for (const slot of IDENTIFIER_SLOTS) {
    row[SLOT_FIELDS[slot].seconds] = slot === p.slot ? p.seconds : null;
    row[SLOT_FIELDS[slot].km] = slot === p.slot ? kmOf(p.road) : null;
  }
  row._from = format(p.from);
  row._to = format(spanEnd(p.from, p.to, p.seconds));
  return row;
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

/** The footer of one object's rows: each role's time and road, its rows added up. */
export function periodsFooter(t: PeriodTotals, label: ReportRow): ReportRow {
  return { ...label, ...roleCells(t) };
}

/** A summary row (a vehicle, a driver): its footer's figures with the counts. */
export function periodsSummaryRow(t: PeriodTotals, label: ReportRow, withVehicles: boolean): ReportRow {
  return {
    ...label,
    ...(withVehicles ? { vehicles: t.vehicles } : {}),
    identifiers: t.identifiers,
    periods: t.periods,
    ...roleCells(t),
  };
}

/** Summary rows added up ('Razem'): counts of objects' distinct values add (an identifier in two vehicles counts twice). */
export function sumSummaryRows(rows: readonly ReportRow[], label: ReportRow, withVehicles: boolean): ReportRow {
  const sum = (f: string) => rows.reduce((s, r) => s + (typeof r[f] === 'number' ? r[f] : 0), 0);
  const out: ReportRow = {
    ...label,
    ...(withVehicles ? { vehicles: sum('vehicles') } : {}),
    identifiers: sum('identifiers'),
    periods: sum('periods'),
  };
  for (const slot of IDENTIFIER_SLOTS) {
    out[SLOT_FIELDS[slot].seconds] = sum(SLOT_FIELDS[slot].seconds);
    // km cells hold whole metres: added as metres, so the sum is exact.
    out[SLOT_FIELDS[slot].km] = kmOf(Math.round(sum(SLOT_FIELDS[slot].km) * 1000));
  }
  return out;
}

/** Each role's time and road columns. */
const ROLE_COLUMNS: ReportColumn[] = IDENTIFIER_SLOTS.flatMap((slot) => {
  const role = IDENTIFIER_SLOT_TEXT[slot].toLowerCase();
  return [
    { field: SLOT_FIELDS[slot].seconds, title: `Czas (${role})`, type: 'duration', width: 120 },
    { field: SLOT_FIELDS[slot].km, title: `Przejechano (${role})`, type: 'km', width: 130, decimals: 1 },
  ] satisfies ReportColumn[];
});

const PERIOD_COLUMNS: ReportColumn[] = [
  { field: 'from', title: 'Od', type: 'datetime', width: 150 },
  { field: 'to', title: 'Do', type: 'datetime', width: 150 },
  ...ROLE_COLUMNS,
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
  ...ROLE_COLUMNS,
];

/** repvehids summary: a row per vehicle. */
export const VEHICLE_IDS_SUMMARY_GRID: readonly ReportColumn[] = [REGNO, ...TOTALS];

/** identifiers: a driver's identifier periods in the vehicles the user sees. */
export const DRIVER_IDS_GRID: readonly ReportColumn[] = [REGNO, CODE, SLOT, ...PERIOD_COLUMNS];

const DRIVER: ReportColumn = { field: 'driver', title: 'Kierowca', type: 'text', width: 180 };
const VEHICLES: ReportColumn = { field: 'vehicles', title: 'Pojazdy', type: 'integer', width: 90 };

/** identifiers summary: a row per driver. */
export const DRIVER_IDS_SUMMARY_GRID: readonly ReportColumn[] = [DRIVER, VEHICLES, ...TOTALS];
