import { describe, expect, it } from 'vitest';
import type uPlot from 'uplot';
import { axisRange, buildTimeChartOptions, tickText, yTicks } from './chartOptions';

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

  it('gives every value axis the same gutter with or without a unit, and dense ticks', () => {
    const plain = buildTimeChartOptions({ series: [{ label: 'A', color: '#111' }], axes: [{ scale: 'y' }] });
    const gutter = (a: uPlot.Axis | undefined) => (a?.size as number) + (a?.labelSize as number);
    expect(gutter(plain.axes?.[1])).toBe(gutter(options.axes?.[1]));
    expect(gutter(plain.axes?.[1])).toBeGreaterThan(0);
    expect(options.axes?.[1]?.space).toBeLessThanOrEqual(16);
    // The same right padding with the X axis shown or hidden (the last chart of a stack shows it).
    const hiddenX = buildTimeChartOptions({ series: [{ label: 'A', color: '#111' }], x: { time: true, hidden: true } });
    expect(hiddenX.padding?.[1]).toBe(options.padding?.[1]);
    expect(typeof options.padding?.[1]).toBe('number');
    // Lanes only (a hidden axis): the left padding is the gutter a shown axis takes.
    const lanes = buildTimeChartOptions({
      series: [{ label: 'A', color: '#111', scale: 'io' }],
      axes: [{ scale: 'io', hidden: true, side: 'right' }],
    });
    expect(lanes.padding?.[3]).toBe(gutter(options.axes?.[1]));
    expect(options.padding?.[3]).toBeNull();
  });
});

describe('axis ranges', () => {
  it('pads both ends by a share of the span (fuel: 20 %)', () => {
    expect(axisRange({ scale: 'f', pad: 0.2 }, 100, 200)).toEqual([80, 220]);
    // A flat line still gets a band; a lower bound is kept.
    expect(axisRange({ scale: 'f', pad: 0.2, min: 0 }, 50, 50)).toEqual([40, 60]);
    expect(axisRange({ scale: 'f', pad: 0.2, min: 0 }, 10, 60)).toEqual([0, 70]);
  });

  it('reaches at least the soft maximum on the high side (temperatures: 25)', () => {
    expect(axisRange({ scale: 't', softMax: 25 }, -5, 5)).toEqual([-5, 25]);
    expect(axisRange({ scale: 't', softMax: 25 }, 0, 40)).toEqual([0, 42]);
  });

  it('keeps a fixed range whatever the data', () => {
    expect(axisRange({ scale: 'io', range: [-0.5, 3] }, 0, 100)).toEqual([-0.5, 3]);
  });
});

describe('numeric X axis, steps and shared cursor', () => {
  const options = buildTimeChartOptions({
    series: [{ label: 'In 1', color: '#333', stepped: true }],
    axes: [{ scale: 'io', range: [0, 1], hidden: true, format: (v) => `#${v}` }],
    x: { time: false, format: (v) => `${v} km` },
    syncKey: 'route-1',
  });

  it('turns time off and formats X ticks with the given function', () => {
    expect(options.scales?.x?.time).toBe(false);
    const values = options.axes?.[0].values as (u: uPlot, splits: number[]) => string[];
    expect(values({} as uPlot, [1, 2])).toEqual(['1 km', '2 km']);
  });

  it('draws stepped series, hides the axis and shares the cursor by key', () => {
    expect(options.series[1].paths).toBeTypeOf('function');
    expect(options.axes?.[1].show).toBe(false);
    expect(options.cursor?.sync?.key).toBe('route-1');
  });
});

describe('Y ticks', () => {
  it("are uPlot's steps when two or more fit", () => {
    expect(yTicks(0, 100, 25)).toEqual([0, 25, 50, 75, 100]);
    expect(yTicks(-0.2, 2, 1)).toEqual([0, 1, 2]);
  });

  it('are the low and high ends when the range holds fewer than two steps', () => {
    expect(yTicks(304.4, 456.6, 200)).toEqual([304.4, 456.6]);
    expect(yTicks(0, 10, 0)).toEqual([0, 10]);
  });

  it('read in Polish notation with the decimals the spacing needs', () => {
    expect(tickText(1500, [1000, 1500])).toBe('1\u00a0500');
    expect(tickText(2.5, [2, 2.5])).toBe('2,5');
    expect(tickText(304.4, [304.4, 456.6])).toBe('304');
  });
});
