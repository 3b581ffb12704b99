import { z } from 'zod';
import { parseNumberText } from '../numbers/number-text';
import type { SmsType } from '../messages/sms-api';
import { isRecordId } from './ids';
import { formBoolean } from './index';

/**
 * Bodies of the SMS and GPRS configuration calls (spec 3 §3.11, §5 'SMS: hour 1-99', §7 SMS,
 * GPRS configuration) with the Polish messages the server answers and the forms show.
 */
export const SMS_MSG = {
  type: 'Wybierz rodzaj SMS',
  hour: 'Liczba godzin musi być z zakresu 1-99',
  vehicles: 'Wybierz co najmniej jeden pojazd',
  vehicleId: 'Nieprawidłowy pojazd',
  tooManyVehicles: 'Można wybrać najwyżej 1000 pojazdów',
  date: 'Podaj datę w formacie RRRR-MM-DD GG:mm:ss',
  range: 'Data końcowa musi być późniejsza niż początkowa',
  vehicleNotFound: 'Nie znaleziono pojazdu.',
  noneLeft: 'Żaden z wybranych pojazdów nie spełnia warunków wysyłki',
  smsNotConfigured: 'Wysyłanie SMS nie jest skonfigurowane',
  skippedHour: (h: number) => `Pojazd wysłał dane w ciągu ostatnich ${h} godz.`,
  skippedPl: 'Karta SIM pojazdu jest polska',
  skippedNoPl: 'Karta SIM pojazdu jest zagraniczna',
  /**
   * OsmAnd / Traccar Client is an app on a phone that only sends positions over HTTP: it takes
   * no commands (the server cannot push one, the app ignores the answer) and has no parameters
   * to read — neither over GPRS nor by SMS, which would only reach the phone's user as text.
   */
  osmandCommands:
    'Urządzenie OsmAnd (aplikacja w telefonie) nie przyjmuje poleceń. Polecenia można wysyłać tylko do rejestratorów Teltonika.',
  osmandConfig:
    'Urządzenie OsmAnd (aplikacja w telefonie) nie udostępnia konfiguracji GPRS. Ustawienia zmienia się w aplikacji na telefonie.',
} as const;

/** Most vehicles one send may name. */
export const SMS_MAX_VEHICLES = 1000;
/** Spec 3 §5 'SMS: hour 1-99' (THE number rule: whole hours). */
export const SMS_HOUR_RULE = { decimals: 0, min: 1, max: 99 } as const;

const dateTime = z
  .string({ error: SMS_MSG.date })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, { error: SMS_MSG.date });

const vehicleId = z.union([z.string(), z.number()], { error: SMS_MSG.vehicleId }).transform((v, c) => {
  const n = Number(String(v).trim());
  if (String(v).trim() === '' || !isRecordId(n)) {
    c.addIssue({ code: 'custom', message: SMS_MSG.vehicleId });
    return z.NEVER;
  }
  return n;
});

/** POST /app/sms: gridSchema, onlyNotAccepted (ignored, the spec sends false), from_date ('Pokaż SMS starsze niż'). */
export const smsListBody = z.object({
  gridSchema: formBoolean,
  onlyNotAccepted: formBoolean,
  from_date: z.union([dateTime, z.literal('')]).optional(),
});
export type SmsListBody = z.infer<typeof smsListBody>;

/** POST /app/sms/data: no fields. */
export const smsDataBody = z.object({});

/** A list of vehicle ids joined by ',' (or an array), 1..SMS_MAX_VEHICLES, distinct. */
const vehicleList = z
  .union([z.string(), z.array(z.union([z.string(), z.number()]))], { error: SMS_MSG.vehicles })
  .transform((v, c) => {
    const parts = (Array.isArray(v) ? v.map(String) : v.split(',')).map((s) => s.trim()).filter((s) => s !== '');
    if (parts.length === 0) {
      c.addIssue({ code: 'custom', message: SMS_MSG.vehicles });
      return z.NEVER;
    }
    if (parts.length > SMS_MAX_VEHICLES) {
      c.addIssue({ code: 'custom', message: SMS_MSG.tooManyVehicles });
      return z.NEVER;
    }
    const ids = parts.map(Number);
    if (ids.some((n) => !isRecordId(n))) {
      c.addIssue({ code: 'custom', message: SMS_MSG.vehicleId });
      return z.NEVER;
    }
    return [...new Set(ids)];
  });

/**
 * POST /app/sms/send (spec 3 §3.11): sms_type 1-4, output_1..output_4 (type 4), hour_active with
 * hour 1-99 (the §9 hour filter), pl / nopl (Polish / foreign SIM cards), vehicles.
 * The form's fields arrive as plain form fields, as in the other saves.
 */
export const smsSendBody = z
  .object({
    sms_type: z.union([z.string(), z.number()], { error: SMS_MSG.type }).transform((v, c): SmsType => {
      const n = Number(String(v).trim());
      if (n !== 1 && n !== 2 && n !== 3 && n !== 4) {
        c.addIssue({ code: 'custom', message: SMS_MSG.type });
        return z.NEVER;
      }
      return n;
    }),
    output_1: formBoolean,
    output_2: formBoolean,
    output_3: formBoolean,
    output_4: formBoolean,
    hour_active: formBoolean,
    hour: z.union([z.string(), z.number()]).optional(),
    pl: formBoolean,
    nopl: formBoolean,
    vehicles: vehicleList,
  })
  .transform((b, c) => {
    let hour: number | null = null;
    if (b.hour_active) {
      const n = parseNumberText(String(b.hour ?? ''), SMS_HOUR_RULE, 'strict');
      if (!n.ok || n.value === null) {
        c.addIssue({ code: 'custom', message: SMS_MSG.hour, path: ['hour'] });
        return z.NEVER;
      }
      hour = n.value;
    }
    return {
      sms_type: b.sms_type,
      outputs: [b.output_1, b.output_2, b.output_3, b.output_4] as [boolean, boolean, boolean, boolean],
      hour,
      pl: b.pl,
      nopl: b.nopl,
      vehicles: b.vehicles,
    };
  });
export type SmsSendBody = z.infer<typeof smsSendBody>;

/** POST /app/gprsconfig: the vehicle and the range the readings were asked in. */
export const gprsConfigListBody = z
  .object({ vid: vehicleId, from_date: dateTime, to_date: dateTime })
  .refine((b) => b.from_date <= b.to_date, { message: SMS_MSG.range, path: ['to_date'] });
export type GprsConfigListBody = z.infer<typeof gprsConfigListBody>;

/** POST /app/gprsconfig/read: ask the vehicle's device for its parameters now. */
export const gprsConfigReadBody = z.object({ vid: vehicleId });

/** POST /app/gprsconfig/vehicles: no fields. */
export const gprsConfigVehiclesBody = z.object({});
