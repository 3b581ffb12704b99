import { z } from 'zod';
import { isDeviceProtocol } from '../vehicle/device-id';
import { VEHICLE_MSG } from './vehicles';

/**
 * Issue 28 §1: the identifiers the gateway refused as unknown in the last days, proposed by the
 * vehicle editor's device identifier field (`POST /app/vehicles/refusedids`).
 */
export const refusedIdentifiersBody = z.object({
  device_protocol: z.string({ error: VEHICLE_MSG.protocol }).refine(isDeviceProtocol, { error: VEHICLE_MSG.protocol }),
});

export interface RefusedIdentifier {
  imei: string;
  /** The last attempt, 'YYYY-MM-DD HH:mm:ss' in the user's zone. */
  last: string;
  count: number;
}
