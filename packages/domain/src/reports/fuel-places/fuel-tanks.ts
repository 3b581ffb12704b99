import { lowerBound } from '../../route/events';
import type { ReportAnswer, ReportColumn, ReportRow, ReportTable } from '../columns';

/**
 * The fuel tank report (repvehfueltanks): the refuellings (event 21) and fuel losses (22, and
 * 39 should a device ever report it) of a range as the route lists them (clipped to the range),
 * with the calibrated level before and after. Rules: docs/reports-fuel-places.md.
 */

/** Stored value of events 21/22/39 is litres ×10 (docs/events.md §2). */
export const FUEL_IN_EVENTS: readonly number[] = [21];
export const FUEL_OUT_EVENTS: readonly number[] = [22, 39];

export const fuelEventLitres = (value: number | null) => (value === null ? 0 : Math.round(value) / 10);

/** One refuelling or loss of a vehicle, clipped to the range. */
export interface FuelChange {
  kind: 'in' | 'out';
  from: number;
  /** null: still settling at the range's last point. */
  to: number | null;
  litres: number;
  /** Calibrated level (litres) at the change's first and last point in the range. */
  before: number | null;
  after: number | null;
  place: string | null;
  /** Losses that are alarms: accepted or not; null: not an alarm (nothing to accept). */
  accepted: boolean | null;
}

/**
 * The calibrated level before and after a change clipped to [from, to] (to null: still
 * settling): at the range's last point before the change's first point, and at its last point
 * at or before its end (the range's last point while it settles).
 */
export function levelsAround(
  time: ArrayLike<number>,
  fuel: ArrayLike<number>,
  from: number,
  to: number | null,
): { before: number | null; after: number | null } {
  const n = time.length;
  const known = (i: number) => (i >= 0 && i < n && fuel[i] === fuel[i] ? fuel[i] : null);
  const first = lowerBound(time, from);
  const last = to === null ? n - 1 : lowerBound(time, to + 1) - 1;
  // The point before the change holds the level it left (a rise seen across a data gap starts
  // and ends on one point); a change clipped at the range start has none in the range: its first.
  const prior = first > 0 ? first - 1 : first;
  return { before: known(prior), after: last >= first ? known(last) : null };
}

const r2 = (v: number) => Math.round(v * 100) / 100 + 0;
const r1 = (v: number) => Math.round(v * 10) / 10 + 0;
const level = (v: number | null) => (v === null ? null : r2(v));

export const FUEL_KIND_TEXT = { in: 'Tankowanie', out: 'Ubytek' } as const;

const COLS: Record<string, ReportColumn> = {
  regno: { field: 'regno', title: 'Pojazd', type: 'text', width: 140 },
  kind: { field: 'kind', title: 'Rodzaj', type: 'text', width: 110 },
  from: { field: 'from', title: 'Początek', type: 'datetime', width: 150 },
  to: { field: 'to', title: 'Koniec', type: 'datetime', width: 150 },
  place: { field: 'place', title: 'Miejsce', type: 'text', width: 220 },
  fuel_in: { field: 'fuel_in', title: 'Zatankowano', type: 'litres', width: 110 },
  fuel_out: { field: 'fuel_out', title: 'Ubytek', type: 'litres', width: 110 },
  before: { field: 'before', title: 'Stan przed', type: 'litres', width: 110 },
  after: { field: 'after', title: 'Stan po', type: 'litres', width: 110 },
  accepted: { field: 'accepted', title: 'Zaakceptowano', type: 'text', width: 110 },
};
const cols = (...fields: string[]) => fields.map((f) => COLS[f]);

/** Columns of one vehicle's changes (main grid, then the refuelling and loss parts). */
export const FUEL_TANKS_GRID = cols(
  'kind',
  'from',
  'to',
  'place',
  'fuel_in',
  'fuel_out',
  'before',
  'after',
  'accepted',
);
export const FUEL_IN_GRID = cols('from', 'to', 'place', 'fuel_in', 'before', 'after');
export const FUEL_OUT_GRID = cols('from', 'to', 'place', 'fuel_out', 'before', 'after', 'accepted');

