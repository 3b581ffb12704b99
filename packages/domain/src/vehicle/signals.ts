/**
 * Classes of the small status icons of a monitored vehicle (spec 1 §4): GPS antenna, GSM,
 * power/battery and inputs/outputs. Wording lives in the web.
 */

export type AntennaState = 'disconnected' | 'shorted' | 'rangeError' | 'ok';

export function antennaState(ant: number): AntennaState {
  if (ant === 1) return 'disconnected';
  if (ant === 2) return 'shorted';
  if (ant === 3) return 'rangeError';
  return 'ok';
}

export type SignalLevel = 'alert' | 'warning' | 'ok';

/** GSM level on the 0–31 scale: below 8 alert, 8–13 warning, 14 and above ok. */
export function gsmLevel(g: number | null): SignalLevel | null {
  if (g === null || !Number.isFinite(g)) return null;
  if (g < 8) return 'alert';
  if (g < 14) return 'warning';
  return 'ok';
}

export interface BatteryState {
  level: SignalLevel;
  /** 'percent': a type-9 recorder's own battery (alp %); 'power': the external supply flag. */
  kind: 'percent' | 'power';
}

/**
 * Type 9 shows its battery charge: 20 % or more ok, 10–19 warning, below 10 alert; an unknown
 * charge is a warning (the recorder may be running down, but nothing says it is). Other types
 * show the external power: the flag set (power missing) is an alert.
 */
export function batteryState(vtp: number, pow: 0 | 1, alp: number | null): BatteryState {
  if (vtp === 9) {
    if (alp === null || !Number.isFinite(alp)) return { level: 'warning', kind: 'percent' };
    if (alp >= 20) return { level: 'ok', kind: 'percent' };
    if (alp >= 10) return { level: 'warning', kind: 'percent' };
    return { level: 'alert', kind: 'percent' };
  }
  return { level: pow === 1 ? 'alert' : 'ok', kind: 'power' };
}

export type IoClass = 'active' | 'alarm' | 'breath' | 'inactive' | 'off';

/**
 * One input or output: null value = not configured ('off'); a breathalyser-style input
 * (type 7) reading 0 has its own class; an active alarm-type (2) one is 'alarm'; otherwise
 * active (1) or inactive (0).
 */
export function ioClass(value: number | null, type: number | null): IoClass {
  if (value === null) return 'off';
  if (type === 7 && value === 0) return 'breath';
  if (value === 0) return 'inactive';
  return type === 2 ? 'alarm' : 'active';
}

/** Km counter: stored in metres, shown in km. */
export function kmFromMetres(m: number): number {
  return m / 1000;
}

/** Engine-hour (mth) counter: stored in seconds, shown in hours. */
export function hoursFromSeconds(s: number): number {
  return s / 3600;
}
