import { useEffect } from 'react';
import type { PoiMapItem } from '@namiar/domain';
import { POI_ZOOM } from '../../../kit/map/constants';
import { useOlMap } from '../../../kit/map/mapContext';
import { poiAnchor } from '../../../kit/map/poiRules';
import { centreOn } from '../../../kit/map/viewMoves';
import { useMonitor } from '../monitorStore';

/**
 * Zooming to one POI from its popup: centre on it at zoom 17 (spec 1 §9). The scale lock is
 * switched off so the next poll does not pull the view away from the place the user asked for.
 * Renders nothing.
 */
export function PoiFocus({ target }: { target: { poi: PoiMapItem; seq: number } | null }) {
  const map = useOlMap();
  const seq = target?.seq;
  useEffect(() => {
    const anchor = target ? poiAnchor(target.poi) : null;
    if (!anchor) return;
    useMonitor.getState().setScaleLock(false);
    centreOn(map, anchor, POI_ZOOM);
    // Only a new request (seq) moves the map.
  }, [map, seq]);
  return null;
}
