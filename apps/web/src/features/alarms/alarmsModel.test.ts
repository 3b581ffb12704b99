import { describe, expect, it } from 'vitest';
import type { GridColumnSchema } from '../../kit/grid';
import {
  alarmColumns,
  alarmRouteUrl,
  appendPage,
  buildAlarmsExport,
  commonDescription,
  exportColumns,
  rowsToActOn,
  shiftWallClock,
  sortedRows,
  withDescription,
  withoutIds,
  type AlarmScreenRow,
} from './alarmsModel';

const row = (id: number, over: Partial<AlarmScreenRow> = {}): AlarmScreenRow => ({
  id,
  vid: 7,
  regno: 'DW 1234A',
  eid: 4,
  ename: 'Przekroczenie prędkości',
  fdt: '2026-03-28 10:00:00',
  tdt: '2026-03-28 10:05:30',
  time: 330,
  value: 112,
  unit: 'km/h',
  lat: 51.1,
  lon: 17.03,
  adescription: null,
  ...over,
});

const SCHEMA: GridColumnSchema[] = [
  { field: 'regno', title: 'Pojazd', type: 'text', width: 130 },
  { field: 'fdt', title: 'Data rozpoczęcia', type: 'date', width: 150 },
  { field: 'time', title: 'Czas trwania', type: 'duration', width: 110 },
  { field: 'value', title: 'Wartość', type: 'number', width: 90 },
  { field: 'adescription', title: 'Opis', type: 'text', width: 220 },
];

