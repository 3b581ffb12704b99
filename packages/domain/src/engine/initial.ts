/** The engine's starting state and the keys of its condition rules. */
import { INPUT_COUNT, OUTPUT_COUNT, THERMOMETER_COUNT, type VehicleConfig } from './config';
import { initialFuel } from './fuel';
import { ENGINE_STATE_VERSION, type EngineKnown, type EngineState } from './types';

export const IN_KEYS = Array.from({ length: INPUT_COUNT }, (_, i) => `in${i}`);
export const OUT_KEYS = Array.from({ length: OUTPUT_COUNT }, (_, i) => `out${i}`);
export const TMIN_KEYS = Array.from({ length: THERMOMETER_COUNT }, (_, i) => `tmin${i}`);
export const TMAX_KEYS = Array.from({ length: THERMOMETER_COUNT }, (_, i) => `tmax${i}`);
export const TMISS_KEYS = Array.from({ length: 4 }, (_, i) => `tmiss${i}`);
export const PROBE_KEYS = ['probe0', 'probe1'];
/** Every condition rule's key, in the order the engine evaluates them. */
export const EPISODE_KEYS = [
  'speed',
  'gps',
  'gpsKey',
  'ant1',
  'ant2',
  'case',
  'power',
  'volt',
  'drv1',
  'drv2',
  'noDrv',
  ...IN_KEYS,
  ...OUT_KEYS,
  ...TMIN_KEYS,
  ...TMAX_KEYS,
  ...TMISS_KEYS,
  ...PROBE_KEYS,
  'flowMin',
  'flowMax',
  'useKm',
  'useMth',
];

/** Event ids of thermometer i (0-based): below min, above max (28–35 for 1–4, 76–99 for 5–16). */
export function temperatureEventIds(i: number): [number, number] {
  const min = i < 4 ? 28 + 2 * i : 76 + 2 * (i - 4);
  return [min, min + 1];
}

/** A reading is a temperature (not a sensor-fault or no-sensor sentinel, spec 1 §4). */
export function validTemperature(i: number, v: number): boolean {
  return i < 4 ? v > -51 && v < 301 : v > -271 && v < 2000;
}

function initialKnown(): EngineKnown {
  return {
    ignition: null,
    odometer: null,
    fuelCounter: null,
    canFuel: null,
    extV: null,
    batV: null,
    batPct: null,
    gsm: null,
    antenna: null,
    caseOpen: null,
    d1: null,
    d2: null,
    rpm: null,
    tacho: null,
    tonnage: null,
    e1: null,
    e2: null,
    tpc: null,
    tv: null,
    tpm: null,
    temps: Array(THERMOMETER_COUNT).fill(null),
  };
}

/** A fresh state: nothing seen yet, every total at zero. The config is not needed today but kept for symmetry. */
export function initialState(_config?: VehicleConfig): EngineState {
  const ep: EngineState['ep'] = {};
  for (const k of EPISODE_KEYS) ep[k] = null;
  return {
    v: ENGINE_STATE_VERSION,
    n: 0,
    first: null,
    last: null,
    fix: null,
    jump: null,
    known: initialKnown(),
    tot: { sumrg: 0, sumth: 0, rt: 0, ht: 0, st: 0, et: 0, ckm: 0, cmth: 0, kmIdx: 0, mthIdx: 0 },
    seg: { cur: null, cand: null },
    ep,
    io: {
      ic: Array(INPUT_COUNT).fill(0),
      ist: Array(INPUT_COUNT).fill(0),
      ilt: Array(INPUT_COUNT).fill(0),
      ion: Array(INPUT_COUNT).fill(null),
      oc: Array(OUTPUT_COUNT).fill(0),
      ost: Array(OUTPUT_COUNT).fill(0),
      olt: Array(OUTPUT_COUNT).fill(0),
      oon: Array(OUTPUT_COUNT).fill(null),
      inBits: 0,
      outBits: 0,
    },
    temp: { min: Array(THERMOMETER_COUNT).fill(null), max: Array(THERMOMETER_COUNT).fill(null) },
    fuel: initialFuel(),
    usage: null,
    flow: null,
  };
}
