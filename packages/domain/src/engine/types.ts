/**
 * The engine's records. Everything in `EngineState` is plain JSON (numbers, strings, booleans,
 * null, arrays, objects): `serializeState` is `JSON.stringify` and a round trip is exact.
 * Times are epoch milliseconds in the state and in events; durations in `DerivedValues` and
 * `LiveState` are seconds (spec 2 §3.1).
 */

/** Vehicle state of a point (DESIGN §5): driving, halt ('Zatrzymanie': key on, not moving), stop ('Postój': key off). */
export type DriveState = 'drive' | 'halt' | 'stop';

/** Statistics of a driving/halt/stop segment (event types 1–3) and of speeding (4). */
export interface EventStats {
  /** GPS road during the event, metres (spec rgp ×1000). */
  rg: number;
  /** Tacho/odometer road during the event, metres (spec rth ×1000). */
  th: number;
  /** Maximum speed, km/h. */
  vmax: number;
  /** Average speed = GPS road / duration, km/h, one decimal. */
  vavg: number;
  /** Fuel used during the event (flow meter/CAN counter, else the calibrated level), litres; null without fuel data. */
  fuel: number | null;
}

/**
 * An event as the engine reports it. The identity of an event is (eid, from): the engine may
 * report the same event several times as it grows — `open: true` when it first qualifies and
 * again when it becomes an alarm, then `open: false` once it has ended — and the server upserts
 * by (vehicle, eid, from). `to` of an open record is the time of the last point so far.
 */
export interface EngineEvent {
  eid: number;
  /** Epoch ms of the first point of the event. */
  from: number;
  /** Epoch ms of the point that ended it (closed), or of the last point so far (open). */
  to: number;
  open: boolean;
  /** Scaled as docs/events.md says (fuel and temperatures ×10). */
  value: number | null;
  beginLat: number | null;
  beginLon: number | null;
  endLat: number | null;
  endLon: number | null;
  /** First driver identifier seen during the event (for 26: the passenger identifier). */
  driver: string | null;
  /** The vehicle's alarm settings select this event (and its alarm time, where it has one, is reached). */
  alarm: boolean;
  stats: EventStats | null;
  /** Refuellings and fuel losses (21, 22): the levels the litres were measured between (fuel.ts). */
  levels?: FuelLevels | null;
}

/**
 * The smoothed levels a refuelling or a loss is measured between, litres to 0.1: the steady
 * level before the change and the level it settled at (the open change: the level so far).
 * A refuelling's litres are `after − before`, a loss's `before − after` less the idle use with
 * the key on (counted only with `lossWithKeyOn`).
 */
export interface FuelLevels {
  before: number;
  after: number;
}

/**
 * Derived route values of one point (spec 2 §3.1). Cumulative values count from the state's
 * range start. The arrays are read-only: `processRange` hands the same array to consecutive
 * points while its contents do not change.
 */
export interface DerivedValues {
  time: number;
  /** Raw state of this point, and seconds since the vehicle entered it (spec let). */
  state: DriveState;
  let: number;
  key: boolean;
  engine: boolean;
  /** This fix was rejected as a GPS jump (not in sumrg, not an anchor). */
  jump: boolean;
  /** Speed above the vehicle's maximum at this point. */
  overspeed: boolean;
  /** Cumulative GPS road, metres. */
  sumrg: number;
  /** Cumulative tacho/odometer road, metres. */
  sumth: number;
  /** Seconds driving, halted, stopped, with the engine on. */
  rt: number;
  ht: number;
  st: number;
  et: number;
  /** Km counter, metres; mth counter, seconds (spec ckm, cmt/cmth). */
  ckm: number;
  cmth: number;
  /** Litres in tank 1 and 2 (calibrated), their sum, the smoothed sum (spec pl1, pl2, plc, pls). */
  pl1: number | null;
  pl2: number | null;
  plc: number | null;
  pls: number | null;
  /** Fuel used according to the level (refuellings and losses taken out), litres (spec plu). */
  plu: number | null;
  /** Fuel used according to the flow meter / CAN counter, litres (spec flu). */
  flu: number | null;
  /** Temperatures 1–16 (°C, after the thermometer's multiplier and increase) and their min/max so far. */
  t: readonly (number | null)[];
  tmin: readonly (number | null)[];
  tmax: readonly (number | null)[];
  /** Inputs 1–8: on-switch count, seconds on, seconds of the last (or current) on-period (spec iNc, iNst, iNlt). */
  ic: readonly number[];
  ist: readonly number[];
  ilt: readonly number[];
  /** Outputs 1–4, likewise. */
  oc: readonly number[];
  ost: readonly number[];
  olt: readonly number[];
  /** Driver and second driver / trailer identifiers. */
  d1: string | null;
  d2: string | null;
}

