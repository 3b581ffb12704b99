import { useEffect, useState } from 'react';
import { geocodeQueue } from './geocodeQueue';

/**
 * The address of a place for a list row or an event table: the server's text when it sent
 * one, else a lookup through the monitor's geocode queue. `pending` is true while the queue
 * works on it (the row shows 'Pobieram...'); a failure gives '--'. The lookup is cancelled
 * when the row leaves the screen or the place changes.
 */
export function useAddress(
  known: string | null,
  lat: number | null,
  lon: number | null,
  enabled = true,
): { text: string | null; pending: boolean } {
  const place = known === null && enabled && lat !== null && lon !== null ? { lat, lon } : null;
  const [resolved, setResolved] = useState<{ key: string; text: string } | null>(null);
  const key = place ? `${place.lat},${place.lon}` : '';

  useEffect(() => {
    if (!place) return;
    return geocodeQueue.request(place.lat, place.lon, (text) => setResolved({ key, text }));
    // `key` carries lat/lon; the `place` object itself is new on every render.
  }, [key]);

  if (known !== null) return { text: known, pending: false };
  if (!place) return { text: null, pending: false };
  const text = resolved?.key === key ? resolved.text : geocodeQueue.cached(place.lat, place.lon);
  return text === undefined ? { text: null, pending: true } : { text, pending: false };
}
