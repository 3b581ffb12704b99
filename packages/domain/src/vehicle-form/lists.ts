/**
 * The vehicle editor's lists (spec 3 §3.1) and their delimited save format (spec 3 §7):
 * records separated by '|', fields by '^', in the order of each list's field table below. Only
 * entries holding the list's key fields are sent. Text fields never carry the separators: the
 * web replaces '&', '|' and '^' by '-' (the spec's rule for probe numbers) before sending.
 */

import { parseNumberText } from '../numbers/number-text';

export interface InputRow {
  input_no: number;
  active: boolean;
  description_id: number | null;
  type_id: number | null;
  contact_type_id: number | null;
  /** Seconds. */
  min_duration: number | null;
}

export interface TachoInputRow {
  input_no: number;
  description_id: number | null;
  type_id: number | null;
  active: boolean;
}

export interface OutputRow {
  output_no: number;
  description_id: number | null;
  type_id: number | null;
  contact_type_id: number | null;
  min_duration: number | null;
  active: boolean;
}

export interface ThermometerRow {
  /** 1–4 GPS thermometers, 5–16 DECON. */
  no: number;
  description_id: number | null;
  multiplier: number | null;
  increase: number | null;
  rewrite_value: number | null;
  rewrite_sign: number | null;
  temp_min: number | null;
  temp_max: number | null;
  active: boolean;
}

export interface StatusRow {
  vehicle_status_id: number;
  /** 'YYYY-MM-DD HH:mm:ss' */
  from_date: string;
  to_date: string;
  description: string;
}

export interface CounterRow {
  point_date: string;
  /** km, or engine hours. */
  value: number;
  /** When the row was saved (the server sets it for new rows). */
  save_date: string;
}

/** A notification rule (spec 3 §3.12): which address gets which event type or alarm code. */
export interface EventSmsRule {
  sms_simcard_id: number;
  status: number;
  event_type_id: number;
  message: string;
}
export interface EventEmailRule {
  email_id: number;
  status: number;
  event_type_id: number;
  message: string;
}
export interface GpsSmsRule {
  sms_simcard_id: number;
  status: number;
  alarm_code_id: number;
  message: string;
}
export interface GpsEmailRule {
  email_id: number;
  status: number;
  alarm_code_id: number;
  message: string;
}

export interface VehicleLists {
  inputs: InputRow[];
  tacho_inputs: TachoInputRow[];
  outputs: OutputRow[];
  thermometers: ThermometerRow[];
  thermometers_decon: ThermometerRow[];
  vehicle_statuses: StatusRow[];
  km_counters: CounterRow[];
  mth_counters: CounterRow[];
  alarm_event_simcards: EventSmsRule[];
  alarm_event_emails: EventEmailRule[];
  alarm_gps_simcards: GpsSmsRule[];
  alarm_gps_emails: GpsEmailRule[];
  /** Assigned bases and own points (ids). */
  bases: number[];
  solid_objects: number[];
}

export type ColumnKind = 'int' | 'num' | 'bool' | 'text' | 'date';

/** A list's fields in wire order; `key` fields must be present for an entry to be sent. */
export interface ListSpec {
  columns: readonly (readonly [name: string, kind: ColumnKind])[];
  key: readonly string[];
}

const thermometerColumns = [
  ['no', 'int'],
  ['description_id', 'int'],
  ['multiplier', 'num'],
  ['increase', 'num'],
  ['rewrite_value', 'int'],
  ['rewrite_sign', 'int'],
  ['temp_min', 'num'],
  ['temp_max', 'num'],
  ['active', 'bool'],
] as const;

const counterColumns = [
  ['point_date', 'date'],
  ['value', 'num'],
  ['save_date', 'date'],
] as const;

export const LIST_SPECS = {
  inputs: {
    columns: [
      ['input_no', 'int'],
      ['active', 'bool'],
      ['description_id', 'int'],
      ['type_id', 'int'],
      ['contact_type_id', 'int'],
      ['min_duration', 'int'],
    ],
    key: ['input_no'],
  },
  tacho_inputs: {
    columns: [
      ['input_no', 'int'],
      ['description_id', 'int'],
      ['type_id', 'int'],
      ['active', 'bool'],
    ],
    key: ['input_no'],
  },
  outputs: {
    columns: [
      ['output_no', 'int'],
      ['description_id', 'int'],
      ['type_id', 'int'],
      ['contact_type_id', 'int'],
      ['min_duration', 'int'],
      ['active', 'bool'],
    ],
    key: ['output_no'],
  },
  thermometers: { columns: thermometerColumns, key: ['no'] },
  thermometers_decon: { columns: thermometerColumns, key: ['no'] },
  vehicle_statuses: {
    columns: [
      ['vehicle_status_id', 'int'],
      ['from_date', 'date'],
      ['to_date', 'date'],
      ['description', 'text'],
    ],
    key: ['vehicle_status_id', 'from_date'],
  },
  km_counters: { columns: counterColumns, key: ['point_date', 'value'] },
  mth_counters: { columns: counterColumns, key: ['point_date', 'value'] },
  alarm_event_simcards: {
    columns: [
      ['sms_simcard_id', 'int'],
      ['status', 'int'],
      ['event_type_id', 'int'],
      ['message', 'text'],
    ],
    key: ['sms_simcard_id', 'event_type_id'],
  },
  alarm_event_emails: {
    columns: [
      ['email_id', 'int'],
      ['status', 'int'],
      ['event_type_id', 'int'],
      ['message', 'text'],
    ],
    key: ['email_id', 'event_type_id'],
  },
  alarm_gps_simcards: {
    columns: [
      ['sms_simcard_id', 'int'],
      ['status', 'int'],
      ['alarm_code_id', 'int'],
      ['message', 'text'],
    ],
    key: ['sms_simcard_id', 'alarm_code_id'],
  },
  alarm_gps_emails: {
    columns: [
      ['email_id', 'int'],
      ['status', 'int'],
      ['alarm_code_id', 'int'],
      ['message', 'text'],
    ],
    key: ['email_id', 'alarm_code_id'],
  },
} as const satisfies Record<string, ListSpec>;

