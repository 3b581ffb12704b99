import { describe, expect, it } from 'vitest';
import { defaultSettings } from '@namiar/domain';
import { changedMonitKeys, fromMonitForm, toMonitForm } from './monitSettingsForm';

describe('monitoring settings dialog ⇄ settings document', () => {
  const doc = { ...defaultSettings(), maxEventTime: 86400, 'route-vi-regno': false };

  it('reads every list flag, the mode, the map flags and the layer with their defaults', () => {
    const form = toMonitForm(doc);
    expect(form.mode).toBe('standard');
    expect(form.tiles).toBe('osm');
    expect(Object.keys(form.list)).toHaveLength(25);
    expect(form.list).toMatchObject({ 'monit-vl-geo': true, 'monit-vl-date': false, 'monit-vl-a': false });
    expect(form.map).toEqual({
      'monit-vi-date': true,
      'monit-vi-speed': true,
      'monit-vi-geo': false,
      'monit-clustering': false,
    });
    expect(toMonitForm({ ...doc, 'map-tiles-layer': 'nonsense' }).tiles).toBe('osm');
  });

  it('writes only its keys and keeps the rest of the document', () => {
    const form = toMonitForm(doc);
    form.mode = 'wide';
    form.list['monit-vl-date'] = true;
    form.list['monit-vl-g'] = true;
    form.map['monit-clustering'] = true;
    form.tiles = 'train';
    const next = fromMonitForm(doc, form);
    expect(next).toMatchObject({
      'monit-vehicles-list-mode': 'wide',
      'monit-vl-date': true,
      'monit-vl-g': true,
      'monit-clustering': true,
      'map-tiles-layer': 'train',
      'route-vi-regno': false,
      maxEventTime: 86400,
    });
    expect(changedMonitKeys(doc, next).sort()).toEqual(
      ['map-tiles-layer', 'monit-clustering', 'monit-vehicles-list-mode', 'monit-vl-date', 'monit-vl-g'].sort(),
    );
    expect(changedMonitKeys(doc, fromMonitForm(doc, toMonitForm(doc)))).toEqual([]);
    expect(toMonitForm(next)).toEqual(form);
  });
});
