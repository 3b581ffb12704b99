import type { ColumnType, Generated } from 'kysely';

/**
 * Table types of what the devices send and the engine derives: positions, live state, engine
 * checkpoints, events, cached route days, device connections, commands and refusals. See
 * ../schema.ts for the conventions.
 */

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
  /** The configuration the stored results come from (migration 009); null: unknown. */
  config_rev: ColumnType<string | null, string | null | undefined>;
  /** From this time on every stored result of the vehicle comes from a run with `config_rev`. */
  config_since: ColumnType<number | null, number | null | undefined>;
}

export interface EngineCheckpointsTable {
  vehicle_id: number;
  time: number;
  customer_id: number;
  state: string;
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
  /** Refuellings and losses: the levels measured between, litres ×10 (migration 030); else null. */
  level_before: ColumnType<number | null, number | null | undefined>;
  level_after: ColumnType<number | null, number | null | undefined>;
}

/** A cached day of route (migration 007, docs/route.md 'Chunks'). */
export interface RouteChunksTable {
  customer_id: number;
  vehicle_id: number;
  /** The company-zone day [day_start, day_end), epoch ms. */
  day_start: number;
  day_end: number;
  /** Hash of the vehicle's engine configuration the values were computed with. */
  config_rev: string;
  n: number;
  /** deflate-raw of domain/route/chunk-codec.ts bytes. */
  data: Uint8Array;
  built_at: number;
  /** Where the engine run that built the day started (migration 008; null: built before it). */
  cp_time: ColumnType<number | null, number | null | undefined>;
  /** Hash of the day's inputs (docs/route.md 'Regeneration'); null: unknown, counts as changed. */
  input_key: ColumnType<string | null, string | null | undefined>;
  /** The day's point statistics as JSON (migration 020, route-day-stats.ts); null: not computed yet. */
  stats: ColumnType<string | null, string | null | undefined>;
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
  status: 'queued' | 'sent' | 'delivered' | 'answered' | 'failed';
  created_at: number;
  created_by: number | null;
  sent_at: number | null;
  answered_at: number | null;
  response: string | null;
  /** How it went (027): the device's connection or an SMS to `phone`. */
  channel: ColumnType<'gprs' | 'sms', 'gprs' | 'sms' | undefined, 'gprs' | 'sms'>;
  /** The SMS form's type 1-4; null for other commands. */
  sms_type: ColumnType<number | null, number | null | undefined>;
  phone: ColumnType<string | null, string | null | undefined>;
  /** The SMS centre's message id (delivery receipts name it). */
  smpp_id: ColumnType<string | null, string | null | undefined>;
  delivered_at: ColumnType<number | null, number | null | undefined>;
  error: ColumnType<string | null, string | null | undefined>;
  /** The configuration reading (device_param_reads) a getparam question belongs to. */
  read_id: ColumnType<number | null, number | null | undefined>;
  param_id: ColumnType<number | null, number | null | undefined>;
}

/** One reading of a device's parameters (027). */
export interface DeviceParamReadsTable {
  id: Generated<number>;
  customer_id: number;
  vehicle_id: number;
  requested_at: number;
  requested_by: number | null;
  asked: number;
}

/** One row per refused identifier and listener protocol (migration 031). */
export interface DeviceRefusalsTable {
  imei: string;
  protocol: string;
  /** 'unknown': no vehicle has the identifier; 'family': a vehicle of another device family has it. */
  reason: Generated<string>;
  remote_address: string | null;
  first_at: number;
  last_at: number;
  count: number;
}

/** A device record that could not be stored (migration 010): kept with the database's error. */
export interface RecordQuarantineTable {
  id: Generated<number>;
  customer_id: number;
  vehicle_id: number;
  time: number;
  received_at: number;
  record: string;
  error: string;
}

/**
 * A text a device sent or was sent (migration 011): Codec 13/14/15 texts, unasked Codec 12
 * answers; later SMS. `driver_id`: a card reader's driver identifier read from the text.
 */
export interface DeviceMessagesTable {
  id: Generated<number>;
  customer_id: number;
  vehicle_id: number;
  /** The device's own time of the message (epoch ms), when the codec carries one. */
  device_time: number | null;
  received_at: number;
  channel: 'gprs' | 'sms';
  direction: 'in' | 'out';
  /** Teltonika codec id (12, 13, 14, 15); null for other channels. */
  codec: number | null;
  /** The codec's message type byte. */
  type: number | null;
  text: string;
  driver_id: string | null;
  /** When the driver identifier was written into one of the vehicle's records. */
  driver_applied_at: ColumnType<number | null, number | null | undefined>;
  /** The command this text answers (027). */
  command_id: ColumnType<number | null, number | null | undefined>;
  /** The number an incoming SMS came from (027). */
  phone: ColumnType<string | null, string | null | undefined>;
}
