/**
 * Shapes of the route viewer's calls (spec 2 §2.1, §3.1, §7), shared by server and web.
 * Field names are the spec's; units are stated where the spec leaves them open, and the
 * conversions of spec 2 §9 (s → h, m → km, /1000) are done by the web for display.
 */
import type { PackedColumns } from './columns';
import type { ExportTableBody } from './exports';

/**
 * Fields of one route point, travelling as pieces of binary columns (`RoutePoints`). Index is
 * the row number; `dt` is not sent — the web formats `dtValue` in `info.tz`.
 *
 * Device values: lat, lon (degrees, 6 places); dtValue (epoch ms); azh (heading, degrees);
 * v (GPS speed, km/h, 1 place); vt (tacho/CAN speed, km/h, 1 place, null without a tacho);
 * key (1/0); gps (1 valid fix, 0 'Błąd połączenia'); gsm (0–31, null unknown); r (rpm, null
 * unknown); al (external supply, mV); alt (m); e1, e2 (energy counters, kWh, null without);
 * pt1, pt2 (raw fuel probe readings); fll (CAN fuel level, litres); flc (flow meter / CAN
 * total fuel counter, litres); i, o (input bits 1–8 and output bits 1–4 as masks);
 * d1, d2 (driver and trailer/passenger identifiers as stored, null none); vol (line voltage of
 * rail vehicles, V, null otherwise).
 *
 * Engine values (spec 2 §3.1 derived, from the range start): sumrg, sumth (cumulative GPS and
 * tacho road, metres); rg, th (road since the previous point, metres); rt, st, ht, et
 * (seconds driving, stopped — key off —, halted — key on, not moving —, engine on); etVal
 * (engine-hours counter at the point, seconds: the X axis 'engine time'); ckm (km counter,
 * metres); cmt (mth counter, seconds); vmax (highest speed so far, km/h); emax, ea (highest and
 * average rpm so far over engine-on points); df (duty factor: driving share of engine-on time,
 * percent, 1 place); state ('drive' | 'halt' | 'stop').
 * Temperatures: t1–t16 (°C, 1 place) with t1min–t16min, t1max–t16max (so far).
 * Inputs N = 1–8: iNc (on count), iNst (seconds on), iNlt (seconds of the last on-period);
 * outputs N = 1–4: oNc, oNst, oNlt.
 * Fuel, litres unless said: pl1, pl2 (calibrated tanks), plc (their sum), pls (smoothed sum);
 * plu (used by the level since the start, refuellings and losses taken out); flu (used by the
 * flow meter / CAN counter since the start); flus (flow-meter use since the previous point);
 * plk, flk (average l/100 km so far, by level / by flow meter); plm, flm (average l/h of engine
 * time so far); plmm, flmm (instantaneous use, l/h, over the last 60 s); fluavg (average l/h of
 * driving time by the flow meter). Null where the vehicle has no such data.
 * Flags (1/0): gprsAval (the record reached the server within 120 s of its time — the device
 * was online), gprsActive (a device connection was open at the record's time, from the
 * connection log), overspeed (speed above the vehicle's maximum).
 */
export const ROUTE_POINT_FIELDS = [
  'lat',
  'lon',
  'dtValue',
  'azh',
  'v',
  'vt',
  'key',
  'gps',
  'gsm',
  'r',
  'al',
  'alt',
  'e1',
  'e2',
  'pt1',
  'pt2',
  'fll',
  'flc',
  'i',
  'o',
  'd1',
  'd2',
  'vol',
  'sumrg',
  'sumth',
  'rg',
  'th',
  'rt',
  'st',
  'ht',
  'et',
  'etVal',
  'ckm',
  'cmt',
  'vmax',
  'emax',
  'ea',
  'df',
  'state',
  'pl1',
  'pl2',
  'plc',
  'pls',
  'plu',
  'flu',
  'flus',
  'plk',
  'flk',
  'plm',
  'flm',
  'plmm',
  'flmm',
  'fluavg',
  'gprsAval',
  'gprsActive',
  'overspeed',
] as const;
// (t1..t16, tNmin, tNmax, iNc/iNst/iNlt, oNc/oNst/oNlt are named by pattern; see above.)

