import { z } from 'zod';
import { MSG } from '../messages';
import { formNumberField } from '../numbers/number-field';
import { DEVICE_ID_MSG, deviceIdError, isDeviceProtocol, type DeviceProtocol } from '../vehicle/device-id';
import { MAX_TANKS, PROBE_NUMBER_MAX, decodeCalibrations, type FuelCalibration } from '../vehicle-form/calibration';
import { GPS_THERMOMETERS, VEHICLE_FIELDS, type FieldKind, type VehicleScalars } from '../vehicle-form/fields';
import type { VehicleSave } from '../vehicle-form/form';
import {
  DELIMITED_LISTS,
  LIST_SPECS,
  decodeList,
  type DelimitedListName,
  type VehicleLists,
} from '../vehicle-form/lists';
import { formBoolean } from './index';
import { formDateTime, formId, formIdList } from './monit';
import { MAX_ID } from './ids';

/**
 * Request bodies of the vehicle records (spec 3 §7 Vehicles) with the spec's Polish messages
 * (§5, §8). The save body is the editor's form: single values as fields, lists delimited by '|'
 * and '^' (vehicle-form/lists.ts), calibrations as three strings (vehicle-form/calibration.ts).
 */
export const VEHICLE_MSG = {
  regNoRequired: 'Nazwa obiektu jest wymagana',
  imeiRequired: DEVICE_ID_MSG.required,
  imeiLength: DEVICE_ID_MSG.teltonika,
  imeiTaken: 'Ten numer IMEI jest już przypisany do innego pojazdu. Sprawdź numer urządzenia.',
  protocol: 'Wybierz rodzaj urządzenia: rejestrator Teltonika lub telefon.',
  vehicleNotFound: 'Nie znaleziono pojazdu.',
  badId: 'Nieprawidłowy identyfikator.',
  list: (name: string) => `Nieprawidłowa lista (${name}). Odśwież formularz i spróbuj ponownie.`,
  option: 'Wybierz wartość z listy.',
  counterValue: 'Wartość licznika musi być większa od 0 i nie większa niż 9999999.',
  counterDate: 'Data jest wymagana',
  counterDateTaken: 'Licznik z tą datą już istnieje.',
  statusDates: 'Data zakończenia statusu nie może być wcześniejsza niż data rozpoczęcia.',
  statusStart: 'Podaj datę rozpoczęcia statusu.',
  description: 'Opis musi mieć co najmniej 3 znaki.',
  descriptionType: 'Nieprawidłowy rodzaj opisu.',
  descriptionNotFound: 'Nie znaleziono opisu.',
  descriptionTaken: (text: string) => `Opis „${text}” już jest na liście. Wybierz go z listy.`,
  descriptionInUse: (text: string, regnos: string) =>
    `Opis „${text}” jest używany w pojazdach: ${regnos}. Wybierz w nich inny opis i spróbuj ponownie.`,
  objectType: 'Nieprawidłowy rodzaj pozycji: dozwolone email, phone lub alarm.',
  email: 'Podaj poprawny adres e-mail.',
  phone: 'Podaj poprawny numer telefonu (cyfry, opcjonalnie + na początku, 3–20 znaków).',
  alarmCode: 'Kod alarmu jest wymagany i może mieć najwyżej 10 znaków.',
  objectNotFound: 'Nie znaleziono pozycji. Odśwież listę i spróbuj ponownie.',
  objectTaken: 'Taka pozycja już istnieje.',
  probeNumber: `Numer sondy może mieć najwyżej ${PROBE_NUMBER_MAX} znaków.`,
  calibrationPoint: 'Wartości w litrach i odczyt sondy muszą być liczbami większymi lub równymi 0.',
  oneActiveCalibration: 'Tylko jedna kalibracja może być aktywna.',
  thermometer: (min: number, max: number) => `Podaj liczbę od ${min} do ${max}.`,
} as const;

/**
 * A status history entry's dates (spec 3 §4 'Historia statusów pojazdu'): a start, and an end
 * (if any) not before it. The dialog refuses the entry with this message, so the vehicle's save
 * never fails later for it (issue 27); the server checks the same on save. Both texts are
 * 'YYYY-MM-DD HH:mm:ss' in the user's zone, which compare as they read.
 */
export function statusDatesError(row: { from_date: string; to_date: string }): string | null {
  if (row.from_date.trim() === '') return VEHICLE_MSG.statusStart;
  if (row.to_date.trim() !== '' && row.to_date < row.from_date) return VEHICLE_MSG.statusDates;
  return null;
}

