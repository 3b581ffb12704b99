import type { FuelTankConfig } from './config';

interface Table {
  x: number[];
  y: number[];
}

// Sorted tables per tank config object; the config is immutable while the engine runs.
const tables = new WeakMap<FuelTankConfig, Table>();

function tableOf(tank: FuelTankConfig): Table {
  let t = tables.get(tank);
  if (!t) {
    const pts = tank.points
      .filter((p) => p.active && Number.isFinite(p.indicator) && Number.isFinite(p.litres))
      .slice()
      .sort((a, b) => a.indicator - b.indicator || a.litres - b.litres);
    const x: number[] = [];
    const y: number[] = [];
    for (const p of pts) {
      // One litre value per indicator value: the last row of equal indicators wins.
      if (x.length && x[x.length - 1] === p.indicator) y[y.length - 1] = p.litres;
      else {
        x.push(p.indicator);
        y.push(p.litres);
      }
    }
    t = { x, y };
    tables.set(tank, t);
  }
  return t;
}

/**
 * Litres in a tank for a raw probe reading: indicator = reading × multiplier, looked up in the
 * calibration table with linear interpolation between neighbouring points and clamped to the
 * table's ends; with fewer than two points the indicator is taken as litres. The result is
 * clamped to 0..capacity (when the capacity is known).
 */
export function tankLitres(tank: FuelTankConfig, reading: number): number {
  const ind = reading * (tank.multiplier || 1);
  const { x, y } = tableOf(tank);
  let litres: number;
  const n = x.length;
  if (n < 2) litres = ind;
  else if (ind <= x[0]) litres = y[0];
  else if (ind >= x[n - 1]) litres = y[n - 1];
  else {
    let lo = 0;
    let hi = n - 1;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (x[mid] <= ind) lo = mid;
      else hi = mid;
    }
    litres = y[lo] + ((ind - x[lo]) * (y[hi] - y[lo])) / (x[hi] - x[lo]);
  }
  if (litres < 0) litres = 0;
  if (tank.capacity > 0 && litres > tank.capacity) litres = tank.capacity;
  return litres + 0;
}
