import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import {
  DATE_TIME_FORMAT,
  normalizePhone,
  passesHourFilter,
  simFilter,
  smsSendBody,
  type SmsType,
  type SmsVehicle,
} from '@namiar/domain';

dayjs.extend(customParseFormat);

/**
 * The send form of spec 3 §3.11: the command (sms_type 1 locate, 2 GSM modem reset, 3 GPRS
 * activation, 4 output control), the four outputs' states for type 4, the hour filter of §9
 * (hour_active, hour 1-99), the country filters pl / nopl and the chosen vehicles.
 */
export interface SmsSendForm {
  sms_type: SmsType | null;
  outputs: [boolean, boolean, boolean, boolean];
  hour_active: boolean;
  hour: number | null;
  pl: boolean;
  nopl: boolean;
  vehicles: number[];
}

export const OUTPUT_CONTROL = 4;
export const HOUR_MIN = 1;
export const HOUR_MAX = 99;

export function emptySendForm(): SmsSendForm {
  return {
    sms_type: 1,
    outputs: [false, false, false, false],
    hour_active: false,
    hour: 24,
    pl: true,
    nopl: true,
    vehicles: [],
  };
}

/** The last point's moment (the company's wall clock, which the browser shows); null when none. */
function lastPointTime(vehicle: Pick<SmsVehicle, 'last_point_date'>): number | null {
  if (!vehicle.last_point_date) return null;
  const last = dayjs(vehicle.last_point_date, DATE_TIME_FORMAT, true);
  return last.isValid() ? last.valueOf() : null;
}

/**
 * The vehicles the form offers, by registration number (Polish order), under the same rules
 * the server applies when sending (domain messages/sms-commands.ts): the hour filter of spec 3
 * §9 (with it on, only vehicles whose last point is missing or older than `hour` hours) and the
 * SIM filters pl / nopl. The spec's 'now plus 2 hours' reads as the old client's UTC offset:
 * both sides use the company's clock here, so no offset is added (docs/decisions.md).
 */
export function offeredVehicles(
  vehicles: readonly SmsVehicle[],
  form: Pick<SmsSendForm, 'hour_active' | 'hour' | 'pl' | 'nopl'>,
  now: Dayjs,
): SmsVehicle[] {
  const hours = form.hour_active && hourValid(form.hour) ? form.hour : null;
  return vehicles
    .filter((v) => passesHourFilter(lastPointTime(v), now.valueOf(), hours))
    .filter((v) => simFilter(normalizePhone(v.phone), form.pl, form.nopl) === null)
    .sort((a, b) => a.reg_no.localeCompare(b.reg_no, 'pl'));
}

function hourValid(hour: number | null): hour is number {
  return hour !== null && Number.isInteger(hour) && hour >= HOUR_MIN && hour <= HOUR_MAX;
}

export type SendErrors = Partial<Record<'sms_type' | 'hour' | 'vehicles' | 'global', string>>;

/**
 * Field messages of the form, by the same schema the server checks (domain schemas/sms.ts,
 * spec 3 §5 'SMS: hour 1-99'); empty when it may be sent. All four outputs off is a valid
 * output command (every output off).
 */
export function validateSend(form: SmsSendForm): SendErrors {
  const parsed = smsSendBody.safeParse(sendBody(form));
  if (parsed.success) return {};
  const errors: SendErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'global');
    const key = (['sms_type', 'hour', 'vehicles'].includes(field) ? field : 'global') as keyof SendErrors;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Only the chosen vehicles the filters still offer are sent (a filter change drops hidden ones). */
export function chosenOffered(chosen: readonly number[], offered: readonly SmsVehicle[]): number[] {
  const shown = new Set(offered.map((v) => v.vid));
  return chosen.filter((vid) => shown.has(vid));
}

/** The body of `POST /sms/send` (spec 3 §7 SMS: the form, vehicles comma-joined). */
export function sendBody(form: SmsSendForm): Record<string, string | number | boolean> {
  return {
    sms_type: form.sms_type ?? 0,
    output_1: form.outputs[0],
    output_2: form.outputs[1],
    output_3: form.outputs[2],
    output_4: form.outputs[3],
    hour_active: form.hour_active,
    hour: form.hour ?? '',
    pl: form.pl,
    nopl: form.nopl,
    vehicles: form.vehicles.join(','),
  };
}
