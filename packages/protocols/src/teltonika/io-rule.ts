import type { IoSize } from './types';

/**
 * Device family: `fmb` = mainstream FMB/FMC/FMM/FMP/FMT line (the default), `fm6` = the
 * professional FMB640/FMB641/FMC640/FMC650/FMM640/FMM650 line, which reuses ids with other
 * meanings (PROTOCOLS.md §3, pitfall 9), `gh` = the GH3000 line's Codec 7 records (their own
 * short id list; a rule applies to GH only when it names the family).
 */
export type TeltonikaFamily = 'fmb' | 'fm6' | 'gh';

export type IoTarget =
  /** A numeric or boolean `Position` field (`key`), value = raw (signed if `signed`) x `scale`. */
  | 'field'
  /** A bit of `Position.inputs` / `Position.outputs` (`bit`), set when the value is non-zero. */
  | 'input'
  | 'output'
  /** `Position.temperatures[slot - 1]` in degC, `null` for a sentinel (then extra temp<slot>Error). */
  | 'temperature'
  /**
   * A wireless sensor's value: `Position[key][slot - 1]` (key `humidities`, `sensorBatteries` or
   * `sensorVoltages`), raw x `scale` + `offset`; `null` for a sentinel (then extra <prefix><slot>Error).
   */
  | 'sensor'
  /** `Position.extra[key]`, value = raw (signed if `signed`) x `scale` (text for ids/bytes). */
  | 'extra'
  /** Converted by a dedicated rule in io-map.ts (see `note`). */
  | 'special'
  /** Dropped: it repeats a value the record head already carries. */
  | 'ignore';

export interface IoRule {
  id: number;
  /** Teltonika's name of the element. */
  name: string;
  target: IoTarget;
  /** Position field, or the extra key. */
  key: string;
  /** Wire size on the families this rule applies to; 'var' = Codec 8E NX. */
  size: IoSize | 'var';
  signed?: boolean;
  scale?: number;
  /** Added after scaling (EYE battery voltage: 2000 mV + 10 mV per step). */
  offset?: number;
  /** Our unit after conversion. */
  unit?: string;
  bit?: number;
  slot?: number;
  sentinels?: readonly number[];
  /**
   * Several sources for one field: the lowest rank present wins; a source that is not rank 0
   * is also copied to `extra[extraKey]` so nothing is lost.
   */
  rank?: number;
  extraKey?: string;
  /** Families the rule applies to (default: DEFAULT_FAMILIES, fmb and fm6). */
  families?: readonly TeltonikaFamily[];
  source: string;
  note?: string;
}

/** Family lists of rules that apply to one family only. */
export const FMB = ['fmb'] as const;
export const FM6 = ['fm6'] as const;
export const GH = ['gh'] as const;
/** Families a rule without `families` applies to (GH records have their own list). */
export const DEFAULT_FAMILIES = ['fmb', 'fm6'] as const;
