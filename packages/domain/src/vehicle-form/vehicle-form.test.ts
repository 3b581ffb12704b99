import { describe, expect, it } from 'vitest';
import { tankLitres } from '../engine/calibration';
import { defaultFuelConfig, defaultVehicleConfig, type FuelConfig, type VehicleConfig } from '../engine/config';
import { fieldErrors } from '../schemas';
import { VEHICLE_MSG, saveObjectBody, vehicleSaveBody } from '../schemas/vehicles';
import { parseDateTime } from '../time';
import {
  calibrationEngineDocument,
  calibrationFromEngineDocument,
  decodeCalibrations,
  encodeCalibrations,
  newCalibration,
  type FuelCalibration,
} from './calibration';
import { encodeVehicleSave } from './encode';
import { ALARM_FLAG_EVENTS, alarmEventIds, engineSettingsFromForm, mergeEngineSettings } from './engine-settings';
import { formFieldsFromEngineSettings, newVehicleForm, type VehicleSave } from './form';
import { LIST_SPECS, cleanDelimitedText, decodeList, encodeList } from './lists';

const TZ = 'Europe/Warsaw';

/** The engine's view of a calibration document: its values over the defaults (engine/vehicle-config.ts). */
function buildEngineConfigForTest(doc: Partial<FuelConfig>): VehicleConfig {
  return { ...defaultVehicleConfig(), fuel: { ...defaultFuelConfig(), ...doc } };
}

function calibration(): FuelCalibration {
  const c = newCalibration('2026-03-01 00:00:00');
  c.id = 7;
  c.active = true;
  c.fuel_tank_minimum = 15;
  c.text = 'Zbiornik | główny ^ 2026';
  c.tanks[0] = {
    ...c.tanks[0],
    number: 'LLS 20160 & nr 1',
    capacity: 400,
    points: [
      { litre_value: 0, indicator_value: 60, active: true },
      { litre_value: 200, indicator_value: 2030, active: true },
      { litre_value: 400, indicator_value: 4000, active: true },
      { litre_value: 999, indicator_value: 3000, active: false },
    ],
  };
  return c;
}

function filledForm(): VehicleSave {
  const f = { ...newVehicleForm(), vid: 12 } as VehicleSave & Record<string, unknown>;
  f.reg_no = 'WE 1234K';
  f.brand = 'Volvo FH';
  f.imei = '352093081452251';
  f.max_velocity = 90;
  f.alarmtf__speeding = true;
  f.alarm_speeding_time = 30;
  f.alarmtf__alarm_t1_max = true;
  f.alarmtf__pure_off = true;
  f.fuel_big_usg_km = 38.5;
  f.bigusagetf__km = true;
  f.alarm_min_voltage = 22.5;
  f.inputs[0] = { ...f.inputs[0], active: true, description_id: 3, contact_type_id: 2, min_duration: 5 };
  f.alarm_input_1_time = 20;
  f.thermometers[0] = { ...f.thermometers[0], active: true, description_id: 9, temp_min: -25, temp_max: -15 };
  f.thermometers_decon[2] = { ...f.thermometers_decon[2], active: true, multiplier: 0.5, increase: -2 };
  f.vehicle_statuses = [
    { vehicle_status_id: 2, from_date: '2026-02-01 08:00:00', to_date: '2026-02-03 17:00:00', description: 'Serwis' },
  ];
  f.km_counters = [{ point_date: '2026-03-01 00:00:00', value: 182340.5, save_date: '2026-03-02 10:00:00' }];
  f.mth_counters = [{ point_date: '2026-03-01 00:00:00', value: 4211, save_date: '' }];
  f.alarm_event_emails = [{ email_id: 4, status: 1, event_type_id: 4, message: 'Zadzwoń do kierowcy' }];
  f.alarm_gps_simcards = [{ sms_simcard_id: 2, status: 0, alarm_code_id: 5, message: '' }];
  f.bases = [3, 8];
  f.solid_objects = [11];
  f.calibrations = [calibration(), newCalibration('2026-03-10 12:00:00')];
  return f;
}

