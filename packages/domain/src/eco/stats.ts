import type { RouteReport } from '../api/route';
import type { EcoEnergyEntry, EcoStats } from './answer';
import { avgSpeed, metresOf, rideRatio, round1, round2, secondsOf, type EcoTotals } from './derive';

/**
 * The route's figures of the same range (the route viewer's statistics, the reports' span
 * statistics): road in metres, seconds driving, stopped and halted, average and top speed.
 */
export type EcoRouteFigures = Pick<RouteReport, 'rg' | 'rt' | 'st' | 'ht' | 'va' | 'vm'>;

/**
 * The statistics panel of an eco report from the range's sums and the 15-minute windows
 * (spec 2 §3.5 derived values, §9 roundings: energy per km and per hour to 0.1, road in km to
 * 0.01). The ordered power shown is the highest of the range's months. The record path and the
 * stored days' path (bin-report.ts) both come here with the same integer sums.
 *
 * With the route's figures of the range (issue 27: a manager compares the eco panel with the
 * route viewer and the daily report), road, the times in each state, the speeds and the ratios
 * built on them are the route's: the route's states (stops and halts by the vehicle's rules)
 * partition the range, where the points' own split (moving at 3 km/h or not) would disagree
 * with every other screen. Energy stays the counters'.
 */
export function ecoStats(
  t: EcoTotals,
  windows15: readonly Pick<EcoEnergyEntry, 'pum' | 'po' | 'over'>[],
  hasEnergy: boolean,
  route: EcoRouteFigures | null = null,
): EcoStats {
  const roadM = route ? route.rg : metresOf(t.roadUm);
  const drive = route ? route.rt : secondsOf(t.rtMs);
  const total = route ? route.rt + route.st + route.ht : secondsOf(t.ttMs);
  const drawn = t.e1Units / 1e6;
  const recup = t.e2Units / 1e6;
  let p15max: number | null = null;
  let po: number | null = null;
  let transgressions = 0;
  for (const w of windows15) {
    if (w.pum !== null && (p15max === null || w.pum > p15max)) p15max = w.pum;
    if (w.po !== null && (po === null || w.po > po)) po = w.po;
    if (w.over) transgressions++;
  }
  const roadKm = roadM / 1000;
  return {
    road_km: round2(roadKm),
    total_s: total,
    drive_s: drive,
    stop_s: route ? route.st : secondsOf(t.stMs),
    halt_s: route ? route.ht : secondsOf(t.htMs),
    vmax: round1(route ? route.vm : t.vmax),
    vavg: route ? round1(route.va) : avgSpeed(t.roadUm, t.rtMs),
    ride_pct: route ? rideRatio(drive * 1000, total * 1000) : rideRatio(t.rtMs, t.ttMs),
    e_drawn: hasEnergy ? round1(drawn) : null,
    e_recup: hasEnergy ? round1(recup) : null,
    e_net: hasEnergy ? round1((t.e1Units - t.e2Units) / 1e6) : null,
    e_per_km: hasEnergy && roadKm > 0 ? round1(drawn / roadKm) : null,
    e_per_h: hasEnergy && drive > 0 ? round1(drawn / (drive / 3600)) : null,
    p15max: hasEnergy ? p15max : null,
    po,
    transgressions,
    skipped: t.skipped,
    points: t.n,
  };
}
