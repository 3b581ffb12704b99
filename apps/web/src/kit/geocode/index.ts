// Reverse geocoding of points for the place and geo columns, queued and cached.
export { geocodeQueue } from './geocodeQueue';
export { useAddress } from './useAddress';
