/**
 * Day plans: for each behaviour pattern, the tours a vehicle makes on one local day, drawn
 * from that day's own random stream (so a day looks the same whatever came before it).
 */
import type { Step, Tour } from './activities';
import { atLocalHour, localWeekday } from './local-time';
import type { Rng } from './rng';
import { inGpsGap, stopDistance, type Road } from './roads';
import type { VehicleState } from './state';

interface Ctx {
  s: VehicleState;
  rng: Rng;
  road: Road;
  midnight: number;
  weekday: number;
  workday: boolean;
  depot: number;
}

const at = (c: Ctx, hour: number) => Math.round(atLocalHour(c.midnight, hour) / 1000) * 1000;

/** Next stop on a loop `gap` metres on, moved out of tunnels. */
function loopStop(c: Ctx, cursor: number, gap: number): number {
  let d = cursor + gap;
  while (inGpsGap(c.road, d)) d += 150;
  return d;
}

/** The depot's position on a loop, the first lap after `cursor`. */
function loopHome(c: Ctx, cursor: number): number {
  const L = c.road.length;
  const lap = Math.floor((cursor + 300 - c.depot) / L) + 1;
  return c.depot + lap * L;
}

/** Destination distances in the order of a trip outwards from the depot. */
function outward(c: Ctx, names: string[]): number[] {
  const ds = names.map((n) => stopDistance(c.road, n));
  const dir = ds.reduce((sum, d) => sum + (d - c.depot), 0) >= 0 ? 1 : -1;
  return ds.sort((a, b) => dir * (a - b));
}

function pickSome(rng: Rng, items: number[], min: number, max: number): number[] {
  const n = Math.min(items.length, rng.int(min, max));
  const chosen = new Set<number>();
  while (chosen.size < n) chosen.add(rng.int(0, items.length - 1));
  return [...chosen].sort((a, b) => a - b).map((i) => items[i]);
}

/** City visits on a loop (a representative, the service pickup with PTO, the courier). */
function loopVisits(c: Ctx, depart: number, visits: number, gap: [number, number], stop: () => Step[]): Tour {
  const steps: Step[] = [];
  let cursor = c.s.d;
  for (let i = 0; i < visits; i++) {
    cursor = loopStop(c, cursor, c.rng.uniform(gap[0], gap[1]));
    steps.push({ type: 'drive', to: cursor }, ...stop());
  }
  steps.push({ type: 'drive', to: loopHome(c, cursor) });
  return { depart, steps };
}

function city(c: Ctx): Tour[] {
  const { rng } = c;
  const stop = (): Step[] => [{ type: 'stop', minutes: rng.uniform(20, 90), noGps: rng.chance(0.06) }];
  if (c.workday) return [loopVisits(c, at(c, 7.5 + rng.normal(0, 0.4)), rng.int(3, 6), [1500, 6000], stop)];
  if (rng.chance(0.35)) return [loopVisits(c, at(c, rng.uniform(10, 14)), rng.int(1, 2), [1500, 6000], stop)];
  return [];
}

function service(c: Ctx): Tour[] {
  const { rng } = c;
  const job = (): Step[] => {
    const steps: Step[] = [{ type: 'halt', minutes: rng.uniform(20, 60), pto: true }];
    if (rng.chance(0.5)) steps.push({ type: 'stop', minutes: rng.uniform(10, 30) });
    return steps;
  };
  if (c.workday) return [loopVisits(c, at(c, 7 + rng.normal(0, 0.3)), rng.int(3, 5), [800, 2500], job)];
  if (c.weekday === 6 && rng.chance(0.5)) return [loopVisits(c, at(c, 8), rng.int(1, 2), [800, 2500], job)];
  return [];
}

