import type { ColumnType, Generated } from 'kysely';

/**
 * Table types of companies, users, sessions and sign-in, per-user settings and the navigation log.
 * See ../schema.ts for the conventions.
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
  /** Migration 016 (user records): the editor's fields; full_name is kept as 'first last'. */
  first_name: ColumnType<string, string | undefined>;
  last_name: ColumnType<string, string | undefined>;
  phone_no: ColumnType<string | null, string | null | undefined>;
  user_type_id: ColumnType<number, number | undefined>;
  /** The mobile/WWW login and its MD5 verifier, encrypted like `verifier`. */
  www_login: ColumnType<string | null, string | null | undefined>;
  www_verifier: ColumnType<string | null, string | null | undefined>;
  /** 1 = the user sees only the drivers listed in user_drivers. */
  drivers_restricted: ColumnType<number, number | undefined>;
  /** Migration 017: 1 = the user receives only the alarms of the types in user_event_types; 0 = every alarm. */
  alarms_restricted: ColumnType<number, number | undefined>;
}

/** The drivers a restricted user sees (migration 016). */
export interface UserDriversTable {
  customer_id: number;
  user_id: number;
  driver_id: number;
}

/** The event types a user takes as alarms (migration 016; the user editor's 'Alarmy' tab). */
export interface UserEventTypesTable {
  customer_id: number;
  user_id: number;
  event_type_id: number;
}

export interface UserVehiclesTable {
  customer_id: number;
  user_id: number;
  vehicle_id: number;
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
  /** SHA-256 of the asking browser's login cookie (migration 032); '' before it. */
  binder: Generated<string>;
}

/** A user's second sign-in factor (migration 033, issue 28 §2). */
export interface UserTotpTable {
  customer_id: number;
  user_id: number;
  /** The base32 TOTP secret sealed with the server key (security/secretbox.ts). */
  secret: string;
  /** 1 once a code of the secret was typed back. */
  enabled: ColumnType<number, number | undefined>;
  created_at: number;
  confirmed_at: ColumnType<number | null, number | null | undefined>;
  /** The RFC 6238 time step of the code accepted last: a code is good once. */
  last_step: ColumnType<number, number | undefined>;
}

/** A login waiting for its second factor's code (migration 033), by the browser's login binder. */
export interface LoginSecondStepsTable {
  binder: string;
  customer_id: number;
  user_id: number;
  clogin_key: string;
  ulogin_key: string;
  /** The device key of the browser's device cookie for this account, if it had one. */
  device: string | null;
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

/** A change to a back-office record (migration 012): who, when, what, before and after (JSON). */
export interface RecordAuditTable {
  id: Generated<number>;
  customer_id: number;
  user_id: number;
  at: number;
  /** The record kind: 'vehicle', 'driver', 'identifier', 'poi', 'base', 'user', ... */
  entity: string;
  record_id: number;
  action: 'create' | 'update' | 'delete';
  before: string | null;
  after: string | null;
}
