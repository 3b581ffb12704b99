import { AREA_STATUS_INACTIVE, type EngineArea } from '@namiar/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** The stored [lat, lon] JSON list (migration 004), or null when it is not one. */
function corners(text: string | null): [number, number][] | null {
  if (!text) return null;
  try {
    const v: unknown = JSON.parse(text);
    if (!Array.isArray(v)) return null;
    const out: [number, number][] = [];
    for (const p of v) {
      if (!Array.isArray(p) || typeof p[0] !== 'number' || typeof p[1] !== 'number') return null;
      out.push([p[0], p[1]]);
    }
    return out;
  } catch {
    return null;
  }
}

const toArea = (
  kind: EngineArea['kind'],
  r: { id: number; shape: number; lat: number | null; lon: number | null; radius: number | null; poly: string | null },
): EngineArea => {
  const circle = r.shape === 1;
  return {
    kind,
    id: r.id,
    shape: r.shape,
    lat: circle ? r.lat : null,
    lon: circle ? r.lon : null,
    radius: circle ? r.radius : null,
    poly: circle ? null : corners(r.poly),
  };
};

/**
 * The own points and bases whose stays the engine detects for a vehicle (docs/events.md §14):
 * the company's active ones (status other than 'Nieaktywny') that apply to every vehicle or
 * have this one on their vehicle list, own points first, each kind by id (a stable order keeps
 * the configuration revision stable).
 */
export async function vehicleAreas(db: Kysely<DB>, customerId: number, vehicleId: number): Promise<EngineArea[]> {
  const [pois, bases] = await Promise.all([
    db
      .selectFrom('pois as a')
      .select(['a.id', 'a.shape', 'a.lat', 'a.lon', 'a.radius', 'a.poly'])
      .where('a.customer_id', '=', customerId)
      .where('a.status_id', '!=', AREA_STATUS_INACTIVE)
      .where((eb) =>
        eb.or([
          eb('a.vehicles_restricted', '=', 0),
          eb.exists(
            eb
              .selectFrom('poi_vehicles as l')
              .select('l.poi_id')
              .whereRef('l.customer_id', '=', 'a.customer_id')
              .whereRef('l.poi_id', '=', 'a.id')
              .where('l.vehicle_id', '=', vehicleId),
          ),
        ]),
      )
      .orderBy('a.id')
      .execute(),
    db
      .selectFrom('bases as a')
      .select(['a.id', 'a.shape', 'a.lat', 'a.lon', 'a.radius', 'a.poly'])
      .where('a.customer_id', '=', customerId)
      .where('a.base_status_id', '!=', AREA_STATUS_INACTIVE)
      .where((eb) =>
        eb.or([
          eb('a.vehicles_restricted', '=', 0),
          eb.exists(
            eb
              .selectFrom('base_vehicles as l')
              .select('l.base_id')
              .whereRef('l.customer_id', '=', 'a.customer_id')
              .whereRef('l.base_id', '=', 'a.id')
              .where('l.vehicle_id', '=', vehicleId),
          ),
        ]),
      )
      .orderBy('a.id')
      .execute(),
  ]);
  return [...pois.map((r) => toArea('poi', r)), ...bases.map((r) => toArea('base', r))];
}
