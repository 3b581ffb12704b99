import { EVENT_TYPES } from '../events';

/**
 * The per-user settings document (spec 1 §3.9): one JSON object per user. The server stores
 * what the user saved and answers it merged over these defaults, with the server-supplied
 * keys always current.
 */
export type SettingsDocument = Record<string, unknown>;

export interface EventFilterSetting {
  eid: number;
  name: string;
  code: string;
  filterByMap: boolean;
  filterByTable: boolean;
  alarmByMap?: boolean;
  alarmByTable?: boolean;
}

/** Seconds since midnight of the default shift starts: 06:00, 14:00, 22:00. */
export const DEFAULT_SHIFTS = [6 * 3600, 14 * 3600, 22 * 3600] as const;

/** Keys the server fills on every read; a saved document never overrides them. */
export const SERVER_KEYS = ['app_version', 'logged_customer_name', 'logged_user_full_name', 'maxEventTime'] as const;

export const MONIT_LIST_FLAGS: Record<string, boolean> = {
  'monit-vl-date': false,
  'monit-vl-geo': true,
  'monit-vl-geo-coords': false,
  'monit-vl-poiname': false,
  'monit-vl-driver': false,
  'monit-vl-phone': false,
  'monit-vl-speed': true,
  'monit-vl-speedtacho': false,
  'monit-vl-fuel': true,
  'monit-vl-engine': true,
  'monit-vl-counter': false,
  'monit-vl-mth': false,
  'monit-vl-inputs': true,
  'monit-vl-temp': true,
  'monit-vl-tonage': false,
  'monit-vl-accumulator': true,
  'monit-vl-energy1': false,
  'monit-vl-energy2': false,
  // rail items (traction counter, voltage, power and the rest of the locomotive panel)
  'monit-vl-a': false,
  'monit-vl-b': false,
  'monit-vl-c': false,
  'monit-vl-d': false,
  'monit-vl-e': false,
  'monit-vl-f': false,
  'monit-vl-g': false,
};

export function defaultEventFilters(): EventFilterSetting[] {
  return EVENT_TYPES.map((e) => ({
    eid: e.eid,
    name: e.name,
    code: e.code,
    filterByMap: false,
    filterByTable: false,
    ...(e.code === 'E_SPEED' ? { alarmByMap: false, alarmByTable: false } : {}),
  }));
}

export function defaultSettings(): SettingsDocument {
  return {
    'alarm-sound-enabled': true,
    'alarm-sound-volume': 5,
    'module-permission': true,
    'app-maxStopTime': 0,
    'app-minCourseTime': 22,
    'app-reportStartDayFrom': 0,
    'app-shift1': DEFAULT_SHIFTS[0],
    'app-shift2': DEFAULT_SHIFTS[1],
    'app-shift3': DEFAULT_SHIFTS[2],
    'map-tiles-layer': 'osm',
    'monit-vehicles-list-mode': 'standard',
    // One line per vehicle (Namiar's addition to spec 1 §3.9, docs/decisions.md).
    'monit-vl-compact': false,
    ...MONIT_LIST_FLAGS,
    'monit-vi-date': true,
    'monit-vi-speed': true,
    'monit-vi-geo': false,
    'monit-clustering': false,
    'monit-fuelConvert': false,
    'monit-pointDateDiffrence': false,
    'route-vi-regno': true,
    'route-vi-speed': true,
    'route-vi-key': true,
    'route-vi-date': true,
    'route-vi-infoByChart': true,
    'route-events-iconDate': true,
    'route-events-iconDuration': true,
    'route-events-filters': defaultEventFilters(),
    'route-tracks-gprsEval': false,
    'route-tracks-gprsActive': false,
    'route-tracks-overspeeds': false,
    'route-fuelChartElectric': false,
    'route-widgets': {
      eventsTable: false,
      charts: false,
      chartsHeight: 30,
      chartType: { fuel: true, speed: true, temp: true, fuelUse: true, fuelTempUse: true },
      eventsTableHeight: 350,
    },
    'route-stats-visible-left': true,
    'route-stats-visible-right': true,
    'route-chartAxisFullDate': false,
  };
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Stored values over defaults; nested objects merge key by key, arrays and scalars replace. */
export function mergeSettings(defaults: SettingsDocument, stored: SettingsDocument): SettingsDocument {
  const out: SettingsDocument = { ...defaults };
  for (const [key, value] of Object.entries(stored)) {
    const d = defaults[key];
    out[key] = isPlainObject(d) && isPlainObject(value) ? mergeSettings(d, value) : value;
  }
  return out;
}

/** Removes the server-supplied keys from a document the client sent. */
export function withoutServerKeys(doc: SettingsDocument): SettingsDocument {
  const out = { ...doc };
  for (const k of SERVER_KEYS) delete out[k];
  return out;
}

/** Stored maximum stop time values above this are seconds from older clients (spec 1 §5). */
export const MAX_STOP_SECONDS_THRESHOLD = 50000;

/**
 * The maximum stop/halt time in hours as the settings dialog shows it. A stored value above
 * 50000 is seconds and is divided by 3600; 0 or missing means "not set" and falls back to the
 * server's maxEventTime (seconds).
 */
export function maxStopHours(stored: unknown, maxEventTimeSeconds: number): number {
  const v = typeof stored === 'number' ? stored : Number(stored);
  if (!Number.isFinite(v) || v <= 0) return maxEventTimeSeconds / 3600;
  return v > MAX_STOP_SECONDS_THRESHOLD ? v / 3600 : v;
}

/** Seconds since midnight → 'HH:mm:ss'. */
export function secondsToClock(seconds: number): string {
  const s = ((Math.round(seconds) % 86400) + 86400) % 86400;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** 'HH:mm' or 'HH:mm:ss' → seconds since midnight, or null when it is not a clock time. */
export function clockToSeconds(text: string): number | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [h, mi, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 23 || mi > 59 || s > 59) return null;
  return h * 3600 + mi * 60 + s;
}

/** Shift pickers move in 15-minute steps. */
export const SHIFT_STEP_SECONDS = 15 * 60;
