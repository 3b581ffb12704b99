/**
 * THE table from Teltonika IO ids to our `Position` (packages/domain telemetry). io-map.ts
 * applies it; docs/devices.md shows it (a test keeps the two identical). Sources: PROTOCOLS.md
 * §3 (keys W wiki, D alim-zanibekov io_elements_dump.csv, F filipkroca FmbAVLID.json,
 * T Traccar), and D directly where PROTOCOLS.md is silent.
 */
import { BLE_RULES } from './io-rules-ble';
import { FUEL_AND_DRIVER_RULES } from './io-rules-fuel';
import { GH_RULES } from './io-rules-gh';
import { SENSOR_RULES } from './io-rules-sensors';
import { VEHICLE_RULES } from './io-rules-vehicle';
import type { IoRule } from './io-rule';

export type { IoRule, IoTarget, TeltonikaFamily } from './io-rule';

/** Every rule, grouped by what it measures (the groups' files hold the rules themselves). */
export const TELTONIKA_IO: readonly IoRule[] = [
  ...VEHICLE_RULES,
  ...FUEL_AND_DRIVER_RULES,
  ...SENSOR_RULES,
  ...BLE_RULES,
  ...GH_RULES,
];
