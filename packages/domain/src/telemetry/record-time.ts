/**
 * When a record's own time cannot be true (issue 28 §1). A Codec 8E record dated 2099 was stored
 * and from then on the monitor showed it as the vehicle's last point whatever came after, and the
 * engine counted 72 years of engine hours; OsmAnd's `timestamp=99999999999999` gave the year 5138
 * and `timestamp=0` the year 1970. Such a record is not stored as a position: it goes to the
 * quarantine with its reason (and is acknowledged, so the device moves on).
 *
 * The floor is fixed: no GPS tracker in a fleet holds records from before 2000 (a device that
 * lost its clock reports 1970 or 1980, the GPS epoch). The margin ahead of the server's clock
 * allows for a device clock that runs a little fast.
 */
export const RECORD_TIME_FLOOR = Date.UTC(2000, 0, 1);

/** Default margin ahead of the server's clock, minutes (NAMIAR_RECORD_FUTURE_MINUTES). */
export const RECORD_FUTURE_MINUTES = 10;

export type RecordTimeRefusal = 'before-floor' | 'in-future' | 'not-a-time';

/** Why a record's time is refused, or null when it may be stored. */
export function recordTimeRefusal(time: number, now: number, futureMarginMs: number): RecordTimeRefusal | null {
  if (!Number.isFinite(time)) return 'not-a-time';
  if (time < RECORD_TIME_FLOOR) return 'before-floor';
  if (time > now + futureMarginMs) return 'in-future';
  return null;
}

/** The quarantine's reason, in words an operator reads in the log and the quarantine table. */
export function recordTimeRefusalText(reason: RecordTimeRefusal, time: number, now: number): string {
  const at = Number.isFinite(time) && Math.abs(time) < 8.64e15 ? new Date(time).toISOString() : String(time);
  switch (reason) {
    case 'before-floor':
      return `record time ${at} is before ${new Date(RECORD_TIME_FLOOR).toISOString()}`;
    case 'in-future':
      return `record time ${at} is ahead of the server clock ${new Date(now).toISOString()}`;
    case 'not-a-time':
      return `record time ${at} is not a time`;
  }
}
