import { describe, expect, it } from 'vitest';
import { reportsTractionEnergy } from './eco-vehicles';

describe('the eco dialog keeps vehicles whose live state knows a traction energy reading', () => {
  it('reads energy counter 1 of the live state', () => {
    expect(reportsTractionEnergy(JSON.stringify({ e1: 11_436_765, e2: 983 }))).toBe(true);
    expect(reportsTractionEnergy(JSON.stringify({ e1: 0 }))).toBe(true);
  });

  it('leaves out a vehicle never processed, one without the counter and an unreadable state', () => {
    expect(reportsTractionEnergy(null)).toBe(false);
    expect(reportsTractionEnergy(JSON.stringify({ e1: null, e2: null }))).toBe(false);
    expect(reportsTractionEnergy(JSON.stringify({ v: 50 }))).toBe(false);
    expect(reportsTractionEnergy('{not json')).toBe(false);
    expect(reportsTractionEnergy(JSON.stringify({ e1: '12' }))).toBe(false);
    expect(reportsTractionEnergy('null')).toBe(false);
  });
});
