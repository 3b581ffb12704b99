/**
 * Request and response shapes of the calls (spec 1 §7), shared by server and web.
 * Every answer may carry `err` instead of its data (DESIGN §6).
 */

export type ErrCode = 'session_destroy' | 'module_permission_error' | 'permission_error' | 'user_is_login';

export interface ErrEnvelope {
  err: { global?: string; code?: ErrCode } & Record<string, string | undefined>;
}

export type ApiAnswer<T> = (T & { err?: undefined }) | ErrEnvelope;

export interface GetTokenAnswer {
  token: string;
}

export interface LoginAnswer {
  ok: true;
  permissions: { id: number }[];
}

export interface SettingsAnswer {
  global_json: string;
}

export interface PingAnswer {
  ok: true;
  time: string;
  /** The user's permission ids as they are now (an administrator may have changed them). */
  permissions: number[];
}

/** An unaccepted alarm as the top bar and the alarm window read it (spec 1 §3.3). */
export interface AlarmRow {
  id: number;
  vid: number;
  regno: string;
  eid: number;
  /** The alarm's name: for an input or output, by the vehicle's description (vehicleEventName). */
  ename: string;
  fdt: string;
  tdt: string | null;
  time: number;
  /** As stored (values of some types ×10: alarmValue divides them for display). */
  value: number | null;
  /** The unit of the value's type ('km/h', 'l', '°C', ...; '' none): alarmValueUnit. */
  unit: string;
  lat: number | null;
  lon: number | null;
  adescription: string | null;
}

export interface AlarmsAnswer {
  alarms: AlarmRow[];
}

/** An open reminder (spec 1 §3.4). */
export interface ReminderRow {
  rid: number;
  remind_type_name: string;
  object_name: string;
  last_state_date: string | null;
  last_mth_counter: number | null;
  last_km_counter: number | null;
}

export interface RemindersAnswer {
  reminders: ReminderRow[];
}

export function isErr(answer: unknown): answer is ErrEnvelope {
  return typeof answer === 'object' && answer !== null && 'err' in answer && (answer as ErrEnvelope).err != null;
}
export * from './monit';
export * from './columns';
export * from './route';
export * from './exports';
