import type { MonitVehicle } from '@namiar/domain';
import { describe, expect, it } from 'vitest';
import { bubbleText, hasPosition, isDrawn, toMapVehicles } from './mapVehicles';

/** The fields the map reads; the rest of the record does not matter here. */
function vehicle(over: Partial<MonitVehicle>): MonitVehicle {
  return {
    id: 1,
    regno: 'DW 12345',
    dt: '2025-03-10 12:00:00',
    age: 60,
    lat: 51.1,
    lon: 17.03,
    geo: 'PL, 50-001, Wrocław, Rynek',
    key: 1,
    v: 54.4,
    vtp: 0,
    azh: 90,
    icon_id: 3,
    vehicle_icon_color: '#FF0000',
    ...over,
  } as MonitVehicle;
}

const noBubbles = { date: false, speed: false, geo: false };

describe('which vehicles the map draws (spec 1 §4)', () => {
  it('needs numeric coordinates other than (0, 0)', () => {
    expect(hasPosition({ lat: 51, lon: 17 })).toBe(true);
    expect(hasPosition({ lat: null, lon: 17 })).toBe(false);
    expect(hasPosition({ lat: 0, lon: 0 })).toBe(false);
    expect(hasPosition({ lat: 0, lon: 17 })).toBe(true);
    expect(hasPosition({ lat: 95, lon: 17 })).toBe(false);
  });
  it('leaves out type-13 vehicles silent for an hour or more', () => {
    expect(isDrawn(vehicle({ vtp: 13, age: 3599 }))).toBe(true);
    expect(isDrawn(vehicle({ vtp: 13, age: 3600 }))).toBe(false);
    expect(isDrawn(vehicle({ vtp: 1, age: 99999 }))).toBe(true);
  });
});

describe('toMapVehicles', () => {
  it('takes the marker look from the record and the domain rules', () => {
    const [m] = toMapVehicles([vehicle({})], noBubbles);
    expect(m).toMatchObject({
      id: 1,
      lon: 17.03,
      lat: 51.1,
      heading: 90,
      title: 'DW 12345',
      selectable: true,
      look: { icon: 'truck', color: '#ff0000', state: 'riding', age: 0 },
    });
  });
  it('marker state follows key and speed; data age follows the domain rule', () => {
    const looks = toMapVehicles(
      [
        vehicle({ id: 1, key: 1, v: 0, age: 15 * 60 }),
        vehicle({ id: 2, key: 0, v: 0, age: 60 * 60 }),
        vehicle({ id: 3, key: 1, v: 3, age: null, dt: null }),
        vehicle({ id: 4, vtp: 9, age: 1439 * 60 }),
      ],
      noBubbles,
    ).map((m) => [m.look.state, m.look.age, m.selectable]);
    expect(looks).toEqual([
      ['paused', 1, true],
      ['off', 2, true],
      ['riding', 3, false],
      ['riding', 0, true],
    ]);
  });
  it('skips vehicles without a position and keeps the rest in order', () => {
    const ids = toMapVehicles([vehicle({ id: 5 }), vehicle({ id: 6, lat: null }), vehicle({ id: 7 })], noBubbles).map(
      (m) => m.id,
    );
    expect(ids).toEqual([5, 7]);
  });
});

describe('bubble text (monit-vi-date, monit-vi-speed, monit-vi-geo)', () => {
  it('always starts with the registration and adds the chosen lines', () => {
    const v = vehicle({});
    expect(bubbleText(v, noBubbles)).toBe('DW 12345');
    expect(bubbleText(v, { date: true, speed: true, geo: true })).toBe(
      'DW 12345\n2025-03-10 12:00:00\n54 km/h\nPL, 50-001, Wrocław, Rynek',
    );
    expect(bubbleText(vehicle({ geo: null, dt: null }), { date: true, speed: false, geo: true })).toBe('DW 12345');
  });
});