/** Route info (spec 2 §3.1). Dates in the company zone, 'YYYY-MM-DD HH:mm:ss'. */
export interface RouteInfo {
  id: number;
  regno: string;
  /** Asked range. */
  fd: string;
  td: string;
  /** First and last point of the answer, null when there are none. */
  min_pd: string | null;
  max_pd: string | null;
  /** IANA zone the web formats `dtValue` in. */
  tz: string;
  /** The vehicle has a tachograph/CAN speed source. */
  tacho_exists: boolean;
  /** Fuel capacity, litres (both tanks), null without fuel probes. */
  fcap: number | null;
  /** The vehicle's maximum speed, km/h (overspeed threshold). */
  vmax: number;
  /** Vehicle type id (vtp) and icon id, for the marker and the panels. */
  vtp: number;
  icon_id: number;
  /** Inputs 1–8: enabled, description, shown on the chart (default true). Outputs 1–4 alike. */
  inputs: { n: number; enabled: boolean; desc: string; chart: boolean }[];
  outputs: { n: number; enabled: boolean; desc: string; chart: boolean }[];
  /** Thermometer names t1e–t16e; null where there is no thermometer. */
  thermometers: (string | null)[];
  /** The vehicle has a flow meter / CAN fuel counter, fuel probes, energy counters. */
  has_flow: boolean;
  has_probes: boolean;
  has_energy: boolean;
}

/** An event of the route (spec 2 §3.1); values are raw, the web converts (spec 2 §9). */
export interface RouteEvent {
  /** Event row id (edit/delete); events the engine found only in this range's re-run have 0. */
  id: number;
  eid: number;
  name: string;
  fdt: string;
  tdt: string | null;
  fdtValue: number;
  tdtValue: number | null;
  /** Duration, seconds. */
  dur: number;
  /** Value as stored (fuel and temperatures ×10: the web divides by 10, spec 2 §9). */
  val: number | null;
  driver_name: string | null;
  trailer: string | null;
  /** GPS and tacho road during the event, metres (the web shows /1000). */
  rgp: number | null;
  rth: number | null;
  blat: number | null;
  blon: number | null;
  elat: number | null;
  elon: number | null;
  /** Average and maximum speed, km/h. */
  vavg: number | null;
  vm: number | null;
  /** Temperatures 1–4 min/max during the event, °C. */
  t1min: number | null;
  t1max: number | null;
  t2min: number | null;
  t2max: number | null;
  t3min: number | null;
  t3max: number | null;
  t4min: number | null;
  t4max: number | null;
  /** POI the event began in, null none. */
  p: string | null;
  /** Km counter (metres) and mth counter (seconds) at the event's start. */
  ckm: number | null;
  cmth: number | null;
  /** Fuel level at the start and fuel used during the event, litres. */
  fl: number | null;
  flu: number | null;
  /** Place text when the server knows it (cache/gazetteer), else null: the web geocodes. */
  geo: string | null;
  /** Issue number, invoice, remarks (fuel events added by hand). */
  xxx: string | null;
  inv: string | null;
  info: string | null;
  /** A fuel loss accepted on /fuelloss (spec 3 §2.8), with or without a description. */
  acc: boolean;
  alarm: boolean;
  manual: boolean;
}

