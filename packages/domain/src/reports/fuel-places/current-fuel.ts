import type { ReportColumn, ReportRow } from '../columns';

/**
 * Current fuel (repvehcurfuel): per vehicle the last fuel level the engine knows (the live
 * state's smoothed level and the time of its record, else the range's last known level), its
 * share of the tank capacity, and the range's fuel used, refuelled and lost (the route viewer's
 * statistics over the range). Rules: docs/reports-fuel-places.md.
 */
export interface CurrentFuel {
  /** Litres, and when it was read (epoch ms); null: the vehicle reports no level. */
  level: number | null;
  readAt: number | null;
  /** Sum of the active tanks' capacities, litres (null: not configured). */
  capacity: number | null;
  /** Range statistics: level at its start and end, litres used, refuelled, lost. */
  rangeStart: number | null;
  rangeEnd: number | null;
  used: number | null;
  refuelled: number;
  lost: number;
}

const r2 = (v: number) => Math.round(v * 100) / 100 + 0;
const r1 = (v: number) => Math.round(v * 10) / 10 + 0;
const maybe = (v: number | null, f: (x: number) => number) => (v === null ? null : f(v));

/** Tank capacity of a vehicle's fuel configuration: the active tanks' capacities (as the route's fcap). */
export function tankCapacity(tanks: readonly { active: boolean; capacity: number }[]): number | null {
  const active = tanks.filter((t) => t.active);
  const sum = active.reduce((s, t) => s + (t.capacity > 0 ? t.capacity : 0), 0);
  return active.length > 0 && sum > 0 ? sum : null;
}

export function currentFuelRow(regno: string, c: CurrentFuel, format: (t: number) => string): ReportRow {
  return {
    regno,
    read_at: c.readAt === null ? null : format(c.readAt),
    level: maybe(c.level, r2),
    capacity: c.capacity,
    percent: c.level !== null && c.capacity !== null ? r1(Math.min(100, (c.level / c.capacity) * 100)) : null,
    range_start: maybe(c.rangeStart, r2),
    range_end: maybe(c.rangeEnd, r2),
    used: maybe(c.used, r2),
    fuel_in: r2(c.refuelled),
    fuel_out: r2(c.lost),
  };
}

/** 'Razem': litres of the vehicles added up (levels and shares of several tanks are no one figure). */
export function currentFuelFooter(rows: readonly ReportRow[]): ReportRow {
  const sum = (f: string) => r2(rows.reduce((s, r) => s + (typeof r[f] === 'number' ? r[f] : 0), 0));
  const levels = rows.filter((r) => typeof r.level === 'number');
  const used = rows.filter((r) => typeof r.used === 'number');
  return {
    regno: 'Razem',
    level: levels.length > 0 ? sum('level') : null,
    capacity: rows.some((r) => typeof r.capacity === 'number') ? sum('capacity') : null,
    used: used.length > 0 ? sum('used') : null,
    fuel_in: sum('fuel_in'),
    fuel_out: sum('fuel_out'),
  };
}

export const CURRENT_FUEL_GRID: readonly ReportColumn[] = [
  { field: 'regno', title: 'Pojazd', type: 'text', width: 140 },
  { field: 'read_at', title: 'Czas odczytu', type: 'datetime', width: 150 },
  { field: 'level', title: 'Poziom paliwa', type: 'litres', width: 110 },
  { field: 'percent', title: 'Napełnienie zbiornika', type: 'percent', width: 120 },
  { field: 'capacity', title: 'Pojemność zbiornika', type: 'litres', width: 120 },
  { field: 'range_start', title: 'Stan na początku okresu', type: 'litres', width: 130 },
  { field: 'range_end', title: 'Stan na końcu okresu', type: 'litres', width: 130 },
  { field: 'used', title: 'Zużyte paliwo', type: 'litres', width: 110 },
  { field: 'fuel_in', title: 'Zatankowano', type: 'litres', width: 110 },
  { field: 'fuel_out', title: 'Ubytki paliwa', type: 'litres', width: 110 },
];
