import { describe, expect, it } from 'vitest';
import { fromHex } from '../bytes';
import { encodeAvlFrame } from './encode';
import { decodeTeltonikaFrame } from './frame';
import { createTeltonikaMapper, mapTeltonikaRecord } from './io-map';
import { TELTONIKA_IO } from './io-table';
import { TV } from './test-vectors';
import type { IoSize, IoValue, TeltonikaRecord } from './types';

function records(hex: string): TeltonikaRecord[] {
  const m = decodeTeltonikaFrame(fromHex(hex));
  if (m.kind !== 'avl') throw new Error(JSON.stringify(m));
  return m.records;
}

/** A record with the given IO (id -> [size, value]) pushed through the encoder and decoder. */
function wire(
  io: Record<number, readonly [IoSize | 0, IoValue]>,
  head: Partial<TeltonikaRecord> = {},
): TeltonikaRecord {
  const rec: TeltonikaRecord = {
    time: Date.UTC(2025, 0, 15, 8, 30),
    priority: 0,
    lon: 21.0122287,
    lat: 52.2296756,
    altitude: 110,
    angle: 270,
    satellites: 11,
    speed: 64,
    eventIoId: 0,
    io: new Map(),
    ioSize: new Map(),
    ...head,
  };
  for (const [id, [size, value]] of Object.entries(io)) {
    rec.io.set(Number(id), value);
    if (size !== 0) rec.ioSize!.set(Number(id), size);
  }
  const m = decodeTeltonikaFrame(encodeAvlFrame(0x8e, [rec]));
  if (m.kind !== 'avl') throw new Error(JSON.stringify(m));
  return m.records[0];
}

describe('mapTeltonikaRecord on PROTOCOLS.md vectors', () => {
  it('TV-9: FMB record with a fix', () => {
    const p = mapTeltonikaRecord(records(TV.tv9)[0]);
    expect(p).toMatchObject({
      time: Date.parse('2019-01-04T12:27:19Z'),
      lat: 48.1523066,
      lon: 16.3745183,
      altitude: 190,
      course: 198,
      satellites: 15,
      speed: 83,
      valid: true,
      ignition: null,
      movement: true,
      gsm: 19, // 3 bars
      inputs: 0b1, // DIN1 = 1
      outputs: 0,
      externalVoltage: 14233,
      batteryVoltage: 3976,
      odometer: 2656224,
      temperatures: [null, null, null, null, null], // BLE 1 (slot 5) = 3000: "not found"
      humidities: [null, null, null, null, null], // its humidity (86) says the same
      sensorBatteries: [null, null, null, null, null], // and its battery (29) 0 %
    });
    expect(p.extra).toEqual({
      gsmBars: 3,
      sleepMode: 0,
      unplug: 0,
      cellId: 63501,
      lac: 17007,
      temp5Error: 3000,
      hum5Error: 3000,
      sensorBattery5Error: 0,
      operator: 23201,
    });
  });

  it('TV-10: moving vehicle with ignition, GNSS status and DOPs', () => {
    const p = mapTeltonikaRecord(records(TV.tv10)[0]);
    expect(p).toMatchObject({
      ignition: true,
      movement: true,
      antenna: 0,
      gsm: 19,
      externalVoltage: 14375,
      batteryVoltage: 3927,
      speed: 95,
      valid: true,
    });
    expect(p.extra).toMatchObject({ dataMode: 1, gnssStatus: 1, pdop: 1.1, hdop: 0.6, batteryCurrent: 0 });
    expect(p.extra).not.toHaveProperty('io24'); // GNSS speed repeats the head's speed
  });

  it('TV-11: VIN from the NX group, signed accelerometer', () => {
    const p = mapTeltonikaRecord(records(TV.tv11)[0]);
    expect(p.extra).toMatchObject({ vin: '1A1JC5444R7252367', accelX: 990, accelY: 229, accelZ: 18 });
    expect(p.gsm).toBe(25); // 4 bars
    expect(p.ignition).toBe(false);
  });

  it('TV-12: EYE temperature 0xFB5D -> -11.87 degC in slot 9', () => {
    const p = mapTeltonikaRecord(records(TV.tv12)[0]);
    expect(p.temperatures).toHaveLength(9);
    expect(p.temperatures[8]).toBe(-11.87);
    expect(p.humidities).toEqual([null, null, null, null, null, null, null, null, 73]); // EYE 1 humidity
    expect(p.extra.eye1Magnet).toBe(0);
    expect(p.valid).toBe(true); // 4 satellites
    expect(p.lat).toBe(-6.2906716);
  });

  it('TV-13: negative coordinates, event and priority kept', () => {
    const p = mapTeltonikaRecord(records(TV.tv13)[0]);
    expect([p.lat, p.lon, p.altitude, p.course, p.satellites, p.speed]).toEqual([-25, -10, 156, 157, 5, 15]);
    expect(p.extra).toMatchObject({ eventIo: 155, priority: 1, io155: 1 });
  });

  it('TV-14: the no-fix "last known position" record is not valid', () => {
    const [a, , c] = records(TV.tv14).map(mapTeltonikaRecord);
    expect(a.valid).toBe(false);
    expect(a.antenna).toBeNull();
    expect(a.extra.gnssStatus).toBe(4);
    expect(c.valid).toBe(true);
    expect(c.ignition).toBe(true);
    expect(c.speed).toBe(8);
  });

  it('TV-2: 0/0 without satellites is not valid; an iButton of 0 is no driver (no key: the card was removed)', () => {
    const p = mapTeltonikaRecord(records(TV.tv2)[0]);
    expect(p.valid).toBe(false);
    expect(p.driver1).toBe('');
    expect(p.inputs).toBe(1);
    expect(p.externalVoltage).toBe(24079);
  });

  it('TV-N3 neighbour (FM6xx-style 1-byte id 4, 2-byte Dallas sentinels)', () => {
    const rec = records(TV.tvN3ok)[0];
    const p = createTeltonikaMapper({ family: 'fm6' })(rec);
    expect(p.inputs).toBe(0);
    expect(p.temperatures.slice(0, 3)).toEqual([null, null, null]);
    expect(p.extra).toMatchObject({ temp1Error: 3000, temp2Error: 3000, temp3Error: 3000, gnssStatus: 3 });
  });
});

