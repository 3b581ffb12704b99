import type { Dayjs } from 'dayjs';
import { REPORT_MAX_MS } from '@namiar/domain';
import { STORAGE_KEYS } from '../../kit/session/storageKeys';
import { monthToDate, parseDate, workdayDefault, type ReportPeriod } from './reportPeriods';
import { reportRules, type ReportRules } from './reportTypes';

/**
 * The builder's form (spec 2 §2.2, §3.3, §5): the type, the objects, the range, the period and
 * the options. Pure rules: defaults, what a type change keeps, when 'Akceptuj' is enabled, and
 * the last form kept in local storage ('reportForm', cleared on logout).
 */

export const OPTION_KEYS = [
  'shift_1',
  'shift_2',
  'shift_3',
  'input_1',
  'input_2',
  'input_3',
  'input_4',
  'halt_too',
  'onlySummary',
] as const;
export type OptionKey = (typeof OPTION_KEYS)[number];
export type ReportFormOptions = Record<OptionKey, boolean>;

export interface ReportFormValues {
  type: string | null;
  ids: number[];
  from_date: string;
  to_date: string;
  period: ReportPeriod | null;
  options: ReportFormOptions;
}

export function noOptions(): ReportFormOptions {
  return Object.fromEntries(OPTION_KEYS.map((k) => [k, false])) as ReportFormOptions;
}

/** The default form of a type: month to date, or the workday's 06:00 → 06:00. */
export function defaultForm(type: string | null, now: Dayjs): ReportFormValues {
  const rules = reportRules(type);
  const range = rules?.workday ? workdayDefault(now) : monthToDate(now);
  return {
    type: rules ? rules.id : null,
    ids: [],
    ...range,
    period: rules?.workday ? 'day' : null,
    options: noOptions(),
  };
}

/**
 * A new type: objects stay when they are of the same kind (vehicles for vehicles and gprs), the
 * range moves to the type's default when the workday rule changes, options the type does not
 * have are cleared.
 */
export function changeType(values: ReportFormValues, type: string | null, now: Dayjs): ReportFormValues {
  const before = reportRules(values.type);
  const after = reportRules(type);
  if (!after) return { ...values, type: null };
  const ids = before && before.objects === after.objects ? values.ids : [];
  const workdayChanged = (before?.workday ?? false) !== after.workday;
  const range = workdayChanged
    ? { ...(after.workday ? workdayDefault(now) : monthToDate(now)), period: after.workday ? ('day' as const) : null }
    : { from_date: values.from_date, to_date: values.to_date, period: values.period };
  return { type: after.id, ids, ...range, options: keepOptions(values.options, after) };
}

function keepOptions(options: ReportFormOptions, rules: ReportRules): ReportFormOptions {
  const out = noOptions();
  for (const key of OPTION_KEYS) {
    const applies = key.startsWith('shift_')
      ? rules.shifts
      : key.startsWith('input_')
        ? rules.inputs
        : key === 'halt_too'
          ? rules.haltToo
          : rules.onlySummary;
    out[key] = applies && options[key];
  }
  return out;
}

export type AcceptBlock = 'type' | 'objects' | 'shifts' | 'dates' | 'range' | null;

/**
 * Why 'Akceptuj' is disabled, or null when it is enabled: a type, at least one object of its
 * group, for shifts at least one shift ticked (spec 2 §5), and a readable range in order that
 * the server accepts (31 days and an hour, docs/api.md 'Reports').
 */
export function acceptBlock(values: ReportFormValues): AcceptBlock {
  const rules = reportRules(values.type);
  if (!rules) return 'type';
  if (values.ids.length === 0) return 'objects';
  if (rules.shifts && !values.options.shift_1 && !values.options.shift_2 && !values.options.shift_3) return 'shifts';
  const from = parseDate(values.from_date);
  const to = parseDate(values.to_date);
  if (!from || !to || to.isBefore(from)) return 'dates';
  // Wall-clock difference: a month with a DST change is still within the extra hour.
  if (to.diff(from) > REPORT_MAX_MS) return 'range';
  return null;
}

export function canAccept(values: ReportFormValues): boolean {
  return acceptBlock(values) === null;
}

/** The options the request sends: only those of the type, as booleans. */
export function requestOptions(values: ReportFormValues): ReportFormOptions {
  const rules = reportRules(values.type);
  return rules ? keepOptions(values.options, rules) : noOptions();
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * The last accepted form, field by field; anything unreadable falls back to the default. A
 * stored range is kept (the user chose it), except that a type given by the address wins.
 */
export function readReportForm(storage: Pick<Storage, 'getItem'>, now: Dayjs): ReportFormValues | null {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(STORAGE_KEYS.reportForm) ?? 'null');
  } catch {
    return null;
  }
  if (!isRecord(raw)) return null;
  const base = defaultForm(typeof raw.type === 'string' ? raw.type : null, now);
  const ids = Array.isArray(raw.ids) ? raw.ids.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : [];
  const from = typeof raw.from_date === 'string' && parseDate(raw.from_date) ? raw.from_date : base.from_date;
  const to = typeof raw.to_date === 'string' && parseDate(raw.to_date) ? raw.to_date : base.to_date;
  const period = raw.period === 'day' || raw.period === 'week' || raw.period === 'month' ? raw.period : null;
  const options = noOptions();
  if (isRecord(raw.options)) for (const k of OPTION_KEYS) options[k] = raw.options[k] === true;
  return { ...base, ids, from_date: from, to_date: to, period, options };
}

export function writeReportForm(storage: Pick<Storage, 'setItem'>, values: ReportFormValues): void {
  storage.setItem(STORAGE_KEYS.reportForm, JSON.stringify(values));
}

/**
 * The form the dialog opens with: the stored one, else the default; a type from the address
 * (/reports?type=…) replaces the stored type through the type-change rule.
 */
export function initialForm(storage: Pick<Storage, 'getItem'>, preselect: string | null, now: Dayjs): ReportFormValues {
  const stored = readReportForm(storage, now) ?? defaultForm(null, now);
  if (preselect && reportRules(preselect) && preselect !== stored.type) return changeType(stored, preselect, now);
  return stored;
}
