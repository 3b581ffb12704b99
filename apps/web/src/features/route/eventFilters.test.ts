import { describe, expect, it } from 'vitest';
import { defaultEventFilters } from '@namiar/domain';
import {
  FILTER_GROUPS,
  areAlarmsActive,
  inputEventId,
  isGroupActive,
  normalizeFilters,
  outputEventId,
  toRouteFilter,
  toggleAlarms,
  toggleIds,
} from './eventFilters';

const ids = (key: string) => FILTER_GROUPS.find((g) => g.key === key)!.ids;

describe('route event filters', () => {
  it('shows every type by default', () => {
    const filters = normalizeFilters(undefined);
    for (const g of FILTER_GROUPS) expect(isGroupActive(filters, g.ids)).toBe(true);
    expect(areAlarmsActive(filters)).toBe(true);
    expect(toRouteFilter(filters)).toEqual({ hidden: new Set(), hideAlarms: false });
  });

  it('keeps stored flags, drops malformed entries and adds missing types', () => {
    const stored = [{ eid: 3, name: 'Jazda', code: 'E_DRIVE', filterByMap: true, filterByTable: true }, 'x', null];
    const filters = normalizeFilters(stored);
    expect(filters.length).toBe(defaultEventFilters().length);
    expect(filters.find((f) => f.eid === 3)?.filterByMap).toBe(true);
    expect(toRouteFilter(filters).hidden).toEqual(new Set([3]));
  });

  it('turns a whole list off when any of it is on, else turns it all on', () => {
    let filters = normalizeFilters(undefined);
    const loss = ids('fuelLoss');
    expect(loss).toEqual([22, 39]);
    filters = toggleIds(filters, loss);
    expect(isGroupActive(filters, loss)).toBe(false);
    expect(toRouteFilter(filters).hidden).toEqual(new Set([22, 39]));
    // One of the two back on: the group is active, so the next toggle hides both again.
    filters = filters.map((f) => (f.eid === 39 ? { ...f, filterByMap: false, filterByTable: false } : f));
    expect(isGroupActive(filters, loss)).toBe(true);
    filters = toggleIds(filters, loss);
    expect(toRouteFilter(filters).hidden).toEqual(new Set([22, 39]));
    filters = toggleIds(filters, loss);
    expect(toRouteFilter(filters).hidden).toEqual(new Set());
  });

  it('switches an input or an output alone', () => {
    const filters = toggleIds(normalizeFilters(undefined), [inputEventId(3)]);
    expect(toRouteFilter(filters).hidden).toEqual(new Set([11]));
    expect(isGroupActive(filters, [outputEventId(1)])).toBe(true);
    expect(outputEventId(4)).toBe(20);
  });

  it('toggles every alarm flag at once', () => {
    const base = normalizeFilters(undefined).map((f) => (f.eid === 21 ? { ...f, alarmByMap: false } : f));
    const off = toggleAlarms(base);
    expect(areAlarmsActive(off)).toBe(false);
    expect(off.filter((f) => f.alarmByMap === true).map((f) => f.eid)).toEqual([4, 21]);
    expect(toRouteFilter(off).hideAlarms).toBe(true);
    const on = toggleAlarms(off);
    expect(areAlarmsActive(on)).toBe(true);
    expect(on.some((f) => f.alarmByTable === true)).toBe(false);
  });

  it('groups the driver and passenger tags and the alarm-type events', () => {
    expect(ids('tags')).toEqual([25, 26]);
    expect(ids('alarmEvents')).toContain(43);
    expect(ids('alarmEvents')).not.toContain(39);
    expect(ids('alarmEvents')).not.toContain(21);
  });
});
