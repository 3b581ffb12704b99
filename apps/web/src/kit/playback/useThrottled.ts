import { useEffect, useRef, useState } from 'react';

/**
 * The value, passed on at most once per `ms` (spec 2 §9: the charts follow the current point
 * every 25 ms, the map's travelled track every 100 ms); the last value always arrives. One timer
 * at a time: changes within a window only replace the value the pending timer will pass on.
 */
export function useThrottled<T>(value: T, ms: number): T {
  const [shown, setShown] = useState(value);
  const latest = useRef(value);
  latest.current = value;
  const last = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (timer.current !== null) return;
    const wait = last.current + ms - Date.now();
    if (wait <= 0) {
      last.current = Date.now();
      setShown(value);
      return;
    }
    timer.current = setTimeout(() => {
      timer.current = null;
      last.current = Date.now();
      setShown(latest.current);
    }, wait);
  }, [value, ms]);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  return shown;
}
