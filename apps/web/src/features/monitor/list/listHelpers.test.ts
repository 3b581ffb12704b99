import { describe, expect, it } from 'vitest';
import { defaultSettings, nextSort, type MonitVehicle } from '@namiar/domain';
import { contextMenuPosition } from './contextMenuPosition';
import { decimal, formatCoords, formatStatusDuration, formatThermometer, withUnit } from './format';
import { batteryText, itemInspections, itemIo, itemThermometers, itemValues, railValue } from './itemModel';
import { readDisplayMode, readListFlags, readListMode } from './listFlags';
import { buildRows, rowIndexOf, searchText, vehicleMatches } from './listRows';
import {
  inspectionEditUrl,
  inspectionPerformUrl,
  lastPointDayRange,
  mapsServiceUrl,
  newBaseUrl,
  newPoiUrl,
  routeUrl,
  todayRange,
} from '../../../kit/navigation/links';
import { vehicleFixture } from './vehicleFixture';

const defaults = readListFlags(defaultSettings());
const allOn = readListFlags(
  Object.fromEntries(Object.keys(defaultSettings()).map((k) => [k, k.startsWith('monit-vl-') ? true : undefined])),
);

describe('status duration (spec 1 §4)', () => {
  it("writes '(MMm)', '(Hh:MMm)', '(1 dzień, …)' and '(N dni, …)'", () => {
    expect(formatStatusDuration({ days: 0, hours: 0, minutes: 5 })).toBe('(05m)');
    expect(formatStatusDuration({ days: 0, hours: 0, minutes: 0 })).toBe('(00m)');
    expect(formatStatusDuration({ days: 0, hours: 2, minutes: 7 })).toBe('(2h:07m)');
    expect(formatStatusDuration({ days: 1, hours: 0, minutes: 30 })).toBe('(1 dzień, 0h:30m)');
    expect(formatStatusDuration({ days: 3, hours: 12, minutes: 0 })).toBe('(3 dni, 12h:00m)');
  });
});

describe('value texts', () => {
  it('uses the Polish decimal comma, no negative zero, and -- for missing values', () => {
    expect(decimal(12.345, 1)).toBe('12,3');
    expect(decimal(-0.01, 1)).toBe('0,0');
    expect(withUnit(null, 1, 'l')).toBe('--');
    expect(withUnit(Number.NaN, 1, 'l')).toBe('--');
    expect(withUnit(80, 0, 'km/h')).toBe('80 km/h');
  });

  it('shows thermometers as the sensor texts or one decimal and °C', () => {
    expect(formatThermometer({ kind: 'broken', value: null })).toBe('uszkodzony czujnik');
    expect(formatThermometer({ kind: 'missing', value: null })).toBe('brak czujnika');
    expect(formatThermometer({ kind: 'over', value: 8.25 })).toBe('8,3°C');
    expect(formatThermometer({ kind: 'normal', value: -18 })).toBe('-18,0°C');
  });

  it('writes coordinates only when both are numbers', () => {
    expect(formatCoords(51.1, 17.0333333)).toBe('51.100000, 17.033333');
    expect(formatCoords(null, 17)).toBeNull();
  });

  it('writes the type-9 battery percent', () => {
    expect(batteryText(57)).toBe('Bateria: 57%');
    expect(batteryText(null)).toBe('--');
  });
});

describe('list flags (monit-vl-*)', () => {
  it('reads the defaults of spec 1 §3.9', () => {
    expect(defaults).toMatchObject({ date: false, geo: true, geoCoords: false, speed: true, fuel: true, engine: true });
    expect(defaults).toMatchObject({ inputs: true, temp: true, accumulator: true, counter: false, energy1: false });
    expect(Object.values(defaults.rail).every((x) => x === false)).toBe(true);
  });

  it('falls back to the default for a value that is not a boolean', () => {
    expect(readListFlags({ 'monit-vl-geo': 'yes', 'monit-vl-date': true })).toMatchObject({ geo: true, date: true });
    expect(readListMode({ 'monit-vehicles-list-mode': 'wide' })).toBe('wide');
    expect(readListMode({ 'monit-vehicles-list-mode': 'huge' })).toBe('standard');
  });

  it('compact mode shows one line per vehicle over the stored mode, which the dialog keeps', () => {
    expect(readDisplayMode({ 'monit-vehicles-list-mode': 'wide', 'monit-vl-compact': true })).toBe('compact');
    expect(readDisplayMode({ 'monit-vehicles-list-mode': 'wide', 'monit-vl-compact': 'yes' })).toBe('wide');
    expect(readDisplayMode(defaultSettings())).toBe('standard');
    expect(readListMode({ 'monit-vehicles-list-mode': 'wide', 'monit-vl-compact': true })).toBe('wide');
  });
});

