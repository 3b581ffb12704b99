import type { Position } from '@namiar/domain/telemetry';
import { beforeAll, describe, expect, it } from 'vitest';
import { createVehicleSimulation } from './behaviour';
import { DEMO_FLEET } from './fleet';
import type { CalibrationPoint, DemoVehicleSpec } from './fleet-spec';
import { isValidImei } from './imei';
import { DAY_MS, localMidnight, localWeekday } from './local-time';

const SEED = 7;
/** Monday 2 November 2026, 00:00 in Warsaw; a week of records for every vehicle. */
const START = localMidnight(Date.UTC(2026, 10, 2, 12));
const DAYS = 7;
const END = START + DAYS * DAY_MS;

const week = new Map<string, Position[]>();

beforeAll(() => {
  for (const spec of DEMO_FLEET) {
    const sim = createVehicleSimulation(spec, SEED, START);
    const all: Position[] = [];
    for (let t = START + DAY_MS; t <= END; t += DAY_MS) all.push(...sim.next(t));
    week.set(spec.regno, all);
  }
}, 60_000);

function litresOf(cal: readonly CalibrationPoint[], indicator: number): number {
  if (indicator <= cal[0].indicator) return cal[0].litres;
  for (let i = 1; i < cal.length; i++) {
    if (indicator <= cal[i].indicator) {
      const a = cal[i - 1];
      const b = cal[i];
      return a.litres + ((b.litres - a.litres) * (indicator - a.indicator)) / (b.indicator - a.indicator);
    }
  }
  return cal[cal.length - 1].litres;
}

/** Fuel in litres as the server would compute it from the record (probe calibration or CAN). */
function fuelLitres(spec: DemoVehicleSpec, p: Position): number | null {
  const fuel = spec.fuel;
  if (!fuel) return null;
  if (fuel.source === 'can') return p.canFuelLitres;
  let sum = litresOf(fuel.tanks[0].calibration, p.fuelProbe1!);
  if (fuel.tanks.length > 1) sum += litresOf(fuel.tanks[1].calibration, p.fuelProbe2!);
  return sum;
}

/** Episodes of fuel disappearing while parked (key off): ≥ 15 l within 40 min. */
function parkedFuelDrops(spec: DemoVehicleSpec, ps: Position[]): number[] {
  const drops: number[] = [];
  for (let i = 0; i < ps.length; i++) {
    const a = ps[i];
    if (a.ignition !== false) continue;
    const la = fuelLitres(spec, a)!;
    for (let j = i + 1; j < ps.length && ps[j].time - a.time <= 40 * 60_000; j++) {
      const b = ps[j];
      if (b.ignition !== false) break;
      if (la - fuelLitres(spec, b)! >= 15) {
        if (drops.length === 0 || a.time - drops[drops.length - 1] > 3 * 3_600_000) drops.push(a.time);
        break;
      }
    }
  }
  return drops;
}

describe('demo fleet specs', () => {
  it('about twenty vehicles of every icon, with valid unique IMEIs in the 35209310 2xxxxx range', () => {
    expect(DEMO_FLEET.length).toBeGreaterThanOrEqual(18);
    const imeis = new Set(DEMO_FLEET.map((s) => s.imei));
    expect(imeis.size).toBe(DEMO_FLEET.length);
    expect(new Set(DEMO_FLEET.map((s) => s.regno)).size).toBe(DEMO_FLEET.length);
    for (const s of DEMO_FLEET) {
      expect(isValidImei(s.imei), s.imei).toBe(true);
      expect(s.imei.startsWith('352093102')).toBe(true);
    }
    for (const icon of [1, 2, 3, 4, 5, 6, 7, 8])
      expect(
        DEMO_FLEET.some((s) => s.icon_id === icon),
        `icon ${icon}`,
      ).toBe(true);
    expect(DEMO_FLEET.some((s) => s.vehicle_type_id === 9)).toBe(true);
    expect(DEMO_FLEET.some((s) => s.vehicle_type_id === 10 || s.vehicle_type_id === 11)).toBe(true);
    expect(DEMO_FLEET.filter((s) => s.fuelTheft).length).toBeGreaterThanOrEqual(1);
    expect(DEMO_FLEET.some((s) => s.thermometers.some((t) => t.dailyExcursion))).toBe(true);
  });

  it('calibration tables rise monotonically within the probe range', () => {
    for (const s of DEMO_FLEET) {
      for (const tank of s.fuel?.tanks ?? []) {
        const cal = tank.calibration;
        expect(cal[0].litres).toBe(0);
        expect(cal[cal.length - 1].litres).toBeCloseTo(tank.capacity, 0);
        for (let i = 1; i < cal.length; i++) {
          expect(cal[i].litres).toBeGreaterThan(cal[i - 1].litres);
          expect(cal[i].indicator).toBeGreaterThan(cal[i - 1].indicator);
        }
        expect(cal[cal.length - 1].indicator).toBeLessThanOrEqual(4095);
      }
    }
  });
});

