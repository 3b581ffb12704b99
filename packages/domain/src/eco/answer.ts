/**
 * The eco-driving answer contract (spec 2 §2.5, §3.5, §7: POST /app/ecodriving/{type}), shared by
 * the server and the web. Field names are the spec's where it names them; units are stated where
 * it leaves them open. After the first commit fields are only ADDED, never renamed.
 */
import type { PackedColumns } from '../api/columns';

export const ECO_TYPES = ['transgression', 'report1', 'report15'] as const;
/** The three eco-driving reports: transgressions of ordered power, 1-minute and 15-minute. */
export type EcoType = (typeof ECO_TYPES)[number];

/** Window length of each report, minutes (transgression works on the 15-minute windows). */
export const ECO_WINDOW_MINUTES: Record<EcoType, 1 | 15> = { transgression: 15, report1: 1, report15: 15 };

/** `POST /app/ecodriving/:type` form body: vehicle id and the range in the company zone. */
export interface EcoRequest {
  id: number | string;
  /** 'YYYY-MM-DD HH:mm:ss' (or 'YYYY-MM-DD HH:mm'), company zone. */
  from_date: string;
  to_date: string;
}

/**
 * Fields of one eco point, travelling as packed columns (api/columns.ts `unpackColumns`):
 * lat, lon (degrees); dtValue (epoch ms); v (km/h, 1 place); vmax (running maximum so far,
 * km/h); vavg (average speed so far = sumrg / driving time · 3.6, km/h, 0.1); rg (road since the
 * previous point, m); sumrg (cumulative road, m); rt, st, ht (seconds so far driving, stopped —
 * key off —, halted — key on, not moving —); et (seconds so far with the pantograph/traction on,
 * i.e. key on); tt (total route time so far, s); rr (ride ratio so far: rt / tt, %, 0.1);
 * e1, e2 (energy drawn / recuperated counters, kWh, null without); pow (traction power, kW,
 * null without); vol (line voltage, V, null without); key (1/0); gps (1 valid fix, 0 not);
 * gsm (0–31, null unknown); al (external supply, mV); d1, d2 (driver / trailer identifiers).
 */
export const ECO_POINT_FIELDS = [
  'lat',
  'lon',
  'dtValue',
  'v',
  'vmax',
  'vavg',
  'rg',
  'sumrg',
  'rt',
  'st',
  'ht',
  'et',
  'tt',
  'rr',
  'e1',
  'e2',
  'pow',
  'vol',
  'key',
  'gps',
  'gsm',
  'al',
  'd1',
  'd2',
  // Spec 2 §3.5's further fields (eco/point-extras.ts): rpm (r) with its highest and average so
  // far over key-on points (emax, ea); tachograph road since the previous point and so far (th,
  // sumth, m); the device's odometer (ckm, m) and engine-hours counter (cmt, s); duty factor (df:
  // driving share of key-on time, %); energy drawn so far (pu, kWh) and its average power over
  // the key-on time (pa, kW). By pattern, only for the vehicle's active ones: t1–t4 (°C); iN / oN
  // (state 1/0), iNc / oNc (switched on so far), iNst / oNst (seconds on so far), iNlt / oNlt
  // (seconds of the current or last on-period).
  'r',
  'emax',
  'ea',
  'th',
  'sumth',
  'ckm',
  'cmt',
  'df',
  'pu',
  'pa',
] as const;
export type EcoPointField = (typeof ECO_POINT_FIELDS)[number];

/** Eco info (spec 2 §3.5): the vehicle and range, with input/output/thermometer names. */
export interface EcoInfo {
  id: number;
  regno: string;
  /** Asked range, company zone 'YYYY-MM-DD HH:mm:ss'. */
  fd: string;
  td: string;
  /** First and last point of the answer, null when there are none. */
  min_pd: string | null;
  max_pd: string | null;
  /** IANA zone the web formats epoch values in. */
  tz: string;
  /** The vehicle reports traction energy counters (rail). False: points only, empty energy. */
  has_energy: boolean;
  /** The vehicle's energy counter number (spec 3 §2.13), null when none is assigned. */
  c_no: string | null;
  /** Inputs 1–8 and outputs 1–4: enabled, description. Thermometer names t1e–t16e (null: none). */
  inputs: { n: number; enabled: boolean; desc: string }[];
  outputs: { n: number; enabled: boolean; desc: string }[];
  thermometers: (string | null)[];
  /** Window length of this answer's energy rows and grid rows, minutes. */
  window: 1 | 15;
  /** Excel sheet name and file name of the export (spec 2 §7). */
  sheet: string;
  file: string;
}