/** A change as a row; `label` adds the vehicle (regno, `_vid`) in a summary's parts. */
export function fuelChangeRow(c: FuelChange, format: (t: number) => string, label: ReportRow = {}): ReportRow {
  return {
    ...label,
    kind: FUEL_KIND_TEXT[c.kind],
    from: format(c.from),
    to: c.to === null ? null : format(c.to),
    place: c.place,
    fuel_in: c.kind === 'in' ? r1(c.litres) : null,
    fuel_out: c.kind === 'out' ? r1(c.litres) : null,
    before: level(c.before),
    after: level(c.after),
    accepted: c.accepted === null ? null : c.accepted ? 'Tak' : 'Nie',
    _from: format(c.from),
    _to: format(c.to ?? c.from),
  };
}

/** Count and litres of the refuellings and losses among `changes`. */
export function fuelTotals(changes: readonly FuelChange[]) {
  const of = (kind: FuelChange['kind']) => changes.filter((c) => c.kind === kind);
  const sum = (list: FuelChange[]) => r1(list.reduce((s, c) => s + c.litres, 0));
  const ins = of('in');
  const outs = of('out');
  return { inCount: ins.length, inLitres: sum(ins), outCount: outs.length, outLitres: sum(outs) };
}

function footer(changes: readonly FuelChange[], label: ReportRow): ReportRow {
  const t = fuelTotals(changes);
  return { ...label, fuel_in: t.inLitres, fuel_out: t.outLitres };
}

/** A table of changes (each labelled by its vehicle in a summary). */
function table(
  grid: ReportColumn[],
  items: readonly { change: FuelChange; label: ReportRow }[],
  format: (t: number) => string,
  footLabel: ReportRow,
): ReportTable {
  return {
    grid,
    data: items.map((i) => fuelChangeRow(i.change, format, i.label)),
    footer: footer(
      items.map((i) => i.change),
      footLabel,
    ),
  };
}

/** One vehicle's answer: both kinds in time order, plus the refuelling and loss parts. */
export function fuelTanksAnswer(changes: readonly FuelChange[], format: (t: number) => string): ReportAnswer {
  const items = [...changes].sort((a, b) => a.from - b.from).map((change) => ({ change, label: {} }));
  const foot = { kind: 'Razem' };
  const parts = (kind: FuelChange['kind']) => items.filter((i) => i.change.kind === kind);
  return {
    ...table([...FUEL_TANKS_GRID], items, format, foot),
    fuel_in: table([...FUEL_IN_GRID], parts('in'), format, { from: 'Razem' }),
    fuel_out: table([...FUEL_OUT_GRID], parts('out'), format, { from: 'Razem' }),
  };
}

export const FUEL_TANKS_SUMMARY_GRID: readonly ReportColumn[] = [
  COLS.regno,
  { field: 'in_count', title: 'Liczba tankowań', type: 'integer', width: 110 },
  { ...COLS.fuel_in },
  { field: 'out_count', title: 'Liczba ubytków', type: 'integer', width: 110 },
  { ...COLS.fuel_out, title: 'Ubytki' },
];

export interface VehicleFuelChanges {
  vid: number;
  regno: string;
  changes: FuelChange[];
}

/**
 * The summary: a row per vehicle with the count and litres of each kind and 'Razem'; its parts
 * list every vehicle's refuellings and losses with the vehicle's column, for the split exports.
 */
export function fuelTanksSummary(list: readonly VehicleFuelChanges[], format: (t: number) => string): ReportAnswer {
  const rowOf = (regno: string, changes: readonly FuelChange[], vid: number | null): ReportRow => {
    const t = fuelTotals(changes);
    return {
      ...(vid === null ? {} : { _vid: vid }),
      regno,
      in_count: t.inCount,
      fuel_in: t.inLitres,
      out_count: t.outCount,
      fuel_out: t.outLitres,
    };
  };
  const labelled = list.flatMap((v) =>
    [...v.changes]
      .sort((a, b) => a.from - b.from)
      .map((change) => ({ change, label: { _vid: v.vid, regno: v.regno } as ReportRow })),
  );
  const parts = (kind: FuelChange['kind']) => labelled.filter((i) => i.change.kind === kind);
  return {
    grid: [...FUEL_TANKS_SUMMARY_GRID],
    data: list.map((v) => rowOf(v.regno, v.changes, v.vid)),
    footer: rowOf(
      'Razem',
      list.flatMap((v) => v.changes),
      null,
    ),
    fuel_in: table(cols('regno', ...FUEL_IN_GRID.map((c) => c.field)), parts('in'), format, { regno: 'Razem' }),
    fuel_out: table(cols('regno', ...FUEL_OUT_GRID.map((c) => c.field)), parts('out'), format, { regno: 'Razem' }),
  };
}
