import { describe, expect, it } from 'vitest';
import { contextMenuTop, mapsServiceUrl, newBaseUrl, newPoiUrl } from './contextMenu';

describe('map context menu', () => {
  it('keeps 250 px from the page bottom', () => {
    expect(contextMenuTop(100, 800)).toBe(100);
    expect(contextMenuTop(550, 800)).toBe(550);
    expect(contextMenuTop(551, 800)).toBe(550);
    expect(contextMenuTop(790, 800)).toBe(550);
    expect(contextMenuTop(100, 200)).toBe(0);
  });
  it('builds the maps service and new POI/base links', () => {
    expect(mapsServiceUrl(51.1079, 17.0385)).toBe(
      'https://www.google.com/maps/search/?api=1&query=51.107900,17.038500',
    );
    expect(newPoiUrl(51.5, 17.25)).toBe('/poi/new?lat=51.500000&lon=17.250000');
    expect(newBaseUrl(-1, 2)).toBe('/base/new?lat=-1.000000&lon=2.000000');
  });
});
