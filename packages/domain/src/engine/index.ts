/**
 * The processing engine (DESIGN §5): per vehicle, in time order, `step(state, point, config)`
 * gives the next state, the point's derived route values and the events. Pure: no I/O, no
 * clock; the same code runs live and over stored ranges. Rules: docs/events.md.
 */
export * from './config';
export * from './types';
export { tankLitres } from './calibration';
export { haversine, usableFix, EARTH_RADIUS_M } from './geo';
export { scaleValue } from './episodes';
export { STATE_EVENT } from './segments';
export { AREA_EVENT, AREA_EXIT_SECONDS } from './areas';
export {
  step,
  initialState,
  finish,
  processRange,
  stateTime,
  cloneState,
  normalizeDriver,
  temperatureEventIds,
  validTemperature,
  EPISODE_KEYS,
  type StepResult,
  type RejectReason,
  type RangeResult,
  type RangeOptions,
} from './step';
export { liveView, isNoData, startRange } from './live';
export { serializeState, deserializeState } from './serialize';
export { benchEngine, type EngineBench } from './bench';
export {
  simulateVehicle,
  simulatedConfig,
  monthScript,
  mulberry32,
  SIM_TANKS,
  type SimPhase,
  type SimPhaseKind,
  type SimulationOptions,
} from './simulate';
