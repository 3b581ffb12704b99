import type { SmsSentStatus, SmsType } from './sms-api';

/**
 * What the SMS form's types send to a device (docs/api.md 'SMS and device commands'): FMB
 * command texts, the same over GPRS (Codec 12) and in an SMS.
 */
export function smsTypeCommand(type: SmsType, outputs: readonly boolean[] = []): string {
  switch (type) {
    case 1:
      return 'getgps';
    case 2:
      // FMB firmware has no modem-only reset: the device restarts, modem included.
      return 'cpureset';
    case 3:
      // Makes a record and opens the GPRS link to send it.
      return 'getrecord';
    case 4:
      return `setdigout ${[0, 1, 2, 3].map((i) => (outputs[i] ? '1' : '0')).join('')}`;
  }
}

/** Polish names of the form's types (the value/text pairs of /sms/data). */
export const SMS_TYPE_NAMES: Record<SmsType, string> = {
  1: 'Lokalizacja pozycji',
  2: 'Reset modemu GSM',
  3: 'Aktywacja GPRS',
  4: 'Sterowanie wyjściami',
};

export const SMS_STATUS_TEXT: Record<SmsSentStatus, string> = {
  queued: 'Oczekuje',
  sent: 'Wysłany',
  delivered: 'Dostarczony',
  answered: 'Odpowiedź',
  failed: 'Błąd',
};

/**
 * A phone number as digits with the country code (E.164 without '+'), Polish by default:
 * '600 100 200' → '48600100200', '+49 151 1234567' → '491511234567', '0048600100200' →
 * '48600100200'. Null when it has fewer than 9 digits (no SIM number to send to).
 */
export function normalizePhone(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let d = raw.replace(/[^\d+]/g, '');
  if (d.startsWith('+')) d = d.slice(1);
  else if (d.startsWith('00')) d = d.slice(2);
  d = d.replace(/\D/g, '');
  if (d.length < 9 || d.length > 15) return null;
  if (d.length === 9) return `48${d}`;
  return d;
}

/** A Polish SIM number (country code 48 and 9 digits). */
export function isPolishPhone(normalized: string): boolean {
  return normalized.length === 11 && normalized.startsWith('48');
}

/**
 * The pl / nopl filter of the send form: both or neither set, no filter; otherwise Polish numbers
 * with pl and foreign ones with nopl. A vehicle without a number passes (it gets GPRS commands).
 * Returns null when the vehicle passes, otherwise which filter left it out.
 */
export function simFilter(phone: string | null, pl: boolean, nopl: boolean): 'pl' | 'nopl' | null {
  if (pl === nopl || phone === null) return null;
  const polish = isPolishPhone(phone);
  if (pl && !polish) return 'nopl';
  if (nopl && polish) return 'pl';
  return null;
}

/**
 * The hour filter of spec 3 §9: with it, a command goes only to vehicles whose last record is
 * missing or older than `hours` hours (the ones that stopped reporting).
 */
export function passesHourFilter(lastPointTime: number | null, now: number, hours: number | null): boolean {
  if (hours === null) return true;
  return lastPointTime === null || lastPointTime < now - hours * 3600_000;
}

/**
 * A command as an SMS to a Teltonika device: '<login> <password> <command>'; with the factory
 * setting (no SMS login and password) that is two spaces and the command.
 */
export function teltonikaSmsText(command: string, login = '', password = ''): string {
  return `${login} ${password} ${command}`;
}
