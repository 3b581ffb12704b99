import type { ColumnType, Generated } from 'kysely';

/**
 * Tables of the vehicle editor (migration 013, spec 3 §3.1, §3.12). The vehicle's own new
 * columns are on VehiclesTable (records.ts).
 */

export interface VehicleStatusHistoryTable {
  id: Generated<number>;
  customer_id: number;
  vehicle_id: number;
  status_id: number;
  from_date: number;
  to_date: number | null;
  description: ColumnType<string, string | undefined>;
}

/** A km (kind 'km', value in km) or engine-hour (kind 'mth', hours) counter value set by hand. */
export interface VehicleCountersTable {
  id: Generated<number>;
  customer_id: number;
  vehicle_id: number;
  kind: 'km' | 'mth';
  point_date: number;
  value: number;
  save_date: number;
}

export interface NotificationPhonesTable {
  id: Generated<number>;
  customer_id: number;
  number: string;
  description: string | null;
}

export interface AlarmCodesTable {
  id: Generated<number>;
  customer_id: number;
  code: string;
  description: string | null;
}

/** 'event_sms': phone × event type; 'gps_sms': phone × alarm code; 'gps_email': e-mail × alarm code. */
export type VehicleAlarmRuleKind = 'event_sms' | 'gps_sms' | 'gps_email';

export interface VehicleAlarmRulesTable {
  customer_id: number;
  vehicle_id: number;
  kind: VehicleAlarmRuleKind;
  target_id: number;
  key_id: number;
  status: ColumnType<number, number | undefined>;
  message: string | null;
}

export interface VehicleDescriptionsTable {
  id: Generated<number>;
  customer_id: number;
  kind: 'inout' | 'thermometer';
  description: string;
}