/** What the monitor record (spec 1 §3.1) takes from the engine; names follow that record. */
export interface LiveState {
  /** Last point time, epoch ms (null before the first point). */
  dt: number | null;
  /** Last usable fix. */
  lat: number | null;
  lon: number | null;
  /** The last point had a valid fix. */
  gps: boolean;
  key: boolean;
  state: DriveState | null;
  /** Since when the vehicle is in `state`, epoch ms, and for how many seconds (let). */
  since: number | null;
  let: number;
  /** Speed, tacho speed (km/h), revolutions, heading (azh, degrees), altitude, satellites. */
  v: number;
  th: number | null;
  r: number | null;
  azh: number;
  alt: number;
  sat: number;
  /** Fuel litres (smoothed; CAN level when no calibration), per tank. */
  f: number | null;
  pl1: number | null;
  pl2: number | null;
  /** Tonnage. */
  t: number | null;
  /** Accumulator (external supply) voltage, V; al_a: below the minimum. */
  al: number | null;
  al_a: boolean;
  /** Internal battery voltage, V; battery percent (type 9). */
  bat: number | null;
  alp: number | null;
  /** External power lost (running on the internal battery). */
  pow: boolean;
  g: number | null;
  /** 0 ok, 1 disconnected, 2 shorted, 3 no GPS range. */
  ant: number;
  caseOpen: boolean;
  ckm: number;
  cmth: number;
  e1: number | null;
  e2: number | null;
  tpc: number | null;
  tv: number | null;
  tpm: number | null;
  /** Last reported temperatures 1–16 (as reported, sentinels included, after multiplier/increase). */
  temps: (number | null)[];
  /** Inputs 1–8 and outputs 1–4 as bits (after normally-closed inversion). */
  inputs: number;
  outputs: number;
  d1: string | null;
  d2: string | null;
}

// ---- state -------------------------------------------------------------------------------

export const ENGINE_STATE_VERSION = 1;

/** A condition event in progress. */
export interface EngineEpisode {
  eid: number;
  from: number;
  lat: number | null;
  lon: number | null;
  /** Running aggregate (max or min, raw units). */
  value: number | null;
  driver: string | null;
  /** Minimum duration to be an event, alarm time to be an alarm (ms). */
  minMs: number;
  alarmMs: number;
  /** An open record was reported (the event qualified); it was reported as an alarm. */
  qualified: boolean;
  alarmed: boolean;
}

/** A driving/halt/stop segment (current, or candidate not yet long enough). */
export interface EngineSegment {
  state: DriveState;
  from: number;
  lat: number | null;
  lon: number | null;
  driver: string | null;
  /** Totals at the segment's first point: GPS road, tacho road, fuel used. */
  rg0: number;
  th0: number;
  fu0: number | null;
  vmax: number;
}

export interface FuelAnchor {
  level: number;
  time: number;
  lat: number | null;
  lon: number | null;
  confirmed: boolean;
  /** Key-on ms between the level leaving its steady band and this anchor. */
  keyMs: number;
  driver: string | null;
}

export interface FuelPlateau {
  level: number;
  time: number;
  lat: number | null;
  lon: number | null;
}