describe('mapTeltonikaRecord field by field', () => {
  it('maps every Position field the table feeds, with its unit conversion', () => {
    const rec = wire(
      {
        239: [1, 1],
        240: [1, 0],
        21: [1, 5],
        69: [1, 2],
        66: [2, 27850],
        67: [2, 4096],
        113: [1, 87],
        1: [1, 1],
        2: [1, 0],
        3: [1, 1],
        4: [4, 1234], // FMB: pulse counter, not DIN4
        179: [1, 1],
        180: [1, 0],
        380: [1, 1],
        16: [4, 1234567],
        87: [4, 999999],
        102: [4, 600], // minutes
        85: [2, 1850],
        135: [2, 88],
        81: [1, 87],
        201: [2, 1500],
        203: [2, 0xfffe], // -2: sensor error
        84: [2, 456], // 45.6 l
        83: [4, 123456], // 12345.6 l
        78: [8, 0x0100001234567801n],
        149: [8, 0x3132333435363738n],
        150: [8, 0x3930313233340000n],
        72: [4, 0xffffff9c], // -10.0
        73: [4, 850], // not ready
        26: [2, 2345], // BLE 2: 23.45
        10801: [2, 0xfb5d], // EYE 2: -11.87
        253: [1, 2],
        254: [1, 37],
        118: [2, 7100],
        119: [2, 11250],
        256: [0, new TextEncoder().encode('WVWZZZ1JZXW000001')],
        9999: [2, 7],
      },
      { eventIoId: 253, priority: 1 },
    );
    const p = mapTeltonikaRecord(rec);
    expect(p).toMatchObject({
      ignition: true,
      movement: false,
      gsm: 31,
      antenna: 3,
      externalVoltage: 27850,
      batteryVoltage: 4096,
      batteryPercent: 87,
      inputs: 0b101,
      outputs: 0b101,
      odometer: 1234567,
      engineSeconds: 36000,
      rpm: 1850,
      tachoSpeed: 88,
      fuelProbe1: 1500,
      fuelProbe2: null,
      canFuelLitres: 45.6,
      fuelUsedLitres: 12345.6,
      driver1: '0178563412000001',
      driver2: '12345678901234',
      harsh: 'brake',
      tonnage: 18.35,
      caseOpen: null,
    });
    expect(p.temperatures).toEqual([-10, null, null, null, null, 23.45, null, null, null, -11.87]);
    expect(p.extra).toMatchObject({
      pulseCounter1: 1234,
      canOdometer: 999999,
      canSpeed: 87,
      lls2Error: -2,
      temp2Error: 850,
      harshValue: 37,
      axle1Kg: 7100,
      axle2Kg: 11250,
      vin: 'WVWZZZ1JZXW000001',
      io9999: 7,
      eventIo: 253,
      priority: 1,
      gnssStatus: 2,
      gsmBars: 5,
    });
  });

  it('uses the fallback sources when the primary ones are absent, and keeps them in extra', () => {
    const p = mapTeltonikaRecord(
      wire({
        87: [4, 5000],
        389: [4, 7],
        103: [4, 2],
        449: [4, 99],
        36: [2, 800],
        37: [1, 51],
        12: [4, 2500],
        107: [4, 30],
        390: [4, 123],
      }),
    );
    expect(p).toMatchObject({
      odometer: 5000,
      engineSeconds: 120,
      rpm: 800,
      tachoSpeed: 51,
      fuelUsedLitres: 3,
      canFuelLitres: 12.3,
    });
    expect(p.extra).toMatchObject({
      canOdometer: 5000,
      obdOdometer: 7000,
      engineSecondsCounted: 120,
      ignitionOnSeconds: 99,
      obdRpm: 800,
      obdSpeed: 51,
      fuelUsedGps: 2.5,
      fuelUsedCounted: 3,
      obdFuelLitres: 12.3,
    });
  });

  it('driver: iButton beats RFID beats the tachograph card; a zero iButton is no key unless another source has one', () => {
    const card = { 147: [8, 0x2020313233343536n], 148: [8, 0x3738393000000000n] } as const;
    expect(mapTeltonikaRecord(wire({ ...card })).driver1).toBe('1234567890');
    expect(mapTeltonikaRecord(wire({ ...card, 207: [8, 0xabcdn] })).driver1).toBe('000000000000ABCD');
    expect(mapTeltonikaRecord(wire({ 207: [8, 0xabcdn], 78: [8, 0n] })).driver1).toBe('000000000000ABCD');
    expect(mapTeltonikaRecord(wire({ 207: [8, 0xabcdn], 78: [8, 0xff00n] })).driver1).toBe('00FF000000000000');
    // A reader reporting no key says so; a record without the element says nothing.
    expect(mapTeltonikaRecord(wire({ 78: [8, 0n] })).driver1).toBe('');
    expect(mapTeltonikaRecord(wire({ 78: [8, 0n], ...card })).driver1).toBe('1234567890');
    expect(mapTeltonikaRecord(wire({ 253: [1, 1] })).driver1).toBeNull();
  });

  it('harsh events: 1 accel, 3 corner, others null', () => {
    expect(mapTeltonikaRecord(wire({ 253: [1, 1] })).harsh).toBe('accel');
    expect(mapTeltonikaRecord(wire({ 253: [1, 3] })).harsh).toBe('corner');
    expect(mapTeltonikaRecord(wire({ 253: [1, 9] })).harsh).toBeNull();
  });

  it('GSM bars 0..5 on the 0-31 scale', () => {
    expect([0, 1, 2, 3, 4, 5].map((b) => mapTeltonikaRecord(wire({ 21: [1, b] })).gsm)).toEqual([0, 6, 12, 19, 25, 31]);
  });

  it('validity needs 3 satellites and non-zero coordinates (configurable)', () => {
    expect(mapTeltonikaRecord(wire({}, { satellites: 2 })).valid).toBe(false);
    expect(mapTeltonikaRecord(wire({}, { satellites: 3 })).valid).toBe(true);
    expect(mapTeltonikaRecord(wire({}, { lat: 0, lon: 0 })).valid).toBe(false);
    expect(createTeltonikaMapper({ minSatellites: 1 })(wire({}, { satellites: 1 })).valid).toBe(true);
  });

  it('FM6xx family: DIN4, DOUT3/4 on 50/51, GNSS status on 71', () => {
    const rec = wire({ 4: [1, 1], 50: [1, 1], 51: [1, 1], 71: [1, 1], 380: [1, 1] });
    const fm6 = createTeltonikaMapper({ family: 'fm6' })(rec);
    expect(fm6.inputs).toBe(0b1000);
    expect(fm6.outputs).toBe(0b1100);
    expect(fm6.antenna).toBe(0);
    expect(fm6.extra.io380).toBe(1);
    const fmb = mapTeltonikaRecord(rec);
    expect(fmb.inputs).toBe(0b1000); // a 1-byte id 4 is DIN4 whatever the family
    expect(fmb.outputs).toBe(0b0100); // 380 = DOUT3; 50/51 are OBD values on FMB
    expect(fmb.extra).toMatchObject({ io50: 1, io51: 1, io71: 1 });
  });

  it('bigint and byte values become text in extra', () => {
    const p = mapTeltonikaRecord(wire({ 11: [8, 2n ** 63n], 9998: [0, Uint8Array.of(1, 2, 0xff)] }));
    expect(p.extra.iccid1).toBe('9223372036854775808');
    expect(p.extra.io9998).toBe('0102ff');
  });

  it('the table has one rule per id and family, each with a source', () => {
    for (const r of TELTONIKA_IO) expect(r.source.length).toBeGreaterThan(0);
    expect(() => createTeltonikaMapper({ family: 'fm6' })).not.toThrow();
  });
});

