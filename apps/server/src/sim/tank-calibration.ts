import type { CalibrationPoint } from './fleet-spec';

/**
 * Calibration table of a tank: 'box' is linear, 'cylinder' a horizontal cylinder (the probe
 * measures height; volume grows slowly near the bottom and top). The probe reads 60 when
 * empty and 4000 when full.
 */
export function tankCalibration(capacity: number, shape: 'box' | 'cylinder'): CalibrationPoint[] {
  const steps = shape === 'box' ? 10 : 20;
  const out: CalibrationPoint[] = [];
  for (let i = 0; i <= steps; i++) {
    const h = i / steps;
    const v = shape === 'box' ? h : cylinderFraction(h);
    out.push({ litres: Math.round(capacity * v * 10) / 10, indicator: Math.round(60 + h * 3940) });
  }
  return out;
}

function cylinderFraction(h: number): number {
  const theta = 2 * Math.acos(1 - 2 * h);
  return (theta - Math.sin(theta)) / (2 * Math.PI);
}
