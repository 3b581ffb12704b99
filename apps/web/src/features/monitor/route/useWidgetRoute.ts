import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchMonitRoute } from '../api';
import { useMonitor } from '../monitorStore';
import { toTrack } from './routeChartData';
import { keepRequest, requestRoute, type RouteRequest } from './widgetRequest';

/**
 * Today's route of the widget's vehicle (spec 1 §4 'Route load': loading, then points or error).
 * Loads on demand: the 'Wczytaj podgląd trasy' button, refresh, or a bump of routeWidget.load
 * (context menu 'route with preview'). A loaded route is published to the map as routeTrack.
 */
export function useWidgetRoute() {
  const { open, vid, load } = useMonitor((s) => s.routeWidget);
  const [request, setRequest] = useState<RouteRequest | null>(null);
  // Only the request of the widget's current vehicle counts; another vehicle's is dropped.
  const active = open && request && request.vid === vid ? request : null;

  const query = useQuery({
    queryKey: ['monitRoute', active?.vid, active?.from_date, active?.to_date, active?.seq],
    queryFn: ({ signal }) =>
      fetchMonitRoute({ id: active!.vid, from_date: active!.from_date, to_date: active!.to_date }, signal),
    enabled: active !== null,
    staleTime: Infinity,
    // A day of points can be large: nothing is kept once the widget moves on.
    gcTime: 0,
  });

  const start = useCallback((forVid: number) => setRequest((prev) => requestRoute(prev, forVid, new Date())), []);

  // A bump of `load` means "load now" (openRouteWidget(vid, true)); the value seen at mount is
  // not a request, so returning to the monitor does not reload by itself.
  const seenLoad = useRef(load);
  useEffect(() => {
    if (load === seenLoad.current) return;
    seenLoad.current = load;
    if (open && vid !== null) start(vid);
  }, [load, open, vid, start]);

  // Closing the widget or switching vehicles forgets the request (the store clears the track).
  useEffect(() => {
    setRequest((prev) => keepRequest(prev, open, vid));
  }, [open, vid]);

  // Publish each freshly loaded route to the map and fit the view to it once.
  const answer = active ? query.data : undefined;
  useEffect(() => {
    if (!answer || vid === null) return;
    const track = toTrack(answer.points);
    const store = useMonitor.getState();
    store.setRouteTrack(track.lat.length > 0 ? { vid, ...track } : null);
    store.fitRouteTrack();
  }, [answer, vid]);

  const status: 'idle' | 'loading' | 'error' | 'ok' =
    active === null ? 'idle' : query.isPending ? 'loading' : query.isError ? 'error' : 'ok';

  return {
    vid,
    status,
    answer,
    error: active ? query.error : null,
    load: () => {
      if (vid !== null) start(vid);
    },
  };
}
