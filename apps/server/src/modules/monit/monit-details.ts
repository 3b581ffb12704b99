import {
  MONIT_MSG,
  MONIT_ROUTE_MAX_HOURS,
  parseDateTime,
  type IoEvent,
  type LiveState,
  type MonitRouteAnswer,
} from '@namiar/domain';
import type { AppContext, SessionUser } from '../../http/context';
import { BadRequestError } from '../../http/errors';
import { holderAt } from '../identifiers/identifier-holders';
import { inspectionInfoLines } from './inspection-info';
import * as drivers from '../drivers/drivers.repository';
import * as repo from './monit.repository';
import { codeKey, driverDisplayName } from '@namiar/domain';
import { vehicleScope } from '../../access';
import { createPlaceLookup } from '../geocode/place-lookup';
import { zoneFormatter } from '../../time/zone-format';

/** The monitor's detail calls: route widget, inspection chip text, input/output event tables. */

/** A business refusal answered as `err.global` with HTTP 200 (DESIGN §6). */
export class Refusal extends Error {}

const HOUR_MS = 3_600_000;
/** Input/output event tables look back this far and list at most this many (newest first). */
export const IO_EVENTS_DAYS = 7;
export const IO_EVENTS_LIMIT = 50;

function liveOf(text: string | null): LiveState | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as LiveState;
  } catch {
    return null;
  }
}

export function createMonitDetails(ctx: AppContext) {
  const places = createPlaceLookup(ctx);

  async function scopedVehicle(user: SessionUser, vehicleId: number) {
    const v = await repo.findVehicleWithLive(ctx.db, user.customerId, vehicleId);
    if (!v || !vehicleScope(user)(v.id)) throw new Refusal(MONIT_MSG.vehicleNotFound);
    return v;
  }

  /** Points of a vehicle for the route widget, columnar; the range is capped at 48 h. */
  async function route(
    user: SessionUser,
    body: { id: number; from_date: string; to_date: string },
  ): Promise<MonitRouteAnswer> {
    const from = parseDateTime(body.from_date, user.timeZone);
    const to = parseDateTime(body.to_date, user.timeZone);
    if (from === null || to === null) throw new BadRequestError({ global: MONIT_MSG.dateFormat });
    if (to < from) throw new BadRequestError({ global: MONIT_MSG.rangeOrder });
    if (to - from > MONIT_ROUTE_MAX_HOURS * HOUR_MS)
      throw new Refusal(MONIT_MSG.routeRangeTooLong(MONIT_ROUTE_MAX_HOURS));
    const v = await scopedVehicle(user, body.id);
    // Whole seconds: 'YYYY-MM-DD HH:mm:ss' names a second, so the end second is included whole.
    const rows = await repo.listRoutePoints(ctx.db, user.customerId, v.id, from, to + 999);
    const format = zoneFormatter(user.timeZone);
    const points: MonitRouteAnswer['points'] = { dt: [], lat: [], lon: [], v: [], th: [] };
    for (const r of rows) {
      // A record without a fix (0,0) would draw a line to the Gulf of Guinea: left out.
      if (r.lat === 0 && r.lon === 0) continue;
      points.dt.push(format(r.time));
      points.lat.push(r.lat);
      points.lon.push(r.lon);
      points.v.push(Math.round(r.speed * 10) / 10);
      points.th.push(r.tacho_speed === null ? null : Math.round(r.tacho_speed * 10) / 10);
    }
    return { regno: v.regno, points };
  }

  /** The newline-separated description of one inspection (`/monit/inspection/`). */
  async function inspectionInfo(user: SessionUser, inspectionId: number): Promise<string> {
    const i = await repo.findInspection(ctx.db, user.customerId, inspectionId);
    if (!i || !vehicleScope(user)(i.vehicle_id)) throw new Refusal(MONIT_MSG.inspectionNotFound);
    const v = await repo.findVehicleWithLive(ctx.db, user.customerId, i.vehicle_id);
    const live = liveOf(v?.live ?? null);
    const format = zoneFormatter(user.timeZone);
    const lines = inspectionInfoLines(
      i,
      {
        now: ctx.now(),
        km: live ? live.ckm / 1000 : null,
        mth: live ? live.cmth / 3600 : null,
        timeZone: user.timeZone,
      },
      format,
    );
    if (i.inspection_done_date !== null) lines.push(`Wykonany: ${format(i.inspection_done_date).slice(0, 10)}`);
    return lines.join('\n');
  }

  /** The driver of each event: its stored driver, else the identifier the device reported then. */
  async function eventDrivers(
    customerId: number,
    vehicleId: number,
    events: { from_time: number; driver_id: number | null }[],
  ) {
    const driverIds = [...new Set(events.map((e) => e.driver_id).filter((d): d is number => d !== null))];
    const [named, codes] = await Promise.all([
      drivers.listDriverNames(ctx.db, customerId, driverIds),
      repo.listDriverCodesAt(
        ctx.db,
        vehicleId,
        events.filter((e) => e.driver_id === null).map((e) => e.from_time),
      ),
    ]);
    const byId = new Map(named.map((d) => [d.id, driverDisplayName(d.first_name, d.last_name)]));
    const codeAt = new Map(codes.map((c) => [c.time, c.driver1?.trim() || null]));
    const history = await drivers.listIdentifierHistory(ctx.db, customerId, [
      ...new Set([...codeAt.values()].filter((c): c is string => !!c)),
    ]);
    /** The holder of a code at a moment (identifier-holders.ts). */
    const nameAt = (code: string, t: number) => {
      const row = holderAt(
        history.filter((h) => codeKey(h.code) === codeKey(code)),
        t,
      );
      return row ? driverDisplayName(row.first_name, row.last_name) : null;
    };
    return events.map((e) => {
      if (e.driver_id !== null) return byId.get(e.driver_id) ?? null;
      const code = codeAt.get(e.from_time) ?? null;
      return code === null ? null : (nameAt(code, e.from_time) ?? code);
    });
  }

  /** The latest on-events of input n (event types 9–16) or output n (17–20). */
  async function ioEvents(
    user: SessionUser,
    kind: 'input' | 'output',
    vehicleId: number,
    n: number,
  ): Promise<IoEvent[]> {
    const v = await scopedVehicle(user, vehicleId);
    const eventType = kind === 'input' ? 8 + n : 16 + n;
    const since = ctx.now() - IO_EVENTS_DAYS * 24 * HOUR_MS;
    const events = await repo.listRecentEvents(ctx.db, user.customerId, v.id, eventType, since, IO_EVENTS_LIMIT);
    const [drivers, placesText] = await Promise.all([
      eventDrivers(user.customerId, v.id, events),
      places.lookup(
        events.map((e) => ({ lat: e.begin_lat, lon: e.begin_lon })),
        200,
      ),
    ]);
    const format = zoneFormatter(user.timeZone);
    return events.map((e, k) => ({
      fd: format(e.from_time),
      dn: drivers[k],
      place: placesText[k],
      lat: e.begin_lat,
      lon: e.begin_lon,
    }));
  }

  return { route, inspectionInfo, ioEvents };
}
