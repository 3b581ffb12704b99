import type { AppContext } from '../../http/context';
import { createPlaceLookup } from '../monit/place-lookup';

/** Time the rows' place texts may take (cache, then the offline gazetteer); the rest stay coordinates. */
const GEO_BUDGET_MS = 100;

export interface LatLon {
  lat: number | null;
  lon: number | null;
}

const coords = (p: LatLon) => (p.lat === null || p.lon === null ? null : `${p.lat.toFixed(5)}, ${p.lon.toFixed(5)}`);

/**
 * Place texts of report rows: the geocoder's name of each point (the monitor's and route's
 * place lookup: cache, offline gazetteer) within the budget, else its coordinates.
 */
export async function namePlaces(ctx: AppContext, points: readonly LatLon[]): Promise<(string | null)[]> {
  if (points.length === 0) return [];
  const names = await createPlaceLookup(ctx).lookup(points, GEO_BUDGET_MS);
  return points.map((p, k) => names[k] ?? coords(p));
}