function courier(c: Ctx): Tour[] {
  const { rng } = c;
  const month = new Date(c.midnight + 12 * 3_600_000).getUTCMonth();
  const winter = month <= 2 || month >= 10;
  const rides = c.workday ? (winter ? 0.3 : 0.95) : c.weekday === 6 ? (winter ? 0.05 : 0.4) : 0;
  if (!rng.chance(rides)) return [];
  const stop = (): Step[] => [{ type: 'stop', minutes: rng.uniform(5, 20) }];
  return [loopVisits(c, at(c, 9 + rng.normal(0, 0.3)), rng.int(8, 14), [500, 3000], stop)];
}

function delivery(c: Ctx): Tour[] {
  const { rng } = c;
  let n: number;
  if (c.workday) n = rng.int(12, 22);
  else if (c.weekday === 6 && rng.chance(0.5)) n = rng.int(6, 10);
  else return [];
  const steps: Step[] = [{ type: 'stop', minutes: rng.uniform(20, 40), door: true }];
  let cursor = c.s.d;
  for (let i = 0; i < n; i++) {
    cursor = loopStop(c, cursor, rng.uniform(300, 1200));
    steps.push({ type: 'drive', to: cursor }, { type: 'stop', minutes: rng.uniform(4, 15), door: true });
    if (i === Math.floor(n / 2)) steps.push({ type: 'stop', minutes: rng.uniform(25, 40) });
  }
  steps.push({ type: 'drive', to: loopHome(c, cursor) });
  return [{ depart: at(c, 6.2 + rng.normal(0, 0.3)), steps }];
}

function regional(c: Ctx): Tour[] {
  const { rng, s } = c;
  const dests = outward(c, s.spec.destinations);
  let chosen: number[];
  let depart: number;
  if (c.workday) {
    chosen = pickSome(rng, dests, 1, 3);
    depart = at(c, rng.uniform(7, 8.5));
  } else if (rng.chance(0.25)) {
    chosen = pickSome(rng, dests, 1, 1);
    depart = at(c, rng.uniform(9, 12));
  } else return [];
  const steps: Step[] = [];
  for (const d of chosen) {
    steps.push(
      { type: 'drive', to: d, access: true },
      { type: 'stop', minutes: rng.uniform(30, c.workday ? 120 : 240) },
    );
  }
  steps.push({ type: 'drive', to: c.depot, access: true });
  return [{ depart, steps }];
}

/** Rough driving time of a stretch, hours (for fitting runs into a working day). */
const hoursFor = (metres: number, kmh: number) => metres / 1000 / kmh;

function shuttle(c: Ctx): Tour[] {
  const { rng, s } = c;
  const dests = outward(c, s.spec.destinations);
  const runs = c.workday ? rng.int(2, 3) : c.weekday === 6 && rng.chance(0.3) ? 1 : 0;
  if (runs === 0) return [];
  const start = 6 + rng.normal(0, 0.4);
  const max = s.spec.load!.maxPayloadTonnes;
  const steps: Step[] = [];
  let clock = start;
  for (let r = 0; r < runs; r++) {
    const targets = pickSome(rng, dests, 1, 2);
    const far = Math.abs(targets[targets.length - 1] - c.depot);
    const estimate = 0.8 + hoursFor(2 * far, 65) + targets.length * 0.6;
    if (r > 0 && clock + estimate > 19) break;
    const payload = max * rng.uniform(0.5, 0.95);
    steps.push({ type: 'stop', minutes: rng.uniform(30, 55), load: payload });
    for (const d of targets) {
      steps.push({ type: 'drive', to: d, access: true });
      steps.push({ type: 'stop', minutes: rng.uniform(20, 50), load: -payload / targets.length });
    }
    steps.push({ type: 'drive', to: c.depot, access: true });
    clock += estimate;
  }
  return [{ depart: at(c, start), steps }];
}

