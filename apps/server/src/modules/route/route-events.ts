import {
  eventName,
  eventPointStats,
  eventRoadStats,
  lowerBound,
  type EngineEvent,
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
  format: (time: number) => string;
  /** Where an event without an end ends for its duration: the last point (or the range end). */
  openEnd: number;
}

/** Events with road statistics (the engine's segment events: stop, halt, driving). */
const STATS_EVENTS = new Set([1, 2, 3]);

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
 * with what the points tell (spec 2 §3.1).
 * Place texts are filled in by the caller (`geo`).
 */
export function routeEvents(stored: readonly StoredEvent[], src: EventSources): RouteEvent[] {
  const keys = new Set(stored.map((r) => engineEventKey(r.event_type, r.from_time)));
  const extra = [...src.engine.values()].filter((e) => !keys.has(engineEventKey(e.eid, e.from))).map(asStored);
  const rows = [...stored, ...extra].sort((a, b) => a.from_time - b.from_time || a.event_type - b.event_type);
  const { cols } = src;
  return rows.map((r) => {
    const e = src.engine.get(engineEventKey(r.event_type, r.from_time));
    // Driving, halt and stop events: statistics from the points (cached days have no engine run).
    const stats = STATS_EVENTS.has(r.event_type) ? eventRoadStats(cols, r.from_time, r.to_time) : null;
    const ps = eventPointStats(cols, r.from_time, r.to_time);
    const at = Math.min(lowerBound(cols.time, r.from_time), cols.n - 1);
    const code = e?.driver ?? (at >= 0 ? cols.d1[at] : null);
    const driver =
      r.driver_id !== null
        ? (src.driversById.get(r.driver_id) ?? null)
        : code
          ? (src.name(code, r.from_time) ?? code)
          : null;
    const trailerCode = at >= 0 ? cols.d2[at] : null;
    const end = r.to_time ?? Math.max(src.openEnd, r.from_time);
    return {
      id: r.id,
      eid: r.event_type,
      name: eventName(r.event_type),
      fdt: src.format(r.from_time),
      tdt: r.to_time === null ? null : src.format(r.to_time),
      fdtValue: r.from_time,
      tdtValue: r.to_time,
      dur: Math.round((end - r.from_time) / 1000),
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
      p: r.poi_id === null ? null : (src.poiNames.get(r.poi_id) ?? null),
      ckm: ps.ckm,
      cmth: ps.cmth,
      fl: ps.fl === null ? null : Math.round(ps.fl * 100) / 100,
      flu: stats && stats.fuel !== null ? Math.round(stats.fuel * 100) / 100 : null,
      geo: null,
      // Issue and invoice numbers come from fuel invoices (records screens, not built yet).
      xxx: null,
      inv: null,
      // The operator's remark: the description given when the alarm was accepted.
      info: r.description,
      alarm: r.is_alarm === 1,
      manual: r.manual === 1,
    };
  });
}
