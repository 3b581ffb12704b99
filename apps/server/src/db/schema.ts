import type { ColumnType, Generated } from 'kysely';

/**
 * Table types. Times are epoch milliseconds (UTC) in bigint columns; flags are 0/1 integers
 * so both dialects read them the same way. Every tenant-owned table carries customer_id.
 */
export interface CustomersTable {
  id: Generated<number>;
  /** The client name typed at sign-in, stored lower-case. */
  clogin: string;
  name: string;
  time_zone: string;
  created_at: number;
}

export interface UsersTable {
  id: Generated<number>;
  customer_id: number;
  login: string;
  /** lower-case login, unique per customer: sign-in is case-insensitive. */
  login_key: string;
  full_name: string;
  email: ColumnType<string | null, string | null | undefined>;
  status: ColumnType<'active' | 'inactive', 'active' | 'inactive' | undefined>;
  /** MD5(password), encrypted with the server key (security/secretbox.ts). */
  verifier: string;
  /** Permission ids joined by ','. */
  permissions: string;
  /** 1 = the user sees only the vehicles listed in user_vehicles. */
  vehicles_restricted: number;
  created_at: number;
  updated_at: number;
}

export interface UserVehiclesTable {
  customer_id: number;
  user_id: number;
  vehicle_id: number;
}

export interface VehiclesTable {
  id: Generated<number>;
  customer_id: number;
  regno: string;
  imei: string;
  vehicle_type_id: number;
  icon_id: number;
  icon_color: string;
  created_at: number;
  /** The vehicle record's engine-relevant fields (spec 3 §3.1), JSON; see engine/vehicle-config.ts. */
  settings: ColumnType<string, string | undefined>;
  phone: ColumnType<string | null, string | null | undefined>;
  /** Bumped by a trigger whenever `settings` changes (migration 004): a cheap change marker. */
  settings_rev: ColumnType<number, never, never>;
}

export interface SessionsTable {
  /** SHA-256 of the cookie value: a leaked table does not give usable sessions. */
  id: string;
  customer_id: number;
  user_id: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  address: string | null;
}

export interface LoginTokensTable {
  token: string;
  clogin_key: string;
  ulogin_key: string;
  created_at: number;
  expires_at: number;
}

export interface LoginFailuresTable {
  key: string;
  failures: number;
  first_at: number;
  locked_until: number;
}

export interface UserSettingsTable {
  user_id: number;
  customer_id: number;
  document: string;
  updated_at: number;
}

export interface GridLayoutsTable {
  user_id: number;
  module: string;
  customer_id: number;
  layout: string;
  updated_at: number;
}

export interface NavigationLogTable {
  id: Generated<number>;
  customer_id: number;
  user_id: number;
  path: string;
  at: number;
}

export interface EventsTable {
  id: Generated<number>;
  customer_id: number;
  vehicle_id: number;
  event_type: number;
  from_time: number;
  to_time: number | null;
  value: number | null;
  begin_lat: number | null;
  begin_lon: number | null;
  end_lat: number | null;
  end_lon: number | null;
  driver_id: number | null;
  poi_id: number | null;
  manual: ColumnType<number, number | undefined>;
  is_alarm: ColumnType<number, number | undefined>;
  accepted: ColumnType<number, number | undefined>;
  accepted_at: number | null;
  accepted_by: number | null;
  description: string | null;
  /** When the alarm e-mail went out; null = not (yet) sent. */
  notified_at: ColumnType<number | null, number | null | undefined>;
}

export interface DriversTable {
  id: Generated<number>;
  customer_id: number;
  first_name: string;
  last_name: string;
  created_at: number;
}

export interface ReminderTypesTable {
  id: number;
  /** 1 vehicle, 2 driver (spec 3 §3.7). */
  target_id: number;
  name: string;
}

export interface RemindersTable {
  id: Generated<number>;
  customer_id: number;
  name: string;
  remind_target_id: number;
  vehicle_id: number | null;
  driver_id: number | null;
  remind_type_id: number;
  last_state_date: number | null;
  last_km_counter: number | null;
  last_mth_counter: number | null;
  description: string | null;
  /** When the reminder came due; null while it is not due yet. */
  triggered_at: number | null;
  accepted_at: number | null;
  accepted_by: number | null;
  created_at: number;
}

