import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import type { GprsConfigEntry } from '@namiar/domain';
import {
  defaultRange,
  entryDetail,
  entryTitle,
  isPending,
  numberText,
  presetRange,
  rangeBody,
  refreshedEntries,
  withEntry,
} from './gprsModel';

const NOW = dayjs('2026-03-28 12:34:56');

const entry = (id: number, over: Partial<GprsConfigEntry> = {}): GprsConfigEntry =>
  ({
    id,
    vid: 7,
    reg_no: 'DW 1234A',
    requested_date: '2026-03-28 10:00:00',
    read_date: '2026-03-28 10:00:05',
    status: 'complete',
    asked: 11,
    answered: 11,
    constants: {} as GprsConfigEntry['constants'],
    gprs: {} as GprsConfigEntry['gprs'],
    raw: {},
    ...over,
  }) as GprsConfigEntry;

describe('gprsModel', () => {
  it('gives the shortcuts ranges back from today, 00:00:00 to 23:59:59 (the month by default)', () => {
    expect(rangeBody(presetRange('week', NOW))).toEqual({
      from_date: '2026-03-22 00:00:00',
      to_date: '2026-03-28 23:59:59',
    });
    expect(rangeBody(presetRange('month', NOW))).toEqual({
      from_date: '2026-03-01 00:00:00',
      to_date: '2026-03-28 23:59:59',
    });
    expect(rangeBody(presetRange('quarter', NOW))).toEqual({
      from_date: '2025-12-29 00:00:00',
      to_date: '2026-03-28 23:59:59',
    });
    expect(rangeBody(presetRange('year', NOW))).toEqual({
      from_date: '2025-03-29 00:00:00',
      to_date: '2026-03-28 23:59:59',
    });
    expect(rangeBody(defaultRange(NOW))).toEqual(rangeBody(presetRange('month', NOW)));
  });

  it('names an entry by when it was read, or asked while no answer came', () => {
    expect(entryTitle(entry(1))).toBe('2026-03-28 10:00:05');
    expect(entryTitle(entry(1, { read_date: null, status: 'pending' }))).toBe('2026-03-28 10:00:00');
    expect(entryDetail(entry(1, { status: 'partial', answered: 9 }))).toBe('odczytana częściowo · 9/11 parametrów');
    expect(isPending(entry(1, { status: 'pending' }))).toBe(true);
    expect(isPending(entry(1))).toBe(false);
    expect(isPending(null)).toBe(false);
  });

  it('puts a new reading first once, and refreshes shown readings without adding others', () => {
    const list = [entry(2), entry(1)];
    expect(withEntry(list, entry(3)).map((e) => e.id)).toEqual([3, 2, 1]);
    expect(withEntry(list, entry(1)).map((e) => e.id)).toEqual([1, 2]);
    const fresh = refreshedEntries([entry(3, { status: 'pending' }), entry(2)], [entry(3), entry(9)]);
    expect(fresh.map((e) => [e.id, e.status])).toEqual([
      [3, 'complete'],
      [2, 'complete'],
    ]);
  });

  it('shows an unreported number as empty, zero as zero', () => {
    expect(numberText(null)).toBe('');
    expect(numberText(0)).toBe('0');
    expect(numberText(300)).toBe('300');
  });
});
