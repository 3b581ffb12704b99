import { describe, expect, it } from 'vitest';
import { emptyPosition, type Position } from '@namiar/domain';
import { INSERT_COLUMNS, NUMERIC_COLUMNS, TEXT_COLUMNS, encodePositions, encodedRow } from './position-columns';
import { rowToPosition } from './position-row';

/** Every field set, each to a value no other field has, so a swapped column shows. */
function distinct(time: number): Position {
  return {
    ...emptyPosition(time, 51.25, 17.5),
    speed: 62.5,
    course: 359.6, // rounds to 360 → stored as 0
    altitude: 121.5,
    satellites: 11,
    valid: true,
    ignition: true,
    movement: false,
    odometer: 123456.5,
    engineSeconds: 3601,
    fuelProbe1: 2048,
    fuelProbe2: 1024,
    canFuelLitres: 55.5,
    fuelUsedLitres: 1234.25,
    externalVoltage: 27800.4,
    batteryVoltage: 4100.6,
    batteryPercent: 87,
    gsm: 18,
    antenna: 2,
    inputs: 0b101,
    outputs: 0b10,
    driver1: '01A2B3C4D5E6F7',
    driver2: 'FFEE',
    rpm: 1450.7,
    tachoSpeed: 61,
    temperatures: [4.5, null, -18.2],
    tonnage: 12.4,
    energy1: 1001,
    energy2: 1002,
    tractionCounter: 7,
    tractionVoltage: 3000,
    tractionPower: 450,
    harsh: 'brake',
    caseOpen: true,
    extra: { io250: 3, note: 'say "hi"\\' },
  };
}

describe('columnar group of records', () => {
  it('lists every insert column once, numeric columns first', () => {
    expect(new Set(INSERT_COLUMNS).size).toBe(INSERT_COLUMNS.length);
    expect(INSERT_COLUMNS).toEqual([...NUMERIC_COLUMNS, ...TEXT_COLUMNS]);
  });

  it('stores each field in its own column, rounded where the column is an integer', () => {
    const p = distinct(Date.parse('2026-11-01T10:00:00Z'));
    const enc = encodePositions([{ vehicleId: 7, customerId: 3, positions: [p] }], 999);
    expect(encodedRow(enc, 0)).toEqual({
      vehicle_id: 7,
      time: p.time,
      customer_id: 3,
      received_at: 999,
      lat: 51.25,
      lon: 17.5,
      speed: 62.5,
      course: 0,
      altitude: 121.5,
      satellites: 11,
      valid: 1,
      ignition: 1,
      movement: 0,
      odometer: 123456.5,
      engine_seconds: 3601,
      fuel_probe1: 2048,
      fuel_probe2: 1024,
      can_fuel: 55.5,
      fuel_used: 1234.25,
      ext_voltage: 27800,
      bat_voltage: 4101,
      bat_percent: 87,
      gsm: 18,
      antenna: 2,
      inputs: 5,
      outputs: 2,
      rpm: 1451,
      tacho_speed: 61,
      energy1: 1001,
      energy2: 1002,
      driver1: '01A2B3C4D5E6F7',
      driver2: 'FFEE',
      extra: JSON.stringify({
        t: [4.5, null, -18.2],
        tonnage: 12.4,
        tractionCounter: 7,
        tractionVoltage: 3000,
        tractionPower: 450,
        harsh: 'brake',
        caseOpen: true,
        x: { io250: 3, note: 'say "hi"\\' },
      }),
    });
  });

  it('reads back as the same record (what the engine gets from the database)', () => {
    const p = { ...distinct(1), course: 271, externalVoltage: 27800, batteryVoltage: 4100, rpm: 1450 };
    const enc = encodePositions([{ vehicleId: 1, customerId: 1, positions: [p] }], 5);
    expect(rowToPosition(encodedRow(enc, 0) as never)).toEqual(p);
  });

  it('stores the wireless sensors (humidity, battery, voltage) beside the temperatures and reads them back', () => {
    const p: Position = {
      ...emptyPosition(2000, 50, 20),
      temperatures: [null, null, null, null, 23.45],
      humidities: [null, null, null, null, 41.2, null, null, null, 55],
      sensorBatteries: [null, null, null, null, 87],
      sensorVoltages: [null, null, null, null, null, null, null, null, 3000],
    };
    const row = encodedRow(encodePositions([{ vehicleId: 1, customerId: 1, positions: [p] }], 5), 0);
    expect(JSON.parse(row.extra!)).toEqual({
      t: p.temperatures,
      h: p.humidities,
      sb: p.sensorBatteries,
      sv: p.sensorVoltages,
    });
    expect(rowToPosition(row as never)).toEqual(p);
    // lists with nothing reported are not stored
    const none = { ...emptyPosition(3000, 50, 20), humidities: [null, null] };
    expect(encodedRow(encodePositions([{ vehicleId: 1, customerId: 1, positions: [none] }], 5), 0).extra).toBeNull();
  });

  it('keeps "not reported" as NULL, distinct from 0', () => {
    const bare = emptyPosition(1000, 50, 20);
    const enc = encodePositions([{ vehicleId: 1, customerId: 1, positions: [bare] }], 5);
    const row = encodedRow(enc, 0);
    expect(row.ignition).toBeNull();
    expect(row.odometer).toBeNull();
    expect(row.driver1).toBeNull();
    expect(row.extra).toBeNull();
    expect(row.inputs).toBe(bare.inputs);
    expect(rowToPosition(row as never)).toEqual(bare);
  });

  it('keeps submitters and their records in order', () => {
    const enc = encodePositions(
      [
        { vehicleId: 1, customerId: 9, positions: [emptyPosition(10, 1, 1), emptyPosition(20, 1, 1)] },
        { vehicleId: 2, customerId: 9, positions: [] },
        { vehicleId: 3, customerId: 8, positions: [emptyPosition(5, 1, 1)] },
      ],
      0,
    );
    expect(enc.count).toBe(3);
    expect([0, 1, 2].map((i) => [encodedRow(enc, i).vehicle_id, encodedRow(enc, i).time])).toEqual([
      [1, 10],
      [1, 20],
      [3, 5],
    ]);
  });

  it("takes each record's receipt time where its batch gives them, else the group's", () => {
    const p = (t: number) => emptyPosition(t, 51, 17);
    const enc = encodePositions(
      [
        { vehicleId: 1, customerId: 1, positions: [p(10), p(20)], receivedAt: [15, 40] },
        { vehicleId: 2, customerId: 1, positions: [p(30)] },
      ],
      999,
    );
    expect([0, 1, 2].map((i) => encodedRow(enc, i).received_at)).toEqual([15, 40, 999]);
  });
});
