import { MONIT_LIST_FLAGS, type SettingsDocument } from '@namiar/domain';

/**
 * Which parts of a list item are shown (the monit-vl-* settings of spec 1 §3.9) and the list
 * mode. Read once per document change, so a row does not look settings up one by one.
 */

export const RAIL_KEYS = ['a', 'b', 'c', 'd', 'e', 'f', 'g'] as const;
export type RailKey = (typeof RAIL_KEYS)[number];

export interface ListFlags {
  date: boolean;
  geo: boolean;
  geoCoords: boolean;
  poiname: boolean;
  driver: boolean;
  phone: boolean;
  speed: boolean;
  speedTacho: boolean;
  fuel: boolean;
  engine: boolean;
  counter: boolean;
  mth: boolean;
  inputs: boolean;
  temp: boolean;
  tonage: boolean;
  accumulator: boolean;
  energy1: boolean;
  energy2: boolean;
  rail: Record<RailKey, boolean>;
}

/** The stored list mode (spec 1 §3.9 monit-vehicles-list-mode), chosen in the settings dialog. */
export type StoredListMode = 'standard' | 'wide';
/** What the list shows: 'compact' is one line per vehicle (monit-vl-compact), over the stored mode. */
export type ListMode = StoredListMode | 'compact';

export const COMPACT_SETTING = 'monit-vl-compact';

/** Flag → its settings key (the spec's names, 'tonage' spelling included). */
export const FLAG_SETTING: Record<Exclude<keyof ListFlags, 'rail'>, string> = {
  date: 'monit-vl-date',
  geo: 'monit-vl-geo',
  geoCoords: 'monit-vl-geo-coords',
  poiname: 'monit-vl-poiname',
  driver: 'monit-vl-driver',
  phone: 'monit-vl-phone',
  speed: 'monit-vl-speed',
  speedTacho: 'monit-vl-speedtacho',
  fuel: 'monit-vl-fuel',
  engine: 'monit-vl-engine',
  counter: 'monit-vl-counter',
  mth: 'monit-vl-mth',
  inputs: 'monit-vl-inputs',
  temp: 'monit-vl-temp',
  tonage: 'monit-vl-tonage',
  accumulator: 'monit-vl-accumulator',
  energy1: 'monit-vl-energy1',
  energy2: 'monit-vl-energy2',
};

export const railSetting = (key: RailKey) => `monit-vl-${key}`;

/** A stored flag; anything but a boolean (missing, corrupted) falls back to the default. */
function flag(doc: SettingsDocument, key: string): boolean {
  const value = doc[key];
  return typeof value === 'boolean' ? value : (MONIT_LIST_FLAGS[key] ?? false);
}

export function readListFlags(doc: SettingsDocument): ListFlags {
  const out = {} as ListFlags;
  for (const [name, key] of Object.entries(FLAG_SETTING))
    (out as unknown as Record<string, boolean>)[name] = flag(doc, key);
  out.rail = Object.fromEntries(RAIL_KEYS.map((k) => [k, flag(doc, railSetting(k))])) as Record<RailKey, boolean>;
  return out;
}

export function readListMode(doc: SettingsDocument): StoredListMode {
  return doc['monit-vehicles-list-mode'] === 'wide' ? 'wide' : 'standard';
}

export function readDisplayMode(doc: SettingsDocument): ListMode {
  return doc[COMPACT_SETTING] === true ? 'compact' : readListMode(doc);
}
