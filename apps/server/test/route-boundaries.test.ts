import { buildColumns, initialState, wholeDays, type EngineEvent, type VehicleConfig } from '@namiar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadVehicleEngineConfig } from '../src/engine/vehicle-config';
import { zoneFormatter } from '../src/time/zone-format';
import { routeEvents } from '../src/modules/route/route-events';
import type { RoutePiece } from '../src/modules/route/route-pieces';
import { lastOf, pointColumns } from '../src/modules/route/route-points';
import { collectEvents, finishEvents, runPiece } from '../src/modules/route/route-run';
import { DEFAULT_SEED, DEMO_FLEET, createVehicleSimulation } from '../src/sim';
import { makeDemoApp } from './demo-fixtures';
import type { TestApp } from './harness';

/**
 * Event boundaries over the demo fleet (issue 13 §2): every demo vehicle simulated for 31 days
 * in-process, the first day replayed without output as before a route's range, then a 30-day
 * route built day by day as the route module builds it (route-run `runPiece`, the stored
 * columns, `pointColumns`, `routeEvents`) — no database, no HTTP: the engine, the columns and
 * the answer's events are the module's own code. The vehicles' engine settings are the demo
 * seed's (the seeded database is read once for them).
 *
 * - the driving events ('Jazda') together cover the route's GPS road, within 0.1 %;
 * - a stop ('Postój') carries no road over 50 m between its points, and its row has neither a
 *   road nor a speed;
 * - no event starts before the range or ends after it, and none lasts longer than the range.
 */
const TZ = 'Europe/Warsaw';
const DAY = 86_400_000;
/** 2026-03-01 00:00 in Warsaw: the simulations start parked at their depots. */
const HISTORY_START = Date.parse('2026-03-01T00:00:00+01:00');
/** The route: 30 days from the next midnight (over the change to summer time on 29 March). */
const FROM = HISTORY_START + DAY;
const TO = Date.parse('2026-03-31T00:00:00+02:00') - 1;
/** A stop's own road allowed: GPS drift and a parking manoeuvre too short to be a drive. */
const STOP_ROAD_MAX = 50;

interface Outcome {
  failures: string[];
  road: number;
  drives: number;
  ms: number;
}

/** The 30-day route of one simulated vehicle, as the route module builds its points and events. */
function demoRoute(spec: (typeof DEMO_FLEET)[number], config: VehicleConfig) {
  const sim = createVehicleSimulation(spec, DEFAULT_SEED, HISTORY_START);
  let pending = sim.next(FROM - 1);
  let state = initialState(config);
  const events = new Map<string, EngineEvent>();
  const pieces: RoutePiece[] = [];
  for (const day of wholeDays(FROM, TO, TZ)) {
    const run = runPiece(state, pending, sim.next(day.end - 1), config);
    pending = [];
    state = run.state;
    collectEvents(events, run.events);
    const cols = buildColumns(run.positions, run.derived, {
      config,
      receivedAt: new Float64Array(run.positions.length),
      fixBefore: run.fixBefore,
    });
    pieces.push({ from: day.start, to: day.end - 1, n: cols.n, data: new Uint8Array(0), cols });
  }
  finishEvents(events, state, config);
  const cols = pointColumns(pieces);
  const list = routeEvents([], {
    cols,
    engine: events,
    name: () => null,
    driversById: new Map(),
    poiNames: new Map(),
    format: zoneFormatter(TZ),
    from: FROM,
    to: TO,
    openEnd: cols.n > 0 ? cols.time[cols.n - 1] : TO,
    now: cols.n > 0 ? cols.time[cols.n - 1] : TO,
  });
  return { cols, events: list };
}

function check(spec: (typeof DEMO_FLEET)[number], config: VehicleConfig): Outcome {
  const t0 = performance.now();
  const { cols, events } = demoRoute(spec, config);
  // Failures by kind: how many, and the first example of each.
  const kinds = new Map<string, { count: number; example: string }>();
  const fail = (kind: string, example: string) => {
    const k = kinds.get(kind);
    if (k) k.count++;
    else kinds.set(kind, { count: 1, example });
  };
  const when = (t: number) => new Date(t).toISOString().slice(0, 19);
  const road = lastOf(cols.sumrg) ?? 0;
  let drives = 0;
  for (const e of events) {
    if (e.eid === 3) drives += e.rgp ?? 0;
    if (e.fdtValue < FROM) fail('starts before the range', `${e.name} (${e.eid}) from ${when(e.fdtValue)}`);
    if (e.tdtValue !== null && e.tdtValue > TO)
      fail('ends after the range', `${e.name} (${e.eid}) to ${when(e.tdtValue)}`);
    if (e.dur > (TO - FROM) / 1000 + 1)
      fail('lasts longer than the range', `${e.name} (${e.eid}) from ${when(e.fdtValue)}: ${e.dur} s`);
    if (e.eid !== 1) continue;
    if (e.rgp !== null || e.vm !== null || e.vavg !== null)
      fail('stop row with road or speed', `from ${e.fdt}: ${e.rgp} m, max ${e.vm} km/h, average ${e.vavg} km/h`);
    // The stop's own road: between its first and its last point (the intervals into the next
    // segment's first point belong to a drive when one starts there).
    let a = 0;
    while (a < cols.n && cols.time[a] < e.fdtValue) a++;
    let b = a;
    const end = e.tdtValue ?? Infinity;
    while (b + 1 < cols.n && cols.time[b + 1] < end) b++;
    const own = a < cols.n ? cols.sumrg[b] - cols.sumrg[a] : 0;
    if (own > STOP_ROAD_MAX)
      fail(`stop with over ${STOP_ROAD_MAX} m of road`, `${e.fdt} – ${e.tdt}: ${own.toFixed(1)} m`);
  }
  if (Math.abs(drives - road) > road * 0.001)
    fail('driving events do not cover the road', `${(drives / 1000).toFixed(3)} of ${(road / 1000).toFixed(3)} km`);
  const failures = [...kinds].map(([kind, k]) => `${spec.regno}: ${k.count} × ${kind}, e.g. ${k.example}`);
  return { failures, road, drives, ms: performance.now() - t0 };
}

describe('event boundaries over the demo fleet (30 days, every vehicle)', () => {
  let t: TestApp;
  const configs = new Map<string, VehicleConfig>();

  beforeAll(async () => {
    const demo = await makeDemoApp('sqlite');
    t = demo.t;
    for (const spec of DEMO_FLEET) {
      const v = demo.v(spec.regno);
      configs.set(spec.regno, (await loadVehicleEngineConfig(t.ctx.db, v.customer_id, v.id))!);
    }
  }, 60_000);
  afterAll(() => t?.close());

  it.each(DEMO_FLEET.map((s) => [s.regno, s] as const))(
    '%s: drives cover the road, stops have none, events stay in the range',
    (_regno, spec) => {
      const r = check(spec, configs.get(spec.regno)!);
      console.log(
        `${spec.regno}: road ${(r.road / 1000).toFixed(1)} km, outside drives ${Math.round(r.road - r.drives)} m, ${Math.round(r.ms)} ms`,
      );
      expect(r.failures).toEqual([]);
    },
    60_000,
  );
});
