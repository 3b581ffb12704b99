import { CONTEXT_MENU_BOTTOM_GAP_PX } from './constants';

/**
 * Pure parts of the map's right-click menu (spec 1 §2.7): where it opens and where its
 * entries lead. Every entry opens in a new tab, like the vehicle context menu.
 */

/** Keeps the menu's top at least 250 px above the bottom of the page (and never above the top). */
export function contextMenuTop(clientY: number, viewportHeight: number): number {
  return Math.max(0, Math.min(clientY, viewportHeight - CONTEXT_MENU_BOTTOM_GAP_PX));
}

/** Six decimals: about 10 cm, more than a GPS fix is worth, short enough for a URL. */
export function coordText(v: number): string {
  return v.toFixed(6);
}

export function mapsServiceUrl(lat: number, lon: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${coordText(lat)},${coordText(lon)}`;
}

export function newPoiUrl(lat: number, lon: number): string {
  return `/poi/new?lat=${coordText(lat)}&lon=${coordText(lon)}`;
}

export function newBaseUrl(lat: number, lon: number): string {
  return `/base/new?lat=${coordText(lat)}&lon=${coordText(lon)}`;
}
