import { useCallback, useMemo, useState } from 'react';
import { Tooltip } from 'antd';
import { AimOutlined, ExpandOutlined } from '@ant-design/icons';
import {
  LayerMenu,
  MapView,
  PoiLayer,
  RouteEventMarkers,
  RouteTrackPaths,
  RouteVehicleMarker,
  TileLayers,
  iconName,
  pointAt,
  projectTrack,
  type RouteEventHover,
} from '../../../map';
import { pl } from '../../../i18n/pl';
import { usePoiMap } from '../../monitor';
import { useTileLayer } from '../../settings';
import type { RouteMapProps } from '../model';
import { EventTooltip } from './EventTooltip';
import { LockButton } from './LockButton';
import { RouteMapViewSync } from './RouteMapViewSync';
import { eventMarkers } from './eventMarkers';
import { SUB_TRACKS, TRACK_COLORS, mainKind, subKind } from './trackStyles';
import { arrowDegrees, pointState, vehicleLabel } from './vehicleMarker';
import { toggleLock } from './viewPolicy';
import './routeMap.css';

const t = pl.routeMap;
const flag = (settings: Record<string, unknown>, key: string) => settings[key] === true;

/**
 * The route viewer's map (spec 2 §2.1 Map, §9): the track and its sub-tracks, the vehicle at
 * the current point, event markers with hover tooltips, POIs, and the fit / centre controls
 * (a click acts once, a double click locks) with the tile layer menu.
 */
export function RouteMap({ route, cursor, filter, settings, poiIds }: RouteMapProps) {
  // Geometry is built once per route: EPSG:4326 → 3857 and the pieces of every line.
  const xy = useMemo(() => projectTrack(route.col('lat'), route.col('lon')), [route]);
  const main = useMemo(() => mainKind(route), [route]);
  const subs = useMemo(() => SUB_TRACKS.map((s) => ({ ...s, kind: subKind(route, s.key) })), [route]);
  const shownSubs = subs.filter((s) => flag(settings, s.setting));
  const subKey = shownSubs.map((s) => s.key).join();
  const kinds = useMemo(
    () => [main, ...subs.filter((s) => subKey.split(',').includes(s.key)).map((s) => s.kind)],
    [main, subs, subKey],
  );

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

  const columns = useMemo(
    () => ({ lat: route.col('lat'), lon: route.col('lon'), dtValue: route.col('dtValue') }),
    [route],
  );
  const markers = useMemo(() => eventMarkers(route.events, filter, columns), [route.events, filter, columns]);
  const pins = useMemo(
    () => markers.map((m) => ({ id: m.index, lon: m.lon, lat: m.lat, color: m.color, alarm: m.alarm })),
    [markers],
  );
  const [hover, setHover] = useState<RouteEventHover | null>(null);
  const onHover = useCallback((h: RouteEventHover | null) => setHover(h), []);
  const hovered = hover ? route.events[hover.id] : undefined;

  const current = Math.max(0, Math.min(route.n - 1, cursor.current));
  const start = Math.max(0, Math.min(current, cursor.start));
  const at = pointAt(xy, current);
  const vehicle = useMemo(() => {
    if (!at) return null;
    const i = at.index;
    const label = vehicleLabel(
      { regno: route.info.regno, speed: route.col('v')[i], key: route.col('key')[i], date: route.dt(i) },
      {
        regno: flag(settings, 'route-vi-regno'),
        speed: flag(settings, 'route-vi-speed'),
        key: flag(settings, 'route-vi-key'),
        date: flag(settings, 'route-vi-date'),
      },
      t,
    );
    return {
      x: at.x,
      y: at.y,
      icon: iconName(route.info.icon_id),
      state: pointState(route.col('state')[i], route.col('key')[i], route.col('v')[i]),
      arrow: arrowDegrees(route.col('azh')[i]),
      label,
    };
  }, [route, settings, at?.index, at?.x, at?.y]);

  const [locks, setLocks] = useState({ fitLock: false, centreLock: false });
  const [once, setOnce] = useState({ fit: 0, centre: 0 });

  return (
    <div className="route-map" aria-label={t.label} data-testid="route-map">
      <MapView
        testId="route-map-view"
        dataAttributes={{ 'data-points': route.n, 'data-events': pins.length, 'data-current': current }}
      >
        <TileLayers plan={tiles.plan} onAvailable={setTilesAvailable} />
        <PoiLayer pois={shownPois} />
        <RouteTrackPaths xy={xy} kinds={kinds} start={start} current={current} />
        <RouteEventMarkers pins={pins} onHover={onHover} />
        <RouteVehicleMarker vehicle={vehicle} />
        <RouteMapViewSync
          xy={xy}
          start={start}
          current={current}
          fitLock={locks.fitLock}
          centreLock={locks.centreLock}
          fitSeq={once.fit}
          centreSeq={once.centre}
        />
        <div className="map-toolbar">
          <LockButton
            locked={locks.fitLock}
            icon={<ExpandOutlined />}
            title={t.fit}
            testId="route-map-fit"
            onOnce={() => setOnce((o) => ({ ...o, fit: o.fit + 1 }))}
            onToggle={() => setLocks((l) => toggleLock(l, 'fit'))}
          />
          <LockButton
            locked={locks.centreLock}
            icon={<AimOutlined />}
            title={t.centre}
            testId="route-map-centre"
            onOnce={() => setOnce((o) => ({ ...o, centre: o.centre + 1 }))}
            onToggle={() => setLocks((l) => toggleLock(l, 'centre'))}
          />
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
          {!at && <span>{t.noPositions}</span>}
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
      </MapView>
    </div>
  );
}
