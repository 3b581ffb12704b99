import { dataAgeLevel, type LiveState, type MonitVehicle } from '@namiar/domain';
import type { InspectionChips } from './inspection-level';
import type { VehicleDisplay } from './vehicle-display';
import type { ZoneFormatter } from '../../time/zone-format';

/**
 * One vehicle of `/monit` (spec 1 §3.1, packages/domain/src/api/monit.ts) from its row, its
 * live state, its configuration and what the other modules know (place, POI, drivers,
 * inspections). Written straight to JSON text (monitVehicleJson): a record has about 210
 * members, and building 5,000 such objects and stringifying them costs more than the whole
 * 50 ms budget; members that are null for every unconfigured input, thermometer or
 * inspection are written as precomputed text. monitVehicleObject gives the same record as an
 * object (tests prove both agree).
 */
export interface MonitSource {
  id: number;
  regno: string;
  vtp: number;
  iconId: number;
  iconColor: string;
  phone: string | null;
  live: LiveState | null;
  display: VehicleDisplay;
}

export interface MonitExtras {
  geo: string | null;
  poiname: string | null;
  chips: InspectionChips | null;
}

export interface MonitEnv {
  now: number;
  format: ZoneFormatter;
  /**
   * The name of the driver holding an identifier code at a moment (the record's time), or null
   * when nobody held it then (identifier-holders.ts).
   */
  driverName: (code: string, time: number | null) => string | null;
}

type GroupKey =
  | `${'i' | 'it' | 'id'}${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`
  | `${'o' | 'ot' | 'od'}${1 | 2 | 3 | 4}`
  | `${'t' | 'td' | 'td_max' | 'td_min'}${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16}`
  | `${'ins' | 'insid' | 'inssid' | 'inscn'}${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12}`
  | `${'insw' | 'inswid'}${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`;
export type MonitBase = Omit<MonitVehicle, GroupKey>;

export const round = (v: number | null | undefined, digits: number): number | null => {
  if (typeof v !== 'number' || !Number.isFinite(v)) return null;
  const f = 10 ** digits;
  return Math.round(v * f) / f;
};

/** The members that change with the clock alone: age of the data, time in state, data-age level. */
export function clockValues(src: MonitSource, now: number) {
  const l = src.live;
  const dt = l?.dt ?? null;
  const age = dt === null ? null : Math.max(0, Math.floor((now - dt) / 1000));
  // Time in the current state runs on while no new point says otherwise (the status shows
  // how long the vehicle has stood); without a start the engine's own figure is kept.
  const inState = l && l.since !== null && dt !== null ? Math.max(0, (now - l.since) / 1000) : (l?.let ?? 0);
  // No data: dt is null and the level is 0 (nothing to call old); see docs/decisions.md.
  return { age, let: Math.round(inState), oldPointDate: dataAgeLevel(src.vtp, age) ?? 0 };
}

/** The members that are not per-input/thermometer/inspection. */
export function monitBase(src: MonitSource, extras: MonitExtras, env: MonitEnv): MonitBase {
  const l = src.live;
  const dt = l?.dt ?? null;
  const clock = clockValues(src, env.now);
  const d1 = l?.d1 ?? null;
  const d2 = l?.d2 ?? null;
  return {
    id: src.id,
    regno: src.regno,
    dt: dt === null ? null : env.format(dt),
    age: clock.age,
    lat: l?.lat ?? null,
    lon: l?.lon ?? null,
    geo: extras.geo,
    key: l?.key ? 1 : 0,
    v: round(l?.v, 1) ?? 0,
    th: round(l?.th, 1),
    r: round(l?.r, 0),
    f: round(l?.f, 1),
    t: round(l?.t, 2),
    vtp: src.vtp,
    let: clock.let,
    ant: l?.ant ?? 0,
    g: l?.g ?? null,
    gps: l?.gps ? 1 : 0,
    pow: l?.pow ? 1 : 0,
    al: round(l?.al, 2),
    al_a: l?.al_a ? 1 : 0,
    alp: round(l?.alp, 0),
    ckm: l ? Math.round(l.ckm) : null,
    cmth: l ? Math.round(l.cmth) : null,
    e1: round(l?.e1, 3),
    e2: round(l?.e2, 3),
    azh: Math.round(l?.azh ?? 0),
    d1: d1 === null ? null : (env.driverName(d1, l?.dt ?? null) ?? d1),
    d2: d2 === null ? null : (env.driverName(d2, l?.dt ?? null) ?? d2),
    d1p: d1,
    d2p: d2,
    bp: src.phone,
    poiname: extras.poiname,
    tpc: round(l?.tpc, 3),
    tv: round(l?.tv, 1),
    tpm: round(l?.tpm, 1),
    icon_id: src.iconId,
    vehicle_icon_color: src.iconColor,
    oldPointDate: clock.oldPointDate,
  };
}

