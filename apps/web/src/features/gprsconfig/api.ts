import type { GprsConfigListAnswer, GprsConfigReadAnswer, GprsConfigVehiclesAnswer } from '@namiar/domain';
import { apiCall } from '../../kit/api/api';

/** `POST /gprsconfig` (docs/api.md 'GPRS configuration'): the vehicle's readings in the range. */
export async function fetchConfigs(
  body: { vid: number; from_date: string; to_date: string },
  signal?: AbortSignal,
): Promise<GprsConfigListAnswer> {
  const answer = await apiCall<GprsConfigListAnswer>('gprsconfig', { body, signal });
  if (!Array.isArray(answer.grid)) throw new Error('gprsconfig: malformed answer');
  return answer;
}

/** `POST /gprsconfig/vehicles`: the selector's vehicles. */
export async function fetchConfigVehicles(signal?: AbortSignal): Promise<GprsConfigVehiclesAnswer> {
  const answer = await apiCall<GprsConfigVehiclesAnswer>('gprsconfig/vehicles', { body: {}, signal });
  if (!Array.isArray(answer.vehicles)) throw new Error('gprsconfig/vehicles: malformed answer');
  return answer;
}

/** `POST /gprsconfig/read`: asks the device for its parameters now; the new reading. */
export function readConfig(vid: number, signal?: AbortSignal): Promise<GprsConfigReadAnswer> {
  return apiCall<GprsConfigReadAnswer>('gprsconfig/read', { body: { vid }, signal });
}
