import type { RouteAnswer } from '@namiar/domain';
import { ApiError } from '../../kit/api/api';
import { withLoader } from '../../kit/loader/loaderStore';
import { toastError } from '../../kit/ui/toasts';
import { pl } from '../../kit/i18n/pl';
import { fetchRoute } from './api';
import { decodeRoutePoints, toLoadedRoute } from './routeDecode';
import type { RouteRequest } from '../../kit/period/routeForm';
import { useRouteStore } from './routeStore';

const t = pl.route;

/** A performance mark set when a route is accepted (the dialog, or a complete address). */
export const ROUTE_ACCEPT_MARK = 'route-accept';

/** An answer the viewer can read: info, packed points and a report. */
function isRouteAnswer(a: unknown): a is RouteAnswer {
  const x = a as Partial<RouteAnswer> | null;
  return (
    !!x &&
    typeof x === 'object' &&
    !!x.info &&
    !!x.points &&
    typeof x.points.n === 'number' &&
    ('parts' in x.points ? Array.isArray(x.points.parts) : !!x.points.c) &&
    !!x.report
  );
}

/**
 * Loads a route into its tab (spec 2 §4.1 'Route loading'): the tab opens (or its same-vehicle,
 * same-range tab is reused) and becomes active; the loader says 'Wczytuję trasę...' or, with
 * regeneration, 'Tworzę trasę...', and can be cancelled. The loader hides as soon as the answer
 * is in the tab (docs: the spec's 3 s delay covered the old viewer's drawing; ours draws at once).
 * An err is shown by the API client; no points: 'Błąd pobierania trasy' / 'Brak trasy za
 * wybrany okres'.
 */
export async function loadRoute(request: RouteRequest): Promise<void> {
  const store = useRouteStore.getState();
  const { key, seq } = store.open(request);
  try {
    const answer = await withLoader(
      request.regenerate ? t.generating : t.loading,
      (signal) => fetchRoute(request, signal),
      {
        cancellable: true,
      },
    );
    if (!isRouteAnswer(answer)) {
      toastError(pl.errors.badAnswer);
      store.failed(key, seq, 'error');
      return;
    }
    // The pieces are inflated by the browser's DecompressionStream and joined into one range.
    const route = toLoadedRoute(answer, request, await decodeRoutePoints(answer));
    if (route.n === 0) {
      toastError(t.noPoints, t.loadError);
      store.failed(key, seq, 'empty');
      return;
    }
    store.loaded(key, seq, route);
  } catch (e) {
    if (e instanceof ApiError && e.failure === 'aborted') store.cancelled(key, seq);
    else store.failed(key, seq, 'error');
  }
}
