import type { VehicleForm } from './form';
import type { Option } from './options';

/** A row of `POST /vehicles` (spec 3 §7: vid, reg_no, and the columns the list shows). */
export interface VehicleListRow {
  vid: number;
  reg_no: string;
  brand: string;
  number: string;
  vehicle_type: string;
  imei: string;
  device_protocol: string;
  simcard_no: string;
  gps_type: string;
  status: string;
  business_phone_no: string;
}

export interface DescriptionOption {
  value: number;
  text: string;
}

/** `POST /vehicles/details`: the vehicle and every option list of spec 3 §3.1. */
export interface VehicleDetailsAnswer {
  vehicle: VehicleForm;
  vehicle_statuses: Option[];
  vehicle_types: Option[];
  vehicle_icons: Option[];
  gps_types: Option[];
  fuel_algorithm_types: Option[];
  fuel_flowmeters: Option[];
  fuel_probes: Option[];
  flowmeter_value_from: Option[];
  vehicle_inout_types: Option[];
  vehicle_inout_contact_types: Option[];
  vehicle_inout_descriptions: DescriptionOption[];
  vehicle_thermometer_descriptions: DescriptionOption[];
  autosolid_orand: Option[];
  lpg_types: Option[];
  fuel_meter_types: Option[];
  power_counters: Option[];
  bases: { base_id: number; name: string }[];
  /** verified false: an automatic own point no user confirmed yet ('Punkty własne' marks it). */
  solid_objects: { solid_object_id: number; name: string; verified: boolean }[];
  sms_simcards: RecipientPhone[];
  emails: RecipientEmail[];
  event_types: { event_type_id: number; name: string }[];
  alarm_codes: RecipientAlarmCode[];
}

export interface RecipientPhone {
  sms_simcard_id: number;
  number: string;
  description: string;
}
export interface RecipientEmail {
  email_id: number;
  email: string;
  description: string;
}
export interface RecipientAlarmCode {
  alarm_code_id: number;
  code: string;
  description: string;
}

/** `saveobject` / `deleteobject` answer the updated list of that type. */
export type RecipientObjects = RecipientPhone[] | RecipientEmail[] | RecipientAlarmCode[];

/** `POST /vehicles/getcounters`: the counters at a moment (km, engine hours) and that moment. */
export interface VehicleCountersAnswer {
  counters: { km: number | null; mth: number | null; date: string };
}
