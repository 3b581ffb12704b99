import { describe, expect, it } from 'vitest';
import { defaultSettings } from '@namiar/domain';
import { normalizeFilters, toRouteFilter } from './eventFilters';
import { changedKeys, fromRouteSettingsForm, toRouteSettingsForm } from './routeSettingsForm';

describe('route settings form', () => {
  it('round-trips the defaults without a change', () => {
    const doc = defaultSettings();
    const form = toRouteSettingsForm(doc);
    expect(form.flags['route-vi-regno']).toBe(true);
    expect(form.flags['route-tracks-overspeeds']).toBe(false);
    expect(form.tiles).toBe('osm');
    expect(form.filters.drive).toBe(true);
    expect(form.filters.alarms).toBe(true);
    expect(changedKeys(doc, fromRouteSettingsForm(doc, form))).toEqual([]);
  });

  it('writes every changed key: flags, tiles, widgets and filters', () => {
    const doc = defaultSettings();
    const form = toRouteSettingsForm(doc);
    form.flags['route-stats-visible-left'] = false;
    form.flags['route-chartAxisFullDate'] = true;
    form.tiles = 'train';
    form.chartsHeight = 20;
    form.chartType.fuel = false;
    form.filters.fuelLoss = false;
    form.filters.alarms = false;
    const next = fromRouteSettingsForm(doc, form);
    expect(next['route-stats-visible-left']).toBe(false);
    expect(next['route-chartAxisFullDate']).toBe(true);
    expect(next['map-tiles-layer']).toBe('train');
    expect(next['route-widgets']).toMatchObject({ chartsHeight: 70, chartType: { fuel: false, speed: true } });
    const filter = toRouteFilter(normalizeFilters(next['route-events-filters']));
    expect(filter.hidden).toEqual(new Set([22, 39]));
    expect(filter.hideAlarms).toBe(true);
    expect(changedKeys(doc, next).sort()).toEqual(
      [
        'map-tiles-layer',
        'route-chartAxisFullDate',
        'route-events-filters',
        'route-stats-visible-left',
        'route-widgets',
      ].sort(),
    );
  });

  it('keeps the widgets open state while editing heights', () => {
    const doc = { ...defaultSettings(), 'route-widgets': { eventsTable: true, charts: true, chartsHeight: 300 } };
    const next = fromRouteSettingsForm(doc, toRouteSettingsForm(doc));
    expect(next['route-widgets']).toMatchObject({ eventsTable: true, charts: true, chartsHeight: 300 });
  });
});