/**
 * One energy entry (spec 2 §3.5): a window of `window` minutes aligned to the clock (company
 * zone), present only when the window holds at least one point.
 */
export interface EcoEnergyEntry {
  /** Energy meter reading (energy1, kWh) at the window end (its last point), null without. */
  pc: number | null;
  /** Energy used (drawn) in the window, kWh: Δenergy1 (anomalies skipped, never negative). */
  pu: number | null;
  /** Average power in the window, kW: pu · 60 / window minutes, 0.1. */
  pum: number | null;
  /** Ordered power of the window's month, kW, null when none is ordered. */
  po: number | null;
  /** Energy counter number. */
  c_no: string | null;
  /** Window start and end, company zone 'YYYY-MM-DD HH:mm:ss', and as epoch ms. */
  ld: string;
  ldu: string;
  ldValue: number;
  lduValue: number;
  /** Average, minimum and maximum speed of the window's points, km/h, 0.1. */
  v: number;
  vmin: number;
  vmax: number;
  /** Position at the window end (its last point), degrees to 6 places. */
  lon: number;
  lat: number;
  /** Energy recuperated in the window (Δenergy2), kWh, null without. */
  pr: number | null;
  /** Exceeding of the ordered power, kW: pum − po when pum > po, else 0; null without po/energy. */
  ex: number | null;
  /** Transgression: pum > po (exactly equal is not). */
  over: boolean;
  /** Average line voltage of the window's points, V, null without. */
  vol: number | null;
  /** Counter readings skipped in the window (reset, backward jump, impossible step). */
  skipped: number;
}

/** The eco chart (spec 2 §9): one entry per window of the answer, arrays of equal length. */
export interface EcoChart {
  /** Window start, epoch ms (X axis). */
  t: number[];
  /** Average power, kW (pum). */
  power: (number | null)[];
  /** Ordered power, kW (po). */
  po: (number | null)[];
  /** Average speed, km/h. */
  speed: number[];
  /** Average line voltage, V (secondary axis 0–4000). */
  voltage: (number | null)[];
  /** 1 where the window is a transgression, else 0. */
  over: number[];
  /**
   * The other X scales of spec 2 §4.5, at the last point at or before each window start (the
   * first point before the first): cumulative road, km (0.01), and traction-on time, hours (0.01).
   */
  road: number[];
  engine: number[];
}

/** The statistics panel (transgression) and the simple statistics (report1, report15). */
export interface EcoStats {
  /** Road, km (0.01). */
  road_km: number;
  /** Total, driving, stop (key off) and standstill (key on, not moving) time, seconds. */
  total_s: number;
  drive_s: number;
  stop_s: number;
  halt_s: number;
  /** Maximum and average speed (road / driving time · 3.6), km/h, 0.1. */
  vmax: number;
  vavg: number;
  /** Ride ratio: driving time / total time, %, 0.1. */
  ride_pct: number;
  /** Energy drawn, recuperated and net (drawn − recuperated), kWh, 0.1; null without energy. */
  e_drawn: number | null;
  e_recup: number | null;
  e_net: number | null;
  /** Energy per km and per hour of driving, 0.1 (spec 2 §9); null without energy or road/time. */
  e_per_km: number | null;
  e_per_h: number | null;
  /** Highest 15-minute average power, kW, 0.1; null without energy. */
  p15max: number | null;
  /** Ordered power, kW: the highest of the range's months; null when none is ordered. */
  po: number | null;
  /** Number of 15-minute windows over the ordered power. */
  transgressions: number;
  /** Counter readings skipped as resets/backward jumps/impossible steps. */
  skipped: number;
  /** Number of points. */
  points: number;
}

/** Column type, for display formatting and typed Excel cells. */
export type EcoColumnType = 'datetime' | 'duration' | 'km' | 'kwh' | 'kw' | 'speed' | 'text';

