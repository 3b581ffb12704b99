/**
 * Age of a vehicle's last point (spec 1 §4 'Data age'). Namiar takes the 'level 2' reading
 * for old data everywhere (docs/decisions.md, 'Data age level'): levels are 0 current,
 * 1 old (15 to under 60 min, not for type 9), 2 old. Level 3 stays in the type only because
 * the monitor contract (`oldPointDate`) allows it; this rule never returns it.
 */

export type DataAgeLevel = 0 | 1 | 2 | 3;

const MINUTE = 60;
/** Type 9 (recorder) reports rarely: it is current for a whole day. */
const RECORDER_CURRENT_S = 1440 * MINUTE;
const CURRENT_S = 15 * MINUTE;
const OLD1_S = 60 * MINUTE;
/** A type-13 vehicle silent this long is timed out: not selectable, not drawn. */
const TYPE13_TIMEOUT_S = 3600;

export function dataAgeLevel(vtp: number, ageSeconds: number | null): DataAgeLevel | null {
  if (ageSeconds === null || !Number.isFinite(ageSeconds)) return null;
  if (vtp === 9) return ageSeconds < RECORDER_CURRENT_S ? 0 : 2;
  if (ageSeconds < CURRENT_S) return 0;
  if (ageSeconds < OLD1_S) return 1;
  return 2;
}

export function isTimedOut(vtp: number, ageSeconds: number | null): boolean {
  return vtp === 13 && ageSeconds !== null && ageSeconds >= TYPE13_TIMEOUT_S;
}

/** A vehicle can be selected (list, map, cluster) when it has a point and is not timed out. */
export function isSelectable(v: { vtp: number; dt: string | null; age: number | null }): boolean {
  return v.dt !== null && !isTimedOut(v.vtp, v.age);
}
