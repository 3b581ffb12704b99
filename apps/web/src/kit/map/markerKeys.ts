/**
 * Pure parts of the vehicle marker look: which icon, colour and state a marker has, and the
 * cache keys of its drawn images. 5,000 markers share a few dozen images: every image is drawn
 * once per key (markerImages.ts) and reused, which is what keeps the canvas renderer fast.
 */

/** Icon ids of spec 1 §3.1. */
export const VEHICLE_ICONS = {
  1: 'car',
  2: 'car-pickup',
  3: 'truck',
  4: 'truck-trailer',
  5: 'truck-delivery',
  6: 'train',
  7: 'train-variant',
  8: 'motorbike',
} as const;
export type VehicleIconId = keyof typeof VEHICLE_ICONS;
export type VehicleIconName = (typeof VEHICLE_ICONS)[VehicleIconId];

export const DEFAULT_ICON_COLOR = '#1280e7';

export type MarkerState = 'riding' | 'paused' | 'off';
/** Data-age level of the domain rule (0 current, 1..3 older). */
export type AgeLevel = 0 | 1 | 2 | 3;

/** What a vehicle marker looks like; two vehicles with equal looks share one image. */
export interface MarkerLook {
  icon: VehicleIconName;
  color: string;
  state: MarkerState;
  age: AgeLevel;
  selected: boolean;
}

/** Unknown icon ids fall back to the car (the spec's first and most common icon). */
export function iconName(iconId: number | null | undefined): VehicleIconName {
  return VEHICLE_ICONS[iconId as VehicleIconId] ?? VEHICLE_ICONS[1];
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#abc' and '#aabbcc' (any case) are accepted and normalised to lower-case '#aabbcc'; else the default blue. */
export function iconColor(color: string | null | undefined): string {
  const c = (color ?? '').trim();
  if (!HEX.test(c)) return DEFAULT_ICON_COLOR;
  const hex = c.slice(1).toLowerCase();
  return hex.length === 3 ? `#${[...hex].map((ch) => ch + ch).join('')}` : `#${hex}`;
}

export function markerKey(look: MarkerLook): string {
  return `${look.icon}|${look.color}|${look.state}|${look.age}|${look.selected ? 1 : 0}`;
}

/** Heading arrows are drawn per 5° step: 72 rotations per colour cover every heading. */
export const HEADING_STEP_DEG = 5;
/** The route viewer's vehicle arrow turns in 16 directions (spec 2 §2.1). */
export const ROUTE_HEADING_STEP_DEG = 22.5;

/** Degrees → the nearest multiple of `step` in 0 ≤ deg < 360; non-numbers point north. */
export function headingBucket(azh: number | null | undefined, step = HEADING_STEP_DEG): number {
  if (typeof azh !== 'number' || !Number.isFinite(azh)) return 0;
  const deg = ((azh % 360) + 360) % 360;
  return (Math.round(deg / step) * step) % 360;
}

/** The arrow is shown for vehicles that report a heading while the data is current or nearly so. */
export function arrowKey(state: MarkerState, age: AgeLevel, azh: number | null | undefined): string | null {
  if (typeof azh !== 'number' || !Number.isFinite(azh) || age >= 2) return null;
  return `${state}|${headingBucket(azh)}`;
}

/**
 * More lone vehicles than this in view and the map draws compact markers (dots in the
 * vehicle's colour with the key-state ring, layers/dotCanvas.ts) instead of full icons: at that
 * density the icons overlap into a carpet anyway, and dots keep every frame short without a GPU
 * (docs/decisions.md, 'Monitor map renderer').
 */
export const DENSE_MARKERS = 400;

/** Cluster bubbles grow with the member count in three steps. */
export function clusterRadius(count: number): number {
  if (count < 10) return 15;
  if (count < 100) return 18;
  return 22;
}
