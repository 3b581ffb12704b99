import { memo, useCallback, useMemo, useState } from 'react';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import {
  LayerMenu,
  MapView,
  PoiLayer,
  RouteTrackPaths,
  RouteVehicleMarker,
  TileLayers,
  pointAt,
  projectTrack,
  splitRange,
  type RouteTrackKind,
} from '../../kit/map';
import { ViewLockButtons } from '../../kit/map/follow/ViewLockButtons';
import { RouteMapViewSync } from '../../kit/map/follow/RouteMapViewSync';
import type { ViewLocks } from '../../kit/map/follow/viewPolicy';
import type { RouteCursor } from '../../kit/playback/playback';
import { usePoiMap } from '../../kit/poi';
import { useTileLayer } from '../../kit/settings';
import { num, type EcoReport } from './ecoModel';

/** Spec 2 §9: the eco track is 7 px wide at 0.9 opacity; the rest of the range a thin grey line. */
export const ECO_TRACK_STYLE = new Style({
  stroke: new Stroke({ color: 'rgba(0, 0, 255, 0.9)', width: 7, lineCap: 'round', lineJoin: 'round' }),
  zIndex: 1,
});
const REST_STYLE = new Style({ stroke: new Stroke({ color: 'rgba(73, 80, 87, 0.45)', width: 3 }), zIndex: 0 });

/** Tiles, own points and the fit / centre controls: not drawn again on a playback tick. */
const EcoMapChrome = memo(function EcoMapChrome({
  locks,
  setLocks,
  onOnce,
}: {
  locks: ViewLocks;
  setLocks: (f: (l: ViewLocks) => ViewLocks) => void;
  onOnce(kind: 'fit' | 'centre'): void;
}) {
  const tiles = useTileLayer();
  const pois = usePoiMap();
  return (
    <>
      <TileLayers plan={tiles.plan} />
      <PoiLayer pois={pois.data?.data ?? []} />
      <div className="map-toolbar">
        <ViewLockButtons locks={locks} setLocks={setLocks} onOnce={onOnce} testIdPrefix="eco-map" />
        <LayerMenu value={tiles.layer} onChange={tiles.setLayer} ownAvailable={tiles.ownAvailable} />
      </div>
    </>
  );
});

/**
 * The transgression view's map (spec 2 §2.5, §4.5, §9): the route track start..current, the
 * vehicle at the current point, own points (POI layer), and two locks — fit to track and
 * centre on the last point — each toggled by a double click (the route viewer's kit pieces).
 */
export function EcoMap({ report, cursor }: { report: EcoReport; cursor: RouteCursor }) {
  const xy = useMemo(() => projectTrack(report.cols.lat ?? [], report.cols.lon ?? []), [report]);
  const kinds = useMemo<RouteTrackKind[]>(
    () => [
      {
        key: 'eco',
        pieces: report.n > 0 ? splitRange(0, report.n - 1) : [],
        travelled: ECO_TRACK_STYLE,
        rest: REST_STYLE,
      },
    ],
    [report],
  );
  const current = Math.max(0, Math.min(report.n - 1, cursor.current));
  const start = Math.max(0, Math.min(current, cursor.start));
  const at = pointAt(xy, current);
  const v = at ? num(report, 'v', at.index) : null;
  const vehicle = useMemo(
    () =>
      at
        ? {
            x: at.x,
            y: at.y,
            icon: 'train' as const,
            state: v !== null && v > 0 ? ('riding' as const) : ('paused' as const),
            arrow: null,
            label: report.answer.info.regno,
          }
        : null,
    [at?.x, at?.y, v, report],
  );
  const [locks, setLocks] = useState<ViewLocks>({ fitLock: false, centreLock: false });
  const [once, setOnce] = useState({ fit: 0, centre: 0 });
  const onOnce = useCallback((kind: 'fit' | 'centre') => setOnce((o) => ({ ...o, [kind]: o[kind] + 1 })), []);

  return (
    <div className="route-map eco-map" data-testid="eco-map">
      <MapView testId="eco-map-view" dataAttributes={{ 'data-points': report.n, 'data-current': current }}>
        <EcoMapChrome locks={locks} setLocks={setLocks} onOnce={onOnce} />
        <RouteTrackPaths xy={xy} kinds={kinds} start={start} current={current} />
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
