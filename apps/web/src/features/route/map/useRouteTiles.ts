import { useCallback, useMemo } from 'react';
import { useSetting } from '../../settings';
import { tileLayerKey, tilePlan, tileUrls, type TileLayerKey } from '../../../map';
import { saveRouteSettingLater } from '../routeSettingsSave';

/**
 * The route map's tile layer (map-tiles-layer, shared with the monitor map) and the tile
 * URLs the server supplies; a choice from the layer menu is saved in the background.
 */
export function useRouteTiles(layerSetting: unknown) {
  const tilesSetting = useSetting('server-map-tiles');
  const layer = tileLayerKey(layerSetting);
  const urls = useMemo(() => tileUrls(tilesSetting), [tilesSetting]);
  const plan = useMemo(() => tilePlan(layer, urls), [layer, urls]);
  const setLayer = useCallback(
    (key: TileLayerKey) => {
      if (key !== layer) saveRouteSettingLater('map-tiles-layer', key);
    },
    [layer],
  );
  return { layer, setLayer, plan, ownAvailable: urls.own !== null };
}
