import type { EcoAnswer, EcoType, GenericExportBody, SelectItem } from '@namiar/domain';
import { apiCall } from '../../kit/api/api';

/** The calls of the eco-driving screens (spec 2 §7). Components never hold a URL. */

export interface EcoRequestBody {
  id: number;
  from_date: string;
  to_date: string;
}

/** `POST /ecodriving/{type}`. Silent: an err marks the request as failed, no message (spec 2 §8). */
export function fetchEco(type: EcoType, body: EcoRequestBody, signal?: AbortSignal): Promise<EcoAnswer> {
  return apiCall<EcoAnswer>(`ecodriving/${type}`, { body: { ...body }, signal, silent: true });
}

/** The vehicles the dialog offers: the user's vehicles that report traction energy, by name. */
export function fetchEcoVehicles(signal?: AbortSignal): Promise<{ vehicles: SelectItem[] }> {
  return apiCall<{ vehicles: SelectItem[] }>('ecodriving/vehicles', { body: {}, signal });
}

interface ExportAnswer {
  path?: string;
}

/** The exported file's path; an err rejects (no file is opened). */
export async function exportEco(kind: 'xlsx' | 'pdf', body: GenericExportBody): Promise<string> {
  const path = kind === 'xlsx' ? 'xlscreator/export' : 'pdfcreator/export';
  const answer = await apiCall<ExportAnswer>(path, { body: { json: JSON.stringify(body) } });
  if (typeof answer.path !== 'string' || answer.path === '') throw new Error('export: no path');
  return answer.path;
}
