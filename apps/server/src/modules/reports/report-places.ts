import type { AppContext } from '../../http/context';
import { createPlaceLookup } from '../geocode/place-lookup';

/**
 * Time one report answer's place texts may take in all (cache, then the offline gazetteer; a
 * summary of many vehicles shares it); the rest stay coordinates, named in the background for
 * the next answer.
 */
export const GEO_BUDGET_MS = 100;

export interface LatLon {
  lat: number | null;
  lon: number | null;
}

const coords = (p: LatLon) => (p.lat === null || p.lon === null ? null : `${p.lat.toFixed(5)}, ${p.lon.toFixed(5)}`);

/**
 * Place texts of report rows: the geocoder's name of each point (the monitor's and route's
 * place lookup: cache, offline gazetteer) until the answer's deadline, else its coordinates.
 */
export async function namePlaces(
  ctx: AppContext,
  points: readonly LatLon[],
  deadline: number,
): Promise<(string | null)[]> {
  if (points.length === 0) return [];
  const names = await createPlaceLookup(ctx).lookup(points, Math.max(0, deadline - performance.now()));
  return points.map((p, k) => names[k] ?? coords(p));
}
