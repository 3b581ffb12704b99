/**
 * Cell texts of the grid (DESIGN §2 grid/): numbers with the Polish decimal comma, durations
 * as 'H:mm:ss' (hours are not limited to 24), and '' for a missing value so an empty cell
 * stays empty in the table and in the exports.
 */

/** A number with a fixed count of decimals and the Polish decimal comma ('-0,0' becomes '0,0'). */
export function decimal(value: number, digits: number): string {
  const text = value.toFixed(digits);
  return (text === `-${(0).toFixed(digits)}` ? (0).toFixed(digits) : text).replace('.', ',');
}

/** Seconds as 'H:mm:ss'; negative or missing values give ''. */
export function durationHms(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '';
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = s % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(r).padStart(2, '0')}`;
}

export function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A number with `digits` decimals, '' when missing. */
export function numberText(value: unknown, digits = 0): string {
  return isNumber(value) ? decimal(value, digits) : '';
}
