import { GPRS_OPTION_KEYS, type GprsConstants, type GprsLink, type GprsOptionKey } from './gprs-api';

/**
 * The Teltonika FMB parameters behind the GPRS configuration form (spec 3 §2.12): the form's
 * fields a Teltonika device has a parameter for. Data acquisition uses the 'home network, on
 * moving' set (10050–10052), the one a vehicle on the road works by.
 */
export const GPRS_PARAMS = {
  savePeriod: 10050,
  saveDistance: 10051,
  saveAngle: 10052,
  sleepMode: 102,
  sleepTimeout: 103,
  apn: 2001,
  apnLogin: 2002,
  apnPassword: 2003,
  server: 2004,
  port: 2005,
  protocol: 2006,
} as const;

/** The parameters a reading asks, one `getparam` each, in this order. */
export const GPRS_PARAM_IDS: readonly number[] = Object.values(GPRS_PARAMS);

export function getparamCommand(id: number): string {
  return `getparam ${id}`;
}

/** The `getparam` a command text asks for, or null. */
export function getparamId(command: string): number | null {
  const m = /^getparam\s+(\d{1,6})\s*$/.exec(command.trim());
  return m ? Number(m[1]) : null;
}

export type ParamAnswer = { id: number; value: string } | { id: number | null; refused: true };

/**
 * A device's answer to `getparam`: FMB firmware answers 'Param ID:2001 Value:internet'; older
 * firmware 'Param ID:2001 Text:internet' or '2001:internet'. Anything else (an unknown
 * parameter, 'Parameter not exist') is a refusal.
 */
export function parseParamAnswer(text: string): ParamAnswer {
  const t = text.trim();
  const fmb = /^Param\s*ID\s*:\s*(\d+)\s+(?:Value|Text|New\s+Text)\s*:\s?(.*)$/is.exec(t);
  if (fmb) return { id: Number(fmb[1]), value: fmb[2].trim() };
  const short = /^(\d+)\s*:\s?(.*)$/s.exec(t);
  if (short) return { id: Number(short[1]), value: short[2].trim() };
  const id = /Param\s*ID\s*:\s*(\d+)/i.exec(t);
  return { id: id ? Number(id[1]) : null, refused: true };
}

const int = (v: string | undefined): number | null => {
  if (v === undefined || v.trim() === '') return null;
  const n = Number(v.trim());
  return Number.isFinite(n) ? Math.round(n) : null;
};
const text = (v: string | undefined): string | null => (v === undefined ? null : v);

/**
 * The form's two columns from the answers by parameter id. Fields a Teltonika device has no
 * parameter for stay null (the screen leaves them empty).
 */
export function gprsFormFromParams(raw: Readonly<Record<string, string>>): {
  constants: GprsConstants;
  gprs: GprsLink;
} {
  const p = (id: number) => raw[String(id)];
  const sleepMode = int(p(GPRS_PARAMS.sleepMode));
  const sleepMinutes = int(p(GPRS_PARAMS.sleepTimeout));
  const protocol = int(p(GPRS_PARAMS.protocol));
  const options = Object.fromEntries(GPRS_OPTION_KEYS.map((k) => [k, null])) as Record<GprsOptionKey, boolean | null>;
  return {
    constants: {
      save_distance_m: int(p(GPRS_PARAMS.saveDistance)),
      save_period_s: int(p(GPRS_PARAMS.savePeriod)),
      save_angle_deg: int(p(GPRS_PARAMS.saveAngle)),
      save_temperature_c: null,
      gsm_resets_domestic: null,
      gsm_resets_abroad: null,
      // 102: 0 no sleep; 1 GPS sleep, 2 deep, 3 online deep, 4 ultra deep sleep — the modem sleeps from 2.
      gsm_sleep: sleepMode === null ? null : sleepMode >= 2,
      gsm_sleep_standstill_s: sleepMinutes === null ? null : sleepMinutes * 60,
      options,
    },
    gprs: {
      apn: text(p(GPRS_PARAMS.apn)),
      login: text(p(GPRS_PARAMS.apnLogin)),
      password: text(p(GPRS_PARAMS.apnPassword)),
      ip: text(p(GPRS_PARAMS.server)),
      port: int(p(GPRS_PARAMS.port)),
      protocol: protocol === null ? null : protocol === 1 ? 'UDP' : 'TCP',
      calls_domestic_per_day: null,
      calls_domestic_reserves: null,
      calls_abroad_per_month: null,
      calls_abroad_reserves: null,
    },
  };
}