describe('wireless sensors (BLE tags, EYE): values into the sensor lists, error codes null', () => {
  it('puts humidity, battery and voltage at the index of the sensor’s thermometer', () => {
    const p = mapTeltonikaRecord(
      wire({
        25: [2, 0x0929], // BLE 1: 23.45 degC
        86: [2, 412], // BLE 1: 41.2 %RH
        29: [1, 87], // BLE 1: 87 %
        26: [2, 0xfe0c], // BLE 2: -5.00 degC
        104: [2, 655], // BLE 2: 65.5 %RH
        20: [1, 12], // BLE 2: 12 %
        10800: [2, 0x0898], // EYE 1: 22.00 degC
        10804: [1, 55], // EYE 1: 55 %RH
        10824: [1, 100], // EYE 1: 2000 + 10 x 100 = 3000 mV
        10820: [1, 1], // EYE 1 low battery
        10816: [1, 0xf6], // EYE 1 pitch -10
        10832: [2, 0xff4c], // EYE 1 roll -180
      }),
    );
    expect(p.temperatures.slice(4, 6)).toEqual([23.45, -5]);
    expect(p.temperatures[8]).toBe(22);
    expect(p.humidities).toEqual([null, null, null, null, 41.2, 65.5, null, null, 55]);
    expect(p.sensorBatteries).toEqual([null, null, null, null, 87, 12]);
    expect(p.sensorVoltages).toEqual([null, null, null, null, null, null, null, null, 3000]);
    expect(p.extra).toMatchObject({ eye1LowBattery: 1, eye1Pitch: -10, eye1Roll: -180 });
  });

  it('never turns an error code into a value (old and new firmware codes)', () => {
    const p = mapTeltonikaRecord(
      wire({ 25: [2, 32767], 86: [2, 32735], 104: [2, 65534], 106: [2, 4000], 29: [1, 0], 26: [2, 2000] }),
    );
    expect(p.temperatures.slice(4, 6)).toEqual([null, null]);
    expect(p.humidities).toEqual([null, null, null, null, null, null, null]);
    expect(p.sensorBatteries).toEqual([null, null, null, null, null]);
    expect(p.extra).toMatchObject({
      temp5Error: 32767,
      temp6Error: 2000,
      hum5Error: 32735,
      hum6Error: 65534,
      hum7Error: 4000,
      sensorBattery5Error: 0,
    });
  });

  it('leaves the ids to the FM6xx meanings on that family', () => {
    const p = createTeltonikaMapper({ family: 'fm6' })(wire({ 86: [4, 1234], 29: [2, 1500] }));
    expect(p.humidities).toBeUndefined();
    expect(p.sensorBatteries).toBeUndefined();
    expect(p.extra).toMatchObject({ io86: 1234, io29: 1500 });
  });

  it('reads the beacon list (IO 385): iBeacon and Eddystone, RSSI, battery', () => {
    const uuid = '0102030405060708090a0b0c0d0e0f10';
    const blob = fromHex(
      '01' + // data part
        '21' +
        uuid +
        '0007' +
        '000b' +
        'c5' + // flags 0x21: iBeacon, major 7, minor 11, RSSI -59
        '06' +
        'aabbccddeeff00112233' +
        '445566778899' +
        'b0' +
        '012c' +
        '0915', // 0x06: Eddystone with battery and temperature
    );
    const p = mapTeltonikaRecord(wire({ 385: [0, blob] }));
    expect(p.extra).toMatchObject({
      beacon1Id: `${uuid}:7:11`,
      beacon1Rssi: -59,
      beacon2Id: 'aabbccddeeff00112233445566778899',
      beacon2Rssi: -80,
      beacon2BatteryMv: 3000,
      beacon2TempRaw: 0x0915,
    });
    // cut short: kept raw instead of half read
    expect(mapTeltonikaRecord(wire({ 385: [0, blob.subarray(0, 30)] })).extra).toMatchObject({
      io385: expect.any(String),
    });
  });
});
