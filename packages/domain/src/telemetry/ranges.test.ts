import { describe, expect, it } from 'vitest';
import { emptyPosition } from './index';
import { OUT_OF_RANGE_PREFIX, checkPositionRanges } from './ranges';

const base = () => ({ ...emptyPosition(Date.UTC(2026, 10, 25, 8), 51.1, 17.03), speed: 54, satellites: 9 });

describe('record value ranges', () => {
  it('leaves a good record as it is', () => {
    const p = { ...base(), batteryPercent: 87, fuelUsedLitres: 1234.5, temperatures: [4.5, null] };
    const { position, outOfRange } = checkPositionRanges(p);
    expect(outOfRange).toEqual([]);
    expect(position).toBe(p);
  });

  it('leaves impossible values out of their fields and keeps them in the raw values', () => {
    // The real frames: IO 113 as 4294806661 %, 3.89e17 litres used.
    const p = { ...base(), batteryPercent: 4294806661, fuelUsedLitres: 3.89e17, gsm: 99, rpm: -5 };
    const { position, outOfRange } = checkPositionRanges(p);
    expect(position.batteryPercent).toBeNull();
    expect(position.fuelUsedLitres).toBeNull();
    expect(position.gsm).toBeNull();
    expect(position.rpm).toBeNull();
    expect(position.extra[`${OUT_OF_RANGE_PREFIX}batteryPercent`]).toBe(4294806661);
    expect(position.extra[`${OUT_OF_RANGE_PREFIX}fuelUsedLitres`]).toBe(3.89e17);
    expect(outOfRange.map((o) => o.field).sort()).toEqual(['batteryPercent', 'fuelUsedLitres', 'gsm', 'rpm']);
    // The rest of the record is kept, and the input is not changed.
    expect(position.speed).toBe(54);
    expect(p.batteryPercent).toBe(4294806661);
  });

  it('gives required fields their neutral value and turns impossible coordinates into an invalid fix', () => {
    const { position, outOfRange } = checkPositionRanges({ ...base(), speed: Number.NaN, course: 720, lat: 181 });
    expect(position).toMatchObject({ speed: 0, course: 0, lat: 0, lon: 0, valid: false });
    expect(position.extra[`${OUT_OF_RANGE_PREFIX}speed`]).toBe('NaN');
    expect(outOfRange.map((o) => o.field)).toEqual(['lat', 'lon', 'speed', 'course']);
  });

  it('keeps a driver identifier with a NUL or a lone surrogate out of the column (issue 28 §3)', () => {
    const { position, outOfRange } = checkPositionRanges({
      ...emptyPosition(0, 52, 21),
      driver1: 'ab\u0000c',
      driver2: 'x\ud800',
    });
    expect(position.driver1).toBeNull();
    expect(position.driver2).toBeNull();
    expect(outOfRange.map((o) => o.field)).toEqual(['driver1', 'driver2']);
  });

  it('drops sensor fault codes as temperatures and over-long driver identifiers', () => {
    const { position } = checkPositionRanges({
      ...base(),
      temperatures: [850, 21.5, -3276.8],
      driver1: 'X'.repeat(40),
      driver2: '0000012345',
    });
    expect(position.temperatures).toEqual([null, 21.5, null]);
    expect(position.driver1).toBeNull();
    expect(position.driver2).toBe('0000012345');
    expect(position.extra[`${OUT_OF_RANGE_PREFIX}t1`]).toBe(850);
  });

  it('leaves impossible wireless-sensor values out (humidity, battery %, voltage) and keeps them raw', () => {
    const p = {
      ...base(),
      humidities: [null, null, null, null, 3273.5, 41.2],
      sensorBatteries: [null, null, null, null, 255, 87],
      sensorVoltages: [null, null, null, null, null, null, null, null, 3010, -1],
    };
    const { position, outOfRange } = checkPositionRanges(p);
    expect(position.humidities).toEqual([null, null, null, null, null, 41.2]);
    expect(position.sensorBatteries).toEqual([null, null, null, null, null, 87]);
    expect(position.sensorVoltages).toEqual([null, null, null, null, null, null, null, null, 3010, null]);
    expect(outOfRange.map((o) => o.field)).toEqual(['h5', 'sb5', 'sv10']);
    expect(position.extra[`${OUT_OF_RANGE_PREFIX}h5`]).toBe(3273.5);
    expect(p.humidities[4]).toBe(3273.5); // the input is not changed
  });

  it('keeps an extra value that JSON cannot hold as its text', () => {
    const { position } = checkPositionRanges({
      ...base(),
      batteryPercent: 200,
      extra: { x: Number.POSITIVE_INFINITY },
    });
    expect(position.extra.x).toBe('Infinity');
  });
});
