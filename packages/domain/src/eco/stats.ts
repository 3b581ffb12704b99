import type { EcoEnergyEntry, EcoStats } from './answer';
import { round1, round2, type EcoDerived } from './derive';

/**
 * The statistics panel of an eco report from the derived points and the 15-minute windows
 * (spec 2 §3.5 derived values, §9 roundings: energy per km and per hour to 0.1, road in km to
 * 0.01). The ordered power shown is the highest of the range's months.
 */
export function ecoStats(derived: EcoDerived, windows15: readonly EcoEnergyEntry[], hasEnergy: boolean): EcoStats {
  const n = derived.sumrg.length;
  const last = n - 1;
  const roadM = n > 0 ? derived.sumrg[last] : 0;
  const drive = n > 0 ? derived.rt[last] : 0;
  const total = n > 0 ? derived.tt[last] : 0;
  let drawn = 0;
  let recup = 0;
  let skipped = 0;
  for (let i = 0; i < n; i++) {
    drawn += derived.e1Used[i];
    recup += derived.e2Used[i];
    skipped += derived.skipped[i];
  }
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
    stop_s: n > 0 ? derived.st[last] : 0,
    halt_s: n > 0 ? derived.ht[last] : 0,
    vmax: n > 0 ? round1(derived.vmax[last]) : 0,
    vavg: n > 0 ? derived.vavg[last] : 0,
    ride_pct: n > 0 ? derived.rr[last] : 0,
    e_drawn: hasEnergy ? round1(drawn) : null,
    e_recup: hasEnergy ? round1(recup) : null,
    e_net: hasEnergy ? round1(drawn - recup) : null,
    e_per_km: hasEnergy && roadKm > 0 ? round1(drawn / roadKm) : null,
    e_per_h: hasEnergy && drive > 0 ? round1(drawn / (drive / 3600)) : null,
    p15max: hasEnergy ? p15max : null,
    po,
    transgressions,
    skipped,
    points: n,
  };
}