/** A grid column: data field, the i18n key of its Polish header (pl.ts), and its type. */
export interface EcoColumn {
  field: keyof EcoEnergyEntry;
  header: string;
  type: EcoColumnType;
}

/**
 * Fields of an energy entry as they travel (packed columns, `energy` of the answer): every field
 * of EcoEnergyEntry but `ld` and `ldu`, which the reader formats from `ldValue` and `lduValue`
 * in `info.tz` (energy-pack.ts `unpackEcoEnergy`); `over` travels as 1/0.
 */
export const ECO_ENERGY_FIELDS = [
  'ldValue',
  'lduValue',
  'pc',
  'pu',
  'pum',
  'po',
  'c_no',
  'v',
  'vmin',
  'vmax',
  'lon',
  'lat',
  'pr',
  'ex',
  'over',
  'vol',
  'skipped',
] as const;

/**
 * `POST /app/ecodriving/:type` answer. `err` is the app's error envelope when the call failed.
 * A month of one-minute windows is ~45,000 entries: they travel once, as packed columns, and
 * the grid rows are their indexes (issue 16: report1 of a rail vehicle-month within 0.5 s).
 */
export interface EcoAnswer {
  type: EcoType;
  /**
   * The points (ECO_POINT_FIELDS) of the transgression view's map and point controller. The
   * window reports (report1, report15) show windows only and answer no points (n 0): their
   * chart's road and engine scales travel in `chart.road` / `chart.engine`.
   */
  points: PackedColumns;
  info: EcoInfo;
  /** All windows of the answer's size (1 minute for report1, 15 minutes otherwise), ECO_ENERGY_FIELDS packed. */
  energy: PackedColumns;
  chart: EcoChart;
  /** Grid rows as indexes into `energy`: report1/report15 every window; transgression only the transgressing ones. */
  data: number[];
  stats: EcoStats;
  columns: EcoColumn[];
}

/** Excel sheet and file name parts of spec 2 §7 (the file is regno + '_' + part). */
export const ECO_EXPORT_NAMES: Record<EcoType, { sheet: string; file: string }> = {
  report1: { sheet: 'Raport 1-minutowy', file: 'Raport_1_minutowy' },
  report15: { sheet: 'Raport 15-minutowy', file: 'Raport_15_minutowy' },
  transgression: { sheet: 'Przekroczenia mocy zamówionej', file: 'Przekroczenia_mocy_zamowionej' },
};

/**
 * Grid columns per type (spec 2 §9 'Report grid columns'); headers are keys of the web's pl.ts
 * section 'eco' (for example `eco.col.ld` → 'Data wpisu').
 */
export const ECO_COLUMNS: Record<EcoType, EcoColumn[]> = {
  report1: [
    { field: 'ld', header: 'eco.col.ld', type: 'datetime' },
    { field: 'pc', header: 'eco.col.pc', type: 'kwh' },
    { field: 'pu', header: 'eco.col.pu', type: 'kwh' },
    { field: 'c_no', header: 'eco.col.c_no', type: 'text' },
    { field: 'lon', header: 'eco.col.lon', type: 'text' },
    { field: 'lat', header: 'eco.col.lat', type: 'text' },
  ],
  report15: [
    { field: 'ld', header: 'eco.col.ld', type: 'datetime' },
    { field: 'ldu', header: 'eco.col.ldu', type: 'datetime' },
    { field: 'pum', header: 'eco.col.pum', type: 'kw' },
    { field: 'pu', header: 'eco.col.pu', type: 'kwh' },
    { field: 'po', header: 'eco.col.po', type: 'kw' },
    { field: 'v', header: 'eco.col.v', type: 'speed' },
  ],
  transgression: [
    { field: 'ld', header: 'eco.col.ld', type: 'datetime' },
    { field: 'ldu', header: 'eco.col.ldu', type: 'datetime' },
    { field: 'pum', header: 'eco.col.pum', type: 'kw' },
    { field: 'po', header: 'eco.col.po', type: 'kw' },
    { field: 'ex', header: 'eco.col.ex', type: 'kw' },
    { field: 'c_no', header: 'eco.col.c_no', type: 'text' },
  ],
};
