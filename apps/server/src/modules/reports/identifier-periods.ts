import {
  joinParts,
  normalizeDriver,
  periodRoad,
  separateSlots,
  type AttributedDrive,
  type IdentifierPeriod,
  type IdentifierSlot,
  type RouteEvent,
} from '@namiar/domain';
import type { AppContext } from '../../http/context';
import { seesDriver, type DriverScope } from '../../access';
import { holderAt } from '../identifiers/identifier-holders';
import { codeKey, driverDisplayName } from '@namiar/domain';
import { routeEvents } from '../route/route-events';
import { pieceColumns, routePieces, type RoutePiece } from '../route/route-pieces';
import type { PointColumns } from '../route/route-points';
import * as routeRepo from '../route/route.repository';
import { listCodeAssignments, listIdentifierStarts } from './people-gprs.repository';
import type { ReportJob } from './report-job';

/**
 * What the people reports read of a vehicle's route over the report's range: the identifier
 * periods (events 25, 26) and the drives (3), exactly as the route viewer lists them
 * (route-events.ts over the stored days of route_chunks and the stored events: clipped to the
 * range, the identifier of an event from its first record, the road of a drive from the
 * points), the periods with the route's road over them. One route read per vehicle and range;
 * the drivers are named afterwards from one read of the identifier register.
 */
export interface VehicleIds {
  /** `startedAt`: the event's real start, before clipping (the holder is named then, as the route does). */
  periods: (Omit<IdentifierPeriod, 'driverId' | 'driver'> & { startedAt: number })[];
  drives: (Omit<AttributedDrive, 'driverId' | 'periodFrom'> & { storedDriver: number | null; startedAt: number })[];
}

type JobVehicle = Pick<ReportJob, 'customerId' | 'tz'> & { vehicle: { id: number; regno: string } } & Pick<
    ReportJob['vehicles'][number],
    'config'
  >;

const WANTED = new Set([3, 25, 26]);
const noName = () => null;

/** The stored columns these reports use: times, the cumulative road and the identifiers. */
const COLUMNS = new Set(['dtValue', 'sumrg', 'd1', 'd2']);

/**
 * The route's point columns with only COLUMNS decoded (route-points.ts decodes some forty for
 * the route's own statistics: half of a vehicle-month's read). The values are the same; the
 * event figures these reports do not show (speeds, fuel, temperatures, counters at the start)
 * come out empty.
 */
function roadColumns(pieces: readonly RoutePiece[]): PointColumns {
  const j = joinParts(pieces.filter((p) => p.n > 0).map((p) => pieceColumns(p, COLUMNS)));
  const n = j.n;
  const none = new Float64Array(n).fill(NaN);
  const nones = (count: number) => Array.from({ length: count }, () => none);
  return {
    n,
    time: j.num.dtValue ?? none,
    v: none,
    r: none,
    engine: none,
    sumrg: j.num.sumrg ?? none,
    sumth: none,
    rt: none,
    st: none,
    ht: none,
    et: none,
    ckm: none,
    cmth: none,
    fuel: none,
    flu: none,
    plu: none,
    temps: nones(16),
    tmin: nones(16),
    tmax: nones(16),
    ic: nones(8),
    ist: nones(8),
    oc: nones(4),
    ost: nones(4),
    d1: j.text.d1 ?? new Array<string | null>(n).fill(null),
    d2: j.text.d2 ?? new Array<string | null>(n).fill(null),
    seen: { tacho: false, flow: false, energy: false },
  };
}

