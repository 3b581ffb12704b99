import {
  AUTO_POINT_HALT_EVENT,
  AUTO_POINT_STOP_EVENT,
  DEFAULT_TIME_ZONE,
  autoPointCandidates,
  autoPointName,
  autoPointSettings,
  geocodedAddressFields,
  inputEventType,
  type AutoPointEvent,
  type AutoPointOngoing,
  type AutoPointSettings,
  type GeoShape,
} from '@namiar/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { PendingVehicle } from '../../engine/engine-writes';
import { onResultsWritten } from '../../engine/results-feed';
import type { AppContext } from '../../http/context';
import { createGeocodeService } from '../geocode/geocode.service';
import { parseJson } from '../vehicles/vehicle-record';
import * as repo from './auto-points.repository';

/** A vehicle's auto-point settings are read again after this long (the engine's configuration TTL). */
const SETTINGS_TTL_MS = 60_000;

interface VehicleSettings {
  loadedAt: number;
  customerId: number;
  regno: string;
  settings: AutoPointSettings | null;
}

const EMPTY_ADDRESS = { address: '', address_no: '', postal_code: '', city: '' };
const started = new WeakSet<AppContext>();

/**
 * Automatic own points (docs/decisions.md 'Automatic own points'): follows the engine's written
 * results (engine/results-feed.ts) and, for vehicles whose record asks for it, turns each stop,
 * halt or chosen-input span that reached its threshold at a place none of the company's own
 * points covers into a new unverified own point assigned to the vehicle (domain
 * areas/auto-points.ts). Cheap on live ingest: the settings are cached per vehicle, and the
 * database is asked about points only when the rule has a candidate. One batch at a time, so two
 * writes of the same stop cannot both make a point; a failure is logged and the next batch goes
 * on. Started once per application context (poi-records.routes.ts).
 */
