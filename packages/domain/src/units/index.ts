/**
 * Number texts shared by every screen (DESIGN §2 units/): pure, numbers in, Polish notation
 * out. What a missing value reads ('', '--') stays with the caller.
 */

/** A number with a fixed count of decimals and the Polish decimal comma ('-0,0' reads '0,0'). */
export function decimal(value: number, digits: number): string {
  const text = value.toFixed(digits);
  return (text === `-${(0).toFixed(digits)}` ? (0).toFixed(digits) : text).replace('.', ',');
}

/**
 * Whole seconds as 'H:mm:ss', hours not wrapped at a day ('27:03:09'). The caller rounds or
 * floors and decides what a missing or negative value reads; a fraction here is floored.
 */
export function hms(seconds: number): string {
  const s = Math.floor(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
