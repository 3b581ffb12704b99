import { useEffect, useState } from 'react';
import TileLayer from 'ol/layer/Tile';
import OSM from 'ol/source/OSM';
import XYZ from 'ol/source/XYZ';
import { useLayer } from '../mapContext';
import type { TilePlan } from '../tiles';

/**
 * The base tiles and the optional overlay of a tile plan (tiles.ts). Renders nothing. When the
 * tile servers cannot be reached (offline installation) the map keeps its plain background
 * and every vector layer still works.
 */
export function TileLayers({ plan, onAvailable }: { plan: TilePlan; onAvailable?(available: boolean): void }) {
  const [base] = useState(() => new TileLayer({ zIndex: 0, properties: { name: 'tiles-base' } }));
  const [overlay] = useState(() => new TileLayer({ zIndex: 1, properties: { name: 'tiles-overlay' } }));
  useLayer(base);
  useLayer(overlay);

  useEffect(() => {
    // OSM keeps the © OpenStreetMap attribution its licence requires.
    const source = plan.osmBase ? new OSM({ url: plan.base }) : new XYZ({ url: plan.base });
    base.setSource(source);
    // The base is "unavailable" while tiles fail and none has loaded since this source was set.
    let loaded = false;
    const onEnd = () => {
      loaded = true;
      onAvailable?.(true);
    };
    const onError = () => {
      if (!loaded) onAvailable?.(false);
    };
    source.on('tileloadend', onEnd);
    source.on('tileloaderror', onError);
    onAvailable?.(true);
    return () => {
      source.un('tileloadend', onEnd);
      source.un('tileloaderror', onError);
    };
  }, [base, plan.base, plan.osmBase, onAvailable]);

  useEffect(() => {
    overlay.setSource(
      plan.overlay
        ? new XYZ({
            url: plan.overlay,
            attributions: '© <a href="https://www.openrailwaymap.org/" target="_blank">OpenRailwayMap</a>',
          })
        : null,
    );
    overlay.setVisible(plan.overlay !== null);
  }, [overlay, plan.overlay]);

  return null;
}
