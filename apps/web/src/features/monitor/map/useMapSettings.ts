import { useMemo } from 'react';
import { useSetting, useTileLayer } from '../../../kit/settings';
import type { BubbleFlags } from './mapVehicles';

/**
 * The monitoring map's settings (spec 1 §3.9): the tile layer shared with the route viewer
 * (saved silently when changed from the layer menu, spec 1 §7), clustering and the bubble
 * lines.
 */
export function useMapSettings() {
  const tiles = useTileLayer();
  const clustering = useSetting('monit-clustering') === true;
  const date = useSetting('monit-vi-date') === true;
  const speed = useSetting('monit-vi-speed') === true;
  const geo = useSetting('monit-vi-geo') === true;
  const bubbles = useMemo<BubbleFlags>(() => ({ date, speed, geo }), [date, speed, geo]);
  return { ...tiles, clustering, bubbles };
}
