import type { LiveState, VehicleChoice } from '@namiar/domain';
import { collator, vehicleScope } from '../../access';
import type { AppContext, SessionUser } from '../../http/context';
import { onLiveWritten, type LiveWritten } from '../../engine/live-feed';
import { chosenAreaNames, withUserChoice, type MapArea } from '../poi/poi-areas';
import { chosenVehicleIds } from '../settings/monitor-choices.repository';
import { createCompanyCache, driverNamer, type MonitVehicleRow } from './company-cache';
import { inspectionChips } from './inspection-level';
import { createLiveCache } from './live-cache';
import { writeClockJson } from './monit-bytes';
import type { MonitEnv, MonitSource } from './monit-record';
import * as repo from './monit.repository';
import { createOutputPool } from './output-pool';
import { createPlaceLookup } from '../geocode/place-lookup';
import { createRecordCache } from './record-cache';
import { buildVehicleDisplay, createDisplayCache } from './vehicle-display';
import { zoneFormatter } from '../../time/zone-format';

/**
 * Time `/monit` may spend naming new places offline per call (about 130 points at ~45 µs each;
 * at least 16 whatever the time): the rest are named in the background for the next poll, and
 * meanwhile the web's geocode queue asks for the rows on screen. A third of a 5,000 fleet moved
 * is 1,700 new points, which no budget of a 50 ms call could name.
 */
const GEO_BUDGET_MS = 6;

/**
 * A company whose monitor was polled this recently gets the live states its vehicles' engine
 * writes parsed, and their places named, as they are written (a poll then finds them ready);
 * other companies' states are read at their next poll.
 */
const WATCH_MS = 5 * 60_000;
/** A fleet this big moves more points between polls than a call names itself: its naming thread starts with its first poll. */
const NAMING_THREAD_FLEET = 256;

const OPEN = Buffer.from('{"m":[');
const CLOSE = Buffer.from(']}');
/** Longest clock part: '"age":…,"let":…,"oldPointDate":…}' with 16-digit numbers. */
const CLOCK_MAX = 80;

/** A vehicle removed between two reads: shown with the default configuration. */
const emptyDisplay = (vtp: number) => buildVehicleDisplay(vtp, '{}');

export interface MonitTiming {
  /** Reading: revisions, live markers, choices, changed settings and live states, places. */
  queryMs: number;
  /** Of the reading: the settings and live states changed since they were cached (the area choice meanwhile). */
  changedMs: number;
  /** Of the reading: naming the places of vehicles whose position changed. */
  placesMs: number;
  /** Writing the answer. */
  buildMs: number;
  vehicles: number;
}

