import { describe, expect, it } from 'vitest';
import type { AlarmRow } from '@namiar/domain';
import { eventOptions, filterAlarms, vehicleOptions } from './alarmFilter';

function alarm(over: Partial<AlarmRow>): AlarmRow {
  return {
    id: 1,
    vid: 1,
    regno: 'WX 1',
    eid: 4,
    ename: 'Przekroczenie prędkości',
    fdt: '2026-03-10 12:00:00',
    tdt: '2026-03-10 12:05:00',
    time: 300,
    value: 97,
    unit: 'km/h',
    lat: 52,
    lon: 21,
    adescription: null,
    ...over,
  };
}

const list = [
  alarm({ id: 1, vid: 2, regno: 'WX 10', eid: 22, ename: 'Ubytek paliwa' }),
  alarm({ id: 2, vid: 1, regno: 'WX 9', eid: 4, ename: 'Przekroczenie prędkości' }),
  alarm({ id: 3, vid: 2, regno: 'WX 10', eid: 4, ename: 'Przekroczenie prędkości' }),
  // Input 2 is the door on one vehicle and the pump on another; input 3 is the door elsewhere.
  alarm({ id: 4, vid: 1, regno: 'WX 9', eid: 10, ename: 'Drzwi ładowni załączone' }),
  alarm({ id: 5, vid: 2, regno: 'WX 10', eid: 10, ename: 'Pompa wody załączona' }),
  alarm({ id: 6, vid: 3, regno: 'WX 11', eid: 11, ename: 'Drzwi ładowni załączone' }),
];

describe('alarm filters (the alarm window and the alarms screen)', () => {
  it('offers each vehicle and each alarm name once, sorted (registrations naturally)', () => {
    expect(vehicleOptions(list)).toEqual([
      { value: 1, label: 'WX 9' },
      { value: 2, label: 'WX 10' },
      { value: 3, label: 'WX 11' },
    ]);
    expect(eventOptions(list).map((o) => o.label)).toEqual([
      'Drzwi ładowni załączone',
      'Pompa wody załączona',
      'Przekroczenie prędkości',
      'Ubytek paliwa',
    ]);
  });

  it('filters by vehicle, by alarm name (an input by what it is, whatever its number), by both', () => {
    expect(filterAlarms(list, { vid: 2, name: null }).map((a) => a.id)).toEqual([1, 3, 5]);
    expect(filterAlarms(list, { vid: null, name: 'Przekroczenie prędkości' }).map((a) => a.id)).toEqual([2, 3]);
    expect(filterAlarms(list, { vid: null, name: 'Drzwi ładowni załączone' }).map((a) => a.id)).toEqual([4, 6]);
    expect(filterAlarms(list, { vid: 2, name: 'Przekroczenie prędkości' }).map((a) => a.id)).toEqual([3]);
    expect(filterAlarms(list, { vid: null, name: null })).toHaveLength(6);
  });
});