/** A vehicle id, or 0 / 'new' for a new vehicle. */
export const formVehicleIdOrNew = z
  .union([z.string(), z.number()], { error: VEHICLE_MSG.badId })
  .transform((v, ctx) => {
    const text = String(v).trim();
    if (text === '0' || text === 'new' || text === '') return 0;
    if (!/^\d{1,10}$/.test(text) || Number(text) > MAX_ID) {
      ctx.addIssue({ code: 'custom', message: VEHICLE_MSG.badId });
      return z.NEVER;
    }
    return Number(text);
  });

export const vehiclesListBody = z.object({ gridSchema: formBoolean });
export const vehicleDetailsBody = z.object({ vid: formVehicleIdOrNew });
export const vehicleDeleteBody = z.object({ vid: formId(VEHICLE_MSG.vehicleNotFound) });

/**
 * Form numbers arrive as text ('' for none, '12,5' with a decimal comma: spec 3 §5), read by
 * THE number rule in strict mode: a fraction in a whole-number field is refused, not rounded.
 */
function numberField(spec: Extract<FieldKind, { kind: 'int' | 'num' }>) {
  const message = spec.kind === 'int' ? MSG.integerRange(spec.min, spec.max) : MSG.numberRange(spec.min, spec.max);
  return formNumberField({ decimals: spec.kind === 'int' ? 0 : spec.decimals, min: spec.min, max: spec.max }, message);
}

const optionField = z
  .union([z.string(), z.number(), z.null()], { error: VEHICLE_MSG.option })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null) return null;
    const text = String(v).trim();
    if (text === '') return null;
    if (!/^\d{1,10}$/.test(text) || Number(text) > MAX_ID) {
      ctx.addIssue({ code: 'custom', message: VEHICLE_MSG.option });
      return z.NEVER;
    }
    return Number(text);
  });

function textField(max: number) {
  return z
    .union([z.string(), z.number()], { error: MSG.invalidValue })
    .optional()
    .transform((v) => (v === undefined ? '' : String(v).trim()))
    .pipe(z.string().max(max, { error: MSG.tooLong(max) }));
}

function scalarSchema(name: string, spec: FieldKind): z.ZodType {
  if (name === 'reg_no') {
    return z
      .string({ error: VEHICLE_MSG.regNoRequired })
      .trim()
      .min(1, { error: VEHICLE_MSG.regNoRequired })
      .max(spec.kind === 'text' ? spec.max : 64, { error: MSG.tooLong(64) });
  }
  if (name === 'imei') {
    return z
      .union([z.string(), z.number()], { error: VEHICLE_MSG.imeiRequired })
      .optional()
      .transform((v) => (v === undefined ? '' : String(v).trim()))
      .check((c) => {
        // The protocol's own rule is checked with the whole body (below); emptiness here, so a
        // missing IMEI is reported together with the other fields' messages.
        if (c.value === '') c.issues.push({ code: 'custom', message: VEHICLE_MSG.imeiRequired, input: c.value });
      });
  }
  switch (spec.kind) {
    case 'text':
      return textField(spec.max);
    case 'bool':
      return formBoolean;
    case 'option':
      return optionField;
    default:
      return numberField(spec);
  }
}

/** The rules of spec 3 §5 for list rows (ranges of thermometers, counters, ...): [field, min, max]. */
const ROW_RANGES: Partial<Record<DelimitedListName, readonly (readonly [string, number, number])[]>> = {
  inputs: [
    ['input_no', 1, 8],
    ['min_duration', 0, 86_400],
  ],
  tacho_inputs: [['input_no', 1, 8]],
  outputs: [
    ['output_no', 1, 8],
    ['min_duration', 0, 86_400],
  ],
  thermometers: [
    ['no', 1, GPS_THERMOMETERS],
    ['multiplier', 0, 1000],
    ['increase', -10, 10],
    ['rewrite_value', 1, 4],
    ['rewrite_sign', 1, 4],
    ['temp_min', -100, 100],
    ['temp_max', -100, 300],
  ],
  thermometers_decon: [
    ['no', GPS_THERMOMETERS + 1, 16],
    ['multiplier', 0, 1000],
    ['increase', -10, 10],
    ['rewrite_value', 1, 16],
    ['rewrite_sign', 1, 16],
    ['temp_min', -270, 900],
    ['temp_max', -270, 900],
  ],
  km_counters: [['value', 0, 9_999_999]],
  mth_counters: [['value', 0, 9_999_999]],
  alarm_event_simcards: [['status', 0, 1]],
  alarm_event_emails: [['status', 0, 1]],
  alarm_gps_simcards: [['status', 0, 1]],
  alarm_gps_emails: [['status', 0, 1]],
};

const TEXT_LIMITS: Record<string, number> = { description: 500, message: 500 };
const LIST_MAX_LENGTH = 200_000;
const MAX_ROWS = 2000;

