import { ECO_MAX_KW } from './records';

/**
 * Energy used between consecutive readings of a cumulative counter (kWh), with anomalies
 * skipped: a reset or backward jump (negative step), a step implying more than ECO_MAX_KW over
 * the elapsed time, or a step with no elapsed time. A skipped step adds nothing, and the next
 * step counts from the new reading (a meter swap continues from its own value). A null
 * reading is ignored: the step spans it.
 */
export interface CounterStep {
  /** kWh used since the previous reading (0 when skipped or at the first reading). */
  used: number;
  /**
   * The same in integer millionths of a kWh (readings rounded to them first): sums of units are
   * exact whatever their order, so a month's energy summed per day or per window or point by
   * point is the same number (the stored eco days, bin-report.ts, must equal the record path).
   */
  units: number;
  /** The step was an anomaly and was skipped. */
  skipped: boolean;
}

/** Integer millionths of a kWh of a reading (the unit energy is summed in). */
export const energyUnits = (kwh: number) => Math.round(kwh * 1e6);

const NONE: CounterStep = { used: 0, units: 0, skipped: false };
const SKIPPED: CounterStep = { used: 0, units: 0, skipped: true };

/** The rule of one step from the reading (prevValue at prevTime) to (value at time); values not null. */
export function counterStep(prevValue: number, prevTime: number, time: number, value: number): CounterStep {
  const used = value - prevValue;
  if (used === 0) return NONE;
  const hours = (time - prevTime) / 3_600_000;
  if (used < 0 || hours <= 0 || used / hours > ECO_MAX_KW) return SKIPPED;
  return { used, units: energyUnits(value) - energyUnits(prevValue), skipped: false };
}

/** Steps of one counter over consecutive readings (counterStep with the last reading kept). */
export class CounterSteps {
  private lastValue: number | null = null;
  private lastTime = 0;

  step(time: number, value: number | null): CounterStep {
    if (value === null || !Number.isFinite(value)) return NONE;
    const prev = this.lastValue;
    const prevTime = this.lastTime;
    this.lastValue = value;
    this.lastTime = time;
    if (prev === null) return NONE;
    return counterStep(prev, prevTime, time, value);
  }
}
