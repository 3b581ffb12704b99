import { ENGINE_STATE_VERSION, type EngineState } from './types';

/** The state as text for a checkpoint or the live row. Exact: deserializing gives an equal state. */
export function serializeState(state: EngineState): string {
  return JSON.stringify(state);
}

/** A state from `serializeState`. Throws on text that is not a state of this engine version. */
export function deserializeState(text: string): EngineState {
  const s = JSON.parse(text) as EngineState;
  if (!s || typeof s !== 'object' || s.v !== ENGINE_STATE_VERSION || typeof s.tot !== 'object' || !s.seg || !s.ep) {
    throw new Error(`Not an engine state of version ${ENGINE_STATE_VERSION}`);
  }
  return s;
}