export function createMonitService(ctx: AppContext) {
  const companies = createCompanyCache(ctx);
  const displays = createDisplayCache();
  const lives = createLiveCache();
  const records = createRecordCache();
  const places = createPlaceLookup(ctx);
  const outputs = createOutputPool();
  const geoByVehicle = new Map<number, { live: LiveState; geo: string }>();
  const areaIndexes = new Map<
    string,
    {
      areas: readonly MapArea[];
      index: ReturnType<typeof chosenAreaNames>;
      names: Map<number, { live: LiveState; name: string | null }>;
    }
  >();

  // Live states are taken as the engine commits them, for companies someone is watching: the
  // poll then reads only the stored markers for them, not the states (live-feed.ts).
  const watched = new Map<number, number>();
  onLiveWritten(ctx, (rows) => takeWritten(rows));
  function takeWritten(rows: readonly LiveWritten[]) {
    const now = performance.now();
    const points: LiveState[] = [];
    for (const r of rows) {
      const since = watched.get(r.customer_id);
      if (since === undefined || now - since > WATCH_MS) continue;
      const live = lives.put(r.vehicle_id, r.updated_at, r.processed_time, r.live);
      records.prepare(r.vehicle_id, live);
      if (live) points.push(live);
    }
    places.prefetch(points);
  }

  /** Reads and parses the settings and live states the caches do not hold (current) yet. */
  async function refreshCaches(
    customerId: number,
    rows: MonitVehicleRow[],
    markers: Map<number, { updated_at: number; processed_time: number }>,
  ) {
    const needSettings: number[] = [];
    const needLive: number[] = [];
    for (const r of rows) {
      if (!displays.lookup(r.id, r.vehicle_type_id, r.settings_rev)) needSettings.push(r.id);
      const m = markers.get(r.id);
      if (m && lives.lookup(r.id, m.updated_at, m.processed_time) === undefined) needLive.push(r.id);
    }
    const [settings, states] = await Promise.all([
      needSettings.length ? repo.listVehicleSettings(ctx.db, customerId, needSettings) : [],
      needLive.length ? repo.listLiveStates(ctx.db, ctx.sqlite, customerId, needLive) : [],
    ]);
    if (settings.length > 0) {
      const types = new Map(rows.map((r) => [r.id, r.vehicle_type_id]));
      for (const s of settings) displays.put(s.id, types.get(s.id)!, s.settings_rev, s.settings);
    }
    for (const l of states) {
      lives.put(l.vehicle_id, l.updated_at, l.processed_time, l.live);
      markers.set(l.vehicle_id, { updated_at: l.updated_at, processed_time: l.processed_time });
    }
  }

  /**
   * The `/monit` answer as UTF-8 JSON: `{"m":[...]}` with every vehicle of the user's scope
   * (only his chosen ones with onlyChosen, when he saved a choice), vehicles without data
   * included, by registration number. `json` lives in a pooled buffer: call `giveBack` once the
   * response carrying it has been sent (not before: it is written again for the next answer).
   */
  async function monitJson(
    user: SessionUser,
    onlyChosen: boolean,
  ): Promise<{ json: Buffer; giveBack: () => void; timing: MonitTiming }> {
    // Background place naming waits until this answer has been sent (giveBack).
    const release = places.hold();
    try {
      const answer = await writeAnswer(user, onlyChosen);
      return {
        ...answer,
        giveBack: () => {
          answer.giveBack();
          release();
        },
      };
    } catch (e) {
      release();
      throw e;
    }
  }

  async function writeAnswer(user: SessionUser, onlyChosen: boolean) {
    const t0 = performance.now();
    watched.set(user.customerId, t0);
    const [company, markerRows, chosen] = await Promise.all([
      companies.snapshot(user.customerId),
      repo.listLiveMarkers(ctx.db, ctx.sqlite, user.customerId),
      onlyChosen ? chosenVehicleIds(ctx.db, user.customerId, user.userId) : Promise.resolve(null),
    ]);
    const inScope = vehicleScope(user);
    const visible = company.vehicles.filter((r) => inScope(r.id) && (!chosen || chosen.has(r.id)));
    const markers = new Map(markerRows.map((m) => [m.vehicle_id, m]));
    if (visible.length > NAMING_THREAD_FLEET) places.warm();
    const tChanged = performance.now();
    // The user's area choice and the changed rows do not depend on each other: one wait, not two.
    const [areas] = await Promise.all([
      withUserChoice(ctx.db, user.customerId, user.userId, company.areas),
      refreshCaches(user.customerId, visible, markers),
    ]);
    const tPlaces = performance.now();

    const now = ctx.now();
    const sources: MonitSource[] = visible.map((r) => {
      const m = markers.get(r.id);
      return {
        id: r.id,
        regno: r.regno,
        vtp: r.vehicle_type_id,
        iconId: r.icon_id,
        iconColor: r.icon_color,
        phone: r.phone,
        live: m ? (lives.lookup(r.id, m.updated_at, m.processed_time) ?? null) : null,
        display: displays.lookup(r.id, r.vehicle_type_id, r.settings_rev) ?? emptyDisplay(r.vehicle_type_id),
      };
    });
    const geo = await placesOf(sources);
    const t1 = performance.now();

    const poiNames = areaIndex(company.areas, areas);
    const env: MonitEnv = {
      now,
      format: zoneFormatter(user.timeZone),
      driverName: driverNamer(company.drivers),
    };
    const statics: Buffer[][] = new Array(sources.length);
    const placesOfRecord: Buffer[] = new Array(sources.length);
    const chipsOf: Buffer[] = new Array(sources.length);
    let size = OPEN.length + CLOSE.length;
    for (let k = 0; k < sources.length; k++) {
      const s = sources[k];
      const l = s.live;
      const list = company.inspections.get(s.id);
      const chips = list
        ? inspectionChips(list, {
            now,
            km: l ? l.ckm / 1000 : null,
            mth: l ? l.cmth / 3600 : null,
            timeZone: user.timeZone,
          })
        : null;
      const d1 = l?.d1 ? env.driverName(l.d1, l.dt) : null;
      const d2 = l?.d2 ? env.driverName(l.d2, l.dt) : null;
      statics[k] = records.staticJson(s, env, d1, d2);
      placesOfRecord[k] = records.placeJson(s.id, geo[k], poiNames.find(s));
      chipsOf[k] = records.chipsJson(s.id, chips);
      for (const part of statics[k]) size += part.length;
      size += placesOfRecord[k].length + chipsOf[k].length + CLOCK_MAX + 1;
    }
    // One buffer, written in place: the parts are copied once, nothing else is allocated per vehicle.
    const { buffer: out, giveBack } = outputs.lend(size);
    let pos = OPEN.copy(out, 0);
    for (let k = 0; k < sources.length; k++) {
      if (k > 0) out[pos++] = 0x2c; // ','
      // TypedArray.set, not Buffer.copy: ~20,000 small copies a poll, and copy's argument
      // handling cost more than the bytes themselves.
      const parts = statics[k];
      for (let j = 0; j < parts.length; j++) {
        out.set(parts[j], pos);
        pos += parts[j].length;
        // The place members follow the base part (monitStaticJson's order).
        if (j === 0) {
          out.set(placesOfRecord[k], pos);
          pos += placesOfRecord[k].length;
        }
      }
      out.set(chipsOf[k], pos);
      pos += chipsOf[k].length;
      pos = writeClockJson(sources[k], env, out, pos);
    }
    pos += CLOSE.copy(out, pos);
    const json = out.subarray(0, pos);
    return {
      json,
      giveBack,
      timing: {
        queryMs: t1 - t0,
        changedMs: tPlaces - tChanged,
        placesMs: t1 - tPlaces,
        buildMs: performance.now() - t1,
        vehicles: sources.length,
      },
    };
  }

  /**
   * Place text per vehicle, looked up again only for vehicles whose live state changed since
   * the last poll (or had none): a standing fleet costs no lookups at all.
   */
  async function placesOf(sources: MonitSource[]): Promise<(string | null)[]> {
    const out: (string | null)[] = new Array(sources.length).fill(null);
    const ask: number[] = [];
    for (let k = 0; k < sources.length; k++) {
      const s = sources[k];
      if (!s.live) continue;
      const hit = geoByVehicle.get(s.id);
      if (hit && hit.live === s.live) out[k] = hit.geo;
      else ask.push(k);
    }
    if (ask.length === 0) return out;
    const found = await places.lookup(
      ask.map((k) => ({ lat: sources[k].live!.lat, lon: sources[k].live!.lon })),
      GEO_BUDGET_MS,
    );
    ask.forEach((k, i) => {
      out[k] = found[i];
      if (found[i] !== null) {
        if (geoByVehicle.size > 200_000) geoByVehicle.clear();
        geoByVehicle.set(sources[k].id, { live: sources[k].live!, geo: found[i] });
      }
    });
    return out;
  }

  /**
   * The POI name lookup of a user's chosen areas, kept while the company's areas and his
   * choice stay the same; per vehicle, the name is kept while its live state is the same.
   */
  function areaIndex(companyAreas: readonly MapArea[], chosen: readonly MapArea[]) {
    const signature = chosen.map((a) => (a.chosen ? '1' : '0')).join('');
    let entry = areaIndexes.get(signature);
    if (!entry || entry.areas !== companyAreas) {
      if (areaIndexes.size > 1000) areaIndexes.clear();
      entry = { areas: companyAreas, index: chosenAreaNames(chosen), names: new Map() };
      areaIndexes.set(signature, entry);
    }
    const e = entry;
    return {
      find(s: MonitSource): string | null {
        if (!s.live) return null;
        const hit = e.names.get(s.id);
        if (hit && hit.live === s.live) return hit.name;
        const name = e.index.find(s.live.lat, s.live.lon);
        e.names.set(s.id, { live: s.live, name });
        return name;
      },
    };
  }

  /** The vehicle chooser (spec 1 §3.6): the user's vehicles by regno, visible = chosen. */
  async function vehicleChoices(user: SessionUser): Promise<VehicleChoice[]> {
    const [rows, chosen] = await Promise.all([
      repo.listVehicleNames(ctx.db, user.customerId),
      chosenVehicleIds(ctx.db, user.customerId, user.userId),
    ]);
    const inScope = vehicleScope(user);
    return rows
      .filter((r) => inScope(r.id))
      .sort((a, b) => collator.compare(a.regno, b.regno) || a.id - b.id)
      .map((r) => ({ vid: r.id, regno: r.regno, visible: !chosen || chosen.has(r.id) }));
  }

  return { monitJson, vehicleChoices };
}

export type MonitService = ReturnType<typeof createMonitService>;
