import type { RouteEvent } from '@namiar/domain';
import { geocodeQueue } from '../../../kit/geocode';

/** The place of an event without a server text: the geocoded address when already known. */
export function knownGeoText(e: RouteEvent): string | null {
  if (e.blat === null || e.blon === null) return null;
  return geocodeQueue.cached(e.blat, e.blon) ?? null;
}
