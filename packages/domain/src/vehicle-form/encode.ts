import { encodeCalibrations } from './calibration';
import { VEHICLE_FIELDS, type FieldKind } from './fields';
import type { VehicleSave } from './form';
import { DELIMITED_LISTS, LIST_SPECS, encodeIdList, encodeList } from './lists';

/**
 * The save body of the vehicle editor (spec 3 §7): single values as form fields (booleans
 * 'true'/'false', empty numbers ''), the lists as delimited strings, bases and own points
 * comma-joined, calibrations as three strings. The server's schema (schemas/vehicles.ts) reads
 * it back; a unit test round-trips the two.
 */
export function encodeVehicleSave(form: VehicleSave): Record<string, string> {
  const body: Record<string, string> = { vid: String(form.vid), device_protocol: form.device_protocol };
  const values = form as unknown as Record<string, unknown>;
  for (const [name, spec] of Object.entries(VEHICLE_FIELDS) as [string, FieldKind][]) {
    const v = values[name];
    if (spec.kind === 'bool') body[name] = v ? 'true' : 'false';
    else body[name] = v === null || v === undefined ? '' : String(v);
  }
  for (const list of DELIMITED_LISTS) body[list] = encodeList(LIST_SPECS[list], form[list] as readonly object[]);
  body.bases = encodeIdList(form.bases);
  body.solid_objects = encodeIdList(form.solid_objects);
  Object.assign(body, encodeCalibrations(form.calibrations));
  return body;
}
