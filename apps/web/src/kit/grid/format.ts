/**
 * Cell texts of the grid (DESIGN §2 grid/): numbers with the Polish decimal comma, durations
 * in the one duration format (h:mm:ss, 'N dni h:mm:ss' from a day on), and '' for a missing value so an empty cell
 * stays empty in the table and in the exports.
 */

import { decimal, duration } from '@namiar/domain';

export { decimal };

/** Seconds in the duration format; negative or missing values give ''. */
export function durationText(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '';
  return duration(seconds);
}

export function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A number with `digits` decimals, '' when missing. */
export function numberText(value: unknown, digits = 0): string {
  return isNumber(value) ? decimal(value, digits) : '';
}