describe('alarmsModel', () => {
  it('shifts the wall clock across days, months and years', () => {
    expect(shiftWallClock('2026-03-28 10:00:00', -1800)).toBe('2026-03-28 09:30:00');
    expect(shiftWallClock('2026-03-01 00:10:00', -1800)).toBe('2026-02-28 23:40:00');
    expect(shiftWallClock('2025-12-31 23:45:00', 1800)).toBe('2026-01-01 00:15:00');
    expect(shiftWallClock('wczoraj', 10)).toBeNull();
  });

  it("opens the alarm's vehicle from 30 min before its start to 30 min after its end", () => {
    const url = new URL(alarmRouteUrl(row(1))!, 'http://x');
    expect(url.pathname).toBe('/route');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      vid: '7',
      from_date: '2026-03-28 09:30:00',
      to_date: '2026-03-28 10:35:30',
    });
    // a running alarm ends at its start plus its duration so far
    const running = new URL(alarmRouteUrl(row(2, { tdt: null, time: 3600 }))!, 'http://x');
    expect(running.searchParams.get('to_date')).toBe('2026-03-28 11:30:00');
    expect(alarmRouteUrl(row(3, { fdt: 'zły' }))).toBeNull();
  });

  it('appends a page without repeating rows already shown', () => {
    expect(appendPage([row(5), row(4)], [row(4), row(3), row(2)]).map((r) => r.id)).toEqual([5, 4, 3, 2]);
  });

  it('drops deleted alarms and sets descriptions locally', () => {
    expect(withoutIds([row(1), row(2), row(3)], [2]).map((r) => r.id)).toEqual([1, 3]);
    const described = withDescription([row(1), row(2)], [2], 'Kierowca pouczony');
    expect(described.map((r) => r.adescription)).toEqual([null, 'Kierowca pouczony']);
  });

  it('divides the values of 21, 22, 23, 39, 40, 28–35 and 76–99 by 10 (spec 2 §9)', () => {
    const value = alarmColumns(SCHEMA).find((c) => c.field === 'value')!;
    expect(value.value!(row(1, { eid: 21, value: 455 }))).toBe(45.5);
    expect(value.value!(row(1, { eid: 30, value: -102 }))).toBe(-10.2);
    expect(value.value!(row(1, { eid: 40, value: 125 }))).toBe(12.5);
    expect(value.value!(row(1, { eid: 80, value: 7 }))).toBe(0.7);
    expect(value.value!(row(1, { eid: 4, value: 112 }))).toBe(112);
    expect(value.value!(row(1, { eid: 27, value: 112 }))).toBe(112);
  });

  it("writes 'Wartość' with its type's unit (the domain's one table), sorting by the number", () => {
    const value = alarmColumns(SCHEMA).find((c) => c.field === 'value')!;
    const text = (over: Partial<AlarmScreenRow>) => value.text!(value.value!(row(1, over)), row(1, over));
    expect(text({ eid: 4, value: 112 })).toBe('112 km/h');
    expect(text({ eid: 22, value: 305 })).toBe('30,5 l');
    expect(text({ eid: 30, value: -182 })).toBe('-18,2 °C');
    expect(text({ eid: 51, value: 11.4 })).toBe('11,40 V');
    expect(text({ eid: 10, value: null })).toBe('');
    expect(value.value!(row(1, { eid: 22, value: 305 }))).toBe(30.5);
  });

  it('acts on the selection when the row right-clicked is in it, else on that row alone', () => {
    const chosen = [row(1), row(2), row(3)];
    expect(rowsToActOn(chosen, row(2)).map((r) => r.id)).toEqual([1, 2, 3]);
    expect(rowsToActOn(chosen, row(9)).map((r) => r.id)).toEqual([9]);
    expect(rowsToActOn([], row(4)).map((r) => r.id)).toEqual([4]);
  });

  it('starts the description of several alarms from the one they share, else empty', () => {
    expect(commonDescription([row(1, { adescription: 'Pouczony' }), row(2, { adescription: 'Pouczony' })])).toBe(
      'Pouczony',
    );
    expect(commonDescription([row(1, { adescription: 'Pouczony' }), row(2, { adescription: null })])).toBe('');
    expect(commonDescription([row(1, { adescription: null })])).toBe('');
    expect(commonDescription([])).toBe('');
  });

  it('sorts rows as the grid does: by the column value, Polish collation, stable on ties', () => {
    const specs = alarmColumns(SCHEMA);
    const rows = [
      row(1, { regno: 'ŁD 1', time: 30 }),
      row(2, { regno: 'LU 2', time: 10 }),
      row(3, { regno: 'LU 1', time: 30 }),
      row(4, { regno: 'ZS 9', time: 10 }),
    ];
    expect(sortedRows(rows, specs, [{ colId: 'regno', sort: 'asc' }]).map((r) => r.id)).toEqual([3, 2, 1, 4]);
    expect(sortedRows(rows, specs, [{ colId: 'time', sort: 'desc' }]).map((r) => r.id)).toEqual([1, 3, 2, 4]);
    expect(
      sortedRows(rows, specs, [
        { colId: 'time', sort: 'asc' },
        { colId: 'regno', sort: 'desc' },
      ]).map((r) => r.id),
    ).toEqual([4, 2, 1, 3]);
    expect(sortedRows(rows, specs, []).map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });

  it('exports the visible columns in grid order with raw typed values', () => {
    const specs = alarmColumns(SCHEMA);
    const cols = exportColumns(specs, [
      { id: 'time', width: 80 },
      { id: 'regno', width: 140 },
    ]);
    const body = buildAlarmsExport('archive', cols, [row(1, { eid: 22, value: 305 }), row(2)], '2026-03-29 12:00:05');
    expect(body.filename).toBe('Alarmy_archiwalne_2026-03-29_12-00-05');
    expect(body.reports).toHaveLength(1);
    const [table] = body.reports;
    expect(table.title).toBe('Alarmy archiwalne');
    expect(table.cols).toEqual([
      { field: 'time', title: 'Czas trwania', type: 'duration', width: 80 },
      { field: 'regno', title: 'Pojazd', type: 'text', width: 140 },
    ]);
    expect(table.data).toEqual([
      { time: 330, regno: 'DW 1234A' },
      { time: 330, regno: 'DW 1234A' },
    ]);
    // before the grid reports its layout: every column
    expect(exportColumns(specs, null).map((c) => c.spec.field)).toEqual(SCHEMA.map((c) => c.field));
    const value = buildAlarmsExport(
      'current',
      exportColumns(specs, [{ id: 'value', width: 90 }]),
      [row(1, { eid: 22, value: 305 })],
      '2026-03-29 12:00:05',
    );
    // The value goes typed (a number Excel sums), its unit in a column of its own beside it.
    expect(value.reports[0].cols.map((c) => [c.field, c.title, c.type])).toEqual([
      ['value', 'Wartość', 'number'],
      ['unit', 'Jednostka', 'text'],
    ]);
    expect(value.reports[0].data).toEqual([{ value: 30.5, unit: 'l' }]);
    const bare = buildAlarmsExport('current', exportColumns(specs, [{ id: 'regno', width: 90 }]), [row(1)], 'x');
    expect(bare.reports[0].cols.map((c) => c.field)).toEqual(['regno']);
    expect(value.filename).toBe('Alarmy_aktualne_2026-03-29_12-00-05');
  });
});
