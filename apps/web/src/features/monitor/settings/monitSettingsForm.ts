import type { SettingsDocument } from '@namiar/domain';
import { tileLayerKey, type TileLayerKey } from '../../../kit/map/tiles';
import {
  FLAG_SETTING,
  RAIL_KEYS,
  readListFlags,
  readListMode,
  railSetting,
  type StoredListMode,
} from '../list/listFlags';

/**
 * The 'Ustawienia monitoringu' dialog ⇄ the settings document (spec 1 §2.7, §3.9). The form
 * holds every monit-vl-* flag by its settings key, the list mode and the map keys; saving
 * writes exactly those keys and keeps every other key of the document.
 */

export const MAP_FLAG_KEYS = ['monit-vi-date', 'monit-vi-speed', 'monit-vi-geo', 'monit-clustering'] as const;
export type MapFlagKey = (typeof MAP_FLAG_KEYS)[number];

/** Every list flag's settings key, in the order the dialog lists them. */
export const LIST_FLAG_KEYS: readonly string[] = Object.values(FLAG_SETTING);
export const RAIL_FLAG_KEYS: readonly string[] = RAIL_KEYS.map(railSetting);

export interface MonitSettingsForm {
  mode: StoredListMode;
  /** monit-vl-* key → shown. */
  list: Record<string, boolean>;
  map: Record<MapFlagKey, boolean>;
  tiles: TileLayerKey;
}

export function toMonitForm(doc: SettingsDocument): MonitSettingsForm {
  const flags = readListFlags(doc);
  const list: Record<string, boolean> = {};
  for (const [name, key] of Object.entries(FLAG_SETTING)) list[key] = flags[name as keyof typeof FLAG_SETTING];
  for (const k of RAIL_KEYS) list[railSetting(k)] = flags.rail[k];
  const map = {} as Record<MapFlagKey, boolean>;
  for (const key of MAP_FLAG_KEYS) map[key] = doc[key] === true;
  return { mode: readListMode(doc), list, map, tiles: tileLayerKey(doc['map-tiles-layer']) };
}

export function fromMonitForm(doc: SettingsDocument, form: MonitSettingsForm): SettingsDocument {
  const out: SettingsDocument = { ...doc, 'monit-vehicles-list-mode': form.mode, 'map-tiles-layer': form.tiles };
  for (const key of [...LIST_FLAG_KEYS, ...RAIL_FLAG_KEYS]) out[key] = form.list[key] === true;
  for (const key of MAP_FLAG_KEYS) out[key] = form.map[key] === true;
  return out;
}

/** The keys that differ between two documents among those the dialog edits (nothing to save = none). */
export function changedMonitKeys(before: SettingsDocument, after: SettingsDocument): string[] {
  const keys = ['monit-vehicles-list-mode', 'map-tiles-layer', ...LIST_FLAG_KEYS, ...RAIL_FLAG_KEYS, ...MAP_FLAG_KEYS];
  return keys.filter((k) => before[k] !== after[k]);
}
