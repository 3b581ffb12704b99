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
}