describe('list search', () => {
  const v = vehicleFixture({
    regno: 'DW 7P350',
    d1: 'Łukasz Żółkiewski',
    d1p: 'CARD-0042',
    geo: 'PL, Wrocław, ul. Legnicka 12',
    poiname: 'Baza Oława',
  });

  it('finds a vehicle by registration with or without spaces, in any case', () => {
    expect(vehicleMatches(v, 'dw7p')).toBe(true);
    expect(vehicleMatches(v, 'DW 7P350')).toBe(true);
    expect(vehicleMatches(v, 'PO 3M')).toBe(false);
  });

  it('finds it by driver or card, and without Polish letters', () => {
    expect(vehicleMatches(v, 'zolkiewski')).toBe(true);
    expect(vehicleMatches(v, 'łukasz')).toBe(true);
    expect(vehicleMatches(v, 'card-0042')).toBe(true);
  });

  it('finds it by place: the server text, the address the list fetched, the own point', () => {
    expect(vehicleMatches(v, 'wroclaw legnicka')).toBe(true);
    expect(vehicleMatches({ ...v, geo: null }, 'poznań', 'PL, Poznań, Głogowska')).toBe(true);
    expect(vehicleMatches({ ...v, geo: null }, 'poznań')).toBe(false);
    expect(vehicleMatches(v, 'oława')).toBe(true);
  });

  it('needs every word to match; an empty query matches all', () => {
    expect(vehicleMatches(v, 'dw7p wroclaw')).toBe(true);
    expect(vehicleMatches(v, 'dw7p krakow')).toBe(false);
    expect(vehicleMatches(v, '   ')).toBe(true);
    expect(searchText('Łódź  Bałuty')).toBe('lodzbaluty');
  });
});

describe('item values', () => {
  const truck = vehicleFixture({ v: 72, th: 71, r: 1450, f: 312.46, t: 18.5, al: 24.8, al_a: 1 });

  it('shows each value behind its flag, in the spec order, leaving out what the vehicle lacks', () => {
    expect(itemValues(truck, defaults).map((x) => [x.key, x.text])).toEqual([
      ['speed', '72 km/h'],
      ['engine', '1\u00a0450 obr/min'],
      ['fuel', '312,5 l'],
      ['accumulator', '24,8 V'],
    ]);
    const all = itemValues({ ...truck, ckm: 123456789, cmth: 5400 }, allOn).map((x) => x.key);
    expect(all).toEqual(['speed', 'speedTacho', 'engine', 'fuel', 'tonage', 'accumulator', 'counter', 'mth']);
  });

  it('converts counters (ckm/1000, cmth/3600) and marks a low accumulator', () => {
    const values = itemValues({ ...truck, ckm: 123456789, cmth: 5400 }, allOn);
    expect(values.find((x) => x.key === 'counter')?.text).toBe('123\u00a0456,8 km');
    expect(values.find((x) => x.key === 'mth')?.text).toBe('1,5 mth');
    expect(values.find((x) => x.key === 'accumulator')?.alert).toBe(true);
    expect(itemValues({ ...truck, al_a: 0 }, defaults).find((x) => x.key === 'accumulator')?.alert).toBeUndefined();
  });

  it('derives the rail panel values from traction counter, voltage and power', () => {
    const loco = vehicleFixture({ vtp: 11, tpc: 15000, tv: 3000, tpm: 1500, e1: 20000, e2: 5000 });
    expect(railValue(loco, 'a')?.text).toBe('15\u00a0000 kWh');
    expect(railValue(loco, 'b')?.text).toBe('3\u00a0000 V');
    expect(railValue(loco, 'c')?.text).toBe('1\u00a0500 kW');
    expect(railValue(loco, 'd')?.text).toBe('500 A');
    expect(railValue(loco, 'e')?.text).toBe('pobór energii');
    expect(railValue({ ...loco, tpm: -200 }, 'e')?.text).toBe('rekuperacja');
    expect(railValue(loco, 'f')?.text).toBe('25,0 %');
    expect(railValue(loco, 'g')?.text).toBe('pod napięciem');
    expect(railValue({ ...loco, tv: 0 }, 'd')).toBeNull();
    expect(railValue({ ...loco, tv: 0 }, 'g')?.text).toBe('bez napięcia');
    expect(railValue(vehicleFixture(), 'a')).toBeNull();
    expect(itemValues(loco, defaults).some((x) => x.key.startsWith('rail'))).toBe(false);
    expect(itemValues(loco, allOn).filter((x) => x.key.startsWith('rail'))).toHaveLength(7);
  });
});

