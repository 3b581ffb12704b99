import type {
  DescriptionOption,
  ExportAnswer,
  GenericExportBody,
  RecipientObjects,
  RefusedIdentifier,
  VehicleCountersAnswer,
  VehicleDetailsAnswer,
  VehicleListRow,
} from '@namiar/domain';
import { apiCall, type FormBody } from '../../kit/api/api';
import type { GridColumnSchema } from '../../kit/grid';
import { recordLoad, recordPost, type RecordList } from '../../kit/records';

/** The calls of the vehicle records (spec 3 §7 Vehicles). */

export async function loadVehicles(signal: AbortSignal): Promise<RecordList<VehicleListRow>> {
  const a = await recordLoad<{ grid: GridColumnSchema[]; vehicles: VehicleListRow[] }>(
    'vehicles',
    { gridSchema: true },
    signal,
  );
  return { grid: a.grid, rows: a.vehicles };
}

/** 'new' is sent as vid 0: the empty vehicle and the option lists. */
export function loadVehicleDetails(id: string, signal: AbortSignal): Promise<VehicleDetailsAnswer> {
  return recordLoad<VehicleDetailsAnswer>('vehicles/details', { vid: id === 'new' ? 0 : id }, signal);
}

export function saveVehicle(body: FormBody): Promise<{ vid: number }> {
  return recordPost('vehicles/save', body);
}

export function deleteVehicle(vid: number): Promise<object> {
  return recordPost('vehicles/delete', { vid });
}

export interface Descriptions {
  vehicle_inout_descriptions: DescriptionOption[];
  vehicle_thermometer_descriptions: DescriptionOption[];
}

export function loadDescriptions(): Promise<Descriptions> {
  return apiCall<Descriptions>('vehicles/descriptions', { method: 'GET', silent: true });
}

export function saveDescription(
  did: number,
  type: 'inout' | 'thermometer',
  description: string,
): Promise<Descriptions> {
  return recordPost('vehicles/savedescription', { did, type, description });
}

/** Issue 27: deletes a description no vehicle uses (the server names the vehicles otherwise). */
export function deleteDescription(did: number, type: 'inout' | 'thermometer'): Promise<Descriptions> {
  return recordPost('vehicles/deletedescription', { did, type });
}

export function getCounters(vid: number, date: string): Promise<VehicleCountersAnswer> {
  return recordPost('vehicles/getcounters', { vid, date });
}

export type RecipientType = 'email' | 'phone' | 'alarm';

export function saveObject(
  type: RecipientType,
  id: number,
  name: string,
  description: string,
): Promise<{ objects: RecipientObjects }> {
  return recordPost('vehicles/saveobject', { type, id, name, description });
}

export function deleteObject(type: RecipientType, id: number): Promise<{ objects: RecipientObjects }> {
  return recordPost('vehicles/deleteobject', { type, id, name: '', description: '' });
}

/** The generic CSV export (docs/exports.md): the answer's path is the file. */
export async function exportCsv(body: GenericExportBody): Promise<string> {
  const a = await recordPost<ExportAnswer>('csvcreator/export', { json: JSON.stringify(body) } as FormBody);
  return a.path;
}

/** Issue 28 §1: identifiers of devices refused as unknown in the last 7 days (the editor proposes them). */
export async function loadRefusedIdentifiers(
  protocol: 'teltonika' | 'osmand',
  signal?: AbortSignal,
): Promise<RefusedIdentifier[]> {
  const a = await recordPost<{ identifiers: RefusedIdentifier[] }>(
    'vehicles/refusedids',
    { device_protocol: protocol },
    signal,
  );
  return a.identifiers;
}
