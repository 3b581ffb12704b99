import { describe, expect, it } from 'vitest';
import { defaultSettings } from '@namiar/domain';
import { chartsHeightFor, clampWidgetHeight, describedIo, readWidgets, routeSettingsOf } from './routeSettings';

describe('route settings', () => {
  it('reads the widgets setting with the spec defaults', () => {
    expect(readWidgets(undefined)).toEqual({
      eventsTable: false,
      charts: false,
      chartsHeight: 30,
      chartType: { fuel: true, speed: true, temp: true, fuelUse: true, fuelTempUse: true },
      eventsTableHeight: 350,
    });
    const w = readWidgets({ eventsTable: true, chartsHeight: 240, chartType: { fuel: false }, eventsTableHeight: -3 });
    expect(w.eventsTable).toBe(true);
    expect(w.chartsHeight).toBe(240);
    expect(w.chartType.fuel).toBe(false);
    expect(w.chartType.speed).toBe(true);
    expect(w.eventsTableHeight).toBe(350);
  });

  it('opens the charts at the saved height but at least 170; closed they are 30', () => {
    expect(chartsHeightFor(true, 30)).toBe(170);
    expect(chartsHeightFor(true, 260)).toBe(260);
    expect(chartsHeightFor(false, 260)).toBe(30);
  });

  it('limits a dragged widget to 70 px and 90 % of its container', () => {
    expect(clampWidgetHeight(20, 1000)).toBe(70);
    expect(clampWidgetHeight(950, 1000)).toBe(900);
    expect(clampWidgetHeight(400.4, 1000)).toBe(400);
    expect(clampWidgetHeight(400, 50)).toBe(70);
  });

  it('gives the map and charts the route keys and the tile layer only', () => {
    const s = routeSettingsOf(defaultSettings());
    expect(s['route-vi-regno']).toBe(true);
    expect(s['map-tiles-layer']).toBe('osm');
    expect(s['monit-vi-date']).toBeUndefined();
  });

  it('offers only inputs and outputs with a description', () => {
    const list = [
      { n: 1, desc: 'Drzwi' },
      { n: 2, desc: ' ' },
      { n: 3, desc: '' },
    ];
    expect(describedIo(list).map((x) => x.n)).toEqual([1]);
  });
});
