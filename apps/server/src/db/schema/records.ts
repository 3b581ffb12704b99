import type { ColumnType, Generated } from 'kysely';

/**
 * Table types of the back-office records (spec 3): vehicles, drivers and their identifiers,
 * reminders, inspections, fuel calibrations, alarm e-mails, own points and bases. See ../schema.ts
 * for the conventions.
 */

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
  // The vehicle editor's columns (migration 013): the list's fields and the rest of its record.
  protocol: ColumnType<string, string | undefined>;
  brand: ColumnType<string, string | undefined>;
  side_no: ColumnType<string, string | undefined>;
  status_id: ColumnType<number, number | undefined>;
  gps_type_id: ColumnType<number | null, number | null | undefined>;
  simcard_no: ColumnType<string | null, string | null | undefined>;
  /** The editor's other values, JSON (vehicle-form fields and fixed lists). */
  record: ColumnType<string, string | undefined>;
  updated_at: ColumnType<number | null, number | null | undefined>;
}

export interface DriversTable {
  id: Generated<number>;
  customer_id: number;
  first_name: string;
  last_name: string;
  created_at: number;
  // The driver editor's fields (migration 014, spec 3 §3.3).
  phone_no: ColumnType<string | null, string | null | undefined>;
  pesel: ColumnType<string | null, string | null | undefined>;
  driver_status_id: ColumnType<number, number | undefined>;
  driver_type_id: ColumnType<number, number | undefined>;
  recruited_from_date: ColumnType<number | null, number | null | undefined>;
  recruited_to_date: ColumnType<number | null, number | null | undefined>;
  address: ColumnType<string | null, string | null | undefined>;
  postal_code: ColumnType<string | null, string | null | undefined>;
  city: ColumnType<string | null, string | null | undefined>;
  driving_license_no: ColumnType<string | null, string | null | undefined>;
  /** Licence categories, comma-joined ('B,C,C+E'). */
  driving_license_category: ColumnType<string | null, string | null | undefined>;
  /** Active work status ids, comma-joined (null: never saved, all active). */
  work_statuses: ColumnType<string | null, string | null | undefined>;
  updated_at: ColumnType<number | null, number | null | undefined>;
}

/** The register of driver identifiers (iid of spec 3 §3.6), one row per number. */
export interface IdentifierCardsTable {
  id: Generated<number>;
  customer_id: number;
  code: string;
  /** `code` upper-cased and trimmed: unique per company. */
  code_key: string;
  created_at: number;
  updated_at: number;
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
  /** The register row of `code` (migration 014); null for rows written without one. */
  card_id: ColumnType<number | null, number | null | undefined>;
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
  /** The editor's conditions (migration 024, spec 3 §3.7). */
  remind_time_condition_exist: ColumnType<number, number | undefined, number>;
  /** 1 days, 2 months, 3 years (spec 3 §9). */
  remind_time_condition_id: ColumnType<number, number | undefined, number>;
  remind_time_condition_value: ColumnType<number | null, number | null | undefined, number | null>;
  /** Days before the due date the reminder shows. */
  rtc_prev_value: ColumnType<number | null, number | null | undefined, number | null>;
  remind_work_condition_exist: ColumnType<number, number | undefined, number>;
  /** 1 km, 2 engine hours. */
  remind_work_condition_id: ColumnType<number, number | undefined, number>;
  remind_work_condition_value: ColumnType<number | null, number | null | undefined, number | null>;
  remind_work_condition_prev_value: ColumnType<number | null, number | null | undefined, number | null>;
  updated_at: ColumnType<number | null, number | null | undefined, number | null>;
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

export interface FuelCalibrationsTable {
  id: Generated<number>;
  customer_id: number;
  vehicle_id: number;
  from_date: number | null;
  to_date: number | null;
  active: ColumnType<number, number | undefined>;
  document: string;
  /** The calibration dialog's record, JSON (migration 013); null for documents written without one. */
  form: ColumnType<string | null, string | null | undefined>;
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
  /** 0: the area applies to every vehicle; 1: only to those of its vehicle list (migration 015). */
  vehicles_restricted: ColumnType<number, number | undefined>;
}

export interface PoisTable extends AreaColumns {
  /** solid_object_type_id: 1 is drawn blue, others red. */
  type_id: ColumnType<number, number | undefined>;
  status_id: ColumnType<number, number | undefined>;
  speed_limit: ColumnType<number | null, number | null | undefined>;
  icon_no: ColumnType<number, number | undefined>;
  /** 0: made by the system from a vehicle's stop and not confirmed by a user yet (migration 029). */
  verified: ColumnType<number, number | undefined>;
  /** The vehicle that made an automatic point, and when it began to stand there (epoch ms). */
  auto_vehicle_id: ColumnType<number | null, number | null | undefined>;
  auto_at: ColumnType<number | null, number | null | undefined>;
}

export interface BasesTable extends AreaColumns {
  base_type_id: ColumnType<number, number | undefined>;
  base_status_id: ColumnType<number, number | undefined>;
}

/** A vehicle or driver assigned to an own point or a base (migration 015, spec 3 §3.4, §3.5). */
export interface PoiVehiclesTable {
  customer_id: number;
  poi_id: number;
  vehicle_id: number;
}
export interface PoiDriversTable {
  customer_id: number;
  poi_id: number;
  driver_id: number;
}
export interface BaseVehiclesTable {
  customer_id: number;
  base_id: number;
  vehicle_id: number;
}
export interface BaseDriversTable {
  customer_id: number;
  base_id: number;
  driver_id: number;
}
