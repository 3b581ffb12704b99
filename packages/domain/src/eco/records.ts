/**
 * The input of the eco-driving rules: one stored device record of a vehicle reduced to what the
 * reports read (spec 2 §3.5). Times epoch ms, speed km/h, energy counters kWh (cumulative),
 * power kW, voltage V. The server's repository maps positions rows to this shape.
 */
export interface EcoRecord {
  t: number;
  lat: number;
  lon: number;
  /** GNSS speed, km/h. */
  v: number;
  /** A valid GNSS fix. */
  gps: boolean;
  /** Key / pantograph on; null when the device does not report it. */
  key: boolean | null;
  /** Energy drawn / recuperated counters, kWh (cumulative); null when not reported. */
  e1: number | null;
  e2: number | null;
  /** Traction power, kW, and line voltage, V; null when not reported. */
  pow: number | null;
  vol: number | null;
  gsm: number | null;
  /** External supply, mV. */
  al: number | null;
  d1: string | null;
  d2: string | null;
  /**
   * Read for the transgression view's points only (eco/point-extras.ts): rpm, tachograph speed
   * (km/h), the device's odometer (m) and engine-hours counter (s), thermometers 1–4 (°C), the
   * input and output masks (bit 0 = input/output 1).
   */
  r?: number | null;
  tv?: number | null;
  odo?: number | null;
  mth?: number | null;
  temps?: readonly (number | null)[];
  inp?: number;
  out?: number;
}

/** Speed from which a point counts as driving, km/h (below it GNSS jitter of a standing train). */
export const ECO_MOVING_KMH = 3;

/**
 * Highest believable average traction power between two records, kW: a counter step implying
 * more (a meter swap, a corrupted reading) is skipped. The strongest locomotives draw ~10 MW.
 */
export const ECO_MAX_KW = 20_000;
