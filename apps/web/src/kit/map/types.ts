import type { MarkerLook } from './markerKeys';

/** A vehicle as the map draws it; the screen that owns the data builds these (toMapVehicles). */
export interface MapVehicle {
  id: number;
  lon: number;
  lat: number;
  look: Omit<MarkerLook, 'selected'>;
  /** Heading in degrees (azh), null when unknown. */
  heading: number | null;
  /** Registration: cluster lists, tooltips. */
  title: string;
  /** Bubble text under the marker (registration and the optional lines), null for none. */
  label: string | null;
  /** False for vehicles a click must not select (spec 1 §4). */
  selectable: boolean;
}

/** What a cluster click hands to its popup. */
export interface ClusterClick {
  ids: number[];
  /** Pixel in the map container. */
  pixel: [number, number];
}
