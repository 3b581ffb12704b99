import { describe, expect, it } from 'vitest';
import {
  buildVisits,
  changeLevels,
  clipStays,
  currentFuelFooter,
  currentFuelRow,
  fuelChangeNote,
  fuelEventLitres,
  fuelTanksAnswer,
  fuelTanksSummary,
  levelsAround,
  pointSummaryRow,
  roadAt,
  tankCapacity,
  visitRow,
  visitsSummaryRow,
  type FuelChange,
} from './index';

const fmt = (t: number) => `T${t}`;
const change = (kind: 'in' | 'out', from: number, litres: number, accepted: boolean | null = null): FuelChange => ({
  kind,
  from,
  to: from + 100,
  litres,
  before: 10,
  after: 20,
  levels: 'route',
  manual: false,
  place: 'X',
  accepted,
});

describe('fuel tank report', () => {
  it('reads stored litres ×10', () => {
    expect(fuelEventLitres(355)).toBe(35.5);
    expect(fuelEventLitres(null)).toBe(0);
  });

  it('takes the level before the change from the point before it, and after at its end', () => {
    const time = [0, 10, 20, 30, 40];
    const fuel = [50, 51, 70, 80, 80];
    expect(levelsAround(time, fuel, 20, 30)).toEqual({ before: 51, after: 80 });
    // A rise seen at one point (across a data gap): before is the previous point.
    expect(levelsAround(time, fuel, 20, 20)).toEqual({ before: 51, after: 70 });
    // Clipped at the range start: no point before it in the range.
    expect(levelsAround(time, fuel, 0, 10)).toEqual({ before: 50, after: 51 });
    // Still settling: up to the last point.
    expect(levelsAround(time, fuel, 30, null)).toEqual({ before: 70, after: 80 });
    expect(levelsAround([0, 10], [NaN, NaN], 0, 10)).toEqual({ before: null, after: null });
  });

  it('shows the measured levels, whose difference is the litres; says why where it is not', () => {
    const stored = { level_before: 4842, level_after: 4264 };
    const route = () => ({ before: 484.23, after: 423.4 });
    expect(changeLevels(stored, route)).toEqual({ before: 484.2, after: 426.4, levels: 'measured' });
    expect(changeLevels({ level_before: null, level_after: null }, route)).toEqual({ ...route(), levels: 'route' });
    const loss = { ...change('out', 0, 57.8), ...changeLevels(stored, route) };
    expect(fuelChangeNote(loss)).toBeNull();
    const row = fuelTanksAnswer([loss], fmt).data[0];
    expect([row.before, row.after, row.fuel_out, row.note]).toEqual([484.2, 426.4, 57.8, null]);
    // A loss counted with the key on has the idle use taken off.
    expect(fuelChangeNote({ ...loss, litres: 56.6 })).toBe(
      'Ubytek pomniejszony o zużycie przy włączonym zapłonie: 1,2 l',
    );
    const refuel = { ...change('in', 0, 60.5), levels: 'measured' as const, before: 10.2, after: 70.7 };
    expect(fuelChangeNote(refuel)).toBeNull();
    // The route's levels (hand-added, or stored before levels were kept) are said to be so.
    expect(fuelChangeNote({ ...refuel, levels: 'route', manual: true })).toBe(
      'Dodane ręcznie: stan przed i po z punktów trasy',
    );
    expect(fuelChangeNote({ ...refuel, levels: 'route' })).toMatch(/^Stan przed i po z punktów trasy/);
    expect(fuelTanksAnswer([refuel], fmt).grid.map((c) => c.field)).toContain('note');
  });

  it('lists both kinds in time order with the split parts and litre footers', () => {
    const a = fuelTanksAnswer([change('out', 300, 12.3, false), change('in', 100, 40.5), change('in', 200, 20)], fmt);
    expect(a.data.map((r) => [r.kind, r.from, r.fuel_in, r.fuel_out, r.accepted])).toEqual([
      ['Tankowanie', 'T100', 40.5, null, null],
      ['Tankowanie', 'T200', 20, null, null],
      ['Ubytek', 'T300', null, 12.3, 'Nie'],
    ]);
    expect(a.footer).toMatchObject({ kind: 'Razem', fuel_in: 60.5, fuel_out: 12.3 });
    expect(a.fuel_in!.data).toHaveLength(2);
    expect(a.fuel_in!.footer).toMatchObject({ fuel_in: 60.5 });
    expect(a.fuel_out!.data.map((r) => r.fuel_out)).toEqual([12.3]);
    expect(a.data[0]._from).toBe('T100');
    expect(a.data[0]._to).toBe('T200');
  });

  it('sums per vehicle in the summary and labels the parts with the vehicle', () => {
    const s = fuelTanksSummary(
      [
        { vid: 1, regno: 'A', changes: [change('in', 1, 10.1), change('out', 2, 5)] },
        { vid: 2, regno: 'B', changes: [change('in', 3, 0.2)] },
      ],
      fmt,
    );
    expect(s.data).toEqual([
      { _vid: 1, regno: 'A', in_count: 1, fuel_in: 10.1, out_count: 1, fuel_out: 5 },
      { _vid: 2, regno: 'B', in_count: 1, fuel_in: 0.2, out_count: 0, fuel_out: 0 },
    ]);
    expect(s.footer).toEqual({ regno: 'Razem', in_count: 2, fuel_in: 10.3, out_count: 1, fuel_out: 5 });
    expect(s.fuel_in!.data.map((r) => [r._vid, r.regno])).toEqual([
      [1, 'A'],
      [2, 'B'],
    ]);
    expect(s.fuel_in!.grid[0].field).toBe('regno');
  });
});