describe.each(DEMO_FLEET.map((s) => [s.regno, s] as const))('a week of %s', (regno, spec) => {
  it('records: time strictly increasing, counters only growing, inside Poland', () => {
    const ps = week.get(regno)!;
    expect(ps.length).toBeGreaterThan(DAYS * 80);
    expect(ps[0].time).toBe(START);
    const errors: string[] = [];
    const fail = (p: Position, what: string) =>
      errors.length < 10 && errors.push(`${new Date(p.time).toISOString()} ${what}`);
    for (let i = 1; i < ps.length; i++) {
      const a = ps[i - 1];
      const b = ps[i];
      if (!(b.time > a.time) || b.time % 1000 !== 0) fail(b, 'time');
      if (a.odometer !== null && !(b.odometer! >= a.odometer)) fail(b, 'odometer');
      if (a.engineSeconds !== null && !(b.engineSeconds! >= a.engineSeconds)) fail(b, 'engine seconds');
      if (a.fuelUsedLitres !== null && !(b.fuelUsedLitres! >= a.fuelUsedLitres)) fail(b, 'fuel used');
      if (a.energy1 !== null && !(b.energy1! >= a.energy1 && b.energy2! >= a.energy2!)) fail(b, 'energy');
    }
    const maxSpeed = spec.kind === 'car' ? 160 : spec.maxSpeed + 1;
    for (const p of ps) {
      if (!(p.lat > 49 && p.lat < 54.9 && p.lon > 14.1 && p.lon < 24.2)) fail(p, `outside Poland ${p.lat},${p.lon}`);
      if (!(p.course >= 0 && p.course < 360)) fail(p, `course ${p.course}`);
      if (p.speed > maxSpeed) fail(p, `speed ${p.speed}`);
      if (![0, 6, 12, 19, 25, 31].includes(p.gsm!)) fail(p, `gsm ${p.gsm}`);
      if (p.valid !== p.satellites >= 3) fail(p, `valid ${p.valid} with ${p.satellites} satellites`);
      if (!p.valid && p.speed !== 0) fail(p, 'speed without a fix');
    }
    expect(errors).toEqual([]);
  });

  it('key off means standing still; a driver is plugged in while the key is on', () => {
    const ps = week.get(regno)!;
    const errors: string[] = [];
    for (const p of ps) {
      const at = new Date(p.time).toISOString();
      if (p.ignition === false && (p.speed !== 0 || p.movement !== false || (p.inputs & 1) !== 0)) {
        errors.push(`${at} moving with the key off`);
      }
      if (p.ignition === true && (p.inputs & 1) !== 1) errors.push(`${at} ignition input off`);
      if (p.ignition === true && spec.drivers.length > 0 && !p.driver1) errors.push(`${at} no driver`);
    }
    expect(errors.slice(0, 10)).toEqual([]);
    if (spec.kind !== 'logger') {
      const on = ps.filter((p) => p.ignition).length;
      expect(on).toBeGreaterThan(50);
      expect(ps.some((p) => p.ignition === false && !p.driver1)).toBe(true);
      // A vehicle with a card reader reports the card taken out ('': no key), not nothing.
      if (spec.drivers.length > 0) expect(ps.some((p) => p.ignition === false && p.driver1 === '')).toBe(true);
    }
  });

  it('fuel stays within the tank; refuelling raises it', () => {
    const fuel = spec.fuel;
    const ps = week.get(regno)!;
    if (!fuel) {
      expect(ps.every((p) => p.fuelProbe1 === null && p.canFuelLitres === null)).toBe(true);
      return;
    }
    const capacity = fuel.tanks.reduce((s, t) => s + t.capacity, 0);
    const errors: string[] = [];
    for (const p of ps) {
      const l = fuelLitres(spec, p)!;
      if (!(l >= 0 && l <= capacity + 0.01)) errors.push(`${l} l`);
      if (fuel.source === 'probe') {
        if (!(p.fuelProbe1! >= 0 && p.fuelProbe1! <= 4095)) errors.push(`probe ${p.fuelProbe1}`);
        if ((p.fuelProbe2 === null) !== (fuel.tanks.length === 1)) errors.push(`probe 2 ${p.fuelProbe2}`);
      }
    }
    expect(errors.slice(0, 10)).toEqual([]);
    // Fill-ups: the level rises by a quarter of the tank or more between two key-off records.
    const levels = ps.map((p) => fuelLitres(spec, p)!);
    const rises = levels.filter((l, i) => i > 0 && l - levels[i - 1] > 3 && ps[i].ignition === false).length;
    const lowest = Math.min(...levels);
    if (lowest < fuel.refuelBelow * capacity * 0.9) expect(rises).toBeGreaterThan(0);
  });

  it('fuel theft: exactly one a day when the vehicle is a theft target, never otherwise', () => {
    if (!spec.fuel) return;
    const ps = week.get(regno)!;
    const drops = parkedFuelDrops(spec, ps);
    if (!spec.fuelTheft) {
      expect(drops).toEqual([]);
      return;
    }
    for (let d = 0; d < DAYS; d++) {
      const from = START + d * DAY_MS;
      const inDay = drops.filter((t) => t >= from && t < localMidnight(from + 30 * 3_600_000));
      expect(inDay.length, `day ${d}`).toBe(1);
    }
  });

  it('thermometers: within range, except the daily excursion of about 30 minutes', () => {
    const ps = week.get(regno)!;
    for (const th of spec.thermometers) {
      for (let d = 0; d < DAYS; d++) {
        const from = START + d * DAY_MS;
        const day = ps.filter((p) => p.time >= from && p.time < from + DAY_MS);
        const out = day.filter((p) => p.temperatures[th.slot - 1]! > th.max || p.temperatures[th.slot - 1]! < th.min);
        if (!th.dailyExcursion) {
          expect(out).toEqual([]);
          continue;
        }
        expect(out.length, `day ${d}`).toBeGreaterThan(0);
        const minutes = (out[out.length - 1].time - out[0].time) / 60_000;
        expect(minutes).toBeGreaterThan(20);
        expect(minutes).toBeLessThan(50);
      }
    }
  });

  it('supply voltage: ~27–28 V (trucks) or 13–14.5 V (cars) while running', () => {
    const ps = week.get(regno)!;
    const bad = ps.filter((p) => {
      if (spec.supply === null) return p.externalVoltage !== null;
      if (!p.ignition) return !(p.externalVoltage! < (spec.supply === 24 ? 26_000 : 13_000));
      const [lo, hi] = spec.supply === 24 ? [27_000, 28_800] : [13_500, 14_600];
      return !(p.externalVoltage! >= lo && p.externalVoltage! <= hi);
    });
    expect(bad.map((p) => p.externalVoltage).slice(0, 5)).toEqual([]);
  });
});

