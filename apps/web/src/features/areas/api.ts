import type { BaseDetailsAnswer, BaseListRow, PoiDetailsAnswer, PoiListRow } from '@namiar/domain';
import { apiCall, type FormBody } from '../../kit/api/api';
import type { GridColumnSchema } from '../../kit/grid';
import { recordLoad, recordPost, type RecordList } from '../../kit/records';
import { addressFields } from './areaForm';

/** The calls of own points and bases (spec 3 §7 POIs, Bases). 'new' is sent as id 0. */

export async function loadPois(signal: AbortSignal): Promise<RecordList<PoiListRow>> {
  const a = await recordLoad<{ grid: GridColumnSchema[]; data: PoiListRow[] }>('poi', { gridSchema: true }, signal);
  return { grid: a.grid, rows: a.data };
}

export function loadPoiDetails(id: string, signal: AbortSignal): Promise<PoiDetailsAnswer> {
  return recordLoad<PoiDetailsAnswer>('poi/details', { pid: id === 'new' ? 0 : id }, signal);
}

export function savePoi(body: FormBody): Promise<{ ok: true; pid: number }> {
  return recordPost('poi/save', body);
}

export function deletePoi(pid: number): Promise<{ ok: true }> {
  return recordPost('poi/delete', { pid });
}

export async function loadBases(signal: AbortSignal): Promise<RecordList<BaseListRow>> {
  const a = await recordLoad<{ grid: GridColumnSchema[]; data: BaseListRow[] }>('base', { gridSchema: true }, signal);
  return { grid: a.grid, rows: a.data };
}

export function loadBaseDetails(id: string, signal: AbortSignal): Promise<BaseDetailsAnswer> {
  return recordLoad<BaseDetailsAnswer>('base/details', { bid: id === 'new' ? 0 : id }, signal);
}

export function saveBase(body: FormBody): Promise<{ ok: true; bid: number }> {
  return recordPost('base/save', body);
}

export function deleteBase(bid: number): Promise<{ ok: true }> {
  return recordPost('base/delete', { bid });
}

/** The address tab's fields of a place: GET /geocode/reverse (the server's geocoder), silent on failure. */
export async function reverseAddress(lat: number, lon: number, signal?: AbortSignal) {
  const answer = await apiCall<unknown>('geocode/reverse', {
    method: 'GET',
    query: { format: 'json', lat, lon, zoom: 18, addressdetails: 1 },
    signal,
    silent: true,
  });
  return addressFields(answer);
}
