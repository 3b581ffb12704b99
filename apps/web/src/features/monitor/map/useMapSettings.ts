import { useCallback, useMemo } from 'react';
import { useSetting, useSettings, saveSettings } from '../../settings';
import { tileLayerKey, tilePlan, tileUrls, type TileLayerKey } from '../../../map/tiles';
import type { BubbleFlags } from './mapVehicles';

/**
 * The map's settings (spec 1 §3.9): the tile layer (saved silently when changed from the
 * layer menu, spec 1 §7), the tile URLs the server supplies (`server-map-tiles`), clustering
 * and the bubble lines.
 */
export function useMapSettings() {
  const layerSetting = useSetting('map-tiles-layer');
  const tilesSetting = useSetting('server-map-tiles');
  const clustering = useSetting('monit-clustering') === true;
  const date = useSetting('monit-vi-date') === true;
  const speed = useSetting('monit-vi-speed') === true;
  const geo = useSetting('monit-vi-geo') === true;

  const layer = tileLayerKey(layerSetting);
  const urls = useMemo(() => tileUrls(tilesSetting), [tilesSetting]);
  const plan = useMemo(() => tilePlan(layer, urls), [layer, urls]);
  const bubbles = useMemo<BubbleFlags>(() => ({ date, speed, geo }), [date, speed, geo]);

  const setLayer = useCallback((key: TileLayerKey) => {
    const store = useSettings.getState();
    if (store.doc['map-tiles-layer'] === key) return;
    store.setLocal('map-tiles-layer', key);
    // Silent: a failed background save keeps the choice for this session and shows nothing.
    void saveSettings(useSettings.getState().doc, { silent: true }).catch(() => {});
  }, []);

  return { layer, setLayer, plan, ownAvailable: urls.own !== null, clustering, bubbles };
}