describe('current fuel', () => {
  it('sums the active tanks only, unknown without a capacity', () => {
    expect(
      tankCapacity([
        { active: true, capacity: 300 },
        { active: false, capacity: 200 },
        { active: true, capacity: 100 },
      ]),
    ).toBe(400);
    expect(tankCapacity([])).toBeNull();
    expect(tankCapacity([{ active: true, capacity: 0 }])).toBeNull();
  });

  it('gives the share of the tank and adds litres in the footer', () => {
    const base = { rangeStart: 100, rangeEnd: 80, used: 30.123, refuelled: 10, lost: 0 };
    const a = currentFuelRow('A', { ...base, level: 150, readAt: 5, capacity: 400 }, fmt);
    expect(a).toMatchObject({ regno: 'A', read_at: 'T5', level: 150, percent: 37.5, used: 30.12 });
    const b = currentFuelRow('B', { ...base, level: null, readAt: null, capacity: null, used: null }, fmt);
    expect(b).toMatchObject({ level: null, percent: null, read_at: null, used: null });
    expect(currentFuelFooter([a, b])).toEqual({
      regno: 'Razem',
      level: 150,
      capacity: 400,
      used: 30.12,
      fuel_in: 20,
      fuel_out: 0,
    });
  });
});

describe('visits to bases and own points', () => {
  it('clips stays to the range and ends open ones at the range end or now', () => {
    const stays = [
      { pointId: 1, from: 50, to: 150 },
      { pointId: 2, from: 300, to: null },
      { pointId: 3, from: 10, to: 90 },
      { pointId: 4, from: 950, to: 2000 },
      { pointId: 5, from: 1200, to: 1300 },
    ];
    expect(clipStays(stays, 100, 1000, 5000).map((s) => [s.pointId, s.arrival, s.departure])).toEqual([
      [1, 100, 150],
      [2, 300, 1000],
      [4, 950, 1000],
    ]);
    expect(clipStays(stays, 100, 1000, 400).find((s) => s.pointId === 2)!.departure).toBe(400);
  });

  it('measures the drive from the previous departure on the cumulative road', () => {
    const time = [0, 100, 200, 300, 400];
    const road = [0, 0, 1500, 4000, 4000];
    expect(roadAt(time, road, 250)).toBe(1500);
    expect(roadAt(time, road, -1)).toBeNull();
    const names = new Map([[1, 'Baza']]);
    const v = buildVisits(
      [
        { pointId: 1, arrival: 0, departure: 100 },
        { pointId: 2, arrival: 300, departure: 400 },
        { pointId: 1, arrival: 350, departure: 360 },
      ],
      names,
      (t) => roadAt(time, road, t),
    );
    expect(v.map((x) => [x.name, x.driveRoad, x.driveTime])).toEqual([
      ['Baza', null, null],
      ['#2', 4000, 200],
      // Overlapping the previous visit: no drive between them.
      ['Baza', null, null],
    ]);
    expect(visitRow(v[1], fmt)).toMatchObject({ time: 0, drive_km: 4, drive_time: 0 });
    expect(visitsSummaryRow('A', 7, v)).toEqual({ _vid: 7, regno: 'A', count: 3, time: 0, drive_km: 4, drive_time: 0 });
  });

  it('counts visits, distinct vehicles and time per own point', () => {
    const visits = [
      { vid: 1, regno: 'A', arrival: 0, departure: 60_000 },
      { vid: 1, regno: 'A', arrival: 120_000, departure: 180_000 },
      { vid: 2, regno: 'B', arrival: 0, departure: 30_000 },
    ];
    expect(pointSummaryRow('P', visits)).toEqual({ name: 'P', count: 3, vehicles: 2, time: 150 });
  });
});
