import { describe, expect, it } from 'vitest';
import type { ReportColumn } from '@namiar/domain';
import { STORAGE_KEYS } from '../../kit/session/storageKeys';
import { handoffUrl, routeHandoff, storeRouteHandoff } from './reportToRoute';

const grid: ReportColumn[] = [
  { field: 'regno', title: 'Pojazd', type: 'text', width: 100 },
  { field: 'date', title: 'Dzień', type: 'date', width: 90 },
  { field: 'km', title: 'Dystans', type: 'km', width: 80 },
];
const range = { from_date: '2026-03-01 00:00:00', to_date: '2026-03-18 23:59:59' };

describe("'Pokaż na trasie' handoff", () => {
  it("takes the row's vehicle and span when it has them", () => {
    const row = { _vid: 12, _from: '2026-03-02 07:10:00', _to: '2026-03-02 09:00:00', date: '2026-03-02', km: 3 };
    expect(routeHandoff(row, grid, 5, range)).toEqual({
      vid: 12,
      from_date: '2026-03-02 07:10:00',
      to_date: '2026-03-02 09:00:00',
    });
  });
  it("falls back to the tab's vehicle and the row's day", () => {
    expect(routeHandoff({ date: '2026-03-04', km: 1 }, grid, 5, range)).toEqual({
      vid: 5,
      from_date: '2026-03-04 00:00:00',
      to_date: '2026-03-04 23:59:59',
    });
  });
  it('falls back to the report range, and gives nothing without a vehicle', () => {
    expect(routeHandoff({ regno: 'WA 1', _vid: '8' }, grid, null, range)).toEqual({ vid: 8, ...range });
    expect(routeHandoff({ regno: 'Suma' }, grid, null, range)).toBeNull();
    expect(routeHandoff({ _vid: 0, _from: 'x', _to: 'y' }, grid, null, range)).toBeNull();
  });
  it('opens the route viewer with vid, from_date and to_date in the query, which it accepts by itself', () => {
    const url = new URL(
      handoffUrl({ vid: 12, from_date: '2026-03-02 07:10:00', to_date: '2026-03-02 09:00:00' }),
      'http://x',
    );
    expect(url.pathname).toBe('/route');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      vid: '12',
      from_date: '2026-03-02 07:10:00',
      to_date: '2026-03-02 09:00:00',
    });
  });
  it('is stored under reportToRoute', () => {
    const stored = new Map<string, string>();
    storeRouteHandoff({ setItem: (k, v) => void stored.set(k, v) }, { vid: 3, ...range });
    expect(JSON.parse(stored.get(STORAGE_KEYS.reportToRoute) ?? '')).toEqual({ vid: 3, ...range });
  });
});
