import { useCallback, useMemo, useState } from 'react';
import { MapView, RouteTrackPaths, RouteVehicleMarker, iconName, pointAt, projectTrack } from '../../../kit/map';
import { pl } from '../../../kit/i18n/pl';
import type { RouteMapProps } from '../model';
import { useThrottled } from '../../../kit/playback/useThrottled';
import { RouteMapChrome } from './RouteMapChrome';
import { RouteMapViewSync } from '../../../kit/map/follow/RouteMapViewSync';
import { eventMarkers } from './eventMarkers';
import { SUB_TRACKS, mainKind, subKind } from './trackStyles';
import { arrowDegrees, pointState, vehicleLabel } from './vehicleMarker';
import type { ViewLocks } from '../../../kit/map/follow/viewPolicy';
import './routeMap.css';

const t = pl.routeMap;
/** The travelled track (the vehicle's underlay) follows the current point every 100 ms (spec 2 §9). */
const UNDERLAY_THROTTLE_MS = 100;
const flag = (settings: Record<string, unknown>, key: string) => settings[key] === true;

/**
 * The route viewer's map (spec 2 §2.1 Map, §9): the track and its sub-tracks, the vehicle at
 * the current point, event markers with hover tooltips, POIs, and the fit / centre controls
 * (a click acts once, a double click locks) with the tile layer menu. Only the track, the
 * vehicle and the view follow the current point; the rest is RouteMapChrome (memoised).
 */
export function RouteMap({ route, cursor, filter, settings, poiIds }: RouteMapProps) {
  // Geometry is built once per route: EPSG:4326 → 3857 and the pieces of every line.
  const xy = useMemo(() => projectTrack(route.col('lat'), route.col('lon')), [route]);
  const main = useMemo(() => mainKind(route), [route]);
  const subs = useMemo(() => SUB_TRACKS.map((s) => ({ ...s, kind: subKind(route, s.key) })), [route]);
  const subKey = subs
    .filter((s) => flag(settings, s.setting))
    .map((s) => s.key)
    .join();
  const kinds = useMemo(
    () => [main, ...subs.filter((s) => subKey.split(',').includes(s.key)).map((s) => s.kind)],
    [main, subs, subKey],
  );

  const columns = useMemo(
    () => ({ lat: route.col('lat'), lon: route.col('lon'), dtValue: route.col('dtValue') }),
    [route],
  );
  const markers = useMemo(() => eventMarkers(route.events, filter, columns), [route.events, filter, columns]);
  const pins = useMemo(
    () => markers.map((m) => ({ id: m.index, lon: m.lon, lat: m.lat, color: m.color, alarm: m.alarm })),
    [markers],
  );

  const current = Math.max(0, Math.min(route.n - 1, cursor.current));
  const start = Math.max(0, Math.min(current, cursor.start));
  const track = useThrottled(cursor, UNDERLAY_THROTTLE_MS);
  const trackCurrent = Math.max(0, Math.min(route.n - 1, track.current));
  const trackStart = Math.max(0, Math.min(trackCurrent, track.start));
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

  const [locks, setLocks] = useState<ViewLocks>({ fitLock: false, centreLock: false });
  const [once, setOnce] = useState({ fit: 0, centre: 0 });
  const onOnce = useCallback((kind: 'fit' | 'centre') => setOnce((o) => ({ ...o, [kind]: o[kind] + 1 })), []);

  return (
    <div className="route-map" aria-label={t.label} data-testid="route-map">
      <MapView
        testId="route-map-view"
        dataAttributes={{ 'data-points': route.n, 'data-events': pins.length, 'data-current': current }}
      >
        <RouteMapChrome
          route={route}
          pins={pins}
          settings={settings}
          poiIds={poiIds}
          hasPosition={at !== null}
          locks={locks}
          setLocks={setLocks}
          onOnce={onOnce}
        />
        <RouteTrackPaths xy={xy} kinds={kinds} start={trackStart} current={trackCurrent} />
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
      </MapView>
    </div>
  );
}
