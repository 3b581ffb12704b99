import { AREAS_MSG, POI_STATUSES, POI_TYPES, drawnShapeOf, type PoiRecord, type PoiSave } from '@namiar/domain';
import { parsePoly } from './poi-areas';
import type { AreaStore } from './area-records.service';
import { EMPTY_AREA_FIELDS, areaColumns, areaFields } from './area-columns';
import { areaRows } from './area-rows.repository';

/** The stored columns of a save: its own fields and those every area has. */
function columns(save: PoiSave, restricted: boolean, now: number) {
  return {
    name: save.name,
    type_id: save.type_id,
    status_id: save.status_id,
    speed_limit: save.speed_limit,
    icon_no: save.icon_no,
    verified: save.verified ? 1 : 0,
    ...areaColumns(save, restricted, now),
  };
}

const rows = areaRows('pois', columns);

/** Own points (spec 3 §3.4) for the shared area records service. */
export const poiStore: AreaStore<PoiRecord, PoiSave> = {
  kind: 'poi',
  entity: 'poi',
  notFound: AREAS_MSG.poiNotFound,
  types: POI_TYPES,
  statuses: POI_STATUSES,
  newRecord: () => ({
    pid: 0,
    name: '',
    solid_object_type_id: POI_TYPES[0].value,
    solid_object_status_id: POI_STATUSES[0].value,
    speed_limit: null,
    icon_no: 1,
    solid_object_shape_type_id: 1,
    verified: true,
    radius: 100,
    ...EMPTY_AREA_FIELDS,
  }),

  async find(db, customerId, id) {
    const r = await rows.find(db, customerId, id);
    if (!r) return null;
    return {
      restricted: r.vehicles_restricted === 1,
      record: {
        pid: r.id,
        name: r.name,
        solid_object_type_id: r.type_id,
        solid_object_status_id: r.status_id,
        speed_limit: r.speed_limit,
        icon_no: r.icon_no,
        solid_object_shape_type_id: drawnShapeOf(r.shape, parsePoly(r.poly)),
        verified: r.verified !== 0,
        ...areaFields(r),
      },
    };
  },

  list(db, customerId) {
    return db
      .selectFrom('pois')
      .select([
        'id',
        'name',
        'type_id',
        'status_id',
        'shape',
        'poly',
        'city',
        'address',
        'address_no',
        'vehicles_restricted',
        'verified',
      ])
      .where('customer_id', '=', customerId)
      .orderBy('name')
      .orderBy('id')
      .execute();
  },

  insert: rows.insert,
  update: rows.update,
  remove: rows.remove,
};