export type DelimitedListName = keyof typeof LIST_SPECS;
export const DELIMITED_LISTS = Object.keys(LIST_SPECS) as DelimitedListName[];

/** '&', '|' and '^' cannot travel inside a delimited field: they become '-' (spec 3 §3.2). */
export function cleanDelimitedText(text: string): string {
  return text.replace(/[&|^]/g, '-');
}

const present = (v: unknown) => v !== null && v !== undefined && v !== '';

function cell(kind: ColumnKind, v: unknown): string {
  if (!present(v)) return '';
  if (kind === 'bool') return v ? '1' : '0';
  if (kind === 'text' || kind === 'date') return cleanDelimitedText(String(v));
  return String(v);
}

/** A list as its delimited string; entries without their key fields are left out. */
export function encodeList(spec: ListSpec, rows: readonly object[]): string {
  return rows
    .filter((row) => spec.key.every((k) => present((row as Record<string, unknown>)[k])))
    .map((row) => spec.columns.map(([name, kind]) => cell(kind, (row as Record<string, unknown>)[name])).join('^'))
    .join('|');
}

/** Why a delimited list was refused: the entry (0-based) and field, or the entry's field count. */
export interface ListProblem {
  entry: number;
  field: string | null;
}

const DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/**
 * A delimited list back into rows, or the first problem. Empty fields are null (text: ''); a
 * number field takes a decimal comma too (spec 3 §5).
 */
export function decodeList(
  spec: ListSpec,
  text: string,
): { rows: Record<string, string | number | boolean | null>[] } | { problem: ListProblem } {
  if (text.trim() === '') return { rows: [] };
  const rows: Record<string, string | number | boolean | null>[] = [];
  const entries = text.split('|');
  for (let i = 0; i < entries.length; i++) {
    const parts = entries[i].split('^');
    if (parts.length !== spec.columns.length) return { problem: { entry: i, field: null } };
    const row: Record<string, string | number | boolean | null> = {};
    for (let c = 0; c < parts.length; c++) {
      const [name, kind] = spec.columns[c];
      const raw = parts[c].trim();
      if (raw === '') {
        if (spec.key.includes(name)) return { problem: { entry: i, field: name } };
        row[name] = kind === 'text' || kind === 'date' ? '' : kind === 'bool' ? false : null;
        continue;
      }
      if (kind === 'text') row[name] = parts[c];
      else if (kind === 'date') {
        if (!DATE.test(raw)) return { problem: { entry: i, field: name } };
        row[name] = raw;
      } else if (kind === 'bool') {
        if (!['0', '1', 'true', 'false'].includes(raw)) return { problem: { entry: i, field: name } };
        row[name] = raw === '1' || raw === 'true';
      } else {
        // THE number rule, strict: a fraction in a whole-number column is refused, not rounded.
        const n = parseNumberText(raw, kind === 'int' ? { decimals: 0 } : {}, 'strict');
        if (!n.ok || n.value === null) return { problem: { entry: i, field: name } };
        row[name] = n.value;
      }
    }
    rows.push(row);
  }
  return { rows };
}

/** Ids joined by ',' (bases, solid_objects). */
export function encodeIdList(ids: readonly number[]): string {
  return ids.join(',');
}

/** Empty rows of the fixed lists: inputs 1–8, tacho inputs 1–8, outputs 1–8, thermometers 1–4 and 5–16. */
export function emptyFixedLists(): Pick<
  VehicleLists,
  'inputs' | 'tacho_inputs' | 'outputs' | 'thermometers' | 'thermometers_decon'
> {
  const n = (count: number, first = 1) => Array.from({ length: count }, (_, i) => i + first);
  return {
    inputs: n(8).map((input_no) => ({
      input_no,
      active: false,
      description_id: null,
      type_id: null,
      contact_type_id: null,
      min_duration: null,
    })),
    tacho_inputs: n(8).map((input_no) => ({ input_no, description_id: null, type_id: null, active: false })),
    outputs: n(8).map((output_no) => ({
      output_no,
      description_id: null,
      type_id: null,
      contact_type_id: null,
      min_duration: null,
      active: false,
    })),
    thermometers: n(4).map(emptyThermometer),
    thermometers_decon: n(12, 5).map(emptyThermometer),
  };
}

export function emptyThermometer(no: number): ThermometerRow {
  return {
    no,
    description_id: null,
    multiplier: 1,
    increase: 0,
    rewrite_value: null,
    rewrite_sign: null,
    temp_min: null,
    temp_max: null,
    active: false,
  };
}
