import { INPUT_COUNT, OUTPUT_COUNT, THERMOMETER_COUNT } from '@namiar/domain';
import { buildVehicleConfig } from '../../engine/vehicle-config';

/**
 * What the monitor shows of a vehicle's configuration (spec 1 §3.1): which inputs, outputs
 * and thermometers are configured, their types, descriptions, names and limits. Built from
 * `vehicles.settings` the same way the engine reads it (buildVehicleConfig), and kept per
 * vehicle until its settings text changes, so `/monit` parses each vehicle's settings once.
 */
export interface VehicleDisplay {
  /** Bit n-1 set: input n / output n / thermometer n is configured (active). */
  inputMask: number;
  outputMask: number;
  thermoMask: number;
  /** The non-null JSON members it/id 1–8, ot/od 1–4, td/td_max/td_min 1–16, written once, leading comma. */
  json: string;
  /** `json` as UTF-8, copied as it is into every answer. */
  bytes: Buffer;
  /** The same values, for the object form (tests, small answers). */
  fields: Record<string, number | string | null>;
}

const num = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const text = (v: string | null | undefined) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

export function buildVehicleDisplay(vehicleTypeId: number, settings: string): VehicleDisplay {
  const cfg = buildVehicleConfig(vehicleTypeId, settings, null);
  const fields: Record<string, number | string | null> = {};
  let inputMask = 0;
  let outputMask = 0;
  let thermoMask = 0;
  for (let n = 1; n <= INPUT_COUNT; n++) {
    const c = cfg.inputs[n - 1];
    const on = !!c?.active;
    if (on) inputMask |= 1 << (n - 1);
    fields[`it${n}`] = on ? num(c.type) : null;
    fields[`id${n}`] = on ? (text(c.description) ?? `Wejście ${n}`) : null;
  }
  for (let n = 1; n <= OUTPUT_COUNT; n++) {
    const c = cfg.outputs[n - 1];
    const on = !!c?.active;
    if (on) outputMask |= 1 << (n - 1);
    fields[`ot${n}`] = on ? num(c.type) : null;
    fields[`od${n}`] = on ? (text(c.description) ?? `Wyjście ${n}`) : null;
  }
  for (let n = 1; n <= THERMOMETER_COUNT; n++) {
    const c = cfg.thermometers[n - 1];
    const on = !!c?.active;
    if (on) thermoMask |= 1 << (n - 1);
    fields[`td${n}`] = on ? (text(c.name) ?? `Termometr ${n}`) : null;
    fields[`td_max${n}`] = on ? num(c.max) : null;
    fields[`td_min${n}`] = on ? num(c.min) : null;
  }
  // Unconfigured members are left out of the answer (absent = null); each written member
  // carries its leading comma so the parts of a record concatenate without separators.
  const present = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null));
  const inner = JSON.stringify(present).slice(1, -1);
  const json = inner === '' ? '' : `,${inner}`;
  return { inputMask, outputMask, thermoMask, json, bytes: Buffer.from(json, 'utf8'), fields };
}

interface Cached {
  vtp: number;
  rev: number;
  display: VehicleDisplay;
}

/**
 * Per-vehicle cache of the display part of the configuration (one per app context), keyed by
 * the vehicle type and `settings_rev`, which a trigger bumps whenever the settings change: the
 * settings text is read and parsed again only for vehicles whose revision moved.
 */
export function createDisplayCache(maxEntries = 200_000) {
  const cache = new Map<number, Cached>();
  return {
    /** The cached display, or undefined when the vehicle's settings must be read. */
    lookup(vehicleId: number, vehicleTypeId: number, rev: number): VehicleDisplay | undefined {
      const hit = cache.get(vehicleId);
      return hit && hit.vtp === vehicleTypeId && hit.rev === rev ? hit.display : undefined;
    },
    put(vehicleId: number, vehicleTypeId: number, rev: number, settings: string): VehicleDisplay {
      const display = buildVehicleDisplay(vehicleTypeId, settings);
      if (cache.size >= maxEntries) cache.clear();
      cache.set(vehicleId, { vtp: vehicleTypeId, rev, display });
      return display;
    },
    get size() {
      return cache.size;
    },
  };
}

export type DisplayCache = ReturnType<typeof createDisplayCache>;
