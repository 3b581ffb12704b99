import {
  deserializeState,
  initialState,
  liveView,
  serializeState,
  processRange,
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
  /** Refuellings and losses: the levels measured between, litres ×10 (domain FuelLevels); else null. */
  levelBefore: number | null;
  levelAfter: number | null;
}

export interface VehicleEngine {
  initial(): EngineState;
  /** Points in time order through the engine; events in the order the engine reported them. */
  run(state: unknown, points: Position[]): { state: EngineState; events: EngineEventOut[] };
  live(state: unknown): LiveState;
  serialize(state: unknown): string;
  deserialize(text: string): EngineState;
}

/** The pure engine of packages/domain bound to one vehicle's configuration. */
export function engineAdapter(config: VehicleConfig): VehicleEngine {
  return {
    initial: () => initialState(config),
    run(state, points) {
      const r = processRange(state as EngineState, points, config, { derived: false });
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
          levelBefore: e.levels ? Math.round(e.levels.before * 10) : null,
          levelAfter: e.levels ? Math.round(e.levels.after * 10) : null,
        })),
      };
    },
    live: (state) => liveView(state as EngineState),
    serialize: (state) => serializeState(state as EngineState),
    deserialize: deserializeState,
  };
}
