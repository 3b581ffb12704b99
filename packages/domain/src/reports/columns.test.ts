import { describe, expect, it } from 'vitest';
import { DAILY_GRID, DAILY_SUMMARY_GRID } from './daily';
import { FUEL_IN_GRID, FUEL_TANKS_GRID } from './fuel-places';
import { keyColumnIndex, keyedAnswer, keyedTable, rowColorOf, type ReportColumn } from './columns';

const col = (field: string, extra: Partial<ReportColumn> = {}): ReportColumn => ({
  field,
  title: field,
  type: 'text',
  width: 100,
  ...extra,
});

describe('key columns of report tables', () => {
  it('are the flagged column, else the first that is a column', () => {
    expect(keyColumnIndex([col('a'), col('b', { key: true })])).toBe(1);
    expect(keyColumnIndex([col('_vid'), col('a'), col('b')])).toBe(1);
    expect(keyColumnIndex([])).toBe(-1);
  });

  it('flag one key and leave the rows and the totals as they are', () => {
    const footer = { date: null, km: 12.5, start_time: '2026-11-01 06:00:00' };
    const table = keyedTable({ grid: [...DAILY_GRID], data: [{ date: '2026-11-01', km: 12.5 }], footer });
    expect(table.grid.filter((c) => c.key).map((c) => c.field)).toEqual(['date']);
    expect(table.footer).toBe(footer);
    expect(table.data).toEqual([{ date: '2026-11-01', km: 12.5 }]);
    // The source lists are not changed.
    expect(DAILY_GRID.some((c) => c.key)).toBe(false);
    expect(keyedTable({ grid: [...DAILY_SUMMARY_GRID], data: [], footer: null }).grid[0]).toMatchObject({
      field: 'regno',
      key: true,
    });
    // A second flag is dropped: one key per table.
    const two = keyedTable({ grid: [col('a', { key: true }), col('b', { key: true })], data: [], footer: null });
    expect(two.grid.map((c) => c.key ?? false)).toEqual([true, false]);
  });

  it("key the fuel tank report's parts as well", () => {
    const answer = keyedAnswer({
      grid: [...FUEL_TANKS_GRID],
      data: [],
      footer: { kind: 'Razem' },
      fuel_in: { grid: [...FUEL_IN_GRID], data: [], footer: { from: null } },
    });
    expect(answer.grid[0].key).toBe(true);
    expect(answer.fuel_in!.grid[0].key).toBe(true);
    expect(answer.fuel_in!.footer).toEqual({ from: null });
    expect(answer.fuel_out).toBeUndefined();
  });
});

describe('row colours', () => {
  it('are the three of spec 2 §9 only', () => {
    expect(rowColorOf({ _color: 'red' })).toBe('red');
    expect(rowColorOf({ _color: 'blue' })).toBeNull();
    expect(rowColorOf(null)).toBeNull();
  });
});
