import { describe, expect, it } from 'vitest';
import { DEFAULT_TILE_URLS, effectiveLayer, offeredLayers, tileLayerKey, tilePlan, tileUrls } from './tiles';

describe('tile sources', () => {
  it('reads server-map-tiles and falls back per part', () => {
    expect(tileUrls(undefined)).toEqual(DEFAULT_TILE_URLS);
    expect(tileUrls({ own: 'https://t.example/{z}/{x}/{y}.png', osm: '', train: 5 })).toEqual({
      own: 'https://t.example/{z}/{x}/{y}.png',
      osm: DEFAULT_TILE_URLS.osm,
      train: DEFAULT_TILE_URLS.train,
    });
  });
  it('unknown layer values read as osm', () => {
    expect(tileLayerKey('train')).toBe('train');
    expect(tileLayerKey('namiar')).toBe('namiar');
    expect(tileLayerKey('google')).toBe('osm');
    expect(tileLayerKey(null)).toBe('osm');
  });
  it('the rail map is an overlay over OSM; the own layer needs an own server', () => {
    const urls = {
      own: 'https://own/{z}/{x}/{y}.png',
      osm: 'https://osm/{z}/{x}/{y}.png',
      train: 'https://rail/{z}/{x}/{y}.png',
    };
    expect(tilePlan('train', urls)).toEqual({ base: urls.osm, overlay: urls.train, osmBase: true });
    expect(tilePlan('namiar', urls)).toEqual({ base: urls.own, overlay: null, osmBase: false });
    expect(tilePlan('namiar', { ...urls, own: null })).toEqual({ base: urls.osm, overlay: null, osmBase: true });
    expect(tilePlan('osm', urls)).toEqual({ base: urls.osm, overlay: null, osmBase: true });
  });
  it('offers the own layer only with an own tile server, and reads a stored own choice as OSM without one', () => {
    expect(offeredLayers(false)).toEqual(['osm', 'train']);
    expect(offeredLayers(true)).toEqual(['namiar', 'osm', 'train']);
    expect(effectiveLayer('namiar', false)).toBe('osm');
    expect(effectiveLayer('namiar', true)).toBe('namiar');
    expect(effectiveLayer('train', false)).toBe('train');
  });
});
