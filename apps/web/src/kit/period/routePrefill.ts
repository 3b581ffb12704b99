import type { Dayjs } from 'dayjs';
import { type RouteFormValues, defaultRouteForm, periodFor } from './routeForm';
import { parseDate } from './periods';
import { peekReportToRoute, readRouteForm } from './routeStorage';

export type PrefillSource = 'query' | 'reportToRoute' | 'routeForm' | 'default';

export interface RoutePrefill {
  values: RouteFormValues;
  source: PrefillSource;
  /** All three query values present and well-formed: accept without showing the dialog. */
  autoAccept: boolean;
}

/** The route's query (spec 1 §2.1): vid, from_date, to_date as 'YYYY-MM-DD HH:mm:ss'. */
export interface RouteQuery {
  vid: number | null;
  from_date: string | null;
  to_date: string | null;
}

export function readRouteQuery(search: Pick<URLSearchParams, 'get'>): RouteQuery {
  const rawVid = search.get('vid')?.trim() ?? '';
  const vid = /^\d{1,15}$/.test(rawVid) && Number(rawVid) > 0 ? Number(rawVid) : null;
  const date = (key: string) => {
    const value = search.get(key)?.trim();
    return value ? value : null;
  };
  return { vid, from_date: date('from_date'), to_date: date('to_date') };
}

/** True when the query names a route at all (any of the three values). */
export function hasRouteQuery(search: Pick<URLSearchParams, 'get'>): boolean {
  return ['vid', 'from_date', 'to_date'].some((key) => (search.get(key)?.trim() ?? '') !== '');
}

/**
 * The dialog's starting values (spec 1 §2.7): from the URL query, else from a report's handoff
 * ('reportToRoute', removed by the caller once applied), else from the last saved form
 * ('routeForm'), else an empty form for today. The first source that exists wins; fields it
 * lacks (or holds malformed) come from the empty form, except 'Dogeneruj zdarzenia', which
 * keeps the user's last choice when a link or a report does not say.
 */
export function resolvePrefill(
  search: Pick<URLSearchParams, 'get'>,
  storage: Pick<Storage, 'getItem'>,
  now: Dayjs,
): RoutePrefill {
  const empty = defaultRouteForm(now);
  const saved = readRouteForm(storage);
  const regenerate = saved?.regenerate ?? empty.regenerate;

  const fill = (vid: number | null, from: string | null | undefined, to: string | null | undefined) => {
    const from_date = from && parseDate(from) ? from : empty.from_date;
    const to_date = to && parseDate(to) ? to : empty.to_date;
    return { from_date, to_date, vid, period: periodFor({ from_date, to_date }), regenerate };
  };

  if (hasRouteQuery(search)) {
    const q = readRouteQuery(search);
    const autoAccept = q.vid !== null && parseDate(q.from_date) !== null && parseDate(q.to_date) !== null;
    return { values: fill(q.vid, q.from_date, q.to_date), source: 'query', autoAccept };
  }

  const handoff = peekReportToRoute(storage);
  if (handoff) {
    return {
      values: fill(handoff.vid, handoff.from_date, handoff.to_date),
      source: 'reportToRoute',
      autoAccept: false,
    };
  }

  if (saved) {
    const values = fill(saved.vid ?? null, saved.from_date, saved.to_date);
    // The radio comes back as the user left it: it is the unit previous/next step by.
    if (saved.period) values.period = saved.period;
    return { values, source: 'routeForm', autoAccept: false };
  }

  return { values: empty, source: 'default', autoAccept: false };
}
