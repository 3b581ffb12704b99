import { describe, expect, it } from 'vitest';
import { fieldErrors } from './index';
import { REMINDER_MSG, reminderSaveBody } from './reminders';

const body = (extra: Record<string, string> = {}) => ({
  rid: 'new',
  name: ' Przegląd ',
  remind_target_id: '1',
  vehicle_code: '7',
  driver_code: '',
  remind_type_id: '1',
  last_state_date: '2026-01-31 10:00:00',
  last_km_counter: '150000',
  last_mth_counter: '1200,5',
  remind_time_condition_exist: '1',
  remind_time_condition_value: '12',
  remind_time_condition_id: '2',
  rtc_prev_value: '',
  remind_work_condition_exist: '0',
  remind_work_condition_value: '',
  remind_work_condition_id: '1',
  remind_work_condition_prev_value: '',
  description: '',
  ...extra,
});
const errors = (extra: Record<string, string>) => {
  const r = reminderSaveBody.safeParse(body(extra));
  return r.success ? {} : fieldErrors(r.error);
};

describe('reminder save body', () => {
  it('reads the form: new id 0, trimmed name, decimal comma, flags, empty as null', () => {
    expect(reminderSaveBody.parse(body())).toMatchObject({
      rid: 0,
      name: 'Przegląd',
      vehicle_code: 7,
      driver_code: null,
      last_km_counter: 150000,
      last_mth_counter: 1200.5,
      remind_time_condition_exist: true,
      remind_time_condition_id: 2,
      rtc_prev_value: null,
      remind_work_condition_exist: false,
      description: null,
    });
  });

  it('names the refused field in Polish', () => {
    expect(errors({ name: '' })).toEqual({ name: REMINDER_MSG.nameRequired });
    expect(errors({ remind_target_id: '3' })).toMatchObject({ remind_target_id: REMINDER_MSG.target });
    expect(errors({ remind_target_id: '2' })).toEqual({ driver_code: REMINDER_MSG.driverRequired });
    expect(errors({ remind_type_id: '' })).toEqual({ remind_type_id: REMINDER_MSG.type });
    expect(errors({ last_state_date: '2026-02-30 10:00:00' })).toEqual({ last_state_date: REMINDER_MSG.dateFormat });
    expect(errors({ remind_time_condition_exist: '0' })).toEqual({
      remind_time_condition_exist: REMINDER_MSG.condition,
    });
    expect(errors({ remind_time_condition_value: '1,5' })).toEqual({
      remind_time_condition_value: REMINDER_MSG.timeValue,
    });
    expect(errors({ last_km_counter: '-1' })).toEqual({ last_km_counter: REMINDER_MSG.counter });
    expect(
      errors({
        remind_work_condition_exist: '1',
        remind_work_condition_value: '10',
        last_mth_counter: '',
        remind_work_condition_id: '2',
      }),
    ).toEqual({
      last_mth_counter: REMINDER_MSG.mthRequired,
    });
    expect(errors({ description: 'ab' })).toEqual({});
    expect(errors({ description: 'a' })).toEqual({ description: REMINDER_MSG.description });
  });
});
