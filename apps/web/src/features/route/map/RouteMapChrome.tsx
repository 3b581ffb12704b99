import { memo, useCallback, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { Tooltip } from 'antd';
import {
  LayerMenu,
  PoiLayer,
  RouteEventMarkers,
  TileLayers,
  type RouteEventHover,
  type RouteEventPin,
} from '../../../kit/map';
import { pl } from '../../../kit/i18n/pl';
import { usePoiMap } from '../../../kit/poi';
import { useTileLayer } from '../../../kit/settings';
import type { LoadedRoute } from '../model';
import { EventTooltip } from './EventTooltip';
import { ViewLockButtons } from '../../../kit/map/follow/ViewLockButtons';
import { SUB_TRACKS, TRACK_COLORS } from './trackStyles';
import type { ViewLocks } from '../../../kit/map/follow/viewPolicy';

const t = pl.routeMap;
const flag = (settings: Record<string, unknown>, key: string) => settings[key] === true;

export interface RouteMapChromeProps {
  route: LoadedRoute;
  pins: readonly RouteEventPin[];
  settings: Record<string, unknown>;
  poiIds: readonly number[] | null;
  /** The route has a usable position (else 'no positions' is shown). */
  hasPosition: boolean;
  locks: ViewLocks;
  setLocks: Dispatch<SetStateAction<ViewLocks>>;
  /** Asks for one fit or one centring. */
  onOnce(kind: 'fit' | 'centre'): void;
}

/**
 * The parts of the route map that do not follow the current point: tiles, POIs, event markers
 * with their tooltip, the fit / centre controls (a click acts once, a double click locks), the
 * layer menu and the status line. Memoised: a playback tick does not draw them again.
 */
export const RouteMapChrome = memo(function RouteMapChrome({
  route,
  pins,
  settings,
  poiIds,
  hasPosition,
  locks,
  setLocks,
  onOnce,
}: RouteMapChromeProps) {
  const tiles = useTileLayer();
  const [tilesAvailable, setTilesAvailable] = useState(true);
  const pois = usePoiMap();
  const shownPois = useMemo(() => {
    const all = pois.data?.data ?? [];
    if (!poiIds) return all;
    // A chooser's list: own points and bases by their numeric id ('p0{id}', 'p1{id}').
    const ids = new Set(poiIds);
    return all.map((p) => ({ ...p, chosen: ids.has(Number(p.pid.slice(2))) }));
  }, [pois.data, poiIds]);

  const [hover, setHover] = useState<RouteEventHover | null>(null);
  const onHover = useCallback((h: RouteEventHover | null) => setHover(h), []);
  const hovered = hover ? route.events[hover.id] : undefined;
  const shownSubs = SUB_TRACKS.filter((s) => flag(settings, s.setting));

  return (
    <>
      <TileLayers plan={tiles.plan} onAvailable={setTilesAvailable} />
      <PoiLayer pois={shownPois} />
      <RouteEventMarkers pins={pins} onHover={onHover} />
      <div className="map-toolbar">
        <ViewLockButtons locks={locks} setLocks={setLocks} onOnce={onOnce} testIdPrefix="route-map" />
        <LayerMenu value={tiles.layer} onChange={tiles.setLayer} ownAvailable={tiles.ownAvailable} />
      </div>
      {hovered && hover && (
        <EventTooltip
          event={hovered}
          pixel={hover.pixel}
          flags={{
            date: flag(settings, 'route-events-iconDate'),
            duration: flag(settings, 'route-events-iconDuration'),
          }}
        />
      )}
      <div className="map-status" data-testid="route-map-status">
        {!hasPosition && <span>{t.noPositions}</span>}
        {shownSubs.map((s) => (
          <span key={s.key} className="route-map-legend" style={{ ['--legend' as string]: TRACK_COLORS[s.key] }}>
            {t.subTracks[s.key]}
          </span>
        ))}
        {!tilesAvailable && (
          <Tooltip title={pl.monitMap.tilesUnavailableHint}>
            <span className="map-status-warning" data-testid="route-map-tiles-unavailable">
              {pl.monitMap.tilesUnavailable}
            </span>
          </Tooltip>
        )}
      </div>
    </>
  );
});
