import { memo, useCallback } from 'react';
import { PlaybackBar } from '../../kit/playback/PlaybackBar';
import type { RouteCursor } from '../../kit/playback/playback';
import { useRouteStore, useRouteTab } from './routeStore';

/**
 * The route viewer's bottom control bar (spec 2 §2.1, §4.1, §9): the kit's PlaybackBar bound to
 * one route tab in the store. It follows its tab itself, so a tick redraws only the bar.
 */
export const ControlBar = memo(function ControlBar({ tabKey, n }: { tabKey: string; n: number }) {
  const tab = useRouteTab(tabKey);
  const live = useCallback(() => useRouteStore.getState().tabs.find((x) => x.key === tabKey), [tabKey]);
  const setCursor = useCallback((c: RouteCursor) => useRouteStore.getState().setCursor(tabKey, c), [tabKey]);
  const setPlaying = useCallback((p: boolean) => useRouteStore.getState().setPlaying(tabKey, p), [tabKey]);
  const setLockStart = useCallback((l: boolean) => useRouteStore.getState().setLockStart(tabKey, l), [tabKey]);
  return (
    <PlaybackBar
      n={n}
      cursor={tab?.cursor ?? { start: 0, current: 0 }}
      playing={tab?.playing ?? false}
      lockStart={tab?.lockStart ?? false}
      live={live}
      setCursor={setCursor}
      setPlaying={setPlaying}
      setLockStart={setLockStart}
    />
  );
});
