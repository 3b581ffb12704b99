import {
  createShapeIndex,
  parsePid,
  pointPid,
  type GeoShape,
  type LatLon,
  type PoiMapItem,
  type ShapeIndex,
} from '@namiar/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { chosenPoints } from '../settings/monitor-choices.repository';
import { listBaseAreas, listPoiAreas } from './poi.repository';

/**
 * The company's own points and bases as the monitor uses them: the map layer (`/poi/map`,
 * spec 1 §3.5) and the vehicle list's POI name (the chosen areas holding the vehicle).
 */

/** The stored [lat, lon] JSON list, or null when absent or not a list of number pairs. */
export function parsePoly(text: string | null): LatLon[] | null {
  if (!text) return null;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(v)) return null;
  const out: LatLon[] = [];
  for (const p of v) {
    if (!Array.isArray(p) || p.length < 2) return null;
    const [la, lo] = p as unknown[];
    if (typeof la !== 'number' || typeof lo !== 'number' || !Number.isFinite(la) || !Number.isFinite(lo)) return null;
    out.push([la, lo]);
  }
  return out;
}

export interface MapArea {
  pid: string;
  name: string;
  type: number;
  chosen: boolean;
  shape: GeoShape;
}

/** The company's areas: own points first, then bases, each by name (chosen: true until a choice is applied). */
export async function listCompanyAreas(db: Kysely<DB>, customerId: number): Promise<MapArea[]> {
  const [pois, bases] = await Promise.all([listPoiAreas(db, customerId), listBaseAreas(db, customerId)]);
  const area = (
    r: {
      id: number;
      name: string;
      shape: number;
      lat: number | null;
      lon: number | null;
      radius: number | null;
      poly: string | null;
    },
    kind: 'poi' | 'base',
    type: number,
  ): MapArea => ({
    pid: pointPid({ kind, id: r.id }),
    name: r.name,
    type,
    chosen: true,
    shape: { shape: r.shape, lat: r.lat, lon: r.lon, radius: r.radius, poly: r.shape === 1 ? null : parsePoly(r.poly) },
  });
  return [...pois.map((r) => area(r, 'poi', r.type_id)), ...bases.map((r) => area(r, 'base', r.base_type_id))];
}

/** The areas with `chosen` per the user's saved choice (without one, all are chosen). */
export async function withUserChoice(db: Kysely<DB>, customerId: number, userId: number, areas: readonly MapArea[]) {
  const choice = await chosenPoints(db, customerId, userId);
  if (!choice) return areas.map((a) => ({ ...a, chosen: true }));
  return areas.map((a) => {
    const ref = parsePid(a.pid)!;
    return { ...a, chosen: ref.kind === 'base' ? choice.bases.has(ref.id) : choice.pois.has(ref.id) };
  });
}

/** `/poi/map`: the company's areas with the user's choice. */
export async function loadMapAreas(db: Kysely<DB>, customerId: number, userId: number): Promise<MapArea[]> {
  return withUserChoice(db, customerId, userId, await listCompanyAreas(db, customerId));
}

export function mapItem(a: MapArea): PoiMapItem {
  const circle = a.shape.shape === 1;
  return {
    pid: a.pid,
    name: a.name,
    type: a.type,
    lat: circle ? a.shape.lat : null,
    lon: circle ? a.shape.lon : null,
    radius: circle ? a.shape.radius : null,
    poly: circle ? null : ((a.shape.poly as [number, number][] | null) ?? null),
    chosen: a.chosen,
  };
}

/** A lookup of the chosen areas' names holding a point (several joined by ', '). */
export function chosenAreaNames(areas: readonly MapArea[]): {
  find(lat: number | null, lon: number | null): string | null;
} {
  const index: ShapeIndex<string> = createShapeIndex(
    areas.filter((a) => a.chosen).map((a) => ({ shape: a.shape, value: a.name })),
  );
  return {
    find(lat, lon) {
      if (index.size === 0 || lat === null || lon === null) return null;
      const names = index.find(lat, lon);
      return names.length === 0 ? null : names.join(', ');
    },
  };
}