describe('thermometers, inspections, inputs and outputs', () => {
  it('lists the present thermometers with names, texts and over/under classes', () => {
    const v = vehicleFixture({ t1: 5.25, td1: 'Chłodnia', td_max1: 5, t3: -30, td_min3: -25, t16: 2100, t2: null });
    expect(itemThermometers(v)).toEqual([
      { n: 1, name: 'Chłodnia', text: '5,3°C', kind: 'over' },
      { n: 3, name: 'T3', text: '-30,0°C', kind: 'under' },
      { n: 16, name: 'T16', text: 'brak czujnika', kind: 'missing' },
    ]);
    expect(itemThermometers(vehicleFixture({ vtp: 14, t4: 350 }))[0]).toMatchObject({ text: 'uszkodzony czujnik' });
  });

  it('lists P and W chips that exist, with level, inspection id and status', () => {
    const v = vehicleFixture({ ins2: 1, insid2: 77, inssid2: 2, inscn2: 'OC', insw3: 2, inswid3: 90 });
    expect(itemInspections(v)).toEqual([
      { kind: 'p', n: 2, label: 'P2', level: 1, iid: 77, statusId: 2, customName: 'OC' },
      { kind: 'w', n: 3, label: 'W3', level: 2, iid: 90, statusId: null, customName: null },
    ]);
  });

  it('lists the configured inputs 1–4 and outputs 1–4 with their classes', () => {
    const v = vehicleFixture({ i1: 1, it1: 2, id1: 'Napad', i2: 0, it2: 7, i5: 1, o1: 1, o4: 0 });
    expect(itemIo(v).map((x) => `${x.label}:${x.className}`)).toEqual([
      'I1:alarm',
      'I2:breath',
      'O1:active',
      'O4:inactive',
    ]);
  });
});

describe('rows: sorting, numbering, selectability', () => {
  const list: MonitVehicle[] = [
    vehicleFixture({ id: 1, regno: 'B', v: 10 }),
    vehicleFixture({ id: 2, regno: 'A', v: 90 }),
    vehicleFixture({ id: 3, regno: 'C', v: 50, dt: null, age: null }),
    vehicleFixture({ id: 4, regno: 'D', vtp: 13, age: 3600 }),
  ];

  it('keeps the server order without a sort and numbers rows in the shown order', () => {
    const rows = buildRows(list, null);
    expect(rows.map((r) => [r.no, r.v.id])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
    expect(rows.map((r) => r.selectable)).toEqual([true, true, false, false]);
    expect(rows[2].age).toBeNull();
    expect(rows[3].timedOut).toBe(true);
  });

  it('sorts by the chosen key and cycles back to the server order', () => {
    let sort = nextSort(null, 'v');
    expect(buildRows(list, sort).map((r) => r.v.id)).toEqual([1, 3, 4, 2]);
    sort = nextSort(sort, 'v');
    expect(buildRows(list, sort)[0].v.id).toBe(2);
    sort = nextSort(sort, 'v');
    expect(sort).toBeNull();
    expect(buildRows(list, sort).map((r) => r.v.id)).toEqual([1, 2, 3, 4]);
    expect(buildRows(list, nextSort(null, 'regno')).map((r) => r.v.regno)).toEqual(['A', 'B', 'C', 'D']);
    expect(rowIndexOf(buildRows(list, nextSort(null, 'regno')), 1)).toBe(1);
    expect(rowIndexOf([], null)).toBe(-1);
  });
});

describe('links', () => {
  const now = new Date(2026, 2, 29, 14, 30); // local time, DST change day in Poland

  it("opens today's route and the day of the last point", () => {
    expect(todayRange(now)).toEqual({ from: '2026-03-29 00:00:00', to: '2026-03-29 23:59:59' });
    expect(routeUrl(7, todayRange(now))).toBe(
      '/route?vid=7&from_date=2026-03-29+00%3A00%3A00&to_date=2026-03-29+23%3A59%3A59',
    );
    expect(lastPointDayRange('2026-03-20 08:15:00', now)).toEqual({
      from: '2026-03-20 00:00:00',
      to: '2026-03-20 23:59:59',
    });
    expect(lastPointDayRange(null, now)).toEqual(todayRange(now));
  });

  it('builds the maps service, new POI/base and inspection addresses', () => {
    expect(mapsServiceUrl(51.1, 17.03)).toBe('https://www.google.com/maps/search/?api=1&query=51.100000,17.030000');
    expect(newPoiUrl(51.1, 17.03)).toBe('/poi/new?lat=51.100000&lon=17.030000');
    expect(newBaseUrl(51.1, 17.03)).toBe('/base/new?lat=51.100000&lon=17.030000');
    expect(inspectionEditUrl('p', 5)).toBe('/inspections/ep/id/5/0');
    expect(inspectionEditUrl('w', 6)).toBe('/inspections/ew/id/6/0');
    expect(inspectionPerformUrl('p', 5, 9, 2)).toBe('/inspections/pp/perform/5/9/2');
    expect(inspectionPerformUrl('p', 5, 9, null)).toBe('/inspections/pp/perform/5/9/1');
    expect(inspectionPerformUrl('w', 6, 9, null)).toBe('/inspections/pw/perform/6/9');
  });
});

describe('context menu position (250 px from the page bottom)', () => {
  const viewport = { width: 1366, height: 800 };
  it('opens at the pointer when there is room, higher near the bottom, left of the right edge', () => {
    expect(contextMenuPosition({ x: 100, y: 200 }, viewport, 260)).toEqual({ left: 100, top: 200 });
    expect(contextMenuPosition({ x: 100, y: 700 }, viewport, 260)).toEqual({ left: 100, top: 550 });
    expect(contextMenuPosition({ x: 1300, y: 100 }, viewport, 260).left).toBe(1366 - 264);
    expect(contextMenuPosition({ x: 10, y: 100 }, { width: 300, height: 200 }, 260)).toEqual({ left: 10, top: 0 });
  });
});
