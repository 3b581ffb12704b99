import { createHash } from 'node:crypto';
import { overlappingDays } from '@namiar/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import * as chunks from './route-chunks.repository';
import type { RunStart } from './route-run';

/**
 * Input keys of the cached days of route (docs/route.md 'Regeneration'). The engine is pure and
 * deterministic (DESIGN §5): a day built by a run that replayed from state S at time T is a
 * function of the configuration, S, and the records from T to the day's end. Records are
 * insert-only (no path updates or deletes a position; a duplicate is ignored), so their count
 * in [T, day end) and their latest received_at identify them.
 */
const sha1 = (text: string) => createHash('sha1').update(text).digest('base64url');

export function inputKey(rev: string, start: RunStart, records: number, received: number | null): string {
  const state = start.state === null ? 'initial' : sha1(start.state);
  return sha1(`${rev}|${start.time}|${state}|${records}|${received ?? ''}`);
}

/**
 * Where 'Dogeneruj zdarzenia' must re-run the engine from for [from, to]: the start of the first
 * day touching the range (ended before the vehicle's processed time and now) whose stored key
 * no longer matches or that has none; when all match, the end of the last of them if the range
 * goes on after it (today, days not processed yet); null when nothing in the range changed.
 */
export async function regenerationStart(
  db: Kysely<DB>,
  q: { customerId: number; vehicleId: number; rev: string; tz: string; from: number; to: number; now: number },
): Promise<number | null> {
  const live = await chunks.liveMarkers(db, q.customerId, q.vehicleId);
  const limit = Math.min(live ? Number(live.processed_time) : -Infinity, q.now);
  const days = overlappingDays(q.from, q.to, q.tz).filter((d) => d.end <= limit);
  if (days.length === 0) return q.from;
  // The stored events and checkpoints come from the current configuration only from `since` on:
  // a day is kept only when the run that built it started there or later (a configuration
  // change, or results of unknown origin, re-run the rest).
  const since = live && live.config_rev === q.rev && live.config_since !== null ? Number(live.config_since) : Infinity;
  const stored = new Map(
    (await chunks.listChunkKeys(db, q.customerId, q.vehicleId, days[0].start, days[days.length - 1].start)).map((c) => [
      c.day_start,
      c,
    ]),
  );
  // The days that could still match: up to the first one without a usable key.
  const keyed: { start: number; end: number; cpTime: number; key: string }[] = [];
  for (const d of days) {
    const c = stored.get(d.start);
    if (!c || c.config_rev !== q.rev || c.input_key === null || c.cp_time === null || c.cp_time > d.start) break;
    if (Number(c.cp_time) < since) break;
    keyed.push({ ...d, cpTime: c.cp_time, key: c.input_key });
  }
  if (keyed.length > 0) {
    const bounds = [...new Set(keyed.flatMap((d) => [d.cpTime, d.end]))].sort((a, b) => a - b);
    const at = new Map(bounds.map((b, k) => [b, k]));
    const [segments, checkpoints] = await Promise.all([
      chunks.recordSegments(db, q.customerId, q.vehicleId, bounds),
      chunks.checkpointsAt(db, q.vehicleId, [...new Set(keyed.map((d) => d.cpTime))]),
    ]);
    const states = new Map(checkpoints.map((c) => [c.time, c.state]));
    for (const d of keyed) {
      let records = 0;
      let received: number | null = null;
      for (let k = at.get(d.cpTime)!; k < at.get(d.end)!; k++) {
        records += segments[k].n;
        const r = segments[k].received;
        if (r !== null && (received === null || r > received)) received = r;
      }
      const start = { time: d.cpTime, state: states.get(d.cpTime) ?? null };
      if (inputKey(q.rev, start, records, received) !== d.key) return Math.max(q.from, d.start);
    }
  }
  if (keyed.length < days.length) return Math.max(q.from, days[keyed.length].start);
  const end = days[days.length - 1].end;
  return end <= q.to ? end : null;
}
