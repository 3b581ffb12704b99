import { describe, expect, it } from 'vitest';
import type { AlarmRow } from '@namiar/domain';
import { withoutAlarms } from './useAcceptAlarms';

const row = (id: number): AlarmRow => ({
  id,
  vid: 1,
  regno: 'WX 1',
  eid: 4,
  ename: 'Przekroczenie prędkości',
  fdt: '2026-03-10 12:00:00',
  tdt: null,
  time: 60,
  value: 90,
  unit: 'km/h',
  lat: null,
  lon: null,
  adescription: null,
});

describe('withoutAlarms', () => {
  it('drops the accepted ids and keeps the rest in order', () => {
    expect(withoutAlarms({ alarms: [row(1), row(2), row(3)] }, [1, 3])?.alarms.map((a) => a.id)).toEqual([2]);
  });

  it('leaves an absent list absent and ignores unknown ids', () => {
    expect(withoutAlarms(undefined, [1])).toBeUndefined();
    expect(withoutAlarms({ alarms: [row(1)] }, [9])?.alarms).toHaveLength(1);
  });
});
