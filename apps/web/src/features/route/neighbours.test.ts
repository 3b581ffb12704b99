import { describe, expect, it } from 'vitest';
import { vehicleNeighbours } from './neighbours';

const list = [{ id: 5 }, { id: 2 }, { id: 9 }];

describe('previous and next vehicle', () => {
  it('are the neighbours in the list order', () => {
    expect(vehicleNeighbours(list, 2)).toEqual({ prev: { id: 5 }, next: { id: 9 } });
  });
  it('are missing at the ends and for a vehicle outside the list', () => {
    expect(vehicleNeighbours(list, 5)).toEqual({ prev: null, next: { id: 2 } });
    expect(vehicleNeighbours(list, 9)).toEqual({ prev: { id: 2 }, next: null });
    expect(vehicleNeighbours(list, 1)).toEqual({ prev: null, next: null });
    expect(vehicleNeighbours(list, null)).toEqual({ prev: null, next: null });
  });
});