/** One device record; see Position in packages/domain/src/telemetry. */
export interface PositionsTable {
  vehicle_id: number;
  time: number;
  customer_id: number;
  received_at: number;
  lat: number;
  lon: number;
  speed: number;
  course: number;
  altitude: number;
  satellites: number;
  valid: number;
  ignition: number | null;
  movement: number | null;
  odometer: number | null;
  engine_seconds: number | null;
  fuel_probe1: number | null;
  fuel_probe2: number | null;
  can_fuel: number | null;
  fuel_used: number | null;
  ext_voltage: number | null;
  bat_voltage: number | null;
  bat_percent: number | null;
  gsm: number | null;
  antenna: number | null;
  inputs: number;
  outputs: number;
  driver1: string | null;
  driver2: string | null;
  rpm: number | null;
  tacho_speed: number | null;
  energy1: number | null;
  energy2: number | null;
  extra: string | null;
}

export interface VehicleLiveTable {
  vehicle_id: number;
  customer_id: number;
  processed_time: number;
  state: string;
  live: string;
  updated_at: number;
}

export interface EngineCheckpointsTable {
  vehicle_id: number;
  time: number;
  customer_id: number;
  state: string;
}

export interface FuelCalibrationsTable {
  id: Generated<number>;
  customer_id: number;
  vehicle_id: number;
  from_date: number | null;
  to_date: number | null;
  active: ColumnType<number, number | undefined>;
  document: string;
}

export interface DeviceConnectionsTable {
  id: Generated<number>;
  customer_id: number;
  vehicle_id: number;
  imei: string;
  protocol: string;
  remote_address: string | null;
  connected_at: number;
  disconnected_at: number | null;
  bytes_in: ColumnType<number, number | undefined>;
  bytes_out: ColumnType<number, number | undefined>;
  records: ColumnType<number, number | undefined>;
  errors: ColumnType<number, number | undefined>;
  last_error: string | null;
  close_reason: string | null;
}

export interface DeviceCommandsTable {
  id: Generated<number>;
  customer_id: number;
  vehicle_id: number;
  text: string;
  status: 'queued' | 'sent' | 'answered' | 'failed';
  created_at: number;
  created_by: number | null;
  sent_at: number | null;
  answered_at: number | null;
  response: string | null;
}

export interface DeviceRefusalsTable {
  id: Generated<number>;
  imei: string;
  protocol: string;
  remote_address: string | null;
  at: number;
}

export interface NotificationEmailsTable {
  id: Generated<number>;
  customer_id: number;
  email: string;
  description: string | null;
}

