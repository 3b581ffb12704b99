import type OlMap from 'ol/Map';

declare global {
  interface Window {
    __namiarMap?: OlMap;
  }
}

/** localStorage flag that exposes the map to e2e tests and benchmarks in a production build. */
export const MAP_TEST_FLAG = 'namiar.exposeMap';

/**
 * Puts the OpenLayers map on window.__namiarMap in development, or when the harmless flag is
 * set, so tests can turn coordinates into pixels (map.getPixelFromCoordinate) and click them.
 * Returns the undo function.
 */
export function exposeMapForTests(map: OlMap): () => void {
  let flag = false;
  try {
    flag = localStorage.getItem(MAP_TEST_FLAG) === '1';
  } catch {
    // Storage can be blocked (privacy modes): then the map is simply not exposed.
  }
  if (!import.meta.env.DEV && !flag) return () => {};
  window.__namiarMap = map;
  return () => {
    if (window.__namiarMap === map) delete window.__namiarMap;
  };
}
