import type { Generated } from 'kysely';

/** Energy counters of rail vehicles (migration 022, spec 3 §3.13). */
export interface EnergyCountersTable {
  id: Generated<number>;
  customer_id: number;
  number: string;
  /** The number upper-cased: unique per company. */
  number_key: string;
  manufacturer: string | null;
  model: string | null;
  soft_version: string | null;
  gsm_number: string | null;
  valid_date: number | null;
  active_status_id: number;
  description: string | null;
  comments: string | null;
  created_at: number;
  updated_at: number;
}

/** Ordered power of a vehicle for a year (migration 022, spec 3 §3.14): monthly whole watts. */
export interface PowerOrdersTable {
  id: Generated<number>;
  customer_id: number;
  vehicle_id: number;
  year: number;
  m1: number | null;
  m2: number | null;
  m3: number | null;
  m4: number | null;
  m5: number | null;
  m6: number | null;
  m7: number | null;
  m8: number | null;
  m9: number | null;
  m10: number | null;
  m11: number | null;
  m12: number | null;
  updated_at: number;
}

/** A fuel invoice (migration 025, spec 3 §3.8): centilitres, grosze, whole km; paired by event_from. */
export interface FuelInvoicesTable {
  id: Generated<number>;
  customer_id: number;
  vehicle_id: number;
  invoice_date: number;
  invoice_no: string;
  invoice_cl: number;
  cost_gr: number | null;
  counter_km: number | null;
  event_from: number | null;
  event_to: number | null;
  event_dl: number | null;
  event_lat: number | null;
  event_lon: number | null;
  updated_at: number;
}

/** An accepted GPS fuel loss (migration 025, spec 3 §3.8): decilitres. */
export interface FuelLossAcceptancesTable {
  id: Generated<number>;
  customer_id: number;
  vehicle_id: number;
  event_from: number;
  event_to: number | null;
  event_dl: number;
  event_lat: number | null;
  event_lon: number | null;
  loss_date: number;
  loss_dl: number;
  loss_notice: string;
  accepted_by: number | null;
  updated_at: number;
}

/** Stored days of the eco 1- and 15-minute reports (migration 028): a UTC day's minute bins. */
export interface EcoDaysTable {
  customer_id: number;
  vehicle_id: number;
  /** UTC day number: epoch ms / 86,400,000. */
  day: number;
  /** The day's positions when it was built (count, latest received_at): a mismatch rebuilds it. */
  record_count: number;
  max_received_at: number;
  /** JSON of domain/eco/minutes.ts EcoDay. */
  data: string;
  built_at: number;
}
