import { useCallback, useEffect, useRef } from 'react';
import { HOLD_REPEAT_MS } from './playback';

/**
 * A button action that runs once on press and then every 100 ms while held (spec 2 §9).
 * Returns the pointer handlers for the button; keyboard activation (Enter/Space) runs it once.
 */
export function useHoldRepeat(action: () => void) {
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const latest = useRef(action);
  latest.current = action;

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  return {
    onPointerDown: (e: React.PointerEvent) => {
      if (e.button !== 0) return;
      stop();
      latest.current();
      timer.current = setInterval(() => latest.current(), HOLD_REPEAT_MS);
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    onKeyDown: (e: React.KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        latest.current();
      }
    },
  };
}
