import { reminderDate, reminderDays } from '@namiar/domain';
import type { FormBody } from '../../kit/api/api';
import type { InspectionDetails } from './api';

/** The editor's values (spec 3 §3.9) and the save body built from them. */
export interface InspectionFormValues {
  iid: number;
  vehicle_code?: number;
  inspection_level_type_id?: number;
  custom_name: string;
  inspection_date: string | null;
  last_km_counter: number | null;
  last_mth_counter: number | null;
  remind_time_condition_exist: boolean;
  remind_time_condition_id: number;
  remind_time_condition_value: number | null;
  rtc_prev_value: number | null;
  rdc_exist: boolean;
  rdc_value: number | null;
  rdc_prev_value: number | null;
  remind_mth_condition_exist: boolean;
  remind_mth_condition_value: number | null;
  rmc_prev_value: number | null;
  description: string;
}

const num = (v: unknown) => (typeof v === 'number' ? v : null);

export function toFormValues(d: InspectionDetails): InspectionFormValues {
  const i = d.inspection;
  return {
    iid: i.iid,
    vehicle_code: num(i.vehicle_code) ?? undefined,
    inspection_level_type_id: num(i.inspection_level_type_id) ?? undefined,
    custom_name: i.custom_name ?? '',
    inspection_date: i.inspection_date ?? null,
    last_km_counter: num(i.last_km_counter),
    last_mth_counter: num(i.last_mth_counter),
    remind_time_condition_exist: i.remind_time_condition_exist === 1,
    remind_time_condition_id: num(i.remind_time_condition_id) ?? 1,
    remind_time_condition_value: num(i.remind_time_condition_value),
    rtc_prev_value: num(i.rtc_prev_value),
    rdc_exist: i.rdc_exist === 1,
    rdc_value: num(i.rdc_value),
    rdc_prev_value: num(i.rdc_prev_value),
    remind_mth_condition_exist: i.remind_mth_condition_exist === 1,
    remind_mth_condition_value: num(i.remind_mth_condition_value),
    rmc_prev_value: num(i.rmc_prev_value),
    description: i.description ?? '',
  };
}

export function toSaveBody(type: string, v: InspectionFormValues): FormBody {
  const body: FormBody = { type };
  for (const [k, value] of Object.entries(v))
    body[k] = value === null || value === undefined ? '' : (value as string | number | boolean);
  return body;
}

/** The reminder date the time condition gives (spec 3 §4), and its inverse in days. */
export function reminderOf(
  v: Pick<InspectionFormValues, 'inspection_date' | 'remind_time_condition_id' | 'remind_time_condition_value'>,
) {
  if (!v.inspection_date || v.remind_time_condition_value === null) return null;
  return reminderDate(v.inspection_date, v.remind_time_condition_id, v.remind_time_condition_value);
}
export const daysTo = (inspectionDate: string | null, date: string) =>
  inspectionDate ? reminderDays(inspectionDate, date) : null;
