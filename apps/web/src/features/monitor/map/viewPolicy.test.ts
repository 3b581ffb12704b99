import { describe, expect, it } from 'vitest';
import { onData, onLockChange, onSelect, placesSignature } from './viewPolicy';

const here: [number, number] = [17.03, 51.1];

describe('map moves on selection (spec 1 §4)', () => {
  it('centres at zoom 15 with the centre lock on', () => {
    expect(onSelect({ selected: here, centerLock: true, scaleLock: true })).toEqual({
      kind: 'centre',
      lonLat: here,
      zoom: 15,
    });
  });
  it('stays put with the centre lock off or a vehicle that is not drawn', () => {
    expect(onSelect({ selected: here, centerLock: false, scaleLock: true })).toEqual({ kind: 'none' });
    expect(onSelect({ selected: null, centerLock: true, scaleLock: true })).toEqual({ kind: 'none' });
  });
});

describe('map moves on new data', () => {
  const base = {
    selected: null,
    centerLock: true,
    scaleLock: true,
    selectedMoved: false,
    placesChanged: true,
    drawnCount: 3,
  };
  it('fits all vehicles under the scale lock when places changed', () => {
    expect(onData(base)).toEqual({ kind: 'fit' });
    expect(onData({ ...base, placesChanged: false })).toEqual({ kind: 'none' });
    expect(onData({ ...base, scaleLock: false })).toEqual({ kind: 'none' });
    expect(onData({ ...base, drawnCount: 0 })).toEqual({ kind: 'none' });
  });
  it('follows the selected vehicle under the centre lock, keeping the zoom', () => {
    expect(onData({ ...base, selected: here, selectedMoved: true })).toEqual({ kind: 'centre', lonLat: here });
    expect(onData({ ...base, selected: here, selectedMoved: false })).toEqual({ kind: 'none' });
  });
  it('without the centre lock a selection does not stop the fit', () => {
    expect(onData({ ...base, selected: here, centerLock: false })).toEqual({ kind: 'fit' });
  });
});

describe('switching a lock on applies it', () => {
  it('scale lock fits, unless the centre lock holds a selected vehicle', () => {
    expect(onLockChange({ selected: null, centerLock: true, scaleLock: true }, 'scale', 2)).toEqual({ kind: 'fit' });
    expect(onLockChange({ selected: here, centerLock: true, scaleLock: true }, 'scale', 2)).toEqual({ kind: 'none' });
    expect(onLockChange({ selected: null, centerLock: true, scaleLock: false }, 'scale', 2)).toEqual({ kind: 'none' });
  });
  it('centre lock centres on the selected vehicle', () => {
    expect(onLockChange({ selected: here, centerLock: true, scaleLock: false }, 'centre', 2)).toEqual({
      kind: 'centre',
      lonLat: here,
    });
    expect(onLockChange({ selected: null, centerLock: true, scaleLock: false }, 'centre', 2)).toEqual({ kind: 'none' });
  });
});

describe('placesSignature', () => {
  it('changes when a vehicle moves about a metre or more, or the set changes', () => {
    const a = placesSignature([{ id: 1, lon: 17.03, lat: 51.1 }]);
    expect(placesSignature([{ id: 1, lon: 17.030001, lat: 51.1 }])).toBe(a);
    expect(placesSignature([{ id: 1, lon: 17.03002, lat: 51.1 }])).not.toBe(a);
    expect(placesSignature([{ id: 2, lon: 17.03, lat: 51.1 }])).not.toBe(a);
  });
});
