import { describe, expect, it } from 'vitest';
import { MAP_MIN_SHARE, WIDGETS_MAX_SHARE, fitWidgets } from './widgetLayout';

describe('route widgets fitted under the map', () => {
  // The centre column at 1280×720: top bar, toolbar, tabs and the control bar taken off.
  const centre = 500;

  it('leaves the saved heights alone when they fit', () => {
    expect(fitWidgets(900, { events: 250, charts: 300 })).toEqual({ events: 250, charts: 300 });
    expect(fitWidgets(centre, { events: null, charts: null })).toEqual({ events: null, charts: null });
  });

  it('keeps a third of the centre for the map with both widgets open', () => {
    const f = fitWidgets(centre, { events: 350, charts: 380 }, 300);
    expect(centre - f.events! - f.charts!).toBeGreaterThanOrEqual(Math.floor(centre * MAP_MIN_SHARE));
    expect(f.events).toBeGreaterThanOrEqual(110);
    expect(f.charts).toBeGreaterThan(0);
  });

  it('fits one widget alone to two thirds', () => {
    expect(fitWidgets(centre, { events: 480, charts: null })).toEqual({ events: 333, charts: null });
    expect(fitWidgets(centre, { events: null, charts: 480 })).toEqual({ events: null, charts: 333 });
    expect(fitWidgets(centre, { events: null, charts: 480 }, 200)).toEqual({ events: null, charts: 333 });
  });

  it('lets the charts alone take the map’s third for 70 px per open chart, up to 90 % (spec 2 §5)', () => {
    // Five charts need 475 px: more than two thirds of 538, less than 90 %.
    expect(fitWidgets(538, { events: null, charts: 475 }, 475)).toEqual({ events: null, charts: 475 });
    // A saved height above the need is still held to two thirds.
    expect(fitWidgets(538, { events: null, charts: 520 }, 400)).toEqual({ events: null, charts: 400 });
    // Never past 90 % of the centre: the charts scroll then.
    expect(fitWidgets(400, { events: null, charts: 475 }, 475)).toEqual({
      events: null,
      charts: Math.floor(400 * WIDGETS_MAX_SHARE),
    });
  });
});
