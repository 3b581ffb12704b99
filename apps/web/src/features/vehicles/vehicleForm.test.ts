import { describe, expect, it } from 'vitest';
import { newCalibration, newVehicleForm, vehicleSaveBody } from '@namiar/domain';
import {
  accept,
  calibrationExport,
  cancel,
  curve,
  exportFileName,
  initialCalibrationState,
  saveDraft,
  startAdd,
  startEdit,
  validPoint,
} from './calibrationModel';
import { fieldEnabled, toSaveBody } from './vehicleForm';

describe('the vehicle form', () => {
  it('keeps dependent fields disabled until their checkbox is on (spec 3 §5)', () => {
    const v = newVehicleForm() as unknown as Record<string, unknown>;
    for (const f of [
      'alarm_speeding_time',
      'fuel_big_usg_km',
      'auto_solid_input_time',
      'autosolidtf__input3',
      'voltage_port',
    ]) {
      expect([f, fieldEnabled(v, f)]).toEqual([f, false]);
    }
    expect(fieldEnabled({ ...v, alarmtf__speeding: true }, 'alarm_speeding_time')).toBe(true);
    expect(fieldEnabled({ ...v, alarmtf__voltage_minmax: true }, 'alarm_min_voltage')).toBe(true);
    expect(fieldEnabled({ ...v, autosolidtf__inputs: true }, 'autosolidtf__input3')).toBe(true);
    expect(fieldEnabled(v, 'reg_no')).toBe(true);
  });

  it('sends what the server schema reads back', () => {
    const v = { ...newVehicleForm(), reg_no: 'WE 1', imei: '352093081452251', max_velocity: 90 };
    v.inputs[0] = { ...v.inputs[0], active: true, min_duration: 5 };
    const parsed = vehicleSaveBody.parse(toSaveBody(v));
    expect(parsed.max_velocity).toBe(90);
    expect(parsed.inputs[0]).toMatchObject({ input_no: 1, active: true, min_duration: 5 });
  });
});

describe('the calibration dialog', () => {
  const a = { ...newCalibration('2026-03-01 00:00:00'), id: 4, active: true };

  it('adds a calibration and selects it, edits in a copy, cancels without a change, accepts one active', () => {
    let s = initialCalibrationState([a]);
    expect(s).toMatchObject({ selected: 0, mode: 'viewing' });
    s = startAdd(s, '2026-03-29 10:00:00');
    expect(s.mode).toBe('adding');
    expect(s.draft).toMatchObject({
      fuel_tank_minimum: 10,
      fuel_untank_minimum: 10,
      fuel_meter_type_id: 1,
      from_date: '2026-03-29 10:00:00',
    });
    s.draft!.tanks[0].points = [
      { litre_value: 0, indicator_value: 60, active: true },
      { litre_value: -1, indicator_value: 100, active: true },
    ];
    s = saveDraft(s);
    expect(s).toMatchObject({ selected: 1, mode: 'viewing' });
    // The invalid row is not kept.
    expect(s.list[1].tanks[0].points).toHaveLength(1);
    s = startEdit(s);
    s.draft!.text = 'zmiana';
    expect(cancel(s).list[1].text).toBe('');
    const list = accept(s);
    expect(list.map((c) => c.active)).toEqual([false, true]);
  });

  it('checks table rows and draws the active points in order', () => {
    expect(validPoint({ litre_value: 0, indicator_value: 0 })).toBe(true);
    expect(validPoint({ litre_value: 1, indicator_value: -1 })).toBe(false);
    expect(
      curve([
        { litre_value: 400, indicator_value: 4000, active: true },
        { litre_value: 0, indicator_value: 60, active: true },
        { litre_value: 999, indicator_value: 3000, active: false },
      ]),
    ).toEqual([
      [60, 4000],
      [0, 400],
    ]);
  });

  it('names the export and puts each tank in its own table', () => {
    expect(exportFileName('Kalibracja paliwa', new Date(2026, 2, 29, 10, 5, 2))).toBe(
      'Kalibracja paliwa 2026-03-29 10-05-02',
    );
    const c = structuredClone(a);
    c.tanks[0].points = [{ litre_value: 12.5, indicator_value: 300, active: true }];
    const body = calibrationExport(c, 'K', {
      tank: (n) => `Zbiornik ${n}`,
      litres: 'Litry',
      indicator: 'Odczyt sondy',
      active: 'Aktywny',
      yes: 'tak',
      no: 'nie',
    });
    expect(body.reports).toHaveLength(1);
    expect(body.reports[0].data).toEqual([{ indicator: 300, litres: 12.5, active: 'tak' }]);
  });
});
