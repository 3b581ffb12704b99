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

/**
 * Where a change's levels come from: `measured`, the levels the engine measured its litres
 * between (stored with the event, engine/fuel.ts levelChange); `route`, the route's levels at
 * its first and last point, for an event added by hand or stored before the engine kept its
 * levels — whose litres were not measured between them.
 */
export type FuelLevelSource = 'measured' | 'route';

/** One refuelling or loss of a vehicle, clipped to the range. */
export interface FuelChange {
  kind: 'in' | 'out';
  from: number;
  /** null: still settling at the range's last point. */
  to: number | null;
  litres: number;
  /** Level (litres) before and after the change (see `levels`). */
  before: number | null;
  after: number | null;
  levels: FuelLevelSource;
  /** Added by hand on the route viewer. */
  manual: boolean;
  place: string | null;
  /** Losses that are alarms: accepted or not; null: not an alarm (nothing to accept). */
  accepted: boolean | null;
}

/** An event's stored levels (litres ×10, as its value), or null for each one not kept. */
export interface StoredFuelLevels {
  level_before: number | null;
  level_after: number | null;
}

/**
 * A change's levels: the measured ones when the event keeps them, else the route's around it
 * (levelsAround over the range's points).
 */
export function changeLevels(
  stored: StoredFuelLevels,
  route: () => { before: number | null; after: number | null },
): Pick<FuelChange, 'before' | 'after' | 'levels'> {
  if (stored.level_before !== null && stored.level_after !== null)
    return { before: stored.level_before / 10, after: stored.level_after / 10, levels: 'measured' };
  return { ...route(), levels: 'route' };
}

const litresText = (v: number) => `${v.toFixed(1).replace('.', ',')} l`;

/**
 * Why a row's levels do not add up to its litres, or null when they do: a refuelling's litres
 * are 'Stan po' − 'Stan przed' and a loss's 'Stan przed' − 'Stan po', to the 0,1 l shown.
 * They differ for a loss counted with the key on (the idle use is taken off, docs/events.md §6)
 * and where the levels are not the measured ones.
 */
export function fuelChangeNote(c: FuelChange): string | null {
  if (c.levels === 'route')
    return c.manual
      ? 'Dodane ręcznie: stan przed i po z punktów trasy'
      : 'Stan przed i po z punktów trasy (zdarzenie zapisane przed pomiarem poziomów)';
  if (c.before === null || c.after === null) return null;
  const tenths = (v: number) => Math.round(v * 10);
  const levelDiff = c.kind === 'in' ? tenths(c.after) - tenths(c.before) : tenths(c.before) - tenths(c.after);
  const rest = levelDiff - tenths(c.litres);
  if (rest === 0) return null;
  return c.kind === 'out' && rest > 0
    ? `Ubytek pomniejszony o zużycie przy włączonym zapłonie: ${litresText(rest / 10)}`
    : null;
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

const r1 = (v: number) => Math.round(v * 10) / 10 + 0;
/** Levels to the 0,1 l the litres are kept to (and measured between). */
const level = (v: number | null) => (v === null ? null : r1(v));

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
  note: { field: 'note', title: 'Uwagi', type: 'text', width: 220 },
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
  'note',
);
export const FUEL_IN_GRID = cols('from', 'to', 'place', 'fuel_in', 'before', 'after', 'note');
export const FUEL_OUT_GRID = cols('from', 'to', 'place', 'fuel_out', 'before', 'after', 'accepted', 'note');

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
    note: fuelChangeNote(c),
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
    // The parts' key is a date-time: their totals row leaves it empty, the grid labels it 'Razem'.
    fuel_in: table([...FUEL_IN_GRID], parts('in'), format, {}),
    fuel_out: table([...FUEL_OUT_GRID], parts('out'), format, {}),
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
