/**
 * Answers of the GPRS configuration calls (spec 3 §2.12, §7 GPRS configuration; docs/api.md
 * 'GPRS configuration'). A configuration is one reading of the device's parameters: the server
 * asks the device with Codec 12 `getparam` commands (one per parameter, over the open
 * connection, or queued until the device connects) and keeps each answer with the time it came.
 * Fields the device has no parameter for, or did not answer yet, are null.
 * Times are 'YYYY-MM-DD HH:mm:ss' in the company's time zone.
 */

/** The 'Stałe zarządzające' column of the form. */
export interface GprsConstants {
  /** Save a record every N metres while moving. */
  save_distance_m: number | null;
  /** Save a record every N seconds while moving. */
  save_period_s: number | null;
  /** Save a record per azimuth change of N degrees. */
  save_angle_deg: number | null;
  /** Save a record per temperature change of N °C. */
  save_temperature_c: number | null;
  /** Daily GSM resets at home and abroad. */
  gsm_resets_domestic: number | null;
  gsm_resets_abroad: number | null;
  /** GSM sleep mode on, and the standstill time (s) after which the device sleeps. */
  gsm_sleep: boolean | null;
  gsm_sleep_standstill_s: number | null;
  /** The device-option checkboxes, by GPRS_OPTION_KEYS; null = not reported. */
  options: Record<GprsOptionKey, boolean | null>;
}

/** The device-option checkboxes of the form, in the form's order. */
export const GPRS_OPTION_KEYS = [
  'active_thermometer_1',
  'active_thermometer_2',
  'active_thermometer_3',
  'active_thermometer_4',
  'lpg_measurement',
  'auto_gmt',
  'pseudo_tachograph',
  'send_nmea',
  'no_gsm',
  'forced_operator',
  'static_navigation',
  'ignition_by_voltage',
  'records_in_roaming',
  'sms_alarms',
  'can_data',
  'tachograph_download',
] as const;
export type GprsOptionKey = (typeof GPRS_OPTION_KEYS)[number];

/** The 'GPRS' column (read-only on the screen). */
export interface GprsLink {
  apn: string | null;
  login: string | null;
  password: string | null;
  /** Server address the device connects to (IP or host name). */
  ip: string | null;
  port: number | null;
  /** 'TCP' or 'UDP'. */
  protocol: string | null;
  calls_domestic_per_day: number | null;
  calls_domestic_reserves: boolean | null;
  calls_abroad_per_month: number | null;
  calls_abroad_reserves: boolean | null;
}

/** pending: some parameters not answered yet; complete: all answered; partial: the device refused some. */
export type GprsReadStatus = 'pending' | 'complete' | 'partial';

/** One reading of a device's configuration (an entry of the 'Konfiguracje' list). */
export interface GprsConfigEntry {
  id: number;
  vid: number;
  reg_no: string;
  /** When the reading was asked for. */
  requested_date: string;
  /** When the last answer came (the time the configuration was read); null while none came. */
  read_date: string | null;
  status: GprsReadStatus;
  /** Parameters asked / answered. */
  asked: number;
  answered: number;
  constants: GprsConstants;
  gprs: GprsLink;
  /** Every raw parameter answer by Teltonika parameter id ('2001' → 'internet'). */
  raw: Record<string, string>;
}

/** POST /app/gprsconfig {vid, from_date, to_date}: the vehicle's readings in the range, newest first. */
export interface GprsConfigListAnswer {
  grid: GprsConfigEntry[];
  /** The spec's screen reads `drivers` too; the vehicle selector's list (vid, reg_no). */
  drivers: { vid: number; reg_no: string }[];
}

/** POST /app/gprsconfig/vehicles {}: the vehicles the selector offers. */
export interface GprsConfigVehiclesAnswer {
  vehicles: { vid: number; reg_no: string; online: boolean; protocol: string | null }[];
}

/** POST /app/gprsconfig/read {vid}: asks the device now; the new (pending) reading. */
export interface GprsConfigReadAnswer {
  ok: true;
  entry: GprsConfigEntry;
  /** 'gprs' when the device is connected now, 'queue' when the questions wait for it. */
  route: 'gprs' | 'queue';
}