function listField(name: DelimitedListName) {
  const spec = LIST_SPECS[name];
  return z
    .string({ error: VEHICLE_MSG.list(name) })
    .max(LIST_MAX_LENGTH, { error: VEHICLE_MSG.list(name) })
    .optional()
    .transform((text, ctx) => {
      const decoded = decodeList(spec, text ?? '');
      if ('problem' in decoded || decoded.rows.length > MAX_ROWS) {
        const p = 'problem' in decoded ? decoded.problem : { entry: MAX_ROWS, field: null };
        ctx.addIssue({ code: 'custom', message: VEHICLE_MSG.list(name), path: p.field ? [p.entry, p.field] : [] });
        return z.NEVER;
      }
      for (const [i, row] of decoded.rows.entries()) {
        for (const [field, min, max] of ROW_RANGES[name] ?? []) {
          const v = row[field];
          if (typeof v === 'number' && (v < min || v > max)) {
            ctx.addIssue({ code: 'custom', message: MSG.numberRange(min, max), path: [i, field] });
            return z.NEVER;
          }
        }
        if ((name === 'km_counters' || name === 'mth_counters') && !((row.value as number) > 0)) {
          ctx.addIssue({ code: 'custom', message: VEHICLE_MSG.counterValue, path: [i, 'value'] });
          return z.NEVER;
        }
        for (const [field, max] of Object.entries(TEXT_LIMITS)) {
          if (typeof row[field] === 'string' && (row[field] as string).length > max) {
            ctx.addIssue({ code: 'custom', message: MSG.tooLong(max), path: [i, field] });
            return z.NEVER;
          }
        }
      }
      return decoded.rows;
    });
}

const calibrationText = (name: string) =>
  z
    .string({ error: VEHICLE_MSG.list(name) })
    .max(2_000_000, { error: VEHICLE_MSG.list(name) })
    .optional()
    .transform((v) => v ?? '');

/** The calibrations' values (spec 3 §5: numbers ≥ 0, probe number ≤ 250 characters). */
function calibrationProblem(cals: readonly FuelCalibration[]): { path: (string | number)[]; message: string } | null {
  for (const [i, c] of cals.entries()) {
    for (const key of [
      'fuel_tank_minimum',
      'fuel_untank_minimum',
      'fuel_idle_usage',
      'algorithm_deviation',
      'algorithm_point_analyse',
      'algorithm_attraction_factor',
      'time_correction_minutes',
    ] as const) {
      const v = c[key];
      if (v !== null && (v < 0 || v > 1_000_000)) return { path: [i, key], message: MSG.numberRange(0, 1_000_000) };
    }
    if (c.fuel_tank_minimum === null || c.fuel_untank_minimum === null) {
      return { path: [i, 'fuel_tank_minimum'], message: MSG.required };
    }
    if (c.tanks.length > MAX_TANKS) return { path: [i, 'tanks'], message: MSG.tooManyItems(MAX_TANKS) };
    for (const t of c.tanks) {
      if (t.number.length > PROBE_NUMBER_MAX)
        return { path: [i, 'tanks', t.tank_no, 'number'], message: VEHICLE_MSG.probeNumber };
      for (const key of ['multiplier', 'capacity', 'percentage_multiplier_value'] as const) {
        const v = t[key];
        if (v !== null && (v < 0 || v > 1_000_000)) {
          return { path: [i, 'tanks', t.tank_no, key], message: MSG.numberRange(0, 1_000_000) };
        }
      }
      for (const p of t.points) {
        if (p.litre_value < 0 || p.indicator_value < 0 || p.litre_value > 1e6 || p.indicator_value > 1e9) {
          return { path: [i, 'tanks', t.tank_no, 'points'], message: VEHICLE_MSG.calibrationPoint };
        }
      }
    }
  }
  if (cals.filter((c) => c.active).length > 1) return { path: [], message: VEHICLE_MSG.oneActiveCalibration };
  return null;
}

const scalarShape = Object.fromEntries(
  Object.entries(VEHICLE_FIELDS).map(([name, spec]) => [name, scalarSchema(name, spec as FieldKind)]),
);
const listShape = Object.fromEntries(DELIMITED_LISTS.map((name) => [name, listField(name)]));

