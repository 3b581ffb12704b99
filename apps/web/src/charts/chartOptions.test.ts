import { describe, expect, it } from 'vitest';
import type uPlot from 'uplot';
import { buildTimeChartOptions } from './chartOptions';

describe('time chart options', () => {
  const options = buildTimeChartOptions({
    series: [
      { label: 'A', color: '#111' },
      { label: 'B', color: '#222', dash: [4, 4], spanGaps: true },
    ],
    axes: [{ scale: 'y', unit: 'km/h', min: 0 }],
  });

  it('puts time on X and one series entry per line after the X series', () => {
    expect(options.scales?.x?.time).toBe(true);
    expect(options.series).toHaveLength(3);
    expect(options.series[2]).toMatchObject({ label: 'B', stroke: '#222', dash: [4, 4], spanGaps: true, scale: 'y' });
    expect(options.legend?.show).toBe(false);
  });

  it('keeps the lower bound and gives a flat line a visible band', () => {
    const range = options.scales?.y?.range as (u: uPlot, min: number, max: number, key: string) => [number, number];
    const u = {} as uPlot;
    expect(range(u, 0, 0, 'y')).toEqual([0, 10]);
    expect(range(u, 12, 100, 'y')).toEqual([0, 105]);
  });

  it('titles the value axis with its unit', () => {
    expect(options.axes?.[1]).toMatchObject({ scale: 'y', label: 'km/h', side: 3 });
  });
});