export function startAutoPoints(ctx: AppContext, log: FastifyBaseLogger) {
  if (started.has(ctx)) return;
  started.add(ctx);
  const cache = new Map<number, VehicleSettings>();
  /** The ongoing stop or halt already dealt with, per vehicle ('stop:<since>'): checked once. */
  const ongoingDone = new Map<number, string>();
  let tail: Promise<void> = Promise.resolve();

  onResultsWritten(ctx, {
    written(batch) {
      tail = tail.then(() =>
        follow(batch).catch((err: unknown) => log.error({ err }, 'automatic own points failed for a batch of results')),
      );
      return tail;
    },
    // A vehicle saved in the editor: its settings apply to the next results, not a minute later.
    configChanged(customerId) {
      for (const [id, v] of cache) if (v.customerId === customerId) cache.delete(id);
    },
  });

  async function settingsOf(vehicleIds: number[]) {
    const now = ctx.now();
    const stale = vehicleIds.filter((id) => {
      const c = cache.get(id);
      return !c || now - c.loadedAt >= SETTINGS_TTL_MS;
    });
    for (let i = 0; i < stale.length; i += 500) {
      const chunk = stale.slice(i, i + 500);
      const rows = new Map((await repo.vehicleRecords(ctx.db, chunk)).map((r) => [r.id, r]));
      for (const id of chunk) {
        const r = rows.get(id);
        cache.set(id, {
          loadedAt: now,
          customerId: r?.customer_id ?? 0,
          regno: r?.regno ?? '',
          settings: r ? autoPointSettings(parseJson(r.record)) : null,
        });
      }
    }
  }

  async function follow(batch: readonly PendingVehicle[]) {
    await settingsOf([...new Set(batch.map((p) => p.vehicleId))]);
    for (const p of batch) {
      const v = cache.get(p.vehicleId);
      if (!v?.settings) continue;
      try {
        await followVehicle(p, v.regno, v.settings);
      } catch (err) {
        log.error({ err, vehicleId: p.vehicleId }, 'automatic own points failed for a vehicle');
      }
    }
  }

  async function followVehicle(p: PendingVehicle, regno: string, settings: AutoPointSettings) {
    const types = wantedTypes(settings);
    let events: AutoPointEvent[] = [];
    for (const e of p.events.values()) {
      if (types.has(e.type)) events.push({ type: e.type, from: e.from, to: e.to, lat: e.beginLat, lon: e.beginLon });
    }
    const ongoing = ongoingOf(p);
    if (events.length === 0 && !ongoing) return;
    const now = p.processedTime;
    if (settings.inputs?.all) events = await withStoredInputs(p.vehicleId, events, settings.inputs.chosen);
    const rule = (areas: GeoShape[]) => autoPointCandidates({ settings, events, now, ongoing, areas });
    // Most written results have nothing that qualifies: decided without asking for the points.
    if (rule([]).length === 0) return markOngoing(p, ongoing, now, settings);
    const candidates = rule(await repo.companyPointShapes(ctx.db, p.customerId));
    markOngoing(p, ongoing, now, settings);
    if (candidates.length === 0) return;
    const zone = (await repo.customerTimeZone(ctx.db, p.customerId)) ?? DEFAULT_TIME_ZONE;
    for (const c of candidates) {
      const id = await repo.insertAutoPoint(ctx.db, {
        customerId: p.customerId,
        vehicleId: p.vehicleId,
        name: autoPointName(regno, c.time, zone),
        lat: c.lat,
        lon: c.lon,
        at: c.time,
        address: await addressOf(c.lat, c.lon),
        now: ctx.now(),
      });
      log.info({ vehicleId: p.vehicleId, poiId: id, reason: c.reason }, 'automatic own point made');
    }
    // The new point is part of the vehicles' engine configuration (its stays from now on).
    ctx.engine?.configChanged?.(p.customerId);
  }

  /** The ongoing stop or halt of the live state, unless it was dealt with already. */
  function ongoingOf(p: PendingVehicle): AutoPointOngoing | null {
    if (!p.live || !/"state":"(stop|halt)"/.test(p.live)) return null;
    const live = parseJson(p.live);
    const o: AutoPointOngoing = {
      state: typeof live.state === 'string' ? live.state : null,
      since: typeof live.since === 'number' ? live.since : null,
      lat: typeof live.lat === 'number' ? live.lat : null,
      lon: typeof live.lon === 'number' ? live.lon : null,
    };
    return ongoingDone.get(p.vehicleId) === `${o.state}:${o.since}` ? null : o;
  }

  /** An ongoing stop or halt past its threshold is settled (a point made, or the place known). */
  function markOngoing(p: PendingVehicle, o: AutoPointOngoing | null, now: number, s: AutoPointSettings) {
    if (!o || o.since === null) return;
    const ms = o.state === 'stop' ? s.stopMs : s.haltMs;
    if (ms !== null && now - o.since >= ms) ongoingDone.set(p.vehicleId, `${o.state}:${o.since}`);
  }

  /** 'All inputs at once': an input may have come on in results written earlier; those are stored. */
  async function withStoredInputs(vehicleId: number, events: AutoPointEvent[], chosen: number[]) {
    const inputTypes = new Set(chosen.map(inputEventType));
    const own = events.filter((e) => inputTypes.has(e.type));
    if (own.length === 0) return events;
    const from = Math.min(...own.map((e) => e.from));
    const to = Math.max(...own.map((e) => e.to ?? Number.MAX_SAFE_INTEGER));
    const stored = await repo.overlappingEvents(ctx.db, vehicleId, [...inputTypes], from, to);
    const byKey = new Map(stored.map((e) => [`${e.type}:${e.from}`, e]));
    for (const e of events) byKey.set(`${e.type}:${e.from}`, e);
    return [...byKey.values()];
  }

  /** The address tab of the new point, from the server's reverse geocoder; empty when it fails. */
  async function addressOf(lat: number, lon: number) {
    try {
      return geocodedAddressFields((await createGeocodeService(ctx).reverseGeocode(lat, lon)).answer);
    } catch (err) {
      log.warn({ err }, 'no address for an automatic own point');
      return EMPTY_ADDRESS;
    }
  }
}

function wantedTypes(s: AutoPointSettings): Set<number> {
  const out = new Set<number>();
  if (s.stopMs !== null) out.add(AUTO_POINT_STOP_EVENT);
  if (s.haltMs !== null) out.add(AUTO_POINT_HALT_EVENT);
  for (const n of s.inputs?.chosen ?? []) out.add(inputEventType(n));
  return out;
}
