import { defaultEventFilters, type EventFilterSetting } from '@namiar/domain';
import type { RouteEventFilter } from './model';

/**
 * The route's event filters (spec 2 §2.1, §3.2, §4.1), kept in the user setting
 * 'route-events-filters': one entry per event type whose filterByMap/filterByTable flag true
 * means "hidden"; alarmByMap/alarmByTable true means events marked as alarms are hidden. Every
 * type is shown by default. Pure: the toolbar renders these groups and saves what they return.
 */

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export type FilterGroupKey =
  'drive' | 'stop' | 'halt' | 'refuel' | 'fuelLoss' | 'highUse' | 'lpg' | 'alarmEvents' | 'tags';

/** The toolbar's filter icons in their order, each with the event type ids it switches. */
export const FILTER_GROUPS: readonly { key: FilterGroupKey; ids: readonly number[] }[] = [
  { key: 'drive', ids: [3] },
  { key: 'stop', ids: [1] },
  { key: 'halt', ids: [2] },
  { key: 'refuel', ids: [21] },
  { key: 'fuelLoss', ids: [22, 39] },
  { key: 'highUse', ids: [23] },
  { key: 'lpg', ids: [24] },
  // Alarm-type events: GPS, antenna, case (4–8), temperatures and probes (28–38), the fuel-use,
  // flow-meter, driving-style, power and thermometer alarms (40–51), temperatures 5–16 (76–99).
  { key: 'alarmEvents', ids: [...range(4, 8), ...range(28, 38), ...range(40, 51), ...range(76, 99)] },
  { key: 'tags', ids: [25, 26] },
];

/** Event type id of input N (1–8) and output N (1–4). */
export const inputEventId = (n: number) => 8 + n;
export const outputEventId = (n: number) => 16 + n;

function isEntry(v: unknown): v is EventFilterSetting {
  return typeof v === 'object' && v !== null && typeof (v as { eid?: unknown }).eid === 'number';
}

/** The stored setting as a full list: unreadable entries dropped, missing types added as shown. */
export function normalizeFilters(raw: unknown): EventFilterSetting[] {
  const stored = new Map<number, EventFilterSetting>();
  if (Array.isArray(raw)) for (const entry of raw) if (isEntry(entry)) stored.set(entry.eid, entry);
  const out = defaultEventFilters().map((d) => {
    const s = stored.get(d.eid);
    stored.delete(d.eid);
    return s ? { ...d, ...s } : d;
  });
  return [...out, ...stored.values()].sort((a, b) => a.eid - b.eid);
}

const hidden = (f: EventFilterSetting) => f.filterByMap === true;

/** A group (or one input/output) is active when any of its types is shown. */
export function isGroupActive(filters: readonly EventFilterSetting[], ids: readonly number[]): boolean {
  const set = new Set(ids);
  const entries = filters.filter((f) => set.has(f.eid));
  // Types missing from the list are shown.
  return entries.length < set.size || entries.some((f) => !hidden(f));
}

/** For a list of ids: if any is active all turn off, else all turn on (spec 2 §4.1). */
export function toggleIds(filters: readonly EventFilterSetting[], ids: readonly number[]): EventFilterSetting[] {
  const hide = isGroupActive(filters, ids);
  const set = new Set(ids);
  return filters.map((f) => (set.has(f.eid) ? { ...f, filterByMap: hide, filterByTable: hide } : f));
}

/** Alarms are shown unless an alarm flag is set. */
export function areAlarmsActive(filters: readonly EventFilterSetting[]): boolean {
  return !filters.some((f) => f.alarmByMap === true || f.alarmByTable === true);
}

/** The alarm filter toggles every alarm flag at once (spec 2 §4.1). */
export function toggleAlarms(filters: readonly EventFilterSetting[]): EventFilterSetting[] {
  const hide = areAlarmsActive(filters);
  return filters.map((f) =>
    'alarmByMap' in f || 'alarmByTable' in f ? { ...f, alarmByMap: hide, alarmByTable: hide } : f,
  );
}

/** What the map and the events table are given. */
export function toRouteFilter(filters: readonly EventFilterSetting[]): RouteEventFilter {
  return { hidden: new Set(filters.filter(hidden).map((f) => f.eid)), hideAlarms: !areAlarmsActive(filters) };
}
