import { dataAgeLevel, isSelectable, isTimedOut, markerState, type MonitVehicle } from '@namiar/domain';
import { iconColor, iconName, type AgeLevel } from '../../../kit/map/markerKeys';
import type { MapVehicle } from '../../../kit/map/types';
import { pl } from '../../../kit/i18n/pl';

/** The bubble lines the monitoring settings switch on (monit-vi-date, monit-vi-speed, monit-vi-geo). */
export interface BubbleFlags {
  date: boolean;
  speed: boolean;
  geo: boolean;
}

const isCoord = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Whether the vehicle has a place to draw. Exactly (0, 0) is what trackers report without a
 * fix, not a place in the Gulf of Guinea, so it counts as no position.
 */
export function hasPosition(v: Pick<MonitVehicle, 'lat' | 'lon'>): v is { lat: number; lon: number } {
  return (
    isCoord(v.lat) && isCoord(v.lon) && Math.abs(v.lat) <= 90 && Math.abs(v.lon) <= 180 && !(v.lat === 0 && v.lon === 0)
  );
}

/** Drawn: a position and not a timed-out type-13 vehicle (spec 1 §4). */
export function isDrawn(v: MonitVehicle): boolean {
  return hasPosition(v) && !isTimedOut(v.vtp, v.age);
}

export function bubbleText(v: MonitVehicle, flags: BubbleFlags, place?: string | null): string {
  const lines = [v.regno];
  if (flags.date && v.dt) lines.push(v.dt);
  if (flags.speed) lines.push(pl.monitMap.speed(Math.round(v.v)));
  const geo = place ?? v.geo;
  if (flags.geo && geo) lines.push(geo);
  return lines.join('\n');
}

/**
 * The monitor's vehicles as the map draws them: marker state from key and speed, data age
 * from the domain rule (no age = the oldest look), icon and colour from the vehicle record.
 */
export function toMapVehicles(
  vehicles: readonly MonitVehicle[],
  flags: BubbleFlags,
  /** An address already known on the client (the geocode cache) for vehicles without `geo`. */
  knownPlace?: (lat: number, lon: number) => string | undefined,
): MapVehicle[] {
  const out: MapVehicle[] = [];
  for (const v of vehicles) {
    if (!isDrawn(v)) continue;
    const age: AgeLevel = dataAgeLevel(v.vtp, v.age) ?? 3;
    out.push({
      id: v.id,
      lon: v.lon!,
      lat: v.lat!,
      look: { icon: iconName(v.icon_id), color: iconColor(v.vehicle_icon_color), state: markerState(v.key, v.v), age },
      heading: isCoord(v.azh) ? v.azh : null,
      title: v.regno,
      label: bubbleText(v, flags, flags.geo && !v.geo ? knownPlace?.(v.lat!, v.lon!) : null),
      selectable: isSelectable(v),
    });
  }
  return out;
}