/** Route report (spec 2 §3.1 'report'); durations in seconds, road in metres, fuel in litres. */
export interface RouteReport {
  fd: string;
  td: string;
  /** GPS and tacho road, metres. */
  rg: number;
  th: number;
  /** Fuel used (flow meter, else level), litres; average l/h of engine time. */
  flu: number | null;
  flm: number | null;
  rt: number;
  st: number;
  ht: number;
  et: number;
  /** Engine idle time (engine on, not driving), seconds. */
  ei: number;
  /** Duty factor, percent. */
  df: number;
  /** Average (road/driving time) and maximum speed, km/h. */
  va: number;
  vm: number;
  /** Number of stops and halts. */
  sn: number;
  hn: number;
  /** Average and maximum rpm. */
  ea: number | null;
  em: number | null;
  /** Fuel level at the beginning and end, litres. */
  flb: number | null;
  fle: number | null;
  /** Refuellings (21): count and litres; invoiced fuel: count and litres; losses (22, 39): count and litres. */
  ftn: number;
  ftv: number;
  fin: number;
  fiv: number;
  fln: number;
  flv: number;
  /** High fuel use events (23): count. */
  fbn: number;
  /** Thermometers 1–16: minimum and maximum, °C; null without readings. */
  tm: (number | null)[];
  tx: (number | null)[];
  /** Inputs 1–4 and outputs 1–4: on count and seconds on. */
  in: number[];
  it: number[];
  o: number[];
  ot: number[];
}

export interface RouteDriver {
  /** The identifier as in points' d1/d2. */
  id: string;
  /** Driver's name from the records, else the identifier. */
  name: string;
}

/**
 * The points of a route (docs/route.md 'Answer'): pieces in time order (cached days sent as
 * stored, the rest computed for the call), each the base64 text of deflate-raw of the binary
 * columns of domain/route/chunk-codec.ts. A piece's engine values count from its own start;
 * `mergeRoute` (domain/route/chunk-merge.ts) joins them into one range and adds the values
 * that depend on the whole range, giving every field above.
 */
export interface RoutePoints {
  /** Number of points (the pieces' rows together). */
  n: number;
  parts: { n: number; z: string }[];
  /** Device connections [from, to or null while open] overlapping the range (gprsActive). */
  conn: [number, number | null][];
  /** Open connections count as open up to this moment (epoch ms). */
  now: number;
}

/** `POST /app/route` (from_date, to_date, id, generate). */
export interface RouteAnswer {
  id: number;
  info: RouteInfo;
  /**
   * The server sends `RoutePoints`; the web also reads points as JSON packed columns
   * (columns.ts, the first version's form, still used by the web's test fixtures).
   */
  points: RoutePoints | PackedColumns;
  events: RouteEvent[];
  drivers: RouteDriver[];
  report: RouteReport;
}

/** `POST /app/route/event/save` and `/route/event/delete` (spec 2 §7). */
export interface RouteEventSaveBody {
  /** Vehicle id. */
  id: number;
  /** The edited event's type (21/22), absent or 0 for a new event. */
  event_type_id?: number;
  from_date: string;
  to_date: string;
  /** Litres (a number ≥ 0). */
  value: number;
  /** 21 fuelling, 22 fuel loss. */
  save_event_type_id: 21 | 22;
  /** The edited event's original start, when it is moved (absent: from_date). */
  orig_from_date?: string;
}

/** `POST /app/settings/ui` (spec 2 §7): grid layouts per module. */
export interface UiSettingsBody {
  module: string;
  command: 'get' | 'set' | 'del';
  /** For 'set': the layout as JSON text. */
  json?: string;
}

/** A stored grid layout (spec 2 §3.1 'Grid layout setting'). */
export interface GridLayout {
  order_columns: string[];
  width_columns: Record<string, number>;
  remove_columns: string[];
  columnDefs?: unknown;
}

export interface UiSettingsAnswer {
  /** The stored layout (null: none stored) for 'get'; what was stored for 'set'. */
  json: GridLayout | null;
}

/** `POST /app/xlscreator/routereport`, `/app/pdfcreator/routereport`: body field `json` holds this. */
export interface RouteReportExportBody {
  filename: string;
  data: {
    regno: string;
    header: string;
    /** Report sections: a title and label/value rows. */
    sections: { title: string; rows: [string, string][] }[];
  };
  /** The events table: typed columns, raw cells (api/exports.ts). */
  events?: ExportTableBody;
}

/** Export answer: a path under /app/files/ only its owner can fetch. */
export interface ExportAnswer {
  path: string;
}
