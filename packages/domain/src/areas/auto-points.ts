/**
 * Automatic own points (spec 3 §2.1 'Punkty własne' "including auto-created unverified own
 * points", §3.1 autosolidtf__* fields): a vehicle that stops, halts or holds chosen inputs on
 * long enough at a place none of the company's own points covers makes a new, unverified own
 * point there. This file is the rule: settings from the vehicle record, candidate places from the
 * engine's events (docs/decisions.md 'Automatic own points'). The server stores what it answers.
 */
import { formatDateTime } from '../time';
import { SHAPE_CIRCLE, shapeContains, type GeoShape } from '../geo/shapes';
import { AUTOSOLID_INPUT_FLAGS } from '../vehicle-form/fields';

/** The radius of an automatic point, metres: a parked vehicle's fixes wander within it. */
export const AUTO_POINT_RADIUS_M = 100;

/** The engine events the rule reads: 1 stop ('Postój'), 2 halt ('Zatrzymanie'), 9–16 input N on. */
export const AUTO_POINT_STOP_EVENT = 1;
export const AUTO_POINT_HALT_EVENT = 2;
const FIRST_INPUT_EVENT = 9;
export const inputEventType = (input: number) => FIRST_INPUT_EVENT + input - 1;

/** autosolid_orand: 2 'Wszystkie warunki (i)'; 1 and unset read as 'or'. */
const ORAND_ALL = 2;

export interface AutoPointSettings {
  /** Milliseconds a stop must last; null: stops make no point. */
  stopMs: number | null;
  haltMs: number | null;
  /** The chosen inputs (1–8), how long and whether all of them at once; null: inputs make no point. */
  inputs: { ms: number; chosen: number[]; all: boolean } | null;
}

const isOn = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

/** A positive whole number of seconds as milliseconds; anything else (unset, 0) is no threshold. */
function threshold(v: unknown): number | null {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.round(n) * 1000 : null;
}

/**
 * The auto-point settings of a vehicle's record (the editor's values, spec 3 §3.1); null when
 * none applies. A flag without its time, or inputs with none chosen, does nothing: a threshold
 * of zero would make a point of every stop.
 */
export function autoPointSettings(record: Record<string, unknown>): AutoPointSettings | null {
  const stopMs = isOn(record.autosolidtf__stop) ? threshold(record.auto_solid_stop_time) : null;
  const haltMs = isOn(record.autosolidtf__halt) ? threshold(record.auto_solid_halt_time) : null;
  let inputs: AutoPointSettings['inputs'] = null;
  const inputMs = isOn(record.autosolidtf__inputs) ? threshold(record.auto_solid_input_time) : null;
  if (inputMs !== null) {
    const chosen = AUTOSOLID_INPUT_FLAGS.map((flag, i) => (isOn(record[flag]) ? i + 1 : 0)).filter((n) => n > 0);
    if (chosen.length > 0) inputs = { ms: inputMs, chosen, all: Number(record.autosolid_orand) === ORAND_ALL };
  }
  return stopMs === null && haltMs === null && inputs === null ? null : { stopMs, haltMs, inputs };
}

/** An engine event as stored: an open one has no end yet. Coordinates are where it began. */
export interface AutoPointEvent {
  type: number;
  from: number;
  to: number | null;
  lat: number | null;
  lon: number | null;
}

/** The segment the vehicle is in now (the engine's live state): a stop or halt still going on. */
export interface AutoPointOngoing {
  state: string | null;
  since: number | null;
  lat: number | null;
  lon: number | null;
}

export type AutoPointReason = 'stop' | 'halt' | 'inputs';

export interface AutoPointCandidate {
  lat: number;
  lon: number;
  /** When the vehicle began to stand there (the event's start, or the chosen inputs' common start). */
  time: number;
  reason: AutoPointReason;
}

export interface AutoPointInput {
  settings: AutoPointSettings;
  /** The vehicle's events in question (any order; other types are ignored). */
  events: readonly AutoPointEvent[];
  /** The time of the vehicle's last record: where open events and the ongoing segment end so far. */
  now: number;
  ongoing?: AutoPointOngoing | null;
  /** The company's own points: a place inside any of them makes nothing. */
  areas: readonly GeoShape[];
}

interface Span {
  from: number;
  to: number;
  lat: number;
  lon: number;
}

const hasFix = (e: { lat: number | null; lon: number | null }): e is { lat: number; lon: number } =>
  typeof e.lat === 'number' && typeof e.lon === 'number' && Number.isFinite(e.lat) && Number.isFinite(e.lon);

