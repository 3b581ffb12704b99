import { describe, expect, it } from 'vitest';
import { daysTo, reminderOf, toFormValues, toSaveBody } from './inspectionForm';

describe('inspection form', () => {
  const details = {
    inspection: {
      iid: 7,
      vehicle_code: 3,
      inspection_level_type_id: 2,
      custom_name: 'Olej',
      inspection_date: '2026-01-31 08:00:00',
      rdc_exist: 1,
      rdc_value: 15000,
      remind_time_condition_exist: 1,
      remind_time_condition_id: 2,
      remind_time_condition_value: 1,
    },
    remind_time_conditions: [],
    remind_distance_conditions: [],
    remind_mth_conditions: [],
    inspection_levels: [],
    vehicles: [],
  };
  it('reads the record and sends it back as the save body', () => {
    const v = toFormValues(details);
    expect(v).toMatchObject({
      iid: 7,
      vehicle_code: 3,
      rdc_exist: true,
      rdc_value: 15000,
      last_km_counter: null,
      description: '',
    });
    expect(toSaveBody('ep', v)).toMatchObject({
      type: 'ep',
      iid: 7,
      rdc_exist: true,
      last_km_counter: '',
      custom_name: 'Olej',
    });
  });
  it('shows the reminder date of the time condition and turns a picked date into days', () => {
    expect(reminderOf(toFormValues(details))).toBe('2026-02-28');
    expect(daysTo('2026-01-31 08:00:00', '2026-03-02')).toBe(30);
    expect(daysTo(null, '2026-03-02')).toBeNull();
  });
});
