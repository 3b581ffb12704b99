import { useEffect, useRef } from 'react';
import { boundingExtent } from 'ol/extent';
import { fromLonLat } from 'ol/proj';
import type OlMap from 'ol/Map';
import { unByKey } from 'ol/Observable';
import { useOlMap } from '../../../kit/map/mapContext';
import { centreOn, fitExtent } from '../../../kit/map/viewMoves';
import type { MapVehicle } from '../../../kit/map/types';
import { useMonitor } from '../monitorStore';
import { onData, onLockChange, onSelect, placesSignature, type ViewAction } from './viewPolicy';

function apply(map: OlMap, action: ViewAction, vehicles: readonly MapVehicle[], animate: boolean): void {
  if (action.kind === 'centre') centreOn(map, action.lonLat, action.zoom);
  if (action.kind === 'fit') fitExtent(map, boundingExtent(vehicles.map((v) => fromLonLat([v.lon, v.lat]))), animate);
}

export interface MonitorViewSyncProps {
  vehicles: readonly MapVehicle[];
  /** The first monitor answer arrived. */
  loaded: boolean;
  /** Called once, after the first full render ('rendercomplete') with the loaded vehicles. */
  onReady(): void;
}

/**
 * Moves the monitor map by the rules of viewPolicy.ts (selection, centre lock, scale lock) and
 * reports the first complete render. Renders nothing.
 */
export function MonitorViewSync({ vehicles, loaded, onReady }: MonitorViewSyncProps) {
  const map = useOlMap();
  const selectedId = useMonitor((s) => s.selectedId);
  const selectSeq = useMonitor((s) => s.selectSeq);
  const scaleLock = useMonitor((s) => s.scaleLock);
  const centerLock = useMonitor((s) => s.centerLock);

  const latest = useRef({ vehicles, selectedId, scaleLock, centerLock });
  latest.current = { vehicles, selectedId, scaleLock, centerLock };
  const placeOfSelected = (): [number, number] | null => {
    const { vehicles: vs, selectedId: id } = latest.current;
    const v = id === null ? undefined : vs.find((x) => x.id === id);
    return v ? [v.lon, v.lat] : null;
  };

  // New data: follow the selected vehicle or fit everything (the first fit jumps, later ones glide).
  const lastSignature = useRef<string | null>(null);
  const lastSelected = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded) return;
    const selected = placeOfSelected();
    const selectedKey = selected ? `${selectedId}:${selected.join(',')}` : null;
    const signature = placesSignature(vehicles);
    const first = lastSignature.current === null;
    const action = onData({
      selected,
      centerLock,
      scaleLock,
      selectedMoved: selectedKey !== lastSelected.current,
      placesChanged: signature !== lastSignature.current,
      drawnCount: vehicles.length,
    });
    lastSignature.current = signature;
    lastSelected.current = selectedKey;
    apply(map, action, vehicles, !first);
    // Only new data triggers this; selection and locks have their own effects below.
  }, [map, vehicles, loaded]);

  // A selection (list, map or cluster list) centres at zoom 15 under the centre lock.
  const seenSeq = useRef<number | null>(null);
  useEffect(() => {
    if (!loaded || seenSeq.current === selectSeq) return;
    seenSeq.current = selectSeq;
    const selected = placeOfSelected();
    lastSelected.current = selected ? `${selectedId}:${selected.join(',')}` : null;
    apply(
      map,
      onSelect({ selected, centerLock: latest.current.centerLock, scaleLock: latest.current.scaleLock }),
      [],
      true,
    );
  }, [map, selectSeq, loaded]);

  // Switching a lock on applies it right away.
  const locks = useRef({ scaleLock, centerLock });
  useEffect(() => {
    const before = locks.current;
    locks.current = { scaleLock, centerLock };
    if (!loaded) return;
    const inputs = { selected: placeOfSelected(), centerLock, scaleLock };
    const { vehicles: vs } = latest.current;
    if (scaleLock && !before.scaleLock) apply(map, onLockChange(inputs, 'scale', vs.length), vs, true);
    if (centerLock && !before.centerLock) apply(map, onLockChange(inputs, 'centre', vs.length), vs, true);
  }, [map, scaleLock, centerLock]);

  // data-ready: the first 'rendercomplete' after the loaded vehicles are on the map.
  const ready = useRef(false);
  useEffect(() => {
    if (!loaded || ready.current) return;
    const done = () => {
      ready.current = true;
      onReady();
    };
    const key = map.once('rendercomplete', done);
    map.render();
    return () => unByKey(key);
  }, [map, loaded, onReady]);

  return null;
}
