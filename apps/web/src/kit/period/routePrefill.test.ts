import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../session/storageKeys';
import { resolvePrefill } from './routePrefill';
import {
  peekReportToRoute,
  readRouteForm,
  removeReportToRoute,
  storeReportToRoute,
  writeRouteForm,
} from './routeStorage';

const now = dayjs('2026-03-04 14:25:10', 'YYYY-MM-DD HH:mm:ss', true);

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

const saved = JSON.stringify({
  vid: 7,
  from_date: '2026-02-01 00:00:00',
  to_date: '2026-02-28 23:59:59',
  period: 'month',
  regenerate: false,
});
const handoff = JSON.stringify({ vid: 9, from_date: '2026-03-01 06:00:00', to_date: '2026-03-02 18:00:00' });
const q = (s: string) => new URLSearchParams(s);

describe('route dialog prefill order', () => {
  it('takes the URL query first and auto-accepts when vid, from_date and to_date are all there', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.routeForm]: saved, [STORAGE_KEYS.reportToRoute]: handoff });
    const p = resolvePrefill(q('vid=12&from_date=2026-03-03 00:00:00&to_date=2026-03-03 23:59:59'), storage, now);
    expect(p.source).toBe('query');
    expect(p.autoAccept).toBe(true);
    expect(p.values).toEqual({
      vid: 12,
      from_date: '2026-03-03 00:00:00',
      to_date: '2026-03-03 23:59:59',
      period: 'day',
      // A link does not say: the user's last choice is kept.
      regenerate: false,
    });
    // The handoff is not used, so it stays for the next opening.
    expect(storage.map.has(STORAGE_KEYS.reportToRoute)).toBe(true);
  });

  it('does not auto-accept a partial or malformed query, and fills the rest with today', () => {
    const partial = resolvePrefill(q('vid=12'), memoryStorage(), now);
    expect(partial).toMatchObject({ source: 'query', autoAccept: false });
    expect(partial.values).toMatchObject({ vid: 12, from_date: '2026-03-04 00:00:00', to_date: '2026-03-04 23:59:59' });

    const bad = resolvePrefill(q('vid=abc&from_date=2026-03-03&to_date=2026-03-03 23:59:59'), memoryStorage(), now);
    expect(bad.autoAccept).toBe(false);
    expect(bad.values).toMatchObject({ vid: null, from_date: '2026-03-04 00:00:00', to_date: '2026-03-03 23:59:59' });
  });

  it('takes a report handoff next, without auto-accepting', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.routeForm]: saved, [STORAGE_KEYS.reportToRoute]: handoff });
    const p = resolvePrefill(q(''), storage, now);
    expect(p).toMatchObject({ source: 'reportToRoute', autoAccept: false });
    expect(p.values).toEqual({
      vid: 9,
      from_date: '2026-03-01 06:00:00',
      to_date: '2026-03-02 18:00:00',
      period: 'day',
      regenerate: false,
    });
  });

  it('falls back to the last saved form, with its radio', () => {
    const p = resolvePrefill(q(''), memoryStorage({ [STORAGE_KEYS.routeForm]: saved }), now);
    expect(p.source).toBe('routeForm');
    expect(p.values).toEqual(JSON.parse(saved));
  });

  it('starts empty for today when nothing is stored, and ignores corrupted entries', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.routeForm]: '{oops', [STORAGE_KEYS.reportToRoute]: '[1,2]' });
    const p = resolvePrefill(q(''), storage, now);
    expect(p.source).toBe('default');
    expect(p.values).toEqual({
      vid: null,
      from_date: '2026-03-04 00:00:00',
      to_date: '2026-03-04 23:59:59',
      period: 'day',
      regenerate: true,
    });
  });
});

describe('route dialog storage', () => {
  it('round-trips the saved form and drops malformed fields', () => {
    const storage = memoryStorage();
    writeRouteForm(storage, { vid: 3, from_date: 'a', to_date: 'b', period: 'week', regenerate: true });
    expect(readRouteForm(storage)).toEqual({ vid: 3, from_date: 'a', to_date: 'b', period: 'week', regenerate: true });
    storage.setItem(STORAGE_KEYS.routeForm, JSON.stringify({ vid: -1, period: 'year', regenerate: 'yes' }));
    expect(readRouteForm(storage)).toEqual({});
  });

  it('hands a route over from a report once', () => {
    const storage = memoryStorage();
    storeReportToRoute(storage, { vid: 4, from_date: '2026-03-01 00:00:00', to_date: '2026-03-01 23:59:59' });
    expect(peekReportToRoute(storage)?.vid).toBe(4);
    removeReportToRoute(storage);
    expect(peekReportToRoute(storage)).toBeNull();
  });
});