const bit = (mask: number, n: number) => (mask >> (n - 1)) & 1;

/** The per-input, output, thermometer and inspection values, in the object form. */
function groupValues(src: MonitSource, extras: MonitExtras): Record<string, number | string | null> {
  const out: Record<string, number | string | null> = {};
  const l = src.live;
  const d = src.display;
  for (let n = 1; n <= 8; n++) out[`i${n}`] = l && bit(d.inputMask, n) ? bit(l.inputs, n) : null;
  for (let n = 1; n <= 4; n++) out[`o${n}`] = l && bit(d.outputMask, n) ? bit(l.outputs, n) : null;
  for (let n = 1; n <= 16; n++) out[`t${n}`] = l && bit(d.thermoMask, n) ? round(l.temps[n - 1], 1) : null;
  const chips = extras.chips;
  for (let n = 1; n <= 12; n++) {
    const c = chips?.p[n - 1];
    out[`ins${n}`] = c ? c.level : null;
    out[`insid${n}`] = c ? c.id : null;
    out[`inssid${n}`] = c ? c.status : null;
    out[`inscn${n}`] = c ? c.name : null;
  }
  for (let n = 1; n <= 8; n++) {
    const c = chips?.w[n - 1];
    out[`insw${n}`] = c ? c.level : null;
    out[`inswid${n}`] = c ? c.id : null;
  }
  return out;
}

/** Group members that are null are left out of the answer (the contract: absent = null). */
function withoutNulls(values: Record<string, number | string | null>): Record<string, number | string> {
  const out: Record<string, number | string> = {};
  for (const [k, v] of Object.entries(values)) if (v !== null) out[k] = v;
  return out;
}

export function monitVehicleObject(src: MonitSource, extras: MonitExtras, env: MonitEnv): MonitVehicle {
  return {
    ...monitBase(src, extras, env),
    ...withoutNulls(src.display.fields),
    ...withoutNulls(groupValues(src, extras)),
  } as MonitVehicle;
}

// ---- JSON text -----------------------------------------------------------------------------

const n = (v: number | null) => (v === null ? 'null' : String(v));
const s = (v: string | null) => (v === null ? 'null' : JSON.stringify(v));
/** `round` written as JSON: the same number text as JSON.stringify gives the rounded value. */
const r = (v: number | null | undefined, digits: number) => n(round(v, digits));

/**
 * The members of the row, the live state and drivers (not the place and POI, not the clock, not
 * the configuration, not the per-input values): `{"id":…` up to the icon colour, no closing brace.
 * Written straight from the live state, without monitBase's object: this runs for every vehicle
 * that moved since the last poll (a third of a 5,000 fleet), and the object cost half the time.
 * The property test in monit-record.test.ts holds it to the object form.
 */
