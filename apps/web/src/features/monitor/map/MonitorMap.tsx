import { useCallback, useEffect, useMemo, useState } from 'react';
import { Spin, Tooltip } from 'antd';
import { AimOutlined, ExpandOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { MonitVehicle, PoiMapItem } from '@namiar/domain';
import { pl } from '../../../kit/i18n/pl';
import {
  ClusterPopup,
  FocusMarker,
  LayerMenu,
  MapContextMenu,
  MapToggle,
  MapView,
  PoiLayer,
  PoiPopup,
  RouteTrackLayer,
  TileLayers,
  VehicleLayer,
  type ClusterClick,
  type MapPointEvent,
  type PoiClick,
} from '../../../kit/map';
import { fetchMonit } from '../api';
import { geocodeQueue } from '../../../kit/geocode/geocodeQueue';
import { useMonitor } from '../monitorStore';
import { MONIT_QUERY_KEY } from '../useMonitData';
import { toMapVehicles } from './mapVehicles';
import { MonitorViewSync } from './MonitorViewSync';
import { PoiFocus } from './PoiFocus';
import { useMapSettings } from './useMapSettings';
import { usePoiMap } from '../../../kit/poi/usePoiMap';

/**
 * The monitoring map (spec 1 §2.7, §4, §9): tiles with the layer menu, chosen POIs and bases,
 * vehicle markers (clustered on request), the route widget's track, the alarm window's focus
 * point, the two locks and the right-click menu. The container carries data-ready (first full
 * render with the loaded vehicles) and data-drawn (vehicles on the map) for tests and benches.
 */
export function MonitorMap(props: { vehicles: MonitVehicle[] }) {
  // The page's poll owns the request; this observer only reads whether the first answer came.
  const { isSuccess: loaded } = useQuery({
    queryKey: MONIT_QUERY_KEY,
    queryFn: ({ signal }) => fetchMonit(signal),
    enabled: false,
  });
  const pois = usePoiMap();
  const settings = useMapSettings();
  const selectedId = useMonitor((s) => s.selectedId);
  const selectVehicle = useMonitor((s) => s.selectVehicle);
  const scaleLock = useMonitor((s) => s.scaleLock);
  const centerLock = useMonitor((s) => s.centerLock);
  const setScaleLock = useMonitor((s) => s.setScaleLock);
  const setCenterLock = useMonitor((s) => s.setCenterLock);
  const focus = useMonitor((s) => s.focus);
  const routeTrack = useMonitor((s) => s.routeTrack);

  const drawable = useMemo(
    () => toMapVehicles(props.vehicles, settings.bubbles, (lat, lon) => geocodeQueue.cached(lat, lon)),
    [props.vehicles, settings.bubbles],
  );
  const byId = useMemo(() => new Map(drawable.map((v) => [v.id, v])), [drawable]);

  const [ready, setReady] = useState(false);
  const [tilesAvailable, setTilesAvailable] = useState(true);
  const [clusters, setClusters] = useState(0);
  const [clusterClick, setClusterClick] = useState<ClusterClick | null>(null);
  const [poiClick, setPoiClick] = useState<PoiClick | null>(null);
  const [poiTarget, setPoiTarget] = useState<{ poi: PoiMapItem; seq: number } | null>(null);
  const [menuAt, setMenuAt] = useState<MapPointEvent | null>(null);

  // Looking at something on purpose (an alarm's place, the route) pauses the fit-to-vehicles
  // lock, so the next poll does not pull the view away; the toggle shows it switched off.
  const focusSeq = focus?.seq ?? 0;
  const fitSeq = routeTrack?.fitSeq ?? 0;
  useEffect(() => {
    if (focusSeq > 0 || fitSeq > 0) setScaleLock(false);
  }, [focusSeq, fitSeq, setScaleLock]);

  const onReady = useCallback(() => setReady(true), []);
  const onDrawn = useCallback((d: { clusters: number }) => setClusters(d.clusters), []);
  const closeCluster = useCallback(() => setClusterClick(null), []);
  const closePoi = useCallback(() => setPoiClick(null), []);
  const closeMenu = useCallback(() => setMenuAt(null), []);
  const onContextMenu = useCallback((e: MapPointEvent) => {
    setClusterClick(null);
    setPoiClick(null);
    setMenuAt(e);
  }, []);

  return (
    <div className="monit-map" aria-label={pl.monitMap.label}>
      <MapView
        testId="monit-map"
        dataAttributes={{ 'data-ready': ready ? '1' : '0', 'data-drawn': drawable.length, 'data-clusters': clusters }}
        onContextMenu={onContextMenu}
      >
        <TileLayers plan={settings.plan} onAvailable={setTilesAvailable} />
        <PoiLayer pois={pois.data?.data ?? []} onPoiClick={setPoiClick} />
        <RouteTrackLayer track={routeTrack} />
        <VehicleLayer
          vehicles={drawable}
          selectedId={selectedId}
          clustering={settings.clustering}
          onSelect={selectVehicle}
          onClusterClick={setClusterClick}
          onDrawn={onDrawn}
        />
        <FocusMarker target={focus} />
        <PoiFocus target={poiTarget} />
        <MonitorViewSync vehicles={drawable} loaded={loaded} onReady={onReady} />

        <div className="map-toolbar">
          <MapToggle
            on={scaleLock}
            onChange={setScaleLock}
            icon={<ExpandOutlined />}
            title={pl.monitMap.scaleLock}
            testId="map-scale-lock"
          />
          <MapToggle
            on={centerLock}
            onChange={setCenterLock}
            icon={<AimOutlined />}
            title={pl.monitMap.centerLock}
            testId="map-center-lock"
          />
          <LayerMenu value={settings.layer} onChange={settings.setLayer} ownAvailable={settings.ownAvailable} />
        </div>
        <div className="map-status" data-testid="map-status">
          {!loaded ? (
            <span>
              <Spin size="small" /> {pl.monit.loading}
            </span>
          ) : drawable.length === 0 ? (
            <span>{pl.monitMap.empty}</span>
          ) : (
            <Tooltip title={pl.monitMap.drawnHint}>
              <span>
                {pl.monitMap.drawn(drawable.length, props.vehicles.length)}
                {clusters > 0 ? `, ${pl.monitMap.clusters(clusters)}` : ''}
              </span>
            </Tooltip>
          )}
          {!tilesAvailable && (
            <Tooltip title={pl.monitMap.tilesUnavailableHint}>
              <span className="map-status-warning" data-testid="map-tiles-unavailable">
                {pl.monitMap.tilesUnavailable}
              </span>
            </Tooltip>
          )}
        </div>
        {clusterClick && (
          <ClusterPopup
            click={clusterClick}
            vehicles={byId}
            onPick={(id) => {
              setClusterClick(null);
              selectVehicle(id);
            }}
            onClose={closeCluster}
          />
        )}
        {poiClick && (
          <PoiPopup
            items={poiClick.items}
            pixel={poiClick.pixel}
            onZoom={(poi) => setPoiTarget((t) => ({ poi, seq: (t?.seq ?? 0) + 1 }))}
            onClose={closePoi}
          />
        )}
      </MapView>
      {menuAt && <MapContextMenu at={menuAt} onClose={closeMenu} />}
    </div>
  );
}