/** `POST /app/vehicles/save`: the parsed form (VehicleSave), ready for the service's own checks. */
export const vehicleSaveBody = z
  .object({
    vid: formVehicleIdOrNew,
    device_protocol: z
      .string({ error: VEHICLE_MSG.protocol })
      .optional()
      .transform((v) => (v === undefined || v === '' ? 'teltonika' : v))
      .refine(isDeviceProtocol, { error: VEHICLE_MSG.protocol }),
    ...scalarShape,
    ...listShape,
    bases: formIdList(',', VEHICLE_MSG.option, 10_000).optional(),
    solid_objects: formIdList(',', VEHICLE_MSG.option, 100_000).optional(),
    calibrations: calibrationText('calibrations'),
    calibrations_tanks: calibrationText('calibrations_tanks'),
    calibrations_points: calibrationText('calibrations_points'),
  })
  .transform((b, ctx): VehicleSave => {
    const rec = b as Record<string, unknown>;
    const protocol = rec.device_protocol as DeviceProtocol;
    const imeiProblem = deviceIdError(protocol, rec.imei as string);
    if (imeiProblem) ctx.addIssue({ code: 'custom', message: imeiProblem, path: ['imei'] });
    const decoded = decodeCalibrations(
      rec.calibrations as string,
      rec.calibrations_tanks as string,
      rec.calibrations_points as string,
    );
    let calibrations: FuelCalibration[] = [];
    if ('problem' in decoded) {
      const p = decoded.problem;
      ctx.addIssue({ code: 'custom', message: VEHICLE_MSG.list(p.list), path: [p.list] });
    } else {
      calibrations = decoded.calibrations;
      const problem = calibrationProblem(calibrations);
      if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: ['calibrations', ...problem.path] });
    }
    const { calibrations_tanks: _t, calibrations_points: _p, ...rest } = rec;
    return {
      ...(rest as unknown as VehicleScalars & VehicleLists),
      vid: rec.vid as number,
      bases: (rec.bases as number[] | undefined) ?? [],
      solid_objects: (rec.solid_objects as number[] | undefined) ?? [],
      calibrations,
    };
  });

export type VehicleSaveBody = z.output<typeof vehicleSaveBody>;

/** Input and thermometer descriptions (GET /vehicles/descriptions, /vehicles/savedescription). */
export const DESCRIPTION_TYPES = ['inout', 'thermometer'] as const;
export type DescriptionType = (typeof DESCRIPTION_TYPES)[number];

export const saveDescriptionBody = z.object({
  did: formVehicleIdOrNew,
  type: z.enum(DESCRIPTION_TYPES, { error: VEHICLE_MSG.descriptionType }),
  description: z
    .string({ error: VEHICLE_MSG.description })
    .trim()
    .min(3, { error: VEHICLE_MSG.description })
    .max(100, { error: MSG.tooLong(100) }),
});

/**
 * Two descriptions of one kind are the same when they read the same: trimmed, spaces collapsed,
 * letters compared without case (Polish rules), so 'Pompa wody' and ' pompa  WODY' are one.
 */
export function descriptionKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pl');
}

/** `POST /vehicles/deletedescription {did, type}`: a description no vehicle uses (docs/decisions.md). */
export const deleteDescriptionBody = z.object({
  did: formId(VEHICLE_MSG.descriptionNotFound),
  type: z.enum(DESCRIPTION_TYPES, { error: VEHICLE_MSG.descriptionType }),
});

/** `POST /vehicles/getcounters {date, vid}`: the km and engine-hour counters at a moment. */
export const getCountersBody = z.object({
  vid: formId(VEHICLE_MSG.vehicleNotFound),
  date: formDateTime,
});

/** Recipient address books (spec 3 §7 saveobject/deleteobject; §5 rules). */
export const RECIPIENT_TYPES = ['email', 'phone', 'alarm'] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?\d{3,20}$/;

export const saveObjectBody = z
  .object({
    type: z.enum(RECIPIENT_TYPES, { error: VEHICLE_MSG.objectType }),
    id: formVehicleIdOrNew.optional().transform((v) => v ?? 0),
    name: z
      .union([z.string(), z.number()], { error: MSG.required })
      .transform((v) => String(v).trim().replace(/\s+/g, ' ')),
    description: z
      .string()
      .optional()
      .transform((v) => (v ?? '').trim())
      .pipe(z.string().max(200, { error: MSG.tooLong(200) })),
  })
  .superRefine((b, ctx) => {
    const bad = (message: string) => ctx.addIssue({ code: 'custom', message, path: ['name'] });
    if (b.type === 'email' && (!EMAIL.test(b.name) || b.name.length > 200)) bad(VEHICLE_MSG.email);
    if (b.type === 'phone' && !PHONE.test(b.name.replace(/[\s-]/g, ''))) bad(VEHICLE_MSG.phone);
    if (b.type === 'alarm' && (b.name.length < 1 || b.name.length > 10)) bad(VEHICLE_MSG.alarmCode);
  });
export type SaveObjectBody = z.output<typeof saveObjectBody>;

export const deleteObjectBody = z.object({
  type: z.enum(RECIPIENT_TYPES, { error: VEHICLE_MSG.objectType }),
  id: formId(VEHICLE_MSG.objectNotFound),
});

/** The e-mail pattern of the recipient dialog (spec 3 §5: save enabled only for a valid address). */
export function isRecipientEmail(text: string): boolean {
  return EMAIL.test(text.trim());
}
