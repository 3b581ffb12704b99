import { describe, expect, it } from 'vitest';
import type { RouteEvent } from '@namiar/domain';
import { eventFixture } from '../events/eventFixture';
import { eventMarkers, eventTooltip, pointIndexAt } from './eventMarkers';

const ev = (over: Partial<RouteEvent>) =>
  eventFixture({ blat: 51, blon: 17, fdt: '2026-05-04 10:00:00', tdt: '2026-05-04 10:30:00', fdtValue: 1000, ...over });

const texts = { from: 'Od', to: 'Do', duration: 'Czas', value: 'Wartość', road: 'Droga', acceptance: 'Akceptacja' };

describe('route event markers', () => {
  const points = { lat: [50, 50.5, 51], lon: [16, 16.5, 17], dtValue: [100, 200, 300] };

  it('leaves out hidden types and places events without coordinates at their start point', () => {
    const events = [ev({ eid: 1 }), ev({ eid: 2, blat: null, blon: null, fdtValue: 250 }), ev({ eid: 3 })];
    const markers = eventMarkers(events, { hidden: new Set([3]) }, points);
    expect(markers.map((m) => m.index)).toEqual([0, 1]);
    expect(markers[1]).toMatchObject({ lat: 50.5, lon: 16.5 });
    // Before the first point and without coordinates: nowhere to draw it.
    expect(eventMarkers([ev({ blat: null, blon: null, fdtValue: 50 })], { hidden: new Set() }, points)).toEqual([]);
  });

  it('hides alarms while the alarm filter is off', () => {
    const events = [ev({ eid: 4, alarm: true }), ev({ eid: 4 })];
    expect(eventMarkers(events, { hidden: new Set(), hideAlarms: true }, points).map((m) => m.index)).toEqual([1]);
    expect(eventMarkers(events, { hidden: new Set() }, points)[0]).toMatchObject({ alarm: true, color: '#e03131' });
  });

  it('finds the point of a time by binary search', () => {
    expect(pointIndexAt([100, 200, 300], 99)).toBe(-1);
    expect(pointIndexAt([100, 200, 300], 200)).toBe(1);
    expect(pointIndexAt([100, 200, 300], 1e9)).toBe(2);
  });

  it('divides fuel and temperature values by 10 in the tooltip (spec 2 §9)', () => {
    const value = (eid: number, val: number) =>
      eventTooltip(ev({ eid, val }), { date: false, duration: false }, texts).lines[0].text;
    for (const eid of [21, 22, 39]) expect(value(eid, 455)).toBe('45,5 l');
    expect(value(23, 455)).toBe('45,5 l/100km');
    expect(value(40, 455)).toBe('45,5 l/mth');
    for (const eid of [28, 35, 76, 99]) expect(value(eid, 455)).toBe('45,5 °C');
    expect(value(4, 95)).toBe('95 km/h');
  });

  it('builds the tooltip per the settings, with converted value and road in km', () => {
    const refuel = eventTooltip(ev({ eid: 21, name: 'Tankowanie', val: 1234 }), { date: true, duration: true }, texts);
    expect(refuel.title).toBe('Tankowanie');
    expect(refuel.lines).toEqual([
      { label: 'Od', text: '2026-05-04 10:00:00' },
      { label: 'Do', text: '2026-05-04 10:30:00' },
      { label: 'Czas', text: '0:30:00' },
      { label: 'Wartość', text: '123,4 l' },
    ]);
    const drive = eventTooltip(ev({ eid: 3, rgp: 12_345 }), { date: false, duration: false }, texts);
    expect(drive.lines).toEqual([{ label: 'Droga', text: '12,35 km' }]);
    const temp = eventTooltip(ev({ eid: 29, val: -55 }), { date: false, duration: false }, texts);
    expect(temp.lines).toEqual([{ label: 'Wartość', text: '-5,5 °C' }]);
  });

  it('marks a fuel loss accepted on /fuelloss, also one accepted without a description', () => {
    const flags = { date: false, duration: false };
    const bare = eventTooltip(ev({ eid: 22, val: 123, acc: true, info: null }), flags, texts);
    expect(bare.lines).toContainEqual({ label: 'Akceptacja', text: 'Zaakceptowany' });
    const noted = eventTooltip(ev({ eid: 22, val: 123, acc: true, info: 'Agregat' }), flags, texts);
    expect(noted.lines).toContainEqual({ label: 'Akceptacja', text: 'Zaakceptowany: Agregat' });
    const open = eventTooltip(ev({ eid: 22, val: 123 }), flags, texts);
    expect(open.lines.map((l) => l.label)).not.toContain('Akceptacja');
  });
});
