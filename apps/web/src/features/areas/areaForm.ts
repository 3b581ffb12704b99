import {
  areaCentre,
  baseSaveBody,
  fieldErrors,
  geocodedAddressFields,
  poiSaveBody,
  polyText,
  type BaseRecord,
  type PoiRecord,
} from '@namiar/domain';
import type { FormBody } from '../../kit/api/api';

/**
 * The own point and base editors' form (spec 3 §3.4, §3.5, §7): values under the spec's field
 * names, what the save sends, the client-side check (the domain's save schema, so the words are
 * the server's), the query prefill and the map's starting view (§9). Pure.
 */
export type AreaKind = 'poi' | 'base';

/** The kind-specific field names of the spec. */
export const AREA_FIELDS = {
  poi: {
    id: 'pid',
    type: 'solid_object_type_id',
    status: 'solid_object_status_id',
    shape: 'solid_object_shape_type_id',
  },
  base: { id: 'bid', type: 'base_type_id', status: 'base_status_id', shape: 'base_shape_type_id' },
} as const;

export const SHAPE = { circle: 1, rectangle: 2, polygon: 3 } as const;

export type LatLon = [number, number];

interface AreaFormCommon {
  name: string;
  lat: number | null;
  lon: number | null;
  radius: number | null;
  /** [lat, lon] corners without the closing point; null for a circle. */
  poly: LatLon[] | null;
  address: string;
  address_no: string;
  postal_code: string;
  city: string;
  phone_no: string;
  fax: string;
  email: string;
  vehicles: number[];
  drivers: number[];
}

export interface PoiFormValues extends AreaFormCommon {
  solid_object_type_id: number;
  solid_object_status_id: number;
  speed_limit: number | null;
  icon_no: number;
  solid_object_shape_type_id: number;
  /** false: an automatic point no user confirmed yet. */
  verified: boolean;
}

export interface BaseFormValues extends AreaFormCommon {
  base_type_id: number;
  base_status_id: number;
  base_shape_type_id: number;
}

export type AreaFormValues = PoiFormValues | BaseFormValues;

/** The shape id of the form (1 circle, 2 rectangle, 3 polygon). */
export function shapeOf(kind: AreaKind, values: Partial<AreaFormValues>): number {
  const v = (values as Record<string, unknown>)[AREA_FIELDS[kind].shape];
  return typeof v === 'number' ? v : Number(v) || SHAPE.circle;
}

/** Radius of a circle made from a query prefill (metres). */
export const PREFILL_RADIUS: Record<AreaKind, number> = { poi: 100, base: 300 };

/** lat and lon of the query (the monitor's and the route's 'add POI / base here'), when both are valid. */
export function queryPrefill(search: URLSearchParams): { lat: number; lon: number } | null {
  const read = (key: string, max: number) => {
    const text = search.get(key);
    if (text === null || text.trim() === '') return null;
    const n = Number(text.replace(',', '.'));
    return Number.isFinite(n) && Math.abs(n) <= max ? n : null;
  };
  const lat = read('lat', 90);
  const lon = read('lon', 180);
  return lat === null || lon === null ? null : { lat, lon };
}

