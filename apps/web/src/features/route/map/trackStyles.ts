import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import type { RouteTrackKind } from '../../../kit/map';
import { flagPieces, splitRange } from '../../../kit/map';
import type { LoadedRoute } from '../model';

/**
 * The route track's looks (spec 2 §2.1): width 7, blue at 0.45 opacity for the travelled part;
 * yellow (GPRS availability), orange (GPRS activity) and red (overspeed) sub-tracks drawn as
 * narrower stripes over it, so that all three stay visible where they overlap.
 *
 * Decision: the travelled part start..current is drawn as the track; the rest of the route
 * (before the start and after the current point) stays visible as a thin grey line, so the
 * user sees where the route goes. Sub-tracks are drawn on the travelled part only.
 */
const line = (color: string, width: number, zIndex: number) =>
  new Style({ stroke: new Stroke({ color, width, lineCap: 'round', lineJoin: 'round' }), zIndex });

export const TRACK_COLORS = {
  travelled: 'rgba(0, 0, 255, 0.45)',
  rest: 'rgba(73, 80, 87, 0.45)',
  gprsAval: '#fcc419',
  gprsActive: '#fd7e14',
  overspeed: '#e03131',
} as const;

const TRAVELLED = line(TRACK_COLORS.travelled, 7, 1);
const REST = line(TRACK_COLORS.rest, 3, 0);
const SUB = {
  gprsAval: line(TRACK_COLORS.gprsAval, 5, 2),
  gprsActive: line(TRACK_COLORS.gprsActive, 3.5, 3),
  overspeed: line(TRACK_COLORS.overspeed, 2, 4),
};

export type SubTrack = keyof typeof SUB;
export const SUB_TRACKS: { key: SubTrack; field: string; setting: string }[] = [
  { key: 'gprsAval', field: 'gprsAval', setting: 'route-tracks-gprsEval' },
  { key: 'gprsActive', field: 'gprsActive', setting: 'route-tracks-gprsActive' },
  { key: 'overspeed', field: 'overspeed', setting: 'route-tracks-overspeeds' },
];

/** The main track's pieces: built once per route. */
export function mainKind(route: LoadedRoute): RouteTrackKind {
  return { key: 'track', pieces: route.n > 0 ? splitRange(0, route.n - 1) : [], travelled: TRAVELLED, rest: REST };
}

/** A sub-track's pieces: runs of points flagged 1 in its field. */
export function subKind(route: LoadedRoute, key: SubTrack): RouteTrackKind {
  const field = SUB_TRACKS.find((s) => s.key === key)!.field;
  return { key, pieces: flagPieces(route.col(field), route.n), travelled: SUB[key], rest: null };
}