const descriptions = {
  inoutDescription: (id: number | null) => (id === 3 ? 'Drzwi naczepy' : ''),
  thermometerDescription: (id: number | null) => (id === 9 ? 'Komora chłodni' : ''),
  timeZone: TZ,
};

describe('the vehicle save body', () => {
  it('round-trips the whole form through the delimited format and the server schema', () => {
    const form = filledForm();
    const parsed = vehicleSaveBody.parse(encodeVehicleSave(form));
    const expected = structuredClone(form) as unknown as Record<string, unknown>;
    // Separators inside texts travel as '-' (spec 3 §3.2).
    const cal = (expected.calibrations as FuelCalibration[])[0];
    cal.text = 'Zbiornik - główny - 2026';
    cal.tanks[0].number = 'LLS 20160 - nr 1';
    // Read-only fields are the server's.
    delete expected.gps_soft_no;
    delete expected.fuel_meter_calibration_id;
    expect(parsed).toEqual(expected);
  });

  it('refuses a missing name and IMEI with the spec texts, and the IMEI by the device protocol', () => {
    const body = { ...encodeVehicleSave(filledForm()), reg_no: ' ', imei: '' };
    const r = vehicleSaveBody.safeParse(body);
    expect(r.success).toBe(false);
    const errs = fieldErrors(r.error!);
    expect(errs.reg_no).toBe('Nazwa obiektu jest wymagana');
    expect(errs.imei).toBe('Numer IMEI jest wymagany');
    const letters = vehicleSaveBody.safeParse({ ...encodeVehicleSave(filledForm()), imei: 'jan.kowalski' });
    expect(fieldErrors(letters.error!).imei).toBe('Numer IMEI musi mieć 8 znaków');
    const phone = vehicleSaveBody.safeParse({
      ...encodeVehicleSave(filledForm()),
      imei: 'jan.kowalski',
      device_protocol: 'osmand',
    });
    expect(phone.success).toBe(true);
  });

  it('names the list row and field of a bad value', () => {
    const base = encodeVehicleSave(filledForm());
    const hot = vehicleSaveBody.safeParse({ ...base, thermometers: '1^^1^0^^^-25^400^1' });
    expect(fieldErrors(hot.error!)).toMatchObject({ 'thermometers.0.temp_max': 'Podaj liczbę od -100 do 300.' });
    const counter = vehicleSaveBody.safeParse({ ...base, km_counters: '2026-03-01 00:00:00^0^' });
    expect(fieldErrors(counter.error!)['km_counters.0.value']).toBe(VEHICLE_MSG.counterValue);
    const fields = vehicleSaveBody.safeParse({ ...base, inputs: '1^1^2' });
    expect(fieldErrors(fields.error!).inputs).toBe(VEHICLE_MSG.list('inputs'));
    const number = vehicleSaveBody.safeParse({ ...base, max_velocity: 'szybko' });
    expect(fieldErrors(number.error!).max_velocity).toBe('Podaj liczbę całkowitą od 0 do 400.');
    expect(vehicleSaveBody.parse({ ...base, fuel_big_usg_km: '31,5' }).fuel_big_usg_km).toBe(31.5);
  });

  it('checks calibrations: probe number length, negative points, one active calibration', () => {
    const form = filledForm();
    form.calibrations[0].tanks[0].number = 'x'.repeat(251);
    const long = vehicleSaveBody.safeParse(encodeVehicleSave(form));
    expect(fieldErrors(long.error!)['calibrations.0.tanks.1.number']).toBe(VEHICLE_MSG.probeNumber);
    const neg = filledForm();
    neg.calibrations[0].tanks[0].points[0].litre_value = -1;
    expect(Object.values(fieldErrors(vehicleSaveBody.safeParse(encodeVehicleSave(neg)).error!))).toContain(
      VEHICLE_MSG.calibrationPoint,
    );
    const two = filledForm();
    two.calibrations[1].active = true;
    expect(fieldErrors(vehicleSaveBody.safeParse(encodeVehicleSave(two)).error!).calibrations).toBe(
      VEHICLE_MSG.oneActiveCalibration,
    );
    const orphan = decodeCalibrations('', '0^1^1^^1^^', '');
    expect(orphan).toEqual({ problem: { list: 'calibrations_tanks', entry: 0, field: 'tank_no' } });
  });

  it('keeps entries without their key fields out of a list, and separators out of texts', () => {
    const text = encodeList(LIST_SPECS.alarm_event_emails, [
      { email_id: 1, status: 1, event_type_id: 4, message: 'a|b^c' },
      { email_id: null, status: 1, event_type_id: 4, message: '' },
    ]);
    expect(text).toBe('1^1^4^a-b-c');
    expect(decodeList(LIST_SPECS.alarm_event_emails, text)).toEqual({
      rows: [{ email_id: 1, status: 1, event_type_id: 4, message: 'a-b-c' }],
    });
    expect(cleanDelimitedText('A&B|C^D')).toBe('A-B-C-D');
  });
});

