import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { Button, InputNumber, Slider, Tooltip } from 'antd';
import {
  CaretRightOutlined,
  LockOutlined,
  PauseOutlined,
  StepBackwardOutlined,
  StepForwardOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import { pl } from '../i18n/pl';
import {
  DEFAULT_POINTS_PER_SECOND,
  MAX_POINTS_PER_SECOND,
  POINT_THROTTLE_MS,
  moveBy,
  playFrom,
  playTick,
  playTiming,
  type RouteCursor,
} from './playback';
import './playbackBar.css';
import { useHoldRepeat } from './useHoldRepeat';

const t = pl.route.control;

const pointLabel = (v: number | undefined) => (v === undefined ? '' : `${v + 1}`);
const sliderTooltip = { formatter: pointLabel };

interface ButtonsProps {
  playing: boolean;
  lockStart: boolean;
  disabled: boolean;
  onPlay(): void;
  onStep(delta: number): void;
  onLock(): void;
}

/** Play/stop, previous/next (repeating while held) and the start lock: drawn again only when their state changes. */
const ControlButtons = memo(function ControlButtons({
  playing,
  lockStart,
  disabled,
  onPlay,
  onStep,
  onLock,
}: ButtonsProps) {
  const prev = useHoldRepeat(() => onStep(-1));
  const next = useHoldRepeat(() => onStep(1));
  return (
    <>
      <Tooltip title={playing ? t.stop : t.play}>
        <Button
          type="primary"
          icon={playing ? <PauseOutlined /> : <CaretRightOutlined />}
          onClick={onPlay}
          disabled={disabled}
          aria-label={playing ? t.stop : t.play}
          data-testid="route-play"
          data-playing={playing}
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
      <Tooltip title={lockStart ? t.unlock : t.lock}>
        <Button
          icon={lockStart ? <LockOutlined /> : <UnlockOutlined />}
          type={lockStart ? 'primary' : 'default'}
          ghost={lockStart}
          onClick={onLock}
          aria-label={lockStart ? t.unlock : t.lock}
          aria-pressed={lockStart}
          data-testid="route-lock-start"
        />
      </Tooltip>
    </>
  );
});

/** The points-per-second input; its own state, so typing in it does not touch the slider. */
const PpsInput = memo(function PpsInput({ value, onChange }: { value: number; onChange(pps: number): void }) {
  return (
    <Tooltip title={t.ppsHint}>
      <InputNumber
        className="route-pps"
        min={1}
        max={MAX_POINTS_PER_SECOND}
        value={value}
        onChange={(v) => onChange(typeof v === 'number' && v >= 1 ? v : DEFAULT_POINTS_PER_SECOND)}
        suffix={t.ppsUnit}
        aria-label={t.ppsHint}
        data-testid="route-pps"
      />
    </Tooltip>
  );
});

/** The playback state a bar shows and changes; the owner keeps it (a store, component state). */
export interface PlaybackState {
  cursor: RouteCursor;
  playing: boolean;
  lockStart: boolean;
}

export interface PlaybackBarProps extends PlaybackState {
  n: number;
  /** The state when a handler runs (handlers stay the same while the cursor moves). */
  live(): PlaybackState | undefined;
  setCursor(cursor: RouteCursor): void;
  setPlaying(playing: boolean): void;
  setLockStart(lockStart: boolean): void;
  /** Initial points per second (spec 2 §9: 5). */
  defaultPps?: number;
}

/**
 * The point controller (spec 2 §2.1, §2.5, §4.1, §4.5, §9): a two-handle slider (start, current),
 * play and stop at N points per second, previous/next repeating while held, the start lock and
 * 'current / total'. Slider moves reach the owner at most every 20 ms; on a playback tick only
 * the slider and the counter are drawn again. Used by the route viewer and eco-driving.
 */
export const PlaybackBar = memo(function PlaybackBar(props: PlaybackBarProps) {
  const { n, cursor, playing, lockStart, live, setCursor, setPlaying, setLockStart } = props;
  const [pps, setPps] = useState(props.defaultPps ?? DEFAULT_POINTS_PER_SECOND);

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
      setCursor({ start, current });
    };
    flush();
    throttle.current = setTimeout(flush, POINT_THROTTLE_MS);
  }

  const onStep = useCallback(
    (delta: number) => {
      const s = live();
      if (!s) return;
      const next = moveBy(s.cursor, delta, n, s.lockStart);
      if (next) setCursor(next);
    },
    [live, n, setCursor],
  );
  const onPlay = useCallback(() => {
    const s = live();
    if (!s) return;
    if (s.playing) return setPlaying(false);
    setCursor(playFrom(s.cursor, n, s.lockStart));
    setPlaying(true);
  }, [live, n, setCursor, setPlaying]);
  const onLock = useCallback(() => {
    const s = live();
    if (s) setLockStart(!s.lockStart);
  }, [live, setLockStart]);

  // Playback: the current point advances on a timer until it passes the last point.
  useEffect(() => {
    if (!playing) return;
    const { intervalMs, step: size } = playTiming(pps);
    const id = setInterval(() => {
      const s = live();
      if (!s || !s.playing) return;
      const tick = playTick(s.cursor, size, n, s.lockStart);
      setCursor(tick.cursor);
      if (tick.done) setPlaying(false);
    }, intervalMs);
    return () => clearInterval(id);
  }, [playing, live, pps, n, setCursor, setPlaying]);

  const disabled = n < 2;
  return (
    <div className="route-control-bar" data-testid="route-control-bar">
      <ControlButtons
        playing={playing}
        lockStart={lockStart}
        disabled={disabled}
        onPlay={onPlay}
        onStep={onStep}
        onLock={onLock}
      />
      <Slider
        className="route-slider"
        range
        min={0}
        max={Math.max(0, n - 1)}
        value={[cursor.start, cursor.current]}
        onChange={onSlide}
        disabled={disabled}
        tooltip={sliderTooltip}
        data-testid="route-slider"
      />
      <span className="route-control-index" data-testid="route-current-index">
        {n > 0 ? `${cursor.current + 1} / ${n}` : ''}
      </span>
      <PpsInput value={pps} onChange={setPps} />
    </div>
  );
});
