import { decimal, duration, formatDateTime } from '@namiar/domain';

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

/** Seconds in the one duration format ('3:03:09', '1 dzień 3:03:09'). */
export function formatDuration(seconds: Num): string {
  if (!ok(seconds)) return NO_DATA;
  return duration(Math.max(0, Math.round(seconds)));
}

/** Seconds to hours with two decimals (cmt, cmth: the engine-hours counter). */
export function secondsToHours(seconds: Num): string {
  return ok(seconds) ? decimal(seconds / 3600, 2) : NO_DATA;
}

/** Metres to whole kilometres, floored (ckm: the km counter). */
export function metresToKmFloor(metres: Num): string {
  return ok(metres) ? decimal(Math.floor(metres / 1000), 0) : NO_DATA;
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

const HOUR_MS = 3_600_000;

/**
 * 'YYYY-MM-DD HH:mm:ss' of epoch milliseconds in a time zone, as `formatDateTime` gives, but
 * with the zone's offset looked up once per hour (offsets change on hour boundaries) and the
 * text made from the shifted UTC time: the control bar's point changes format a time 50 times
 * a second, and dayjs' zone conversion builds an Intl formatter on every call.
 */
export function zoneClock(timeZone: string): (epochMs: number) => string {
  const offsets = new Map<number, number>();
  return (epochMs) => {
    const hour = Math.floor(epochMs / HOUR_MS);
    let offset = offsets.get(hour);
    if (offset === undefined) {
      const probe = hour * HOUR_MS;
      const m = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)$/.exec(formatDateTime(probe, timeZone));
      offset = m ? Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) - probe : 0;
      offsets.set(hour, offset);
    }
    return new Date(epochMs + offset).toISOString().slice(0, 19).replace('T', ' ');
  };
}
