import { useMemo } from 'react';
import type { ChartXAxis } from '../../../kit/charts';
import type { ChartAxis as AxisMode } from '../model';
import { decimal } from '../routeFormat';

/** Tick labels of the numeric X modes: point numbers, km, engine hours. */
export function xTick(mode: AxisMode, value: number): string {
  // X is the point's index; points are counted from 1, like the control bar and the panels.
  if (mode === 'points') return String(Math.round(value) + 1);
  if (mode === 'road') return `${decimal(value, Math.abs(value) < 10 ? 2 : 1)} km`;
  return `${decimal(value, 1)} h`;
}

export function xAxisOf(mode: AxisMode, fullDate: boolean): ChartXAxis {
  if (mode === 'time') return { time: true, fullDate };
  return { time: false, format: (v) => xTick(mode, v) };
}

export function useXAxis(mode: AxisMode, fullDate: boolean): ChartXAxis {
  return useMemo(() => xAxisOf(mode, fullDate), [mode, fullDate]);
}
