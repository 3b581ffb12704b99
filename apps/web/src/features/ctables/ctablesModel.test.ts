import { describe, expect, it } from 'vitest';
import type { CtablesForm } from './api';
import { canClear, canGenerate } from './ctablesModel';

const form = (patch: Partial<CtablesForm> = {}): CtablesForm => ({
  vid: [],
  selectAll: false,
  start_date: '',
  clearAll: false,
  clearAlarms: false,
  clearFuel: false,
  clearManualEvents: false,
  generateFuel: true,
  ...patch,
});

describe('ctables form rules (spec 2 §5)', () => {
  it('clear needs a vehicle or select-all, and a date or the whole period', () => {
    expect(canClear(form())).toBe(false);
    expect(canClear(form({ vid: [1] }))).toBe(false);
    expect(canClear(form({ start_date: '2026-03-01' }))).toBe(false);
    expect(canClear(form({ vid: [1], start_date: '2026-03-01' }))).toBe(true);
    expect(canClear(form({ selectAll: true, clearAll: true }))).toBe(true);
  });

  it('generate needs a vehicle or select-all', () => {
    expect(canGenerate(form({ start_date: '2026-03-01', clearAll: true }))).toBe(false);
    expect(canGenerate(form({ vid: [3] }))).toBe(true);
    expect(canGenerate(form({ selectAll: true }))).toBe(true);
  });
});
