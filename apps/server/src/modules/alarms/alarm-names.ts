import { isIoEvent, vehicleEventName, type IoDescriptions } from '@namiar/domain';
import { buildVehicleConfig } from '../../engine/vehicle-config';
import type { Db } from '../../db/schema';
import { vehicleSettingsOf } from './alarms.repository';

/** An event row as the alarm lists and the alarm e-mail read it. */
interface NamedSource {
  vehicle_id: number;
  event_type: number;
}

/**
 * Names events of a company's vehicles (issue 27 §4): an input's or output's event by the
 * vehicle's description ('Pompa wody załączona'), any other by the catalogue. The vehicles'
 * settings are read only for vehicles that have such events in `rows`, once per call.
 */
export async function eventNamer(
  db: Db,
  customerId: number,
  rows: readonly NamedSource[],
): Promise<(row: NamedSource) => string> {
  const ids = [...new Set(rows.filter((r) => isIoEvent(r.event_type)).map((r) => r.vehicle_id))];
  const io = new Map<number, IoDescriptions>();
  if (ids.length > 0) {
    for (const v of await vehicleSettingsOf(db, customerId, ids))
      io.set(v.id, buildVehicleConfig(v.vehicle_type_id, v.settings, null));
  }
  return (row) => vehicleEventName(row.event_type, io.get(row.vehicle_id) ?? null);
}
