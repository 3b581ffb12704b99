import { useCallback, useMemo, useRef, useState } from 'react';
import { PlaybackBar, type PlaybackState } from '../../kit/playback/PlaybackBar';
import { initialCursor, type RouteCursor } from '../../kit/playback/playback';
import { useThrottled } from '../../kit/playback/useThrottled';
import { EcoChart, XModeChooser } from './EcoChart';
import { EcoGrid } from './EcoGrid';
import { EcoMap } from './EcoMap';
import { EcoStatsPanel } from './EcoStatsPanel';
import { pointStats, pointX, type EcoReport, type EcoXMode } from './ecoModel';
import type { useEcoExport } from './useEcoExport';

/** Spec 2 §9: the statistics follow the current point at most every 20 ms of playback. */
const STATS_THROTTLE_MS = 20;

export interface TransgressionViewProps {
  report: EcoReport;
  showChart: boolean;
  showGrid: boolean;
  exporter: ReturnType<typeof useEcoExport>;
}

/**
 * The transgression view (spec 2 §2.5, §4.5): the statistics panel on the left, the map with the
 * track and own points, the optional grid of transgressing windows and the optional chart, and
 * the point controller (the route viewer's PlaybackBar: 5 points/s by default, start lock).
 */
export function TransgressionView({ report, showChart, showGrid, exporter }: TransgressionViewProps) {
  const [state, setState] = useState<PlaybackState>(() => ({
    cursor: initialCursor(report.n),
    playing: false,
    lockStart: false,
  }));
  const live = useRef(state);
  live.current = state;
  const patch = useCallback((p: Partial<PlaybackState>) => {
    live.current = { ...live.current, ...p };
    setState(live.current);
  }, []);
  const getLive = useCallback(() => live.current, []);
  const setCursor = useCallback((cursor: RouteCursor) => patch({ cursor }), [patch]);
  const setPlaying = useCallback((playing: boolean) => patch({ playing }), [patch]);
  const setLockStart = useCallback((lockStart: boolean) => patch({ lockStart }), [patch]);

  const statsCursor = useThrottled(state.cursor.current, STATS_THROTTLE_MS);
  const stats = useMemo(() => pointStats(report, statsCursor), [report, statsCursor]);
  const [mode, setMode] = useState<EcoXMode>('time');
  const marker = pointX(report, mode, state.cursor.current);

  return (
    <div className="eco-transgression" data-testid="eco-view-transgression">
      <div className="eco-main">
        <EcoStatsPanel rows={stats} />
        <div className="eco-center">
          <div className="eco-map-wrap">
            <EcoMap report={report} cursor={state.cursor} />
          </div>
          {showGrid && (
            <div className="eco-widget eco-widget-grid">
              <EcoGrid
                type="transgression"
                rows={report.rows}
                onVisibleColumns={exporter.onVisibleColumns}
                onApiReady={exporter.onApiReady}
              />
            </div>
          )}
          {showChart && (
            <div className="eco-widget eco-widget-chart">
              <div className="eco-widget-bar">
                <XModeChooser value={mode} onChange={setMode} />
              </div>
              <EcoChart report={report} mode={mode} marker={marker} />
            </div>
          )}
        </div>
      </div>
      <PlaybackBar
        n={report.n}
        cursor={state.cursor}
        playing={state.playing}
        lockStart={state.lockStart}
        live={getLive}
        setCursor={setCursor}
        setPlaying={setPlaying}
        setLockStart={setLockStart}
      />
    </div>
  );
}
