import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { pl } from '../i18n/pl';
import { type RouteFormValues, canAccept, defaultRouteForm, validateRouteForm } from './routeForm';

const now = dayjs('2026-03-04 14:25:10', 'YYYY-MM-DD HH:mm:ss', true);
const vehicles = new Set([1, 2]);
const form = (patch: Partial<RouteFormValues>): RouteFormValues => ({ ...defaultRouteForm(now), vid: 1, ...patch });

describe('route dialog validation', () => {
  it('accepts a chosen vehicle with a start before the end', () => {
    expect(validateRouteForm(form({ regenerate: false }), vehicles)).toEqual({
      ok: true,
      request: { vid: 1, from_date: '2026-03-04 00:00:00', to_date: '2026-03-04 23:59:59', regenerate: false },
    });
  });

  it('needs a vehicle from the list', () => {
    expect(validateRouteForm(form({ vid: null }), vehicles)).toEqual({
      ok: false,
      errors: { vid: pl.monitRoute.errVehicleRequired },
    });
    expect(validateRouteForm(form({ vid: 99 }), vehicles)).toEqual({
      ok: false,
      errors: { vid: pl.monitRoute.errVehicleUnknown },
    });
  });

  it('needs both dates, well formed, the start strictly before the end', () => {
    expect(validateRouteForm(form({ from_date: '' }), vehicles)).toEqual({
      ok: false,
      errors: { from_date: pl.monitRoute.errRequired },
    });
    expect(validateRouteForm(form({ to_date: '2026-13-01 00:00:00' }), vehicles)).toEqual({
      ok: false,
      errors: { to_date: pl.monitRoute.errBadDate },
    });
    const same = '2026-03-04 10:00:00';
    expect(validateRouteForm(form({ from_date: same, to_date: same }), vehicles)).toEqual({
      ok: false,
      errors: { to_date: pl.monitRoute.errOrder },
    });
    expect(
      validateRouteForm(form({ from_date: '2026-03-05 00:00:00', to_date: '2026-03-04 23:59:59' }), vehicles),
    ).toMatchObject({ ok: false, errors: { to_date: pl.monitRoute.errOrder } });
  });

  it('enables Akceptuj only with a vehicle chosen and the list loaded', () => {
    expect(canAccept(form({}), false)).toBe(true);
    expect(canAccept(form({}), true)).toBe(false);
    expect(canAccept(form({ vid: null }), false)).toBe(false);
  });

  it('starts with Dogeneruj zdarzenia on and today as a whole day', () => {
    expect(defaultRouteForm(now)).toEqual({
      vid: null,
      from_date: '2026-03-04 00:00:00',
      to_date: '2026-03-04 23:59:59',
      period: 'day',
      regenerate: true,
    });
  });
});
