/**
 * The key/status icon of a monitored vehicle (spec 1 §4 'Vehicle status'): which state the
 * vehicle is in by its type (vtp) and key, its colour, and the time in that state split into
 * parts. The Polish wording and the '(Hh:MMm)' formatting belong to the web.
 */

export type VehicleStatusKind =
  'drive' | 'halt' | 'stop' | 'engineOn' | 'engineOff' | 'breakerOn' | 'breakerOff' | 'cellsOn' | 'cellsOff';

export type VehicleStatusColor = 'blue' | 'grey' | 'red';

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
}

export interface VehicleStatus {
  kind: VehicleStatusKind;
  color: VehicleStatusColor;
  duration: DurationParts;
}

/** Whole days, hours and minutes of a number of seconds (negative or non-finite counts as 0). */
export function durationParts(seconds: number): DurationParts {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds / 60) : 0;
  return { days: Math.floor(total / 1440), hours: Math.floor((total % 1440) / 60), minutes: total % 60 };
}

function kindOf(vtp: number, key: 0 | 1, speed: number): VehicleStatusKind {
  const on = key === 1;
  switch (vtp) {
    case 1:
      // Type 1 tells a halt (key on, standing) from driving by speed.
      if (!on) return 'stop';
      return speed > 0 ? 'drive' : 'halt';
    case 5:
    case 8:
      return on ? 'engineOn' : 'engineOff';
    case 10:
      return on ? 'breakerOn' : 'breakerOff';
    case 12:
      return on ? 'cellsOn' : 'cellsOff';
    default:
      // The default type and types 11 and 13 read the key alone.
      return on ? 'drive' : 'stop';
  }
}

/**
 * Status of the key icon. Red only for a halt or a stop that has lasted longer than the
 * maximum stop time (strictly more); a non-positive or non-finite maximum means "no limit"
 * (the settings default is a large value when the company has none).
 */
export function vehicleStatus(
  vtp: number,
  key: 0 | 1,
  speed: number,
  letSeconds: number,
  maxStopSeconds: number,
): VehicleStatus {
  const kind = kindOf(vtp, key, speed);
  const standing = kind === 'halt' || kind === 'stop';
  const limited = Number.isFinite(maxStopSeconds) && maxStopSeconds > 0;
  let color: VehicleStatusColor;
  if (standing && limited && letSeconds > maxStopSeconds) color = 'red';
  else if (kind === 'stop' || kind.endsWith('Off')) color = 'grey';
  else color = 'blue';
  return { kind, color, duration: durationParts(letSeconds) };
}

/** Marker state on the map (spec 1 §4 'Marker state'). */
export function markerState(key: 0 | 1, speed: number): 'riding' | 'paused' | 'off' {
  if (key !== 1) return 'off';
  return speed > 0 ? 'riding' : 'paused';
}
