import { describe, expect, it } from 'vitest';
import { createOutputPool } from './output-pool';
import { buildVehicleDisplay, createDisplayCache } from './vehicle-display';

const settings = JSON.stringify({
  inputs: [
    { active: true, description: ' Stacyjka ', type: null },
    { active: true, description: '', type: 7 },
  ],
  outputs: [{ active: false, description: 'Blokada' }, { active: true }],
  thermometers: [
    { active: true, name: 'Komora', min: -24, max: -16 },
    { active: false, name: 'Zapas', min: 0, max: 5 },
  ],
});

describe('vehicle display configuration', () => {
  it('reads configured inputs, outputs and thermometers, with default names', () => {
    const d = buildVehicleDisplay(1, settings);
    expect(d.inputMask).toBe(0b11);
    expect(d.outputMask).toBe(0b10);
    expect(d.thermoMask).toBe(0b1);
    expect(d.fields).toMatchObject({
      id1: 'Stacyjka',
      it1: null,
      id2: 'Wejście 2',
      it2: 7,
      id3: null,
      od1: null,
      od2: 'Wyjście 2',
      td1: 'Komora',
      td_min1: -24,
      td_max1: -16,
      td2: null,
      td_min2: null,
    });
    // The JSON text leaves the null members out and starts with its comma.
    const present = Object.fromEntries(Object.entries(d.fields).filter(([, v]) => v !== null));
    expect(d.json.startsWith(',')).toBe(true);
    expect(JSON.parse(`{${d.json.slice(1)}}`)).toEqual(present);
    expect(d.bytes.toString()).toBe(d.json);
  });

  it('treats unreadable settings as the defaults (nothing configured)', () => {
    const d = buildVehicleDisplay(9, 'not json');
    expect([d.inputMask, d.outputMask, d.thermoMask]).toEqual([0, 0, 0]);
  });

  it('is kept per vehicle until the type or the settings revision changes', () => {
    const cache = createDisplayCache();
    expect(cache.lookup(5, 1, 0)).toBeUndefined();
    const d = cache.put(5, 1, 0, settings);
    expect(cache.lookup(5, 1, 0)).toBe(d);
    expect(cache.lookup(5, 1, 1)).toBeUndefined();
    expect(cache.lookup(5, 9, 0)).toBeUndefined();
  });
});

describe('answer buffer pool', () => {
  it('lends a buffer big enough, and reuses one given back', () => {
    const pool = createOutputPool(1);
    const a = pool.lend(1000);
    expect(a.buffer.length).toBeGreaterThanOrEqual(1000);
    const b = pool.lend(1000);
    expect(b.buffer).not.toBe(a.buffer); // a is still lent
    a.giveBack();
    a.giveBack(); // once only
    expect(pool.lend(900).buffer).toBe(a.buffer);
    expect(pool.lend(900).buffer).not.toBe(a.buffer);
  });
});
