import { useCallback, useMemo } from 'react';
import { effectiveLayer, tileLayerKey, tilePlan, tileUrls, type TileLayerKey } from '../map/tiles';
import { saveSettingLater } from './saveLater';
import { useSetting } from './settingsStore';

/**
 * The maps' tile layer (map-tiles-layer, one setting for the monitor and the route viewer) and
 * the tile URLs the server supplies (server-map-tiles). A choice from the layer menu is kept
 * at once and saved silently in the background (spec 1 §7).
 */
export function useTileLayer() {
  const layerSetting = useSetting('map-tiles-layer');
  const tilesSetting = useSetting('server-map-tiles');
  const urls = useMemo(() => tileUrls(tilesSetting), [tilesSetting]);
  const layer = effectiveLayer(tileLayerKey(layerSetting), urls.own !== null);
  const plan = useMemo(() => tilePlan(layer, urls), [layer, urls]);
  const setLayer = useCallback(
    (key: TileLayerKey) => {
      if (key !== layer) saveSettingLater('map-tiles-layer', key);
    },
    [layer],
  );
  return { layer, setLayer, plan, ownAvailable: urls.own !== null };
}
