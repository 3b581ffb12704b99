import type { BaseSave, PoiSave } from '@namiar/domain';

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
