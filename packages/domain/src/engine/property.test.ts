import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Position } from '../telemetry';
import type { VehicleConfig } from './config';
import { deserializeState, serializeState } from './serialize';
import { type SimPhase, simulateVehicle, simulatedConfig } from './simulate';
import { finish, initialState, processRange, step } from './step';
import type { DerivedValues, EngineEvent, EngineState } from './types';

/**
 * The property (DESIGN §5): processing a range in one pass gives exactly the same
 * events (open records included), the same derived values and the same final state as
 * processing it in any split into batches, with the state serialised and deserialised between
 * batches, and `finish` only at the very end.
 */

const phase: fc.Arbitrary<SimPhase> = fc.record({
  kind: fc.constantFrom('drive', 'drive', 'halt', 'stop', 'stop', 'refuel', 'theft'),
  seconds: fc.integer({ min: 10, max: 2400 }),
  speed: fc.integer({ min: 2, max: 140 }),
  litres: fc.integer({ min: 3, max: 160 }),
  gpsLost: fc.oneof({ weight: 5, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  inputs: fc.integer({ min: 0, max: 255 }),
  temp: fc.oneof(fc.constant(null), fc.integer({ min: -32, max: 8 }), fc.constant(2000)),
  driver: fc.constantFrom<string | null | undefined>(undefined, null, 'AA01', 'BB02'),
});

const scenario = fc.record({
  phases: fc.array(phase, { minLength: 1, maxLength: 12 }),
  interval: fc.constantFrom(1, 5, 10, 30, 60),
  jitter: fc.constantFrom(0, 0, 3, 20),
  gapRate: fc.constantFrom(0, 0, 0.002, 0.02),
  jumpRate: fc.constantFrom(0, 0.01),
  harshRate: fc.constantFrom(0, 0.005),
  seed: fc.integer({ min: 1, max: 1_000_000 }),
  hasKey: fc.boolean(),
  minHalt: fc.constantFrom(0, 60, 180),
  settle: fc.constantFrom(0, 60, 120),
  smoothing: fc.constantFrom(1, 3, 5),
  cuts: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 6 }),
});

function configFor(s: { hasKey: boolean; minHalt: number; settle: number; smoothing: number }): VehicleConfig {
  const c = simulatedConfig();
  c.hasKeyInput = s.hasKey;
  c.minHaltSeconds = s.minHalt;
  c.fuel.settleSeconds = s.settle;
  c.fuel.smoothingPoints = s.smoothing;
  c.bigUsageMthEnabled = true;
  c.bigUsageMth = 6;
  c.bigUsagePeriodSeconds = 600;
  c.flowMinUsage = 0.5;
  c.flowMinSeconds = 60;
  c.harshBrakingKmhPerS = 8;
  c.harshAccelerationKmhPerS = 8;
  c.thermometers[4] = { active: true, name: 'T5', multiplier: 1, increase: 0, min: -28, max: -5 };
  c.inputs[7] = { active: true, description: 'W8', type: 7, invert: true, minDurationSeconds: 20, alarmSeconds: 40 };
  c.outputs[0].alarmSeconds = 30;
  c.kmCounters = [{ time: Date.UTC(2026, 0, 1, 3), value: 5_000_000 }];
  c.alarmFlags = [1, 3, 4, 5, 9, 16, 17, 21, 22, 25, 29, 36, 40, 41, 43, 44, 46, 47, 51, 77];
  return c;
}

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

/** At most this many points per range, to keep a run fast. */
const MAX_POINTS = 2500;

function pointsFor(s: Scenario): Position[] {
  const pts = simulateVehicle(s.phases, {
    start: Date.UTC(2026, 0, 1),
    interval: s.interval,
    seed: s.seed,
    jitter: s.jitter,
    gapRate: s.gapRate,
    jumpRate: s.jumpRate,
    harshRate: s.harshRate,
  });
  // Temperatures on sensor 5 too, so 16-sensor ids (76–99) are exercised.
  for (const p of pts)
    if (p.temperatures.length) p.temperatures = [p.temperatures[0], null, null, null, p.temperatures[0]];
  return pts.slice(0, MAX_POINTS);
}

/** Strict structural equality of plain data: Object.is on primitives (so -0 ≠ 0, NaN = NaN), same keys. */
function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    if (!same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/** Fast check; vitest's diff only when it fails. */
function expectSame(actual: unknown, expected: unknown): void {
  if (!same(actual, expected)) expect(actual).toStrictEqual(expected);
}

interface Outcome {
  events: EngineEvent[];
  derived: DerivedValues[];
  state: EngineState;
  end: EngineEvent[];
}

function onePass(points: Position[], cfg: VehicleConfig): Outcome {
  const r = processRange(initialState(cfg), points, cfg);
  return { events: r.events, derived: r.derived, state: r.state, end: finish(r.state, cfg) };
}

function inBatches(points: Position[], cfg: VehicleConfig, cuts: number[]): Outcome {
  const at = [...new Set(cuts.map((c) => Math.floor(c * points.length)))].sort((a, b) => a - b);
  const bounds = [0, ...at, points.length];
  let text = serializeState(initialState(cfg));
  const events: EngineEvent[] = [];
  const derived: DerivedValues[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const r = processRange(deserializeState(text), points.slice(bounds[i], bounds[i + 1]), cfg);
    events.push(...r.events);
    derived.push(...r.derived);
    text = serializeState(r.state);
  }
  const state = deserializeState(text);
  return { events, derived, state, end: finish(state, cfg) };
}

describe('batch invariance (property)', () => {
  it('any split into batches with serialised state gives the one-pass events, derived values and state', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const cfg = configFor(s);
        const points = pointsFor(s);
        const whole = onePass(points, cfg);
        const split = inBatches(points, cfg, s.cuts);
        expectSame(split.events, whole.events);
        expectSame(split.derived, whole.derived);
        expectSame(split.state, whole.state);
        expectSame(split.end, whole.end);
      }),
      { numRuns: 100 },
    );
  }, 120_000);

  it('one point per batch through step and a JSON round trip each time gives the same as one pass', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const cfg = configFor(s);
        const points = pointsFor(s).slice(0, 1000);
        const whole = onePass(points, cfg);
        let text = serializeState(initialState(cfg));
        const events: EngineEvent[] = [];
        const derived: DerivedValues[] = [];
        for (const p of points) {
          const r = step(deserializeState(text), p, cfg);
          events.push(...r.events);
          if (r.derived) derived.push(r.derived);
          text = serializeState(r.state);
        }
        expectSame(events, whole.events);
        expectSame(derived, whole.derived);
        expectSame(finish(deserializeState(text), cfg), whole.end);
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('the generated ranges do exercise the rules', () => {
    // A guard against a vacuous property: over a fixed sample, most event kinds appear.
    const seen = new Set<number>();
    fc.assert(
      fc.property(scenario, (s) => {
        const cfg = configFor(s);
        for (const e of onePass(pointsFor(s), cfg).events) seen.add(e.eid);
      }),
      { numRuns: 60, seed: 42 },
    );
    for (const eid of [1, 2, 3, 4, 5, 9, 16, 17, 21, 22, 25, 29, 40, 43, 44, 45, 47, 77])
      expect(seen, `event ${eid}`).toContain(eid);
  }, 120_000);
});
