/**
 * Tile sources of the map layer menu (spec 1 §2.7, §3.9 map-tiles-layer): the product's own
 * tiles, OpenStreetMap, and the rail map. The URLs come from the server-supplied settings key
 * `server-map-tiles`; until the server sends it the OSM defaults apply.
 *
 * The rail map (OpenRailwayMap) publishes transparent tiles with only the railway lines, so
 * 'train' is drawn as OSM with the rail overlay on top (docs/decisions.md).
 */
/** The spec's '{product}' value is the product's name: Namiar stores 'namiar' for its own tiles. */
export const TILE_LAYER_KEYS = ['namiar', 'osm', 'train'] as const;
export type TileLayerKey = (typeof TILE_LAYER_KEYS)[number];

export interface TileUrls {
  own: string | null;
  osm: string;
  train: string;
}

export const DEFAULT_TILE_URLS: TileUrls = {
  own: null,
  osm: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  train: 'https://{a-c}.tiles.openrailwaymap.org/standard/{z}/{x}/{y}.png',
};

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** Reads `server-map-tiles`; missing or malformed parts fall back to the defaults. */
export function tileUrls(setting: unknown): TileUrls {
  const s = (typeof setting === 'object' && setting !== null ? setting : {}) as Record<string, unknown>;
  return {
    own: text(s.own),
    osm: text(s.osm) ?? DEFAULT_TILE_URLS.osm,
    train: text(s.train) ?? DEFAULT_TILE_URLS.train,
  };
}

/** The stored layer choice; unknown values read as the default 'osm'. */
export function tileLayerKey(setting: unknown): TileLayerKey {
  return TILE_LAYER_KEYS.includes(setting as TileLayerKey) ? (setting as TileLayerKey) : 'osm';
}

export interface TilePlan {
  /** The base layer's URL template. */
  base: string;
  /** Drawn over the base (the rail lines), or null. */
  overlay: string | null;
  /** The base is OpenStreetMap (its attribution is shown). */
  osmBase: boolean;
}

/** The layers the menu offers: the own layer only when the server has own tiles (NAMIAR_TILES_OWN_URL). */
export function offeredLayers(ownAvailable: boolean): TileLayerKey[] {
  return TILE_LAYER_KEYS.filter((k) => k !== 'namiar' || ownAvailable);
}

/** The layer in effect: a stored own-layer choice reads as OSM while there are no own tiles. */
export function effectiveLayer(key: TileLayerKey, ownAvailable: boolean): TileLayerKey {
  return key === 'namiar' && !ownAvailable ? 'osm' : key;
}

/** What to draw for a layer choice. The own layer without an own server shows OSM. */
export function tilePlan(key: TileLayerKey, urls: TileUrls): TilePlan {
  if (key === 'namiar' && urls.own) return { base: urls.own, overlay: null, osmBase: false };
  if (key === 'train') return { base: urls.osm, overlay: urls.train, osmBase: true };
  return { base: urls.osm, overlay: null, osmBase: true };
}