function spansOf(events: readonly AutoPointEvent[], type: number, now: number): Span[] {
  const out: Span[] = [];
  for (const e of events) {
    if (e.type !== type || !hasFix(e)) continue;
    out.push({ from: e.from, to: e.to ?? Math.max(now, e.from), lat: e.lat, lon: e.lon });
  }
  return out.sort((a, b) => a.from - b.from);
}

/** Where two sorted span lists overlap; an overlap takes the place of the span that began later. */
function intersect(a: Span[], b: Span[]): Span[] {
  const out: Span[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const from = Math.max(a[i].from, b[j].from);
    const to = Math.min(a[i].to, b[j].to);
    if (from < to) {
      const later = a[i].from >= b[j].from ? a[i] : b[j];
      out.push({ from, to, lat: later.lat, lon: later.lon });
    }
    if (a[i].to < b[j].to) i++;
    else j++;
  }
  return out;
}

/** Spans of the chosen inputs that qualify: any one of them ('or'), or all at once ('and'). */
function inputSpans(events: readonly AutoPointEvent[], inputs: NonNullable<AutoPointSettings['inputs']>, now: number) {
  const per = inputs.chosen.map((n) => spansOf(events, inputEventType(n), now));
  if (!inputs.all) return per.flat();
  return per.reduce((acc, spans) => intersect(acc, spans));
}

/**
 * The places where the vehicle should get an automatic own point, earliest first: each stop,
 * halt or chosen-input span that lasted at least its threshold (an open one up to `now`), and
 * the ongoing stop or halt once it has; none inside a company's own point or inside a point
 * made from an earlier candidate of the same call (one point for several stops at one place).
 */
export function autoPointCandidates(input: AutoPointInput): AutoPointCandidate[] {
  const { settings, events, now } = input;
  const found: AutoPointCandidate[] = [];
  const add = (spans: Span[], ms: number, reason: AutoPointReason) => {
    for (const s of spans) if (s.to - s.from >= ms) found.push({ lat: s.lat, lon: s.lon, time: s.from, reason });
  };
  if (settings.stopMs !== null) add(spansOf(events, AUTO_POINT_STOP_EVENT, now), settings.stopMs, 'stop');
  if (settings.haltMs !== null) add(spansOf(events, AUTO_POINT_HALT_EVENT, now), settings.haltMs, 'halt');
  if (settings.inputs) add(inputSpans(events, settings.inputs, now), settings.inputs.ms, 'inputs');
  const o = input.ongoing;
  if (o && o.since !== null && hasFix(o)) {
    const ms = o.state === 'stop' ? settings.stopMs : o.state === 'halt' ? settings.haltMs : null;
    if (ms !== null && now - o.since >= ms) {
      found.push({ lat: o.lat, lon: o.lon, time: o.since, reason: o.state === 'stop' ? 'stop' : 'halt' });
    }
  }
  found.sort((a, b) => a.time - b.time);
  const taken: GeoShape[] = [...input.areas];
  const out: AutoPointCandidate[] = [];
  for (const c of found) {
    if (taken.some((a) => shapeContains(a, c.lat, c.lon))) continue;
    out.push(c);
    taken.push(autoPointShape(c));
  }
  return out;
}

/** The circle an automatic point is stored as. */
export function autoPointShape(c: { lat: number; lon: number }): GeoShape {
  return { shape: SHAPE_CIRCLE, lat: c.lat, lon: c.lon, radius: AUTO_POINT_RADIUS_M, poly: null };
}

/** The stored name: what it is, whose and since when (minutes in the company's zone). */
export function autoPointName(regno: string, time: number, timeZone: string): string {
  return `Punkt automatyczny ${regno} ${formatDateTime(time, timeZone).slice(0, 16)}`;
}

/** The address fields of an own point from a reverse-geocoding answer (Nominatim's shape, spec 1 §7). */
export function geocodedAddressFields(answer: unknown): {
  address: string;
  address_no: string;
  postal_code: string;
  city: string;
} {
  const parts = (answer as { address?: Record<string, unknown>; geo?: Record<string, unknown> } | null) ?? null;
  const a = parts?.address ?? parts?.geo ?? {};
  const t = (k: string) => (typeof a[k] === 'string' || typeof a[k] === 'number' ? String(a[k]).trim() : '');
  const city = ['city', 'town', 'village', 'administrative', 'state'].map(t).find((v) => v !== '') ?? '';
  return { address: t('road'), address_no: t('house_number') || t('housenumber'), postal_code: t('postcode'), city };
}
