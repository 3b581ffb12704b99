import type { EcoEnergyEntry, EcoStats } from './answer';
import { avgSpeed, metresOf, rideRatio, round1, round2, secondsOf, type EcoTotals } from './derive';

/**
 * The statistics panel of an eco report from the range's sums and the 15-minute windows
 * (spec 2 §3.5 derived values, §9 roundings: energy per km and per hour to 0.1, road in km to
 * 0.01). The ordered power shown is the highest of the range's months. The record path and the
 * stored days' path (bin-report.ts) both come here with the same integer sums.
 */
export function ecoStats(
  t: EcoTotals,
  windows15: readonly Pick<EcoEnergyEntry, 'pum' | 'po' | 'over'>[],
  hasEnergy: boolean,
): EcoStats {
  const roadM = metresOf(t.roadUm);
  const drive = secondsOf(t.rtMs);
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
    total_s: secondsOf(t.ttMs),
    drive_s: drive,
    stop_s: secondsOf(t.stMs),
    halt_s: secondsOf(t.htMs),
    vmax: round1(t.vmax),
    vavg: avgSpeed(t.roadUm, t.rtMs),
    ride_pct: rideRatio(t.rtMs, t.ttMs),
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
