import { shapeContains, type GeoShape } from '@namiar/domain';
import { describe, expect, it } from 'vitest';
import { createVehicleSimulation, DEFAULT_SEED, DEMO_FLEET } from '../sim';
import { DEMO_BASES, DEMO_POIS } from './demo-areas';

const shapeOf = (a: {
  shape?: number;
  lat?: number | null;
  lon?: number | null;
  radius?: number | null;
  poly?: string | null;
}): GeoShape => ({
  shape: a.shape ?? 1,
  lat: a.lat ?? null,
  lon: a.lon ?? null,
  radius: a.radius ?? null,
  poly: a.poly ? (JSON.parse(a.poly) as [number, number][]) : null,
});

/** Where each demo vehicle stood still for ten minutes or more over three simulated days. */
function stops() {
  const start = Date.parse('2026-11-16T00:00:00Z');
  return DEMO_FLEET.map((spec, i) => {
    const points = createVehicleSimulation(spec, DEFAULT_SEED + i, start).next(start + 3 * 86_400_000);
    const out: { lat: number; lon: number }[] = [];
    let first = -1;
    for (let k = 0; k <= points.length; k++) {
      const p = points[k];
      if (p && p.speed === 0 && p.valid) {
        if (first < 0) first = k;
        continue;
      }
      if (first >= 0 && points[k - 1].time - points[first].time >= 10 * 60_000) out.push(points[first]);
      first = -1;
    }
    return { regno: spec.regno, stops: out };
  });
}

describe('demo own points and bases (issue 14: where the demo fleet really stops)', () => {
  const fleet = stops();
  const stopsIn = (shape: GeoShape, regnos?: string[]) =>
    fleet
      .filter((v) => !regnos || regnos.includes(v.regno))
      .flatMap((v) => v.stops.filter((s) => shapeContains(shape, s.lat, s.lon)).map(() => v.regno));

  it('puts every own point where some vehicle stops', () => {
    const empty = DEMO_POIS.filter((p) => stopsIn(shapeOf(p)).length === 0).map((p) => p.name);
    expect(empty).toEqual([]);
  });

  it('puts every base where its own vehicles stop', () => {
    for (const b of DEMO_BASES) {
      expect(b.vehicles?.length, b.name).toBeGreaterThan(0);
      for (const regno of b.vehicles!) {
        expect(
          DEMO_FLEET.some((v) => v.regno === regno),
          `${b.name}: ${regno}`,
        ).toBe(true);
        expect(stopsIn(shapeOf(b), [regno]).length, `${b.name}: ${regno}`).toBeGreaterThan(0);
      }
    }
  });
});