/** The loaded record as form values; a new record placed at the query's point is a circle there. */
export function toFormValues(
  kind: AreaKind,
  record: PoiRecord | BaseRecord,
  prefill: { lat: number; lon: number } | null,
): AreaFormValues {
  const values = { ...record } as Record<string, unknown>;
  delete values[AREA_FIELDS[kind].id];
  const isNew = (kind === 'poi' ? (record as PoiRecord).pid : (record as BaseRecord).bid) === 0;
  if (isNew && prefill) {
    values[AREA_FIELDS[kind].shape] = SHAPE.circle;
    values.lat = prefill.lat;
    values.lon = prefill.lon;
    values.radius = PREFILL_RADIUS[kind];
    values.poly = null;
  }
  return values as unknown as AreaFormValues;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * The save body (spec 3 §7): vehicles and drivers comma-joined; a circle sends lat, lon and
 * radius without poly; other shapes send poly ('lon^lat' pairs joined by '|', the closing
 * point dropped) without lat, lon and radius.
 */
export function toSaveBody(kind: AreaKind, id: number, values: AreaFormValues): FormBody {
  const f = AREA_FIELDS[kind];
  const v = values as unknown as Record<string, unknown>;
  const shape = shapeOf(kind, values);
  const body: FormBody = {
    [f.id]: id,
    name: text(values.name),
    [f.type]: text(v[f.type]),
    [f.status]: text(v[f.status]),
    [f.shape]: shape,
    address: text(values.address),
    address_no: text(values.address_no),
    postal_code: text(values.postal_code),
    city: text(values.city),
    phone_no: text(values.phone_no),
    fax: text(values.fax),
    email: text(values.email),
    vehicles: (values.vehicles ?? []).join(','),
    drivers: (values.drivers ?? []).join(','),
  };
  if (kind === 'poi') {
    body.speed_limit = text(v.speed_limit);
    body.icon_no = text(v.icon_no);
    body.verified = v.verified === false ? 'false' : 'true';
  }
  if (shape === SHAPE.circle) {
    body.lat = text(values.lat);
    body.lon = text(values.lon);
    body.radius = text(values.radius);
  } else {
    body.poly = polyText(values.poly ?? []);
  }
  return body;
}

/** The messages the server would answer, by field (empty when the form would be accepted). */
export function areaFieldErrors(kind: AreaKind, values: Partial<AreaFormValues>): Record<string, string> {
  const body = toSaveBody(kind, 0, values as AreaFormValues);
  const r = (kind === 'poi' ? poiSaveBody : baseSaveBody).safeParse(body);
  return r.success ? {} : fieldErrors(r.error);
}

/** A shape drawn on the map: a circle, or corners of a rectangle or polygon. */
export type DrawnShape =
  | { shape: typeof SHAPE.circle; lat: number; lon: number; radius: number }
  | { shape: typeof SHAPE.rectangle | typeof SHAPE.polygon; poly: LatLon[] };

/** What 'Zatwierdź' writes into the form: the shape and its geometry, the other kind's cleared. */
export function drawnToValues(kind: AreaKind, drawn: DrawnShape): Partial<AreaFormValues> {
  const shapeField = AREA_FIELDS[kind].shape;
  if (drawn.shape === SHAPE.circle) {
    return {
      [shapeField]: SHAPE.circle,
      lat: round6(drawn.lat),
      lon: round6(drawn.lon),
      radius: Math.max(1, Math.round(drawn.radius)),
      poly: null,
    } as Partial<AreaFormValues>;
  }
  return {
    [shapeField]: drawn.shape,
    lat: null,
    lon: null,
    radius: null,
    poly: drawn.poly.map(([la, lo]): LatLon => [round6(la), round6(lo)]),
  } as Partial<AreaFormValues>;
}

/** Six decimals: about 10 cm, enough for an area drawn by hand. */
const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/** The form's shape as drawn on the map, or null while it has no usable geometry. */
export function formShape(kind: AreaKind, values: Partial<AreaFormValues>): DrawnShape | null {
  const shape = shapeOf(kind, values);
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  if (shape === SHAPE.circle) {
    const lat = num(values.lat);
    const lon = num(values.lon);
    const radius = num(values.radius);
    if (lat === null || lon === null || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
    return { shape: SHAPE.circle, lat, lon, radius: radius !== null && radius > 0 ? radius : 0 };
  }
  const poly = values.poly ?? [];
  if (poly.length < 2) return null;
  return { shape: shape === SHAPE.rectangle ? SHAPE.rectangle : SHAPE.polygon, poly };
}

/** Where an area's address is looked up: the centre of its circle, or the mean of its corners. */
export function shapeCentre(drawn: DrawnShape | null): { lat: number; lon: number } | null {
  if (!drawn) return null;
  return drawn.shape === SHAPE.circle
    ? { lat: drawn.lat, lon: drawn.lon }
    : areaCentre({ lat: null, lon: null, poly: drawn.poly });
}

/** Spec 3 §9: where the map opens. */
export function mapStart(
  kind: AreaKind,
  centre: { lat: number; lon: number } | null,
): { center: [number, number]; zoom: number } {
  if (kind === 'poi')
    return centre ? { center: [centre.lon, centre.lat], zoom: 12 } : { center: [21.02, 52.24], zoom: 6 };
  return { center: centre ? [centre.lon, centre.lat] : [18, 52], zoom: 15 };
}

/** The address tab's fields from a reverse-geocoding answer: the server's automatic points read it the same way. */
export const addressFields = geocodedAddressFields;
