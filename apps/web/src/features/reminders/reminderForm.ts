import { fieldErrors, reminderSaveBody, type ReminderDetailsAnswer } from '@namiar/domain';
import type { FormRule } from 'antd';
import type { FormBody } from '../../kit/api/api';

/**
 * The reminder editor's form (spec 3 §3.7) and its save body. Numbers are the kit's
 * NumberInput values (a number, null, or a refused text the schema refuses again); validation
 * is the domain's save schema itself, so the editor and the server say the same thing about
 * each field.
 */
type FormNumber = number | string | null;

export interface ReminderFormValues {
  rid: number;
  name: string;
  remind_target_id: number;
  vehicle_code: number | null;
  driver_code: number | null;
  remind_type_id: number | null;
  last_state_date: string | null;
  last_km_counter: FormNumber;
  last_mth_counter: FormNumber;
  remind_time_condition_exist: boolean;
  remind_time_condition_value: FormNumber;
  remind_time_condition_id: number;
  rtc_prev_value: FormNumber;
  remind_work_condition_exist: boolean;
  remind_work_condition_value: FormNumber;
  remind_work_condition_id: number;
  remind_work_condition_prev_value: FormNumber;
  description: string;
}

export function toFormValues(details: ReminderDetailsAnswer): ReminderFormValues {
  const r = details.reminder;
  return {
    rid: r.rid,
    name: r.name,
    remind_target_id: r.remind_target_id,
    vehicle_code: r.vehicle_code,
    driver_code: r.driver_code,
    remind_type_id: r.remind_type_id,
    last_state_date: r.last_state_date,
    last_km_counter: r.last_km_counter,
    last_mth_counter: r.last_mth_counter,
    remind_time_condition_exist: r.remind_time_condition_exist,
    remind_time_condition_value: r.remind_time_condition_value,
    remind_time_condition_id: r.remind_time_condition_id,
    rtc_prev_value: r.rtc_prev_value,
    remind_work_condition_exist: r.remind_work_condition_exist,
    remind_work_condition_value: r.remind_work_condition_value,
    remind_work_condition_id: r.remind_work_condition_id,
    remind_work_condition_prev_value: r.remind_work_condition_prev_value,
    description: r.description ?? '',
  };
}

export function toSaveBody(v: Partial<ReminderFormValues>): FormBody {
  const flag = (b: boolean | undefined) => (b ? '1' : '0');
  return {
    rid: v.rid ?? 0,
    name: v.name ?? '',
    remind_target_id: v.remind_target_id ?? 1,
    vehicle_code: v.vehicle_code ?? '',
    driver_code: v.driver_code ?? '',
    remind_type_id: v.remind_type_id ?? '',
    last_state_date: v.last_state_date ?? '',
    last_km_counter: v.last_km_counter ?? '',
    last_mth_counter: v.last_mth_counter ?? '',
    remind_time_condition_exist: flag(v.remind_time_condition_exist),
    remind_time_condition_value: v.remind_time_condition_value ?? '',
    remind_time_condition_id: v.remind_time_condition_id ?? 1,
    rtc_prev_value: v.rtc_prev_value ?? '',
    remind_work_condition_exist: flag(v.remind_work_condition_exist),
    remind_work_condition_value: v.remind_work_condition_value ?? '',
    remind_work_condition_id: v.remind_work_condition_id ?? 1,
    remind_work_condition_prev_value: v.remind_work_condition_prev_value ?? '',
    description: v.description ?? '',
  };
}

/** The save schema's message for each field. */
export function reminderFieldErrors(v: Partial<ReminderFormValues>): Record<string, string> {
  const r = reminderSaveBody.safeParse(toSaveBody(v));
  return r.success ? {} : fieldErrors(r.error);
}

/** An antd rule that asks the domain's save schema about one field. */
export function reminderRule(field: keyof ReminderFormValues): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const message = reminderFieldErrors(getFieldsValue(true) as Partial<ReminderFormValues>)[field];
      if (message) throw new Error(message);
    },
  });
}
