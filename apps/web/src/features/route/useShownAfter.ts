import { useEffect, useState } from 'react';

/**
 * False until `ms` after the calling component mounted, then true for good (spec 2 §9: the
 * events grid is shown 1 s after the route view mounts, the charts 2 s after). A widget the user
 * opens later is shown at once: the delay counts from the mount only. It also keeps the grid's
 * and the charts' first renders out of the route's first frames.
 */
export function useShownAfter(ms: number): boolean {
  const [shown, setShown] = useState(ms <= 0);
  useEffect(() => {
    if (shown) return;
    const timer = setTimeout(() => setShown(true), ms);
    return () => clearTimeout(timer);
  }, [shown, ms]);
  return shown;
}