describe('fleet behaviour over the week', () => {
  it('works on workdays and rests at night: road vehicles park between 23:00 and 03:00', () => {
    for (const spec of DEMO_FLEET) {
      if (spec.rail || spec.kind === 'logger') continue;
      const night = week.get(spec.regno)!.filter((p) => {
        const h = new Date(p.time + 3_600_000).getUTCHours(); // CET in November
        return (h >= 23 || h < 3) && p.speed > 0;
      });
      expect(night.map((p) => `${spec.regno} ${new Date(p.time).toISOString()}`)).toEqual([]);
      const weekend = week.get(spec.regno)!.filter((p) => localWeekday(localMidnight(p.time)) === 0);
      if (spec.pattern === 'longhaul') expect(weekend.every((p) => p.speed === 0)).toBe(true);
    }
  });

  it('has harsh braking, GNSS gaps (tunnels) and GSM dropouts somewhere', () => {
    const all = [...week.values()].flat();
    expect(all.filter((p) => p.harsh === 'brake').length).toBeGreaterThan(5);
    expect(all.some((p) => p.gsm !== null && p.gsm <= 6)).toBe(true);
    const waw = week.get('WX 4821K')!;
    expect(waw.filter((p) => !p.valid).length).toBeGreaterThan(10);
  });

  it('the locomotive draws energy with its breaker on and reports line voltage and power', () => {
    const spec = DEMO_FLEET.find((s) => s.vehicle_type_id === 10)!;
    const ps = week.get(spec.regno)!;
    expect(ps[ps.length - 1].energy1! - ps[0].energy1!).toBeGreaterThan(10_000);
    expect(ps[ps.length - 1].energy2!).toBeGreaterThan(ps[0].energy2!);
    const moving = ps.filter((p) => p.speed > 30);
    expect(moving.length).toBeGreaterThan(100);
    const bad = moving.filter(
      (p) =>
        p.ignition !== true || !(p.tractionVoltage! > 2500 && p.tractionVoltage! < 3600) || !(p.tractionPower! > 0),
    );
    expect(bad.map((p) => [p.ignition, p.tractionVoltage, p.tractionPower]).slice(0, 5)).toEqual([]);
    expect(ps.filter((p) => p.ignition === false).every((p) => p.tractionPower === 0)).toBe(true);
  });

  it('the battery logger reports every 15 minutes with a slowly falling battery', () => {
    const spec = DEMO_FLEET.find((s) => s.vehicle_type_id === 9)!;
    const ps = week.get(spec.regno)!;
    const gaps = new Set(ps.slice(1).map((p, i) => p.time - ps[i].time));
    expect([...gaps]).toEqual([15 * 60_000]);
    expect(ps.every((p) => p.ignition === null && p.batteryPercent !== null)).toBe(true);
    const first = ps[0].batteryPercent!;
    const last = ps[ps.length - 1].batteryPercent!;
    expect(first - last).toBeGreaterThanOrEqual(1);
    expect(first - last).toBeLessThan(10);
  });
});

describe('determinism', () => {
  it('the same seed gives the same records however they are read', () => {
    const spec = DEMO_FLEET.find((s) => s.regno === 'DW 2R905')!;
    const a = createVehicleSimulation(spec, SEED, START).next(START + 2 * DAY_MS);
    const b = createVehicleSimulation(spec, SEED, START);
    const pieces: Position[] = [];
    for (let t = START; t <= START + 2 * DAY_MS; t += 7 * 60_000 + 13_000) pieces.push(...b.next(t));
    pieces.push(...b.next(START + 2 * DAY_MS));
    expect(pieces).toEqual(a);
    expect(a).toEqual(week.get(spec.regno)!.filter((p) => p.time <= START + 2 * DAY_MS));
  });

  it('another seed gives another history', () => {
    const spec = DEMO_FLEET[0];
    const a = createVehicleSimulation(spec, 1, START).next(START + DAY_MS);
    const b = createVehicleSimulation(spec, 2, START).next(START + DAY_MS);
    expect(a).not.toEqual(b);
  });
});
