/** How a road of the demo fleet is described (road-data.ts). */
export type RoadKind = 'motorway' | 'expressway' | 'national' | 'city' | 'rail';

/** [lat, lon] or [lat, lon, name]. */
export type WaypointDef = readonly [number, number] | readonly [number, number, string];

export interface RoadDef {
  name: string;
  kind: RoadKind;
  /** The last waypoint connects back to the first (city loops). */
  loop?: boolean;
  points: readonly WaypointDef[];
  gpsGaps?: readonly (readonly [string, string])[];
}