export interface EngineFuelState {
  /** Last calibrated litres per tank. */
  tanks: (number | null)[];
  /** Last raw total level and the median window of raw totals. */
  level: number | null;
  window: number[];
  smooth: number | null;
  anchor: FuelAnchor | null;
  plateau: FuelPlateau | null;
  /** Where and when the level first left the steady band (start of a change). */
  leave: FuelPlateau | null;
  sinceKeyMs: number;
  /** The vehicle was displaced without being seen driving since the level was last steady. */
  unseenMove: boolean;
  /** Fresh readings taken while moving since a stationary change began. */
  movingReadings: number;
  startLevel: number | null;
  refuelled: number;
  lost: number;
  plu: number | null;
  /** Flow meter / CAN total counter: last reading and used litres since the range start. */
  counter: number | null;
  flu: number | null;
}

export interface EngineLastPoint {
  time: number;
  lat: number;
  lon: number;
  /** A usable fix (valid, not 0,0). */
  valid: boolean;
  speed: number;
  course: number;
  altitude: number;
  satellites: number;
  raw: DriveState;
  key: boolean;
  engine: boolean;
  moving: boolean;
}

export interface EngineKnown {
  ignition: boolean | null;
  odometer: number | null;
  fuelCounter: number | null;
  canFuel: number | null;
  extV: number | null;
  batV: number | null;
  batPct: number | null;
  gsm: number | null;
  antenna: number | null;
  caseOpen: boolean | null;
  d1: string | null;
  d2: string | null;
  rpm: number | null;
  tacho: number | null;
  tonnage: number | null;
  e1: number | null;
  e2: number | null;
  tpc: number | null;
  tv: number | null;
  tpm: number | null;
  temps: (number | null)[];
}

export interface EngineState {
  v: typeof ENGINE_STATE_VERSION;
  /** Points processed, time of the first one. */
  n: number;
  first: number | null;
  last: EngineLastPoint | null;
  /** Road anchor (last accepted fix) and a rejected fix that may turn out to be real. */
  fix: { lat: number; lon: number; time: number; speed: number } | null;
  jump: { lat: number; lon: number; time: number } | null;
  known: EngineKnown;
  tot: {
    sumrg: number;
    sumth: number;
    /** ms */
    rt: number;
    ht: number;
    st: number;
    et: number;
    ckm: number;
    /** ms */
    cmth: number;
    kmIdx: number;
    mthIdx: number;
  };
  seg: { cur: EngineSegment | null; cand: EngineSegment | null };
  ep: Record<string, EngineEpisode | null>;
  io: {
    ic: number[];
    ist: number[];
    ilt: number[];
    ion: (number | null)[];
    oc: number[];
    ost: number[];
    olt: number[];
    oon: (number | null)[];
    inBits: number;
    outBits: number;
  };
  temp: { min: (number | null)[]; max: (number | null)[] };
  fuel: EngineFuelState;
  /** High-consumption window in progress (rg0: km counter at its start; noFix: a fix was invalid in it). */
  usage: {
    from: number;
    lat: number | null;
    lon: number | null;
    rg0: number;
    et0: number;
    fu0: number;
    noFix: boolean;
  } | null;
  /** Flow-rate sample start. */
  flow: { time: number; value: number } | null;
  /**
   * Stays in own points and bases in progress, by episode key (their episodes are in `ep`):
   * where and when the vehicle was first seen outside again, while it may still come back.
   * Absent while the vehicle is in no area (so states without areas stay as they were).
   */
  areas?: Record<string, { out: { t: number; lat: number; lon: number } | null }>;
  /**
   * The 15-minute energy window of the ordered-power check (power.ts): its key (start / 15 min),
   * kWh drawn in it so far, the last energy1 reading and its time, first and last coordinates.
   * Absent for vehicles without ordered power (their states stay as they were).
   */
  power?: {
    key: number;
    used: number;
    e1: number | null;
    t: number;
    lat: number | null;
    lon: number | null;
    elat: number | null;
    elon: number | null;
  };
}
