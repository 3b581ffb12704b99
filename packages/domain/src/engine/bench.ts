import { monthScript, simulateVehicle, simulatedConfig } from './simulate';
import { initialState, processRange } from './step';

export interface EngineBench {
  points: number;
  events: number;
  /** Whole range in one call, with derived values collected. */
  msWithDerived: number;
  usPerPointWithDerived: number;
  /** Whole range in one call, live-style (no derived values kept). */
  msLive: number;
  usPerPointLive: number;
}

const now = (): number => (globalThis.performance ? globalThis.performance.now() : Date.now());

/**
 * A simulated vehicle-month (default 30 days at 10 s ≈ 260,000 records) through the engine.
 * Best of three runs after a warm-up pass. Prints µs per record unless `print` is false. Run: `npx tsx packages/domain/src/engine/bench-cli.ts`.
 */
export function benchEngine(options: { days?: number; interval?: number; print?: boolean } = {}): EngineBench {
  const days = options.days ?? 30;
  const interval = options.interval ?? 10;
  const config = simulatedConfig();
  const script = monthScript(days, 7);
  const points = simulateVehicle(script, { start: Date.UTC(2026, 0, 1), interval, seed: 7, jumpRate: 0.0005 });
  // Warm-up pass, then the best of three runs of each mode (steady state, least disturbed by other load).
  processRange(initialState(config), points, config, { derived: false });
  let events = 0;
  let msWithDerived = Infinity;
  let msLive = Infinity;
  for (let i = 0; i < 3; i++) {
    let t0 = now();
    const full = processRange(initialState(config), points, config);
    msWithDerived = Math.min(msWithDerived, now() - t0);
    events = full.events.filter((e) => !e.open).length;
    t0 = now();
    processRange(initialState(config), points, config, { derived: false });
    msLive = Math.min(msLive, now() - t0);
  }
  const result: EngineBench = {
    points: points.length,
    events,
    msWithDerived,
    usPerPointWithDerived: (msWithDerived * 1000) / points.length,
    msLive,
    usPerPointLive: (msLive * 1000) / points.length,
  };
  if (options.print !== false) {
    console.log(
      `engine: ${result.points} records (${days} days at ${interval} s), ${result.events} events; ` +
        `${result.usPerPointWithDerived.toFixed(2)} µs/record with derived values (${msWithDerived.toFixed(0)} ms), ` +
        `${result.usPerPointLive.toFixed(2)} µs/record live (${msLive.toFixed(0)} ms)`,
    );
  }
  return result;
}
