import { useEffect, useRef, useState } from 'react';
import { Button, InputNumber, Slider, Tooltip } from 'antd';
import {
  CaretRightOutlined,
  LockOutlined,
  PauseOutlined,
  StepBackwardOutlined,
  StepForwardOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import { pl } from '../../i18n/pl';
import {
  DEFAULT_POINTS_PER_SECOND,
  MAX_POINTS_PER_SECOND,
  POINT_THROTTLE_MS,
  moveBy,
  playFrom,
  playTick,
  playTiming,
} from './playback';
import { type RouteTab, useRouteStore } from './routeStore';
import { useHoldRepeat } from './useHoldRepeat';

const t = pl.route.control;

/**
 * The bottom control bar (spec 2 §2.1, §4.1, §9): a two-handle slider (start, current), play and
 * stop at N points per second, previous/next repeating while held, and the start lock. Slider
 * moves reach the store at most every 20 ms.
 */
export function ControlBar({ tab }: { tab: RouteTab }) {
  const n = tab.route?.n ?? 0;
  const { setCursor, setPlaying, setLockStart } = useRouteStore.getState();
  const [pps, setPps] = useState(DEFAULT_POINTS_PER_SECOND);

  // Throttled slider: the last value within 20 ms is applied at the end of the window.
  const pending = useRef<[number, number] | null>(null);
  const throttle = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (throttle.current && clearTimeout(throttle.current)), []);
  function onSlide(value: number[]) {
    pending.current = [value[0], value[1]];
    if (throttle.current) return;
    const flush = () => {
      throttle.current = null;
      if (!pending.current) return;
      const [start, current] = pending.current;
      pending.current = null;
      setCursor(tab.key, { start, current });
    };
    flush();
    throttle.current = setTimeout(flush, POINT_THROTTLE_MS);
  }

  const step = (delta: number) => {
    const s = useRouteStore.getState().tabs.find((x) => x.key === tab.key);
    if (!s) return;
    const next = moveBy(s.cursor, delta, n, s.lockStart);
    if (next) setCursor(tab.key, next);
  };
  const prev = useHoldRepeat(() => step(-1));
  const next = useHoldRepeat(() => step(1));

  // Playback: the current point advances on a timer until it passes the last point.
  useEffect(() => {
    if (!tab.playing) return;
    const { intervalMs, step: size } = playTiming(pps);
    const id = setInterval(() => {
      const s = useRouteStore.getState().tabs.find((x) => x.key === tab.key);
      if (!s || !s.playing) return;
      const tick = playTick(s.cursor, size, n, s.lockStart);
      setCursor(tab.key, tick.cursor);
      if (tick.done) setPlaying(tab.key, false);
    }, intervalMs);
    return () => clearInterval(id);
  }, [tab.playing, tab.key, pps, n, setCursor, setPlaying]);

  function togglePlay() {
    if (tab.playing) return setPlaying(tab.key, false);
    setCursor(tab.key, playFrom(tab.cursor, n, tab.lockStart));
    setPlaying(tab.key, true);
  }

  const disabled = n < 2;
  return (
    <div className="route-control-bar" data-testid="route-control-bar">
      <Tooltip title={tab.playing ? t.stop : t.play}>
        <Button
          type="primary"
          icon={tab.playing ? <PauseOutlined /> : <CaretRightOutlined />}
          onClick={togglePlay}
          disabled={disabled}
          aria-label={tab.playing ? t.stop : t.play}
          data-testid="route-play"
          data-playing={tab.playing}
        />
      </Tooltip>
      <Tooltip title={t.prev}>
        <Button
          icon={<StepBackwardOutlined />}
          disabled={disabled}
          aria-label={t.prev}
          {...prev}
          data-testid="route-prev-point"
        />
      </Tooltip>
      <Tooltip title={t.next}>
        <Button
          icon={<StepForwardOutlined />}
          disabled={disabled}
          aria-label={t.next}
          {...next}
          data-testid="route-next-point"
        />
      </Tooltip>
      <Tooltip title={tab.lockStart ? t.unlock : t.lock}>
        <Button
          icon={tab.lockStart ? <LockOutlined /> : <UnlockOutlined />}
          type={tab.lockStart ? 'primary' : 'default'}
          ghost={tab.lockStart}
          onClick={() => setLockStart(tab.key, !tab.lockStart)}
          aria-label={tab.lockStart ? t.unlock : t.lock}
          aria-pressed={tab.lockStart}
          data-testid="route-lock-start"
        />
      </Tooltip>
      <Slider
        className="route-slider"
        range
        min={0}
        max={Math.max(0, n - 1)}
        value={[tab.cursor.start, tab.cursor.current]}
        onChange={onSlide}
        disabled={disabled}
        tooltip={{ formatter: (v) => (v === undefined ? '' : `${v + 1}`) }}
        data-testid="route-slider"
      />
      <span className="route-control-index" data-testid="route-current-index">
        {n > 0 ? `${tab.cursor.current + 1} / ${n}` : ''}
      </span>
      <Tooltip title={t.ppsHint}>
        <InputNumber
          className="route-pps"
          min={1}
          max={MAX_POINTS_PER_SECOND}
          value={pps}
          onChange={(v) => setPps(typeof v === 'number' && v >= 1 ? v : DEFAULT_POINTS_PER_SECOND)}
          suffix={t.ppsUnit}
          aria-label={t.ppsHint}
          data-testid="route-pps"
        />
      </Tooltip>
    </div>
  );
}
