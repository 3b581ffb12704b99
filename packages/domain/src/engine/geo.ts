/** Mean Earth radius used by the haversine distance, metres. */
export const EARTH_RADIUS_M = 6371008.8;

const RAD = Math.PI / 180;

/** Great-circle distance between two WGS84 points, metres. */
export function haversine(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const s1 = Math.sin(dLat / 2);
  const s2 = Math.sin(dLon / 2);
  const a = s1 * s1 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * s2 * s2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A fix the engine can use for road and coordinates: valid, finite, and not the 0,0 "no fix" placeholder. */
export function usableFix(valid: boolean, lat: number, lon: number): boolean {
  return (
    valid &&
    Number.isFinite(lat) &&
    Number.isFinite(lon) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lon) <= 180 &&
    !(lat === 0 && lon === 0)
  );
}
