import {
  deserializeState,
  initialState,
  liveView,
  serializeState,
  step,
  type EngineState,
  type LiveState,
  type Position,
  type VehicleConfig,
} from '@namiar/domain';

/** An event as the runner stores it: an open event has no end yet. */
export interface EngineEventOut {
  type: number;
  from: number;
  to: number | null;
  value: number | null;
  beginLat: number | null;
  beginLon: number | null;
  endLat: number | null;
  endLon: number | null;
  alarm: boolean;
}

export interface VehicleEngine {
  initial(): EngineState;
  step(state: unknown, p: Position): { state: EngineState; events: EngineEventOut[] };
  live(state: unknown): LiveState;
  serialize(state: unknown): string;
  deserialize(text: string): EngineState;
}

/** The pure engine of packages/domain bound to one vehicle's configuration. */
export function engineAdapter(config: VehicleConfig): VehicleEngine {
  return {
    initial: () => initialState(config),
    step(state, p) {
      const r = step(state as EngineState, p, config);
      return {
        state: r.state,
        events: r.events.map((e) => ({
          type: e.eid,
          from: e.from,
          to: e.open ? null : e.to,
          value: e.value,
          beginLat: e.beginLat,
          beginLon: e.beginLon,
          endLat: e.endLat,
          endLon: e.endLon,
          alarm: e.alarm,
        })),
      };
    },
    live: (state) => liveView(state as EngineState),
    serialize: (state) => serializeState(state as EngineState),
    deserialize: deserializeState,
  };
}
