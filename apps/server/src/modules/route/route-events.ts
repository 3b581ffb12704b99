import {
  AREA_EVENT,
  FUEL_IN_EVENTS,
  FUEL_OUT_EVENTS,
  eventPointStats,
  lowerBound,
  segmentRowStats,
  clippedSeconds,
  vehicleEventName,
  type EngineEvent,
  type IoDescriptions,
  type RouteEvent,
} from '@namiar/domain';
import type { DriverNamer } from './route-drivers';
import type { listRangeEvents } from './route.repository';
import type { PointColumns } from './route-points';
import { engineEventKey } from './route-run';

/** A stored event row as route.repository lists it. */
export type StoredEvent = Awaited<ReturnType<typeof listRangeEvents>>[number];

export interface EventSources {
  cols: PointColumns;
  /** The re-run's events by (eid, from). */
  engine: ReadonlyMap<string, EngineEvent>;
  name: DriverNamer;
  driversById: ReadonlyMap<number, string | null>;
  poiNames: ReadonlyMap<number, string>;
  /** Names of the bases of base stays (event 101), whose POI is a base. */
  baseNames?: ReadonlyMap<number, string>;
  /** Invoice numbers of refuellings paired on /fuelinvoices, by the refuelling's start. */
  invoiceNos?: ReadonlyMap<number, string>;
  /** Losses accepted on /fuelloss (their description), by the loss's start. */
  acceptedLosses?: ReadonlyMap<number, string>;
  format: (time: number) => string;
  /** The vehicle's inputs and outputs: their descriptions name their events ('Pompa wody załączona'). */
  io?: IoDescriptions;
  /** The route's range [from, to], epoch ms: events are shown clipped to it. */
  from: number;
  to: number;
  /** Where an event still in progress ends for its duration: the range's last point (without points: the range end or now). */
  openEnd: number;
  /**
   * The server's now: an event still in progress lasts to the range's end or now, whichever is
   * earlier, so the states (stop, halt, drive) partition the range (domain state-times.ts).
   */
  now: number;
}

/** A re-run event not stored (yet) as a row: id 0, not manual. */
function asStored(e: EngineEvent): StoredEvent {
  return {
    id: 0,
    event_type: e.eid,
    from_time: e.from,
    to_time: e.open ? null : e.to,
    value: e.value,
    begin_lat: e.beginLat,
    begin_lon: e.beginLon,
    end_lat: e.endLat,
    end_lon: e.endLon,
    driver_id: null,
    poi_id: null,
    manual: 0,
    is_alarm: e.alarm ? 1 : 0,
    description: null,
  };
}

/**
 * The stored events of the range, plus the re-run's events that have no row yet (id 0), each
 * with what the points tell (spec 2 §3.1), clipped to the range: an event begun before it
 * starts at the range start, one ended after it ends at the range end, one still in progress
 * lasts to the range's end or now (its statistics: to the range's last point) and keeps no
 * end (`tdt` null); the duration (whole seconds on the clock's marks, state-times.ts), the
 * statistics and the values at the start are those of the clipped part (docs/events.md §13).
 * Place texts are filled in by the caller (`geo`).
 */
export function routeEvents(stored: readonly StoredEvent[], src: EventSources): RouteEvent[] {
  const keys = new Set(stored.map((r) => engineEventKey(r.event_type, r.from_time)));
  const extra = [...src.engine.values()].filter((e) => !keys.has(engineEventKey(e.eid, e.from))).map(asStored);
  const rows = [...stored, ...extra].sort((a, b) => a.from_time - b.from_time || a.event_type - b.event_type);
  const { cols } = src;
  // [from, end): the range's closing second included whole.
  const end = src.to + 1;
  const clip = { from: src.from, end, openEnd: Math.min(end, src.now) };
  return rows.map((r) => {
    const e = src.engine.get(engineEventKey(r.event_type, r.from_time));
    const from = Math.max(r.from_time, src.from);
    const to = r.to_time === null ? null : Math.max(from, Math.min(r.to_time, src.to));
    // Driving, halt and stop events: statistics from the points (cached days have no engine run).
    const stats = segmentRowStats(cols, r.event_type, from, to);
    const ps = eventPointStats(cols, from, to);
    const at = Math.min(lowerBound(cols.time, from), cols.n - 1);
    const code = e?.driver ?? (at >= 0 ? cols.d1[at] : null);
    const driver =
      r.driver_id !== null
        ? (src.driversById.get(r.driver_id) ?? null)
        : code
          ? (src.name(code, r.from_time) ?? code)
          : null;
    const trailerCode = at >= 0 ? cols.d2[at] : null;
    const isLoss = FUEL_OUT_EVENTS.includes(r.event_type);
    return {
      id: r.id,
      eid: r.event_type,
      name: vehicleEventName(r.event_type, src.io),
      fdt: src.format(from),
      tdt: to === null ? null : src.format(to),
      fdtValue: from,
      tdtValue: to,
      dur: clippedSeconds(r.from_time, r.to_time, clip),
      val: r.value,
      driver_name: driver,
      trailer: trailerCode ? (src.name(trailerCode, r.from_time) ?? trailerCode) : null,
      rgp: stats ? stats.rg : null,
      rth: stats ? stats.th : null,
      blat: r.begin_lat,
      blon: r.begin_lon,
      elat: r.end_lat,
      elon: r.end_lon,
      vavg: stats ? stats.vavg : null,
      vm: stats ? stats.vmax : null,
      t1min: ps.tmin[0],
      t1max: ps.tmax[0],
      t2min: ps.tmin[1],
      t2max: ps.tmax[1],
      t3min: ps.tmin[2],
      t3max: ps.tmax[2],
      t4min: ps.tmin[3],
      t4max: ps.tmax[3],
      p:
        r.poi_id === null
          ? null
          : ((r.event_type === AREA_EVENT.base ? src.baseNames : src.poiNames)?.get(r.poi_id) ?? null),
      ckm: ps.ckm,
      cmth: ps.cmth,
      fl: ps.fl === null ? null : Math.round(ps.fl * 100) / 100,
      flu: stats ? stats.fuel : null,
      geo: null,
      xxx: null,
      // The invoice paired to this refuelling on /fuelinvoices.
      inv: FUEL_IN_EVENTS.includes(r.event_type) ? (src.invoiceNos?.get(r.from_time) ?? null) : null,
      // The operator's remark: the description given when the alarm (or the fuel loss on /fuelloss) was accepted.
      info: r.description || (isLoss ? src.acceptedLosses?.get(r.from_time) || null : null),
      acc: isLoss && src.acceptedLosses?.has(r.from_time) === true,
      alarm: r.is_alarm === 1,
      manual: r.manual === 1,
    };
  });
}
