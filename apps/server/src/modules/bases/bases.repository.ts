import { AREAS_MSG, BASE_STATUSES, BASE_TYPES, drawnShapeOf, type BaseRecord, type BaseSave } from '@namiar/domain';
import { parsePoly } from '../poi/poi-areas';
import type { AreaStore } from '../poi/area-records.service';
import { EMPTY_AREA_FIELDS, areaColumns, areaFields } from '../poi/area-columns';
import { areaRows } from '../poi/area-rows.repository';

/** The stored columns of a save: its own fields and those every area has. */
function columns(save: BaseSave, restricted: boolean, now: number) {
  return {
    name: save.name,
    base_type_id: save.base_type_id,
    base_status_id: save.base_status_id,
    ...areaColumns(save, restricted, now),
  };
}

const rows = areaRows('bases', columns);

/**
 * Bases (spec 3 §3.5) for the shared area records service. A base is answered as the shape it
 * was drawn (drawnShapeOf): spec 3 §3.5's "reduced to 2 on load" would make a saved-back polygon
 * a rectangle (issue 27), so it shapes no answer (docs/decisions.md 'Area shapes').
 */
export const baseStore: AreaStore<BaseRecord, BaseSave> = {
  kind: 'base',
  entity: 'base',
  notFound: AREAS_MSG.baseNotFound,
  types: BASE_TYPES,
  statuses: BASE_STATUSES,
  newRecord: () => ({
    bid: 0,
    name: '',
    base_type_id: BASE_TYPES[0].value,
    base_status_id: BASE_STATUSES[0].value,
    base_shape_type_id: 1,
    radius: 300,
    ...EMPTY_AREA_FIELDS,
  }),

  async find(db, customerId, id) {
    const r = await rows.find(db, customerId, id);
    if (!r) return null;
    return {
      restricted: r.vehicles_restricted === 1,
      record: {
        bid: r.id,
        name: r.name,
        base_type_id: r.base_type_id,
        base_status_id: r.base_status_id,
        ...areaFields(r),
        base_shape_type_id: drawnShapeOf(r.shape, parsePoly(r.poly)),
      },
    };
  },

  list(db, customerId) {
    return db
      .selectFrom('bases')
      .select([
        'id',
        'name',
        'base_type_id as type_id',
        'base_status_id as status_id',
        'shape',
        'poly',
        'city',
        'address',
        'address_no',
        'vehicles_restricted',
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