export interface VehicleAlarmEmailsTable {
  customer_id: number;
  vehicle_id: number;
  email_id: number;
  event_type_id: number;
  status: ColumnType<number, number | undefined>;
  message: string | null;
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

export interface AppStateTable {
  key: string;
  value: string;
}

/** Geometry and address of an own point or a base (spec 3 §3.4, §3.5). */
export interface AreaColumns {
  id: Generated<number>;
  customer_id: number;
  name: string;
  /** 1 circle, 2 rectangle, 3 polygon. */
  shape: ColumnType<number, number | undefined>;
  lat: number | null;
  lon: number | null;
  /** Metres (circles). */
  radius: number | null;
  /** JSON text of [lat, lon] pairs. */
  poly: string | null;
  address: ColumnType<string | null, string | null | undefined>;
  address_no: ColumnType<string | null, string | null | undefined>;
  postal_code: ColumnType<string | null, string | null | undefined>;
  city: ColumnType<string | null, string | null | undefined>;
  phone_no: ColumnType<string | null, string | null | undefined>;
  fax: ColumnType<string | null, string | null | undefined>;
  email: ColumnType<string | null, string | null | undefined>;
  created_at: number;
  updated_at: number;
}

export interface PoisTable extends AreaColumns {
  /** solid_object_type_id: 1 is drawn blue, others red. */
  type_id: ColumnType<number, number | undefined>;
  status_id: ColumnType<number, number | undefined>;
  speed_limit: ColumnType<number | null, number | null | undefined>;
  icon_no: ColumnType<number, number | undefined>;
}

export interface BasesTable extends AreaColumns {
  base_type_id: ColumnType<number, number | undefined>;
  base_status_id: ColumnType<number, number | undefined>;
}

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

/** Spec 3 §3.9; counters in km and engine hours as the inspection form shows them. */
export interface InspectionsTable {
  id: Generated<number>;
  customer_id: number;
  vehicle_id: number;
  type: 'p' | 'w';
  level: number;
  custom_name: ColumnType<string, string | undefined>;
  inspection_date: number;
  inspection_done_date: number | null;
  /** 1 or null: can be performed; 2: paused. */
  inspection_status_id: number | null;
  last_state_date: number | null;
  last_km_counter: number | null;
  last_mth_counter: number | null;
  last_wx_counter: ColumnType<number | null, number | null | undefined>;
  description: ColumnType<string | null, string | null | undefined>;
  remind_time_condition_exist: ColumnType<number, number | undefined>;
  /** Unit of the time value: 1 days, 2 months, 3 years. */
  remind_time_condition_id: ColumnType<number, number | undefined>;
  remind_time_condition_value: ColumnType<number | null, number | null | undefined>;
  /** Days before the date to remind. */
  rtc_prev_value: ColumnType<number | null, number | null | undefined>;
  rdc_exist: ColumnType<number, number | undefined>;
  remind_distance_condition_id: ColumnType<number | null, number | null | undefined>;
  /** km after last_km_counter, and km before that to remind. */
  rdc_value: ColumnType<number | null, number | null | undefined>;
  rdc_prev_value: ColumnType<number | null, number | null | undefined>;
  remind_mth_condition_exist: ColumnType<number, number | undefined>;
  remind_mth_condition_id: ColumnType<number | null, number | null | undefined>;
  /** Engine hours after last_mth_counter, and hours before that to remind. */
  remind_mth_condition_value: ColumnType<number | null, number | null | undefined>;
  rmc_prev_value: ColumnType<number | null, number | null | undefined>;
  created_at: number;
}

/** A driver identifier (key, card) and its holder; rows of one code over time are its history. */
export interface IdentifiersTable {
  id: Generated<number>;
  customer_id: number;
  code: string;
  driver_id: number | null;
  active: ColumnType<number, number | undefined>;
  from_date: ColumnType<number | null, number | null | undefined>;
  to_date: ColumnType<number | null, number | null | undefined>;
  created_at: number;
}

/** Change counters per company and topic, bumped by triggers (migration 004). */
export interface MonitorRevisionsTable {
  customer_id: number;
  topic: string;
  rev: number;
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

export interface DB {
  customers: CustomersTable;
  users: UsersTable;
  user_vehicles: UserVehiclesTable;
  vehicles: VehiclesTable;
  sessions: SessionsTable;
  login_tokens: LoginTokensTable;
  login_failures: LoginFailuresTable;
  user_settings: UserSettingsTable;
  grid_layouts: GridLayoutsTable;
  navigation_log: NavigationLogTable;
  events: EventsTable;
  drivers: DriversTable;
  reminder_types: ReminderTypesTable;
  reminders: RemindersTable;
  positions: PositionsTable;
  vehicle_live: VehicleLiveTable;
  engine_checkpoints: EngineCheckpointsTable;
  fuel_calibrations: FuelCalibrationsTable;
  device_connections: DeviceConnectionsTable;
  device_commands: DeviceCommandsTable;
  device_refusals: DeviceRefusalsTable;
  geocode_cache: GeocodeCacheTable;
  notification_emails: NotificationEmailsTable;
  vehicle_alarm_emails: VehicleAlarmEmailsTable;
  app_state: AppStateTable;
  pois: PoisTable;
  bases: BasesTable;
  user_monitor_choices: UserMonitorChoicesTable;
  user_monitor_vehicles: UserMonitorVehiclesTable;
  user_monitor_pois: UserMonitorPoisTable;
  user_monitor_bases: UserMonitorBasesTable;
  inspections: InspectionsTable;
  identifiers: IdentifiersTable;
  monitor_revisions: MonitorRevisionsTable;
  export_files: ExportFilesTable;
}