export function monitBaseJson(src: MonitSource, env: Omit<MonitEnv, 'now'>): string {
  const l = src.live;
  const head = `{"id":${src.id},"regno":${s(src.regno)}`;
  const tail =
    `,"bp":${s(src.phone)}` +
    (l ? `,"tpc":${r(l.tpc, 3)},"tv":${r(l.tv, 1)},"tpm":${r(l.tpm, 1)}` : ',"tpc":null,"tv":null,"tpm":null') +
    `,"icon_id":${src.iconId},"vehicle_icon_color":${s(src.iconColor)}`;
  if (!l) {
    return (
      `${head},"dt":null,"lat":null,"lon":null,"key":0,"v":0,"th":null,"r":null,"f":null` +
      `,"t":null,"vtp":${src.vtp},"ant":0,"g":null,"gps":0,"pow":0,"al":null,"al_a":0,"alp":null,"ckm":null` +
      `,"cmth":null,"e1":null,"e2":null,"azh":0,"d1":null,"d2":null,"d1p":null,"d2p":null${tail}`
    );
  }
  const d1 = l.d1 ?? null;
  const d2 = l.d2 ?? null;
  return (
    `${head},"dt":${l.dt === null ? 'null' : s(env.format(l.dt))},"lat":${n(l.lat ?? null)},"lon":${n(l.lon ?? null)}` +
    `,"key":${l.key ? 1 : 0},"v":${n(round(l.v, 1) ?? 0)},"th":${r(l.th, 1)},"r":${r(l.r, 0)}` +
    `,"f":${r(l.f, 1)},"t":${r(l.t, 2)},"vtp":${src.vtp},"ant":${n(l.ant ?? 0)},"g":${n(l.g ?? null)}` +
    `,"gps":${l.gps ? 1 : 0},"pow":${l.pow ? 1 : 0},"al":${r(l.al, 2)},"al_a":${l.al_a ? 1 : 0},"alp":${r(l.alp, 0)}` +
    `,"ckm":${Math.round(l.ckm)},"cmth":${Math.round(l.cmth)},"e1":${r(l.e1, 3)},"e2":${r(l.e2, 3)}` +
    `,"azh":${Math.round(l.azh ?? 0)},"d1":${d1 === null ? 'null' : s(env.driverName(d1, l.dt) ?? d1)}` +
    `,"d2":${d2 === null ? 'null' : s(env.driverName(d2, l.dt) ?? d2)},"d1p":${s(d1)},"d2p":${s(d2)}${tail}`
  );
}

/**
 * The configured inputs, outputs and thermometers (i1–8, o1–4, t1–16), each member with a
 * leading comma; unconfigured ones are left out (absent = null), '' when there are none.
 * Leaving the nulls out keeps a 5,000-vehicle answer at a quarter of its size.
 */
export function monitSignalsJson(src: MonitSource): string {
  const l = src.live;
  const d = src.display;
  if (!l) return '';
  let out = '';
  for (let k = 1; k <= 8; k++) if (bit(d.inputMask, k)) out += `,"i${k}":${bit(l.inputs, k)}`;
  for (let k = 1; k <= 4; k++) if (bit(d.outputMask, k)) out += `,"o${k}":${bit(l.outputs, k)}`;
  for (let k = 1; k <= 16; k++) {
    const t = bit(d.thermoMask, k) ? round(l.temps[k - 1], 1) : null;
    if (t !== null) out += `,"t${k}":${t}`;
  }
  return out;
}

/**
 * The place members (reverse-geocoded place, POI area), leading comma: apart from the base, as
 * the place of a new point is often named after the point's record was written.
 */
export function monitPlaceJson(extras: Omit<MonitExtras, 'chips'>): string {
  return `,"geo":${s(extras.geo)},"poiname":${s(extras.poiname)}`;
}

/** Everything but the clock and the chips: base, place, configuration, signals (no closing brace). */
export function monitStaticJson(src: MonitSource, extras: Omit<MonitExtras, 'chips'>, env: MonitEnv): string {
  return `${monitBaseJson(src, env)}${monitPlaceJson(extras)}${src.display.json}${monitSignalsJson(src)}`;
}

/** The inspection chips the vehicle has (ins/insid/inssid/inscn 1–12, insw/inswid 1–8), leading commas. */
export function monitChipsJson(chips: InspectionChips | null): string {
  if (!chips) return '';
  let out = '';
  for (let k = 1; k <= 12; k++) {
    const c = chips.p[k - 1];
    if (!c) continue;
    out += `,"ins${k}":${c.level},"insid${k}":${c.id}`;
    if (c.status !== null) out += `,"inssid${k}":${c.status}`;
    if (c.name !== null) out += `,"inscn${k}":${s(c.name)}`;
  }
  for (let k = 1; k <= 8; k++) {
    const c = chips.w[k - 1];
    if (c) out += `,"insw${k}":${c.level},"inswid${k}":${c.id}`;
  }
  return out;
}

/** The members that change with the clock alone (age, time in state, data-age level) and the closing brace. */
export function monitClockJson(src: MonitSource, env: MonitEnv): string {
  const c = clockValues(src, env.now);
  return `,"age":${n(c.age)},"let":${c.let},"oldPointDate":${c.oldPointDate}}`;
}

/** The whole record as JSON text: the parts above. */
export function monitVehicleJson(src: MonitSource, extras: MonitExtras, env: MonitEnv): string {
  return `${monitStaticJson(src, extras, env)}${monitChipsJson(extras.chips)}${monitClockJson(src, env)}`;
}