export async function readVehicleIds(ctx: AppContext, v: JobVehicle, from: number, to: number): Promise<VehicleIds> {
  const { customerId, vehicle, config, tz } = v;
  const [built, stored, starts] = await Promise.all([
    routePieces(ctx, customerId, vehicle.id, config, tz, from, to),
    routeRepo.listRangeEvents(ctx.db, customerId, vehicle.id, from, to),
    listIdentifierStarts(ctx.db, customerId, [vehicle.id], from, to),
  ]);
  /**
   * The identifier of each stored period's first record. A period begun before the range shows
   * the one of the range's first record, which may not carry it (a reader reports a card
   * with some records only): its own first record then names it, as for the rest of it.
   */
  const startCode = new Map(starts.map((x) => [`${x.eventType}:${x.fromTime}`, x.code && normalizeDriver(x.code)]));
  const cols = roadColumns(built.pieces);
  const kept = stored.filter((e) => WANTED.has(e.event_type));
  const storedDriver = new Map(kept.map((e) => [e.id, e.driver_id]));
  const storedStart = new Map(kept.map((e) => [e.id, Number(e.from_time)]));
  const engine = new Map([...built.events].filter(([, e]) => WANTED.has(e.eid)));
  /** The real start of a listed event: its row's, or for a re-run's event (id 0) the engine's. */
  const startOf = (e: RouteEvent) =>
    storedStart.get(e.id) ??
    [...engine.values()].find((x) => x.eid === e.eid && Math.max(x.from, from) === e.fdtValue)?.from ??
    e.fdtValue;
  // With no namer the route's driver text is the identifier itself (route-events.ts).
  const events: RouteEvent[] = routeEvents(kept, {
    cols,
    engine,
    name: noName,
    driversById: new Map(),
    poiNames: new Map(),
    format: () => '',
    from,
    to,
    openEnd: cols.n > 0 ? cols.time[cols.n - 1] : Math.min(to, ctx.now()),
    // An identifier period or a drive still in progress lasts to now, as the route shows it.
    now: ctx.now(),
  });
  const base = { vid: vehicle.id, regno: vehicle.regno };
  const periods: VehicleIds['periods'] = [];
  const drives: VehicleIds['drives'] = [];
  for (const e of events) {
    if (e.eid === 3) {
      drives.push({
        ...base,
        from: e.fdtValue,
        to: e.tdtValue,
        seconds: e.dur,
        road: e.rgp ?? 0,
        code: e.driver_name,
        storedDriver: e.id === 0 ? null : (storedDriver.get(e.id) ?? null),
        startedAt: startOf(e),
      });
      continue;
    }
    const slot: IdentifierSlot = e.eid === 25 ? 1 : 2;
    const startedAt = startOf(e);
    periods.push({
      ...base,
      slot,
      code: (slot === 1 ? e.driver_name : e.trailer) ?? startCode.get(`${e.eid}:${startedAt}`) ?? null,
      from: e.fdtValue,
      to: e.tdtValue,
      seconds: e.dur,
      road: 0,
      startedAt,
    });
  }
  // A role's periods never overlap; each one's road is the route's over it (domain identifiers.ts).
  const separated = separateSlots(periods).map((p) => ({
    ...p,
    road: periodRoad(cols.time, cols.sumrg, p.from, p.to),
  }));
  return { periods: separated, drives };
}

/** Who held an identifier when: the register's assignments of the codes seen, read once. */
export interface Holders {
  /** The holder of `code` at `time`: driver id (null: nobody) and the name the user may see. */
  at(code: string | null, time: number): { driverId: number | null; driver: string | null };
}

/** A driver outside the user's driver list holds the card, unnamed (as the identifier register shows it). */
export const HIDDEN_DRIVER = '—';

export async function readHolders(
  ctx: AppContext,
  customerId: number,
  codes: Iterable<string | null>,
  scope: DriverScope,
): Promise<Holders> {
  const spellings = new Set<string>();
  for (const c of codes) {
    const t = c?.trim();
    if (!t) continue;
    spellings.add(t);
    spellings.add(codeKey(t));
    spellings.add(t.toLowerCase());
  }
  const rows = await listCodeAssignments(ctx.db, customerId, [...spellings]);
  const byKey = new Map<string, typeof rows>();
  for (const r of rows) {
    const k = codeKey(r.code);
    byKey.set(k, [...(byKey.get(k) ?? []), r]);
  }
  return {
    at(code, time) {
      const held = code ? holderAt(byKey.get(codeKey(code)) ?? [], time) : null;
      if (!held || held.driver_id === null) return { driverId: null, driver: null };
      return {
        driverId: held.driver_id,
        driver: seesDriver(scope, held.driver_id) ? driverDisplayName(held.first_name, held.last_name) : HIDDEN_DRIVER,
      };
    },
  };
}

/** The periods with their holders at their (real) start. */
export function namedPeriods(read: VehicleIds, holders: Holders): IdentifierPeriod[] {
  return read.periods.map(({ startedAt, ...p }) => ({ ...p, ...holders.at(p.code, startedAt) }));
}

/**
 * The drives with the driver the route names for each (the stored driver, else the holder of
 * the identifier of its first record at its start) and the driver-identifier period it began in.
 */
export function attributedDrives(read: VehicleIds, holders: Holders): AttributedDrive[] {
  const driverPeriods = read.periods.filter((p) => p.slot === 1);
  return read.drives.map(({ storedDriver, startedAt, ...d }) => {
    const period = driverPeriods.find((p) => p.from <= d.from && (p.to === null || d.from < p.to) && p.code === d.code);
    return {
      ...d,
      driverId: storedDriver ?? holders.at(d.code, startedAt).driverId,
      periodFrom: period ? period.from : null,
    };
  });
}
