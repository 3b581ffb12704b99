import type { PackedValue } from '@namiar/domain';
import { ROUTE_HEADING_STEP_DEG, headingBucket, type MarkerState } from '../../../kit/map';

/** round(azh / 22.5) × 22.5 in 0 ≤ deg < 360 (16 directions, spec 2 §2.1); null without a heading. */
export function arrowDegrees(azh: PackedValue | undefined): number | null {
  return typeof azh === 'number' && Number.isFinite(azh) ? headingBucket(azh, ROUTE_HEADING_STEP_DEG) : null;
}

/** Marker state of a point from the engine's state ('drive' | 'halt' | 'stop'), else key and speed. */
export function pointState(
  state: PackedValue | undefined,
  key: PackedValue | undefined,
  v: PackedValue | undefined,
): MarkerState {
  if (state === 'drive') return 'riding';
  if (state === 'halt') return 'paused';
  if (state === 'stop') return 'off';
  if (key !== 1) return 'off';
  return typeof v === 'number' && v > 0 ? 'riding' : 'paused';
}

export interface VehicleLabelParts {
  regno: string;
  speed: PackedValue | undefined;
  key: PackedValue | undefined;
  date: string;
}

export interface VehicleLabelTexts {
  speed(v: string): string;
  keyOn: string;
  keyOff: string;
}

/**
 * The bubble under the vehicle (route-vi-regno / -speed / -key / -date): one line per switched
 * on part; null when none is on. Speed in whole km/h, '--' when missing.
 */
export function vehicleLabel(
  parts: VehicleLabelParts,
  flags: { regno: boolean; speed: boolean; key: boolean; date: boolean },
  texts: VehicleLabelTexts,
): string | null {
  const lines: string[] = [];
  if (flags.regno && parts.regno) lines.push(parts.regno);
  if (flags.speed) lines.push(texts.speed(typeof parts.speed === 'number' ? String(Math.round(parts.speed)) : '--'));
  if (flags.key) lines.push(parts.key === 1 ? texts.keyOn : texts.keyOff);
  if (flags.date && parts.date) lines.push(parts.date);
  return lines.length ? lines.join('\n') : null;
}
