/**
 * The reverse of packages/protocols' io-map: a simulated record (domain Position) as the AVL
 * record an FMB-family Teltonika device would send, using the ids of the protocols IO table
 * (io-table.ts), so that mapTeltonikaRecord(positionToRecord(p)) gives p back (all fields but
 * `extra`; the tests check it record by record).
 *
 * Rail values (energy counters, traction counter, line voltage and power) have no id in
 * Teltonika's tables: the demo sends them on private Codec 8E ids (RAIL_IO below), which the
 * protocols table maps to the Position fields (io-table.ts, "rail values").
 */
import type { Position } from '@namiar/domain/telemetry';
import type { IoSize, IoValue, TeltonikaRecord } from '@namiar/protocols';

/** Private Codec 8E ids of the rail values, 4-byte unsigned integers (kWh, kWh, kWh, V, kW). */
export const RAIL_IO = {
  energy1: 61001,
  energy2: 61002,
  tractionCounter: 61003,
  tractionVoltage: 61004,
  tractionPower: 61005,
} as const;

const INPUT_IDS = [1, 2, 3] as const;
const OUTPUT_IDS = [179, 180, 380] as const;
const DALLAS_IDS = [72, 73, 74, 75] as const;
const AXLE_IDS = [118, 119, 120, 121, 122] as const;
const HARSH_CODE = { accel: 1, brake: 2, corner: 3 } as const;

function hexBytes(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

function bigFromBytes(bytes: Uint8Array): bigint {
  let v = 0n;
  for (const b of bytes) v = (v << 8n) | BigInt(b);
  return v;
}

/** 8 bytes of ASCII (space padded) as a big-endian value. */
function asciiValue(text: string): bigint {
  const bytes = new Uint8Array(8).fill(0x20);
  for (let i = 0; i < Math.min(8, text.length); i++) bytes[i] = text.charCodeAt(i);
  return bigFromBytes(bytes);
}

/**
 * A Position as a Teltonika AVL record. `axles`: load sensors the tonnage is spread over
 * (1–5). Throws on values a device could not send (the simulator never produces them).
 */
export function positionToRecord(p: Position, axles = 5): TeltonikaRecord {
  const io = new Map<number, IoValue>();
  const size = new Map<number, IoSize>();
  const put = (id: number, value: number | bigint, bytes: IoSize) => {
    io.set(id, value);
    size.set(id, bytes);
  };
  if (p.ignition !== null) put(239, p.ignition ? 1 : 0, 1);
  if (p.movement !== null) put(240, p.movement ? 1 : 0, 1);
  if (p.gsm !== null) put(21, Math.round((p.gsm * 5) / 31), 1);
  put(69, p.valid ? 1 : 2, 1);
  if (p.externalVoltage !== null) put(66, p.externalVoltage, 2);
  if (p.batteryVoltage !== null) put(67, p.batteryVoltage, 2);
  if (p.batteryPercent !== null) put(113, p.batteryPercent, 1);
  INPUT_IDS.forEach((id, bit) => put(id, (p.inputs >> bit) & 1, 1));
  OUTPUT_IDS.forEach((id, bit) => put(id, (p.outputs >> bit) & 1, 1));
  if (p.odometer !== null) put(16, p.odometer, 4);
  if (p.engineSeconds !== null) put(449, p.engineSeconds, 4);
  if (p.rpm !== null) put(85, p.rpm, 2);
  if (p.tachoSpeed !== null) put(135, p.tachoSpeed, 2);
  if (p.fuelProbe1 !== null) put(201, p.fuelProbe1, 2);
  if (p.fuelProbe2 !== null) put(203, p.fuelProbe2, 2);
  if (p.canFuelLitres !== null) put(84, Math.round(p.canFuelLitres * 10), 2);
  if (p.fuelUsedLitres !== null) put(83, Math.round(p.fuelUsedLitres * 10), 4);
  // iButton: Traccar prints the 8 bytes little-endian, so the wire value is the text reversed;
  // no key ('') is 0; a vehicle without a reader sends no element.
  if (p.driver1 !== null) put(78, bigFromBytes(hexBytes(p.driver1.padStart(16, '0')).reverse()), 8);
  if (p.driver2 !== null) {
    const card = p.driver2.padEnd(16, ' ');
    put(149, asciiValue(card.slice(0, 8)), 8);
    put(150, asciiValue(card.slice(8, 16)), 8);
  }
  p.temperatures.forEach((t, i) => {
    if (t !== null && i < DALLAS_IDS.length) put(DALLAS_IDS[i], Math.round(t * 10), 4);
  });
  if (p.tonnage !== null) {
    const kg = Math.round(p.tonnage * 1000);
    const n = Math.max(1, Math.min(AXLE_IDS.length, axles));
    let left = kg;
    for (let i = 0; i < n; i++) {
      const share = i === n - 1 ? left : Math.floor(kg / n);
      put(AXLE_IDS[i], share, 2);
      left -= share;
    }
  }
  if (p.harsh !== null) put(253, HARSH_CODE[p.harsh], 1);
  const rail: [keyof typeof RAIL_IO, number | null][] = [
    ['energy1', p.energy1],
    ['energy2', p.energy2],
    ['tractionCounter', p.tractionCounter],
    ['tractionVoltage', p.tractionVoltage],
    ['tractionPower', p.tractionPower],
  ];
  for (const [key, value] of rail) if (value !== null) put(RAIL_IO[key], Math.max(0, Math.round(value)), 4);
  const eventIo = typeof p.extra.eventIo === 'number' ? p.extra.eventIo : 0;
  return {
    time: p.time,
    priority: p.harsh !== null ? 1 : 0,
    lon: p.lon,
    lat: p.lat,
    altitude: p.altitude,
    angle: p.course,
    satellites: p.satellites,
    speed: p.speed,
    eventIoId: eventIo,
    io,
    ioSize: size,
  };
}
