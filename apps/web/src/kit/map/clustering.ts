import { CLUSTER_BELOW_ZOOM } from './constants';

/** A point to group: map units (EPSG:3857 metres) or pixels, as long as `distance` uses the same. */
export interface ClusterInput {
  id: number;
  x: number;
  y: number;
}

export interface ClusterGroup {
  /** Ids of the members, in input order; one member = a lone point. */
  ids: number[];
  /** Centroid of the members. */
  x: number;
  y: number;
}

/** Clustering is on only when the setting asks for it and the zoom is below 16 (spec 1 §4, §9). */
export function clusteringActive(enabled: boolean, zoom: number): boolean {
  return enabled && zoom < CLUSTER_BELOW_ZOOM;
}

/**
 * Greedy distance clustering: in input order, every point not yet taken starts a group and
 * takes every free point within `distance` of it (Euclidean). A uniform grid with cells of
 * `distance` keeps it linear in practice, so 5,000 vehicles group in a few milliseconds and
 * the result does not depend on how points happen to fall on tile or grid borders.
 * Points listed in `never` (the selected vehicle) always stay alone.
 */
export function clusterPoints(
  points: readonly ClusterInput[],
  distance: number,
  never?: ReadonlySet<number>,
): ClusterGroup[] {
  if (!(distance > 0)) return points.map((p) => ({ ids: [p.id], x: p.x, y: p.y }));
  const cellOf = (v: number) => Math.floor(v / distance);
  const grid = new Map<string, number[]>();
  for (let i = 0; i < points.length; i++) {
    if (never?.has(points[i].id)) continue;
    const key = `${cellOf(points[i].x)}:${cellOf(points[i].y)}`;
    const cell = grid.get(key);
    if (cell) cell.push(i);
    else grid.set(key, [i]);
  }
  const taken = new Uint8Array(points.length);
  const d2 = distance * distance;
  const groups: ClusterGroup[] = [];
  for (let i = 0; i < points.length; i++) {
    if (taken[i]) continue;
    taken[i] = 1;
    const seed = points[i];
    const members = [i];
    if (!never?.has(seed.id)) {
      const cx = cellOf(seed.x);
      const cy = cellOf(seed.y);
      for (let gx = cx - 1; gx <= cx + 1; gx++) {
        for (let gy = cy - 1; gy <= cy + 1; gy++) {
          for (const j of grid.get(`${gx}:${gy}`) ?? []) {
            if (taken[j]) continue;
            const dx = points[j].x - seed.x;
            const dy = points[j].y - seed.y;
            if (dx * dx + dy * dy <= d2) {
              taken[j] = 1;
              members.push(j);
            }
          }
        }
      }
    }
    members.sort((a, b) => a - b);
    let sx = 0;
    let sy = 0;
    for (const m of members) {
      sx += points[m].x;
      sy += points[m].y;
    }
    groups.push({ ids: members.map((m) => points[m].id), x: sx / members.length, y: sy / members.length });
  }
  return groups;
}
