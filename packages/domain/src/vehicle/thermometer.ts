/**
 * One thermometer of the monitor list (spec 1 §4 'Thermometer display'). The sentinel rule
 * (docs/decisions.md, 'Thermometer sentinels'): 2000 or more is never a temperature — the
 * engine treats it as "no sensor" for every vehicle, so the display does too; the
 * broken-sensor band (-51 or lower, 301 to under 2000) is the spec's rule for vehicle type 14.
 */

export type ThermometerKind = 'none' | 'broken' | 'missing' | 'over' | 'under' | 'normal';

export interface ThermometerState {
  kind: ThermometerKind;
  /** °C rounded to one decimal, null for none/broken/missing. */
  value: number | null;
}

const NO_SENSOR = 2000;
const BROKEN_LOW = -51;
const BROKEN_HIGH = 301;
const SENTINEL_VTP = 14;

export function thermometerState(
  value: number | null,
  min: number | null,
  max: number | null,
  vtp: number,
): ThermometerState {
  if (value === null || !Number.isFinite(value)) return { kind: 'none', value: null };
  if (value >= NO_SENSOR) return { kind: 'missing', value: null };
  if (vtp === SENTINEL_VTP && (value <= BROKEN_LOW || value >= BROKEN_HIGH)) return { kind: 'broken', value: null };
  const shown = Math.round(value * 10) / 10;
  if (max !== null && value > max) return { kind: 'over', value: shown };
  if (min !== null && value < min) return { kind: 'under', value: shown };
  return { kind: 'normal', value: shown };
}
