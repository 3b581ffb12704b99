import type { BaseSave, PoiSave } from '@namiar/domain';
import { parsePoly } from './poi-areas';

/**
 * The stored columns own points and bases share: geometry as the editor checked it (the corners
 * as JSON), the address tab (empty texts stored as null), the vehicle restriction and the time.
 */
export function areaColumns(save: PoiSave | BaseSave, restricted: boolean, now: number) {
  return {
    shape: save.shape,
    lat: save.lat,
    lon: save.lon,
    radius: save.radius,
    poly: save.poly ? JSON.stringify(save.poly) : null,
    address: save.address || null,
    address_no: save.address_no || null,
    postal_code: save.postal_code || null,
    city: save.city || null,
    phone_no: save.phone_no || null,
    fax: save.fax || null,
    email: save.email || null,
    vehicles_restricted: restricted ? 1 : 0,
    updated_at: now,
  };
}

/** The address tab and assignments of a new own point or base: empty. */
export const EMPTY_AREA_FIELDS = {
  lat: null,
  lon: null,
  poly: null,
  address: '',
  address_no: '',
  postal_code: '',
  city: '',
  phone_no: '',
  fax: '',
  email: '',
  vehicles: [] as number[],
  drivers: [] as number[],
};

/** A stored area row's columns every area has. */
interface StoredArea {
  shape: number;
  lat: number | null;
  lon: number | null;
  radius: number | null;
  poly: string | null;
  address: string | null;
  address_no: string | null;
  postal_code: string | null;
  city: string | null;
  phone_no: string | null;
  fax: string | null;
  email: string | null;
}

/**
 * The editor's shared fields of a stored area: a circle answers its centre and radius, any other
 * shape its corners; the address texts as '' when absent; the assignments are filled by the caller.
 */
export function areaFields(r: StoredArea) {
  const circle = r.shape === 1;
  return {
    lat: circle ? r.lat : null,
    lon: circle ? r.lon : null,
    radius: circle ? r.radius : null,
    poly: circle ? null : (parsePoly(r.poly) as [number, number][] | null),
    address: r.address ?? '',
    address_no: r.address_no ?? '',
    postal_code: r.postal_code ?? '',
    city: r.city ?? '',
    phone_no: r.phone_no ?? '',
    fax: r.fax ?? '',
    email: r.email ?? '',
    vehicles: [] as number[],
    drivers: [] as number[],
  };
}
