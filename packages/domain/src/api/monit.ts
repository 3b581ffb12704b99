/**
 * Shapes of the live-monitoring calls (spec 1 §3.1–3.6, §7), shared by server and web.
 * Field names are the spec's; where the spec leaves a meaning open the comment says which
 * reading Namiar takes (docs/decisions.md).
 */

// Group members (per input, thermometer, inspection) are absent when null: a 5,000-vehicle
// answer carried about 10 MB of nulls for unconfigured inputs and thermometers otherwise.
type Nums<P extends string, N extends number> = { [K in `${P}${N}`]?: number | null };
type Texts<P extends string, N extends number> = { [K in `${P}${N}`]?: string | null };

export type Input8 = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
export type Output4 = 1 | 2 | 3 | 4;
export type Thermo16 = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16;
export type InspectionP12 = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
export type InspectionW8 = Input8;

/**
 * One vehicle of `/monit` (spec 1 §3.1). Inputs and outputs: `iN`/`oN` are 1 (on), 0 (off)
 * or null (not configured/inactive); `itN`/`otN` the configured type (2 alarm, 7 breathalyser
 * style, ...), `idN`/`odN` the description. Thermometers: `tN` in °C or null (none),
 * `tdN` its name, `td_maxN`/`td_minN` its limits. Inspections: `insN`/`inswN` the chip level
 * (0 ok, 1 reminder due, 2 overrun) or null when the vehicle has none at that level;
 * `insidN`/`inswidN` the inspection id for `/monit/inspection/`, `inssidN` its status id
 * (1 or null can be performed, 2 paused), `inscnN` its custom name. Each of these group
 * members is left out of the answer when it would be null: read a missing one as null.
 */
export type MonitVehicle = {
  id: number;
  regno: string;
  /** Last point time 'YYYY-MM-DD HH:mm:ss' in the company zone, null without data. */
  dt: string | null;
  /** Seconds from the last point to the server's now (extra: spares the web a clock/zone guess). */
  age: number | null;
  lat: number | null;
  lon: number | null;
  /** Place text when the server already knows it (geocode cache / offline gazetteer), else null. */
  geo: string | null;
  key: 0 | 1;
  v: number;
  th: number | null;
  r: number | null;
  f: number | null;
  t: number | null;
  vtp: number;
  /** Seconds in the current state. */
  let: number;
  ant: number;
  g: number | null;
  gps: 0 | 1;
  /** 1 when the external power is missing. */
  pow: 0 | 1;
  al: number | null;
  al_a: 0 | 1;
  alp: number | null;
  /** Metres. */
  ckm: number | null;
  /** Seconds. */
  cmth: number | null;
  e1: number | null;
  e2: number | null;
  azh: number;
  /** Driver names (or the card code when no driver holds it), and the card codes. */
  d1: string | null;
  d2: string | null;
  d1p: string | null;
  d2p: string | null;
  bp: string | null;
  poiname: string | null;
  tpc: number | null;
  tv: number | null;
  tpm: number | null;
  icon_id: number;
  vehicle_icon_color: string;
  /** Data-age level of spec 1 §4 as the domain rule computes it (0 current, 1, 2, 3 old). */
  oldPointDate: number;
} & Nums<'i', Input8> &
  Nums<'it', Input8> &
  Texts<'id', Input8> &
  Nums<'o', Output4> &
  Nums<'ot', Output4> &
  Texts<'od', Output4> &
  Nums<'t', Thermo16> &
  Texts<'td', Thermo16> &
  Nums<'td_max', Thermo16> &
  Nums<'td_min', Thermo16> &
  Nums<'ins', InspectionP12> &
  Nums<'insid', InspectionP12> &
  Nums<'inssid', InspectionP12> &
  Texts<'inscn', InspectionP12> &
  Nums<'insw', InspectionW8> &
  Nums<'inswid', InspectionW8>;

export interface MonitAnswer {
  m: MonitVehicle[];
}

/** Vehicle chooser item (spec 1 §3.6). */
export interface VehicleChoice {
  vid: number;
  regno: string;
  visible: boolean;
}

export interface MonitVehiclesAnswer {
  vehicles: VehicleChoice[];
}

/**
 * Today's route for the route widget (`/monit/route`), columnar (DESIGN §6): one array per
 * field, index = point. `dt` in 'YYYY-MM-DD HH:mm:ss', `v` and `th` in km/h (th null without tacho).
 */
export interface MonitRoutePoints {
  dt: string[];
  lat: number[];
  lon: number[];
  v: number[];
  th: (number | null)[];
}

export interface MonitRouteAnswer {
  regno: string;
  points: MonitRoutePoints;
}

/** `/monit/inspection/`: newline-separated description lines of one inspection. */
export interface InspectionInfoAnswer {
  info: string;
}

/** An input/output event (spec 1 §3.2). */
export interface IoEvent {
  fd: string;
  dn: string | null;
  place: string | null;
  lat: number | null;
  lon: number | null;
}

export interface IoEventsAnswer {
  events: IoEvent[];
}

/**
 * A POI or base on the map (spec 1 §3.5). `pid` is 'p0{id}' for an own point and 'p1{id}'
 * for a base: the second character 1 marks a base (spec 1 §2.7). `poly` is [lat, lon] pairs.
 */
export interface PoiMapItem {
  pid: string;
  name: string;
  type: number;
  lat: number | null;
  lon: number | null;
  radius: number | null;
  poly: [number, number][] | null;
  chosen: boolean;
}

export interface PoiMapAnswer {
  data: PoiMapItem[];
}

/** `/reports/?type=`: select lists keyed by list name, each sorted by name. */
export interface SelectItem {
  id: number;
  name: string;
}

/** An own point of the report builder's list, with its type's name (spec 2 §3.3). */
export interface PoiSelectItem extends SelectItem {
  type_name: string;
}

export interface ReportListsAnswer {
  vehicles: SelectItem[];
  drivers?: SelectItem[];
  pois?: PoiSelectItem[];
}

export interface OkAnswer {
  ok: true;
}
