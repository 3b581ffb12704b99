import { decimal, hms } from '@namiar/domain';

/**
 * Display conversions of the route viewer's values (spec 2 §9). Pure: numbers in, Polish text
 * out (decimal comma); a missing value is '--'.
 */

export const NO_DATA = '--';

type Num = number | null | undefined;

const ok = (v: Num): v is number => typeof v === 'number' && Number.isFinite(v);

export { decimal };

/** A value with its unit, '--' when missing. */
export function withUnit(value: Num, digits: number, unit: string): string {
  return ok(value) ? `${decimal(value, digits)} ${unit}` : NO_DATA;
}

/** Seconds as 'H:mm:ss' (hours not wrapped at a day: '27:03:09'). */
export function formatDuration(seconds: Num): string {
  if (!ok(seconds)) return NO_DATA;
  return hms(Math.max(0, Math.round(seconds)));
}

/** Seconds to hours with two decimals (cmt, cmth: the engine-hours counter). */
export function secondsToHours(seconds: Num): string {
  return ok(seconds) ? decimal(seconds / 3600, 2) : NO_DATA;
}

/** Metres to whole kilometres, floored (ckm: the km counter). */
export function metresToKmFloor(metres: Num): string {
  return ok(metres) ? String(Math.floor(metres / 1000)) : NO_DATA;
}

/** Metres to kilometres rounded to 0.01 (road distances; rgp, rth). */
export function metresToKm(metres: Num): string {
  return ok(metres) ? decimal(Math.round(metres / 10) / 100, 2) : NO_DATA;
}

/** Millivolts to volts with two decimals. */
export function millivoltsToVolts(mv: Num): string {
  return ok(mv) ? decimal(mv / 1000, 2) : NO_DATA;
}

/** A plain number with `digits` decimals, '--' when missing. */
export function num(value: Num, digits = 0): string {
  return ok(value) ? decimal(value, digits) : NO_DATA;
}

/** Difference of a cumulative value between two points; null when either is missing. */
export function diff(end: Num, start: Num): number | null {
  return ok(end) && ok(start) ? end - start : null;
}
