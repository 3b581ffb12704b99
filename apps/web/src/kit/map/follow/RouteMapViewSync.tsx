import { useEffect, useRef } from 'react';
import { useOlMap } from '../mapContext';
import { pointAt, rangeExtent } from '../layers/RouteTrackGeometry';
import { centreOn, fitExtent } from '../viewMoves';
import { toLonLat } from 'ol/proj';
import { onCursorMove, onLockChange, type RouteViewAction, type RouteViewInputs } from './viewPolicy';

export interface RouteMapViewSyncProps {
  xy: Float64Array;
  start: number;
  current: number;
  fitLock: boolean;
  centreLock: boolean;
  /** Each increase fits the drawn track once (the fit button's single click). */
  fitSeq: number;
  /** Each increase centres on the current point once (the centre button's single click). */
  centreSeq: number;
}

/**
 * Moves the route map per the view policy (viewPolicy.ts): a new route is fitted whole; the
 * cursor and the locks move the view as the policy says. Renders nothing.
 */
export function RouteMapViewSync({
  xy,
  start,
  current,
  fitLock,
  centreLock,
  fitSeq,
  centreSeq,
}: RouteMapViewSyncProps) {
  const map = useOlMap();
  const latest = useRef({ xy, start, current });
  latest.current = { xy, start, current };

  const inputs = (): RouteViewInputs => {
    const p = pointAt(latest.current.xy, latest.current.current);
    const size = map.getSize();
    return {
      fitLock,
      centreLock,
      point: p ? [p.x, p.y] : null,
      view: size ? (map.getView().calculateExtent(size) as [number, number, number, number]) : null,
    };
  };

  const apply = (action: RouteViewAction, animate = true) => {
    if (action.kind === 'fit') {
      const { xy: c, start: s, current: cur } = latest.current;
      const extent = rangeExtent(c, s, cur) ?? rangeExtent(c, 0, c.length / 2 - 1);
      if (extent) fitExtent(map, [...extent], animate);
    } else if (action.kind === 'centre') {
      centreOn(map, toLonLat(action.at) as [number, number]);
    }
  };

  // A new route: show all of it.
  useEffect(() => {
    const extent = rangeExtent(xy, 0, xy.length / 2 - 1);
    if (extent) fitExtent(map, [...extent], false);
  }, [map, xy]);

  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) return;
    apply(onCursorMove(inputs()));
    // The policy reads the latest inputs; only a cursor move triggers it.
  }, [start, current]);

  useEffect(() => {
    if (mounted.current) apply(onLockChange(inputs(), 'fit'));
  }, [fitLock]);
  useEffect(() => {
    if (mounted.current) apply(onLockChange(inputs(), 'centre'));
  }, [centreLock]);
  useEffect(() => {
    if (mounted.current) apply({ kind: 'fit' });
  }, [fitSeq]);
  useEffect(() => {
    const p = pointAt(latest.current.xy, latest.current.current);
    if (mounted.current && p) apply({ kind: 'centre', at: [p.x, p.y] });
  }, [centreSeq]);

  useEffect(() => {
    mounted.current = true;
  }, []);

  return null;
}
