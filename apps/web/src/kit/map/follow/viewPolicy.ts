/**
 * When the route map moves by itself (spec 2 §2.1 Map). Pure, tested without a browser:
 *  - fit lock: the view fits the drawn track (start..current) whenever it changes;
 *  - centre lock: the view follows every current point;
 *  - no lock: the view recentres only when the current point leaves the visible extent
 *    (shrunk by a small margin, so the marker is never drawn half outside the map).
 * A newly loaded route is always fitted once (routeLoaded).
 */
export type Extent = readonly [number, number, number, number];

export type RouteViewAction = { kind: 'none' } | { kind: 'fit' } | { kind: 'centre'; at: [number, number] };

export interface RouteViewInputs {
  fitLock: boolean;
  centreLock: boolean;
  /** The current point in map units, null when the route has no usable position. */
  point: [number, number] | null;
  /** The visible extent in map units, null before the map has a size. */
  view: Extent | null;
}

const NONE: RouteViewAction = { kind: 'none' };

/** Share of the view's width/height kept as a margin inside which the point must stay. */
export const EDGE_MARGIN = 0.05;

export function isInside(point: readonly [number, number], view: Extent, margin = EDGE_MARGIN): boolean {
  const mx = (view[2] - view[0]) * margin;
  const my = (view[3] - view[1]) * margin;
  return point[0] >= view[0] + mx && point[0] <= view[2] - mx && point[1] >= view[1] + my && point[1] <= view[3] - my;
}

/** The start or current point moved (slider, play, a chart click, an event chosen). */
export function onCursorMove(inputs: RouteViewInputs): RouteViewAction {
  if (inputs.centreLock) return inputs.point ? { kind: 'centre', at: inputs.point } : NONE;
  if (inputs.fitLock) return { kind: 'fit' };
  if (!inputs.point || !inputs.view) return NONE;
  return isInside(inputs.point, inputs.view) ? NONE : { kind: 'centre', at: inputs.point };
}

/** A lock was switched on: it applies at once. Switching off changes nothing. */
export function onLockChange(inputs: RouteViewInputs, which: 'fit' | 'centre'): RouteViewAction {
  if (which === 'centre') return inputs.centreLock && inputs.point ? { kind: 'centre', at: inputs.point } : NONE;
  return inputs.fitLock ? { kind: 'fit' } : NONE;
}

/** The map's fit and centre locks (double clicks on their buttons). */
export interface ViewLocks {
  fitLock: boolean;
  centreLock: boolean;
}

/** The two locks exclude each other: switching one on switches the other off. */
export function toggleLock(locks: ViewLocks, which: 'fit' | 'centre'): ViewLocks {
  if (which === 'fit') return { fitLock: !locks.fitLock, centreLock: locks.fitLock ? locks.centreLock : false };
  return { centreLock: !locks.centreLock, fitLock: locks.centreLock ? locks.fitLock : false };
}