describe('recipient address books', () => {
  it('takes a valid e-mail, phone and alarm code, refusing the rest with field messages', () => {
    expect(saveObjectBody.parse({ type: 'email', name: ' jan@firma.pl ', description: 'Jan' }).name).toBe(
      'jan@firma.pl',
    );
    expect(fieldErrors(saveObjectBody.safeParse({ type: 'email', name: 'jan@' }).error!).name).toBe(VEHICLE_MSG.email);
    expect(saveObjectBody.safeParse({ type: 'phone', name: '+48 600 100 200' }).success).toBe(true);
    expect(fieldErrors(saveObjectBody.safeParse({ type: 'alarm', name: '12345678901' }).error!).name).toBe(
      VEHICLE_MSG.alarmCode,
    );
  });
});

describe('vehicle editor → engine configuration', () => {
  it('maps speed, inputs, thermometers, alarms and counters to the engine shape', () => {
    const f = filledForm();
    const s = engineSettingsFromForm(f, f, descriptions);
    expect(s.maxSpeedKmh).toBe(90);
    expect(s.speedingSeconds).toBe(30);
    expect(s.voltageMin).toBe(22.5);
    expect(s.bigUsageKmEnabled).toBe(true);
    expect(s.bigUsageKm).toBe(38.5);
    expect(s.inputs[0]).toEqual({
      active: true,
      description: 'Drzwi naczepy',
      type: null,
      invert: true,
      minDurationSeconds: 5,
      alarmSeconds: 20,
    });
    expect(s.inputs).toHaveLength(8);
    expect(s.outputs).toHaveLength(4);
    expect(s.thermometers[0]).toEqual({
      active: true,
      name: 'Komora chłodni',
      multiplier: 1,
      increase: 0,
      min: -25,
      max: -15,
    });
    expect(s.thermometers[6]).toMatchObject({ active: true, multiplier: 0.5, increase: -2 });
    expect(s.alarmFlags).toEqual([4, 22, 29]);
    expect(s.kmCounters).toEqual([{ time: parseDateTime('2026-03-01 00:00:00', TZ), value: 182_340_500 }]);
    expect(s.mthCounters).toEqual([{ time: parseDateTime('2026-03-01 00:00:00', TZ), value: 4211 * 3600 }]);
  });

  it('switches rules off with empty limits and takes the defaults for empty times', () => {
    const f = newVehicleForm();
    const s = engineSettingsFromForm(f, f, descriptions);
    const d = defaultVehicleConfig();
    expect(s.maxSpeedKmh).toBeNull();
    expect(s.voltageMin).toBeNull();
    expect(s.speedingSeconds).toBe(d.speedingSeconds);
    expect(s.gpsLostMinutes).toBe(d.gpsLostMinutes);
    expect(s.alarmFlags).toEqual([]);
    expect(s.hasKeyInput).toBe(true);
  });

  it('keeps the stored settings the editor does not decide', () => {
    const merged = mergeEngineSettings(
      { minStopSeconds: 300, maxSpeedKmh: 50 },
      engineSettingsFromForm(filledForm(), filledForm(), descriptions),
    );
    expect(merged.minStopSeconds).toBe(300);
    expect(merged.maxSpeedKmh).toBe(90);
  });

  it('keeps stored alarm events no editor flag decides, and lets the editor decide its own', () => {
    const form = filledForm();
    const edited = engineSettingsFromForm(form, form, descriptions);
    // 27 (ordered power exceeded) has no flag in the editor; 4 (speeding) has one.
    const merged = mergeEngineSettings({ alarmFlags: [4, 27] }, { ...edited, alarmFlags: [] });
    expect(merged.alarmFlags).toEqual([27]);
    const withSpeeding = mergeEngineSettings({ alarmFlags: [27] }, { ...edited, alarmFlags: [4] });
    expect(withSpeeding.alarmFlags).toEqual([4, 27]);
  });

  it('gives every flagged event an alarm and every alarm flag its events', () => {
    const all = Object.fromEntries(Object.keys(ALARM_FLAG_EVENTS).map((k) => [`alarmtf__${k}`, true]));
    const ids = alarmEventIds(all);
    expect(ids).toContain(4);
    expect(ids).toContain(99);
    expect(ids).toContain(75);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('reads settings written before the editor back into the form, and the form gives them again', () => {
    const stored: Partial<VehicleConfig> = {
      maxSpeedKmh: 85,
      hasKeyInput: false,
      voltageMin: 22,
      alarmFlags: [4, 6, 7, 8, 22, 28, 29, 36, 43, 44, 51],
      inputs: [
        {
          active: true,
          description: 'Drzwi naczepy',
          type: null,
          invert: false,
          minDurationSeconds: 0,
          alarmSeconds: 0,
        },
      ],
      thermometers: [{ active: true, name: 'Komora chłodni', multiplier: 1, increase: 0, min: -25, max: -15 }],
    };
    const fields = formFieldsFromEngineSettings(stored, (kind, text) =>
      kind === 'inout' && text === 'Drzwi naczepy' ? 3 : kind === 'thermometer' && text === 'Komora chłodni' ? 9 : null,
    );
    const form = { ...newVehicleForm(), ...fields };
    const again = engineSettingsFromForm(form, form, descriptions);
    expect(again.maxSpeedKmh).toBe(85);
    expect(again.hasKeyInput).toBe(false);
    expect(again.voltageMin).toBe(22);
    expect(again.alarmFlags).toEqual(stored.alarmFlags);
    expect(again.inputs[0]).toEqual(stored.inputs![0]);
    expect(again.thermometers[0]).toEqual(stored.thermometers![0]);
  });
});

describe('calibration → engine', () => {
  it('gives the engine the active points of each tank and the minimums', () => {
    const doc = calibrationEngineDocument(calibration());
    expect(doc.tankMinimum).toBe(15);
    expect(doc.untankMinimum).toBe(10);
    expect(doc.tanks).toHaveLength(1);
    const cfg = buildEngineConfigForTest(doc);
    // Halfway between 2030 (200 l) and 4000 (400 l); the inactive 3000 → 999 row is ignored.
    expect(tankLitres(cfg.fuel.tanks[0], 3015)).toBeCloseTo(300, 5);
  });

  it('reads an engine document stored without a record back into the dialog', () => {
    const doc = calibrationEngineDocument(calibration());
    const back = calibrationFromEngineDocument(7, doc, '2026-03-01 00:00:00');
    expect(calibrationEngineDocument(back)).toEqual(doc);
  });

  it('encodes points of both tanks against their calibration', () => {
    const c = calibration();
    c.tanks[1] = { ...c.tanks[1], active: true, points: [{ litre_value: 5, indicator_value: 100, active: true }] };
    const enc = encodeCalibrations([c]);
    expect(enc.calibrations_points.split('|')).toHaveLength(5);
    const back = decodeCalibrations(enc.calibrations, enc.calibrations_tanks, enc.calibrations_points);
    expect('calibrations' in back && back.calibrations[0].tanks[1].points).toEqual([
      { litre_value: 5, indicator_value: 100, active: true },
    ]);
  });
});
