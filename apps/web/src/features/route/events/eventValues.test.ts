import { describe, expect, it } from 'vitest';
import { cellText } from '../../../kit/grid/columns';
import { eventColumns } from './eventColumns';
import { eventFixture } from './eventFixture';
import { counterHours, counterKm, eventRowId, eventValue, roadKm, visibleEvents } from './eventValues';

const words = { yes: 'Tak', no: 'Nie' };

describe('eventValue (spec 2 §9)', () => {
  it('divides fuel, mth usage and temperature types by 10', () => {
    for (const eid of [21, 22, 23, 39, 40, 28, 35, 76, 99]) expect(eventValue({ eid, val: 125 })).toBe(12.5);
  });
  it('keeps other types as stored and missing values as null', () => {
    expect(eventValue({ eid: 4, val: 125 })).toBe(125);
    expect(eventValue({ eid: 27, val: 125 })).toBe(125);
    expect(eventValue({ eid: 21, val: null })).toBeNull();
  });
});

describe('road and counter conversions', () => {
  it('converts metres and seconds', () => {
    expect(roadKm(12345)).toBe(12.345);
    expect(counterKm(123999)).toBe(123);
    expect(counterHours(5400)).toBe(1.5);
    expect([roadKm(null), counterKm(null), counterHours(null)]).toEqual([null, null, null]);
  });
});

describe('visibleEvents', () => {
  const events = [
    eventFixture({ id: 1, eid: 1 }),
    eventFixture({ id: 2, eid: 21 }),
    eventFixture({ id: 3, eid: 4, alarm: true }),
  ];
  it('shows everything without a filter', () => {
    expect(visibleEvents(events, { hidden: new Set() }).map((e) => e.id)).toEqual([1, 2, 3]);
  });
  it('drops hidden types', () => {
    expect(visibleEvents(events, { hidden: new Set([1, 4]) }).map((e) => e.id)).toEqual([2]);
  });
  it('drops alarms while the alarm filter is off', () => {
    expect(visibleEvents(events, { hidden: new Set(), hideAlarms: true }).map((e) => e.id)).toEqual([1, 2]);
  });
});

describe('eventRowId', () => {
  it('uses the stored id, else type and start', () => {
    expect(eventRowId(eventFixture({ id: 5 }))).toBe('id:5');
    expect(eventRowId(eventFixture({ id: 0, eid: 3, fdtValue: 99 }))).toBe('e:3:99');
  });
});

describe('eventColumns texts', () => {
  const columns = eventColumns((e) => (e.blat !== null ? 'Warszawa' : null));
  const text = (field: string, e = event) =>
    cellText(
      columns.find((c) => c.field === field)!,
      e,
      words,
    );
  const event = eventFixture({
    eid: 21,
    val: 453,
    dur: 3725,
    rgp: 12345,
    ckm: 123999,
    cmth: 5400,
    vavg: 45.67,
    t1min: -3.25,
    blat: 52.2,
    blon: 21,
    alarm: true,
  });
  it('has every RouteEvent field the table shows, keyed by the spec names', () => {
    expect(columns.map((c) => c.field)).toEqual([
      'name',
      'fdt',
      'tdt',
      'dur',
      'val',
      'driver_name',
      'trailer',
      'rgp',
      'rth',
      'vavg',
      'vm',
      't1min',
      't1max',
      't2min',
      't2max',
      't3min',
      't3max',
      't4min',
      't4max',
      'p',
      'ckm',
      'cmth',
      'fl',
      'flu',
      'geo',
      'xxx',
      'inv',
      'info',
      'alarm',
      'manual',
    ]);
  });
  it('writes converted values in Polish', () => {
    expect(text('dur')).toBe('1:02:05');
    expect(text('val')).toBe('45,3');
    expect(text('val', eventFixture({ eid: 4, val: 97 }))).toBe('97');
    expect(text('rgp')).toBe('12,35');
    expect(text('ckm')).toBe('123');
    expect(text('cmth')).toBe('1,50');
    expect(text('vavg')).toBe('45,7');
    expect(text('t1min')).toBe('-3,3');
    expect(text('alarm')).toBe('Tak');
    expect(text('manual')).toBe('Nie');
    expect(text('rth')).toBe('');
  });
  it('takes the server place, else the geocoded text', () => {
    expect(text('geo')).toBe('Warszawa');
    expect(text('geo', eventFixture({ geo: 'Kraków', blat: 50 }))).toBe('Kraków');
    expect(text('geo', eventFixture())).toBe('');
  });
});

describe('accepted fuel losses (issue 17)', () => {
  const info = eventColumns(() => null).find((c) => c.field === 'info')!;
  it('marks a loss accepted on /fuelloss in the remarks column, with or without a description', () => {
    expect(cellText(info, eventFixture({ eid: 22, acc: true, info: null }), words)).toBe('Zaakceptowany');
    expect(cellText(info, eventFixture({ eid: 22, acc: true, info: 'Agregat' }), words)).toBe('Zaakceptowany: Agregat');
    expect(cellText(info, eventFixture({ eid: 22, info: 'Uwaga' }), words)).toBe('Uwaga');
    expect(cellText(info, eventFixture({ eid: 22 }), words)).toBe('');
  });
});
