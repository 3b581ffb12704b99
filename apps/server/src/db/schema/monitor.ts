import type { ColumnType } from 'kysely';

/**
 * Table types of the monitor's per-user choices and change counters, the geocode cache, exported
 * files and the application state. See ../schema.ts for the conventions.
 */

/** Whether the user saved a vehicle / point choice; without one every item is chosen. */
export interface UserMonitorChoicesTable {
  customer_id: number;
  user_id: number;
  vehicles_chosen: ColumnType<number, number | undefined>;
  points_chosen: ColumnType<number, number | undefined>;
  updated_at: number;
}

export interface UserMonitorVehiclesTable {
  customer_id: number;
  user_id: number;
  vehicle_id: number;
}

export interface UserMonitorPoisTable {
  customer_id: number;
  user_id: number;
  poi_id: number;
}

export interface UserMonitorBasesTable {
  customer_id: number;
  user_id: number;
  base_id: number;
}

/** Change counters per company and topic, bumped by triggers (migration 004). */
export interface MonitorRevisionsTable {
  customer_id: number;
  topic: string;
  rev: number;
}

export interface GeocodeCacheTable {
  lat_key: number;
  lon_key: number;
  source: 'offline' | 'nominatim';
  country_code: string | null;
  address: string;
  answer: string;
  created_at: number;
}

/** An exported report file and its owner (migration 006). */
export interface ExportFilesTable {
  customer_id: number;
  /** Random 192-bit token, base64url: the unguessable part of the file's URL. */
  token: string;
  user_id: number;
  filename: string;
  content_type: string;
  /** File name inside `<data dir>/exports/`. */
  path: string;
  created_at: number;
  expires_at: number;
}

export interface AppStateTable {
  key: string;
  value: string;
}
