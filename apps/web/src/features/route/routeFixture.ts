import { packColumns, type PackedValue, type RouteAnswer, type RouteInfo, type RouteReport } from '@namiar/domain';
import type { LoadedRoute } from './model';
import { toLoadedRoute } from './routeDecode';
import type { RouteRequest } from '../../kit/period/routeForm';

/** Test data: a route answer with the given point columns (every array of one length). */

export const fixtureRequest: RouteRequest = {
  vid: 7,
  from_date: '2026-03-01 00:00:00',
  to_date: '2026-03-01 23:59:59',
  regenerate: false,
};

const io = (n: number) => ({ n, enabled: false, desc: '', chart: true });

export function infoFixture(over: Partial<RouteInfo> = {}): RouteInfo {
  return {
    id: 7,
    regno: 'DW 12345',
    fd: fixtureRequest.from_date,
    td: fixtureRequest.to_date,
    min_pd: null,
    max_pd: null,
    tz: 'Europe/Warsaw',
    tacho_exists: false,
    fcap: null,
    vmax: 90,
    vtp: 0,
    icon_id: 0,
    inputs: Array.from({ length: 8 }, (_, i) => io(i + 1)),
    outputs: Array.from({ length: 4 }, (_, i) => io(i + 1)),
    thermometers: Array.from({ length: 16 }, () => null),
    has_flow: false,
    has_probes: false,
    has_energy: false,
    ...over,
  };
}

export function reportFixture(): RouteReport {
  const zeros = (k: number) => Array.from({ length: k }, () => 0);
  return {
    fd: fixtureRequest.from_date,
    td: fixtureRequest.to_date,
    rg: 0,
    th: 0,
    flu: null,
    flm: null,
    rt: 0,
    st: 0,
    ht: 0,
    et: 0,
    ei: 0,
    df: 0,
    va: 0,
    vm: 0,
    sn: 0,
    hn: 0,
    ea: null,
    em: null,
    flb: null,
    fle: null,
    ftn: 0,
    ftv: 0,
    fin: 0,
    fiv: 0,
    fln: 0,
    flv: 0,
    fbn: 0,
    tm: Array.from({ length: 16 }, () => null),
    tx: Array.from({ length: 16 }, () => null),
    in: zeros(4),
    it: zeros(4),
    o: zeros(4),
    ot: zeros(4),
  };
}

export function answerFixture(
  fields: Record<string, PackedValue[]>,
  info: Partial<RouteInfo> = {},
  places: Record<string, number> = {},
): RouteAnswer {
  const n = Object.values(fields)[0]?.length ?? 0;
  return {
    id: 7,
    info: infoFixture(info),
    points: packColumns(n, fields, places),
    events: [],
    drivers: [],
    report: reportFixture(),
  };
}

export function routeFixture(
  fields: Record<string, PackedValue[]>,
  info: Partial<RouteInfo> = {},
  request: RouteRequest = fixtureRequest,
): LoadedRoute {
  // Three decimals for every field (six for coordinates): the tests' values travel exactly.
  const places = Object.fromEntries(Object.keys(fields).map((f) => [f, f === 'lat' || f === 'lon' ? 6 : 3]));
  return toLoadedRoute(answerFixture(fields, info, places), request);
}
