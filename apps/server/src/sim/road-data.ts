/**
 * Hand-authored polylines of real Polish roads and one railway line for the demo fleet (no
 * routing service). Waypoints were placed on the roads at interchanges, town bypasses and
 * bends, to within a few hundred metres; between waypoints the simulator interpolates along
 * the great circle. A named waypoint is a place a vehicle can stop at (depot, customer,
 * interchange, station). `gpsGaps` are stretches without GNSS reception (tunnels), given by the
 * names of their first and last waypoint.
 */
import type { RoadDef } from './road-def';
import { INTERCITY_ROADS } from './roads-intercity';
import { LOCAL_ROADS } from './roads-local';

export type { RoadDef, RoadKind, WaypointDef } from './road-def';

export const ROAD_DEFS = { ...INTERCITY_ROADS, ...LOCAL_ROADS } as const satisfies Record<string, RoadDef>;

export type RoadId = keyof typeof ROAD_DEFS;
