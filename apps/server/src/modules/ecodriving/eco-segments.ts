import { ECO_DAY_MS, ecoDay, type EcoDay, type EcoRecord } from '@namiar/domain';
import type { EcoDaysTable } from '../../db/schema';
import type { AppContext } from '../../http/context';
import * as days from './eco-days.repository';
import { listEcoRecords } from './eco.repository';

/**
 * A whole UTC day is stored only once it ended this long ago: records of the last hour may still
 * arrive (devices resend after reconnecting). A later one is caught anyway (the day's count and
 * latest received_at no longer match), this only saves building a day twice.
 */
export const ECO_DAY_SAFETY_MS = 3_600_000;

/** What the pieces of a range cost: days read stored, built and stored, computed from records. */
export interface EcoPieceCounts {
  stored: number;
  built: number;
  computed: number;
}

interface DayPlan {
  day: number;
  from: number;
  to: number;
  /** A whole day that ended before now − safety: read stored, or built and stored. */
  storable: boolean;
}

/** The UTC days of [from, to] (both inclusive), each clipped to the range. */
function planDays(from: number, to: number, now: number): DayPlan[] {
  const out: DayPlan[] = [];
  for (let day = Math.floor(from / ECO_DAY_MS); day <= Math.floor(to / ECO_DAY_MS); day++) {
    const start = day * ECO_DAY_MS;
    const end = start + ECO_DAY_MS - 1;
    const whole = from <= start && to >= end;
    out.push({
      day,
      from: Math.max(from, start),
      to: Math.min(to, end),
      storable: whole && end + 1 <= now - ECO_DAY_SAFETY_MS,
    });
  }
  return out;
}

/** Records (time-ordered) split into runs of one UTC day each, by day number. */
function byDay(records: readonly EcoRecord[]): Map<number, EcoRecord[]> {
  const out = new Map<number, EcoRecord[]>();
  let i = 0;
  while (i < records.length) {
    const day = Math.floor(records[i].t / ECO_DAY_MS);
    let j = i;
    while (j < records.length && Math.floor(records[j].t / ECO_DAY_MS) === day) j++;
    out.set(day, records.slice(i, j));
    i = j;
  }
  return out;
}

/**
 * The eco days of a vehicle's range [from, to] for the 1- and 15-minute reports, in time order,
 * days without records left out: whole past days from eco_days when their record count and
 * latest received_at still match the positions (else built from the records, in one read for
 * all of them, and stored); the range's partial edge days and the days not yet over computed
 * from their records and never stored.
 */
export async function ecoPieces(
  ctx: Pick<AppContext, 'db' | 'sqlite' | 'now'>,
  customerId: number,
  vehicleId: number,
  from: number,
  to: number,
): Promise<{ pieces: EcoDay[]; counts: EcoPieceCounts }> {
  const plan = planDays(from, to, ctx.now());
  const counts: EcoPieceCounts = { stored: 0, built: 0, computed: 0 };
  const read = (a: number, b: number) =>
    listEcoRecords(ctx.db, customerId, vehicleId, a, b, { points: false, sqlite: ctx.sqlite });
  const pieces = new Map<number, EcoDay>();
  // The stored days and the rest side by side (on PostgreSQL they use two connections).
  await Promise.all([
    storedPieces(
      ctx,
      customerId,
      vehicleId,
      plan.filter((p) => p.storable),
      read,
      pieces,
      counts,
    ),
    computedPieces(
      plan.filter((p) => !p.storable),
      read,
      pieces,
      counts,
    ),
  ]);
  return { pieces: plan.flatMap((p) => pieces.get(p.day) ?? []), counts };
}

type ReadRecords = (from: number, to: number) => Promise<EcoRecord[]>;

/** Whole past days: stored ones that still match their positions, the others built and stored. */
async function storedPieces(
  ctx: Pick<AppContext, 'db' | 'now'>,
  customerId: number,
  vehicleId: number,
  storable: DayPlan[],
  read: ReadRecords,
  pieces: Map<number, EcoDay>,
  counts: EcoPieceCounts,
) {
  if (storable.length === 0) return;
  const first = storable[0].day;
  const last = storable[storable.length - 1].day;
  const [stored, checks] = await Promise.all([
    days.listEcoDays(ctx.db, customerId, vehicleId, first, last),
    days.dayRecordChecks(
      ctx.db,
      customerId,
      vehicleId,
      storable.map((p) => p.day),
    ),
  ]);
  const storedByDay = new Map(stored.map((s) => [s.day, s]));
  const toBuild: number[] = [];
  for (const p of storable) {
    const check = checks.get(p.day);
    if (!check) continue;
    const s = storedByDay.get(p.day);
    if (s && s.record_count === check.count && s.max_received_at === check.received) {
      pieces.set(p.day, JSON.parse(s.data) as EcoDay);
      counts.stored++;
    } else toBuild.push(p.day);
  }
  if (toBuild.length === 0) return;
  const records = byDay(await read(toBuild[0] * ECO_DAY_MS, (toBuild[toBuild.length - 1] + 1) * ECO_DAY_MS - 1));
  const rows: EcoDaysTable[] = [];
  const builtAt = ctx.now();
  for (const day of toBuild) {
    const recs = records.get(day);
    if (!recs) continue;
    const piece = ecoDay(recs);
    pieces.set(day, piece);
    const check = checks.get(day)!;
    rows.push({
      customer_id: customerId,
      vehicle_id: vehicleId,
      day,
      record_count: check.count,
      max_received_at: check.received,
      data: JSON.stringify(piece),
      built_at: builtAt,
    });
  }
  counts.built = rows.length;
  await ctx.db.transaction().execute((trx) => days.putEcoDays(trx, rows));
}

/** The range's edges and the days not over yet, from their records: each run of consecutive days in one read. */
async function computedPieces(rest: DayPlan[], read: ReadRecords, pieces: Map<number, EcoDay>, counts: EcoPieceCounts) {
  const runs: [DayPlan, DayPlan][] = [];
  let i = 0;
  while (i < rest.length) {
    let j = i;
    while (j + 1 < rest.length && rest[j + 1].day === rest[j].day + 1) j++;
    runs.push([rest[i], rest[j]]);
    i = j + 1;
  }
  await Promise.all(
    runs.map(async ([a, b]) => {
      for (const [day, recs] of byDay(await read(a.from, b.to))) {
        pieces.set(day, ecoDay(recs));
        counts.computed++;
      }
    }),
  );
}