function longhaul(c: Ctx): Tour[] {
  const { rng, s } = c;
  if (!c.workday) return [];
  const far = stopDistance(c.road, s.spec.destinations[0]);
  const target = Math.abs(s.d - c.depot) < 2000 ? far : c.depot;
  const door = s.spec.inputs.some((i) => i.use === 'door');
  const payload = s.spec.load!.maxPayloadTonnes * rng.uniform(0.55, 0.98);
  const steps: Step[] = [{ type: 'stop', minutes: rng.uniform(45, 90), load: payload, door }];
  const distance = Math.abs(target - s.d);
  if (distance > 200_000) {
    // A break at a motorway service area (MOP) a little past half way.
    const mid = s.d + (target - s.d) * rng.uniform(0.5, 0.62);
    steps.push({ type: 'drive', to: mid, access: 'start' }, { type: 'stop', minutes: rng.uniform(20, 45) });
    steps.push({ type: 'drive', to: target, access: 'end' });
  } else steps.push({ type: 'drive', to: target, access: true });
  steps.push({ type: 'stop', minutes: rng.uniform(40, 100), load: -payload, door });
  return [{ depart: at(c, rng.uniform(5, 7)), steps, coDriver: s.spec.coDriver !== null }];
}

function freightRail(c: Ctx): Tour[] {
  const { rng, s } = c;
  const dests = s.spec.destinations.map((n) => stopDistance(c.road, n));
  const tours: Tour[] = [];
  let clock = rng.uniform(1, 7);
  const trips = rng.chance(0.6) ? 2 : 1;
  for (let i = 0; i < trips && clock < 18; i++) {
    const dest = rng.pick(dests);
    const wait = rng.uniform(60, 150);
    const steps: Step[] = [
      { type: 'halt', minutes: rng.uniform(20, 40) },
      { type: 'drive', to: dest, access: true },
      wait > 120 ? { type: 'stop', minutes: wait } : { type: 'halt', minutes: wait },
      { type: 'drive', to: c.depot, access: true },
      { type: 'halt', minutes: rng.uniform(10, 20) },
    ];
    tours.push({ depart: at(c, clock), steps });
    clock += 1 + hoursFor(2 * Math.abs(dest - c.depot), 60) + wait / 60 + rng.uniform(2, 4);
  }
  return tours;
}

function passengerRail(c: Ctx): Tour[] {
  const { rng, s } = c;
  const hours = c.workday ? [5.2, 7.2, 9.2, 11.2, 13.2, 15.2, 17.2, 19.2] : [7.2, 11.2, 15.2, 19.2];
  const stations = outward(c, s.spec.destinations);
  return hours.map((h) => {
    const steps: Step[] = [{ type: 'halt', minutes: rng.uniform(6, 12), door: true }];
    const leg = (list: number[]) => {
      list.forEach((d, i) => {
        steps.push({ type: 'drive', to: d, access: true });
        steps.push({
          type: 'halt',
          minutes: i === list.length - 1 ? rng.uniform(25, 35) : rng.uniform(0.7, 1.5),
          door: true,
        });
      });
    };
    leg(stations);
    leg([...stations.slice(0, -1).reverse(), c.depot]);
    return { depart: at(c, h), steps };
  });
}

function logger(c: Ctx): Tour[] {
  const { rng, s } = c;
  if (!rng.chance(0.33)) return [];
  const away = stopDistance(c.road, s.spec.destinations[0]);
  const target = Math.abs(s.d - c.depot) < 2000 ? away : c.depot;
  return [{ depart: at(c, rng.uniform(7, 11)), steps: [{ type: 'drive', to: target, access: true }] }];
}

const PLANNERS = {
  city,
  regional,
  service,
  shuttle,
  longhaul,
  delivery,
  freightRail,
  passengerRail,
  courier,
  logger,
} satisfies Record<VehicleState['spec']['pattern'], (c: Ctx) => Tour[]>;

/** The tours of the local day starting at `midnight`, for the vehicle in its current state. */
export function planDay(s: VehicleState, midnight: number): Tour[] {
  const day = s.day ?? s.startDay(midnight);
  const weekday = localWeekday(midnight);
  const c: Ctx = {
    s,
    rng: day.rng,
    road: s.road,
    midnight,
    weekday,
    workday: weekday >= 1 && weekday <= 5,
    depot: stopDistance(s.road, s.spec.depot),
  };
  return PLANNERS[s.spec.pattern](c);
}
