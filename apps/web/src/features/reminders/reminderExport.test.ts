import { describe, expect, it } from 'vitest';
import type { ReminderListRow } from '@namiar/domain';
import { schemaToSpecs } from '../../kit/grid';
import { exportColumns, sortedRows } from '../../kit/grid/gridOrder';
import { buildRemindersExport } from './reminderExport';

const row = (rid: number, name: string, left: number | null): ReminderListRow => ({
  rid,
  name,
  remind_target: 'Pojazd',
  object_name: 'DW 400',
  remind_type_name: 'Wymiana oleju',
  last_state_date: '2026-03-01 00:00:00',
  last_km_counter: 150000,
  last_mth_counter: null,
  time_condition: '',
  work_condition: 'co 15 000 km',
  due_date: null,
  work_left: left,
  status: 'Oczekuje',
  description: null,
});

describe('reminder export', () => {
  const specs = schemaToSpecs<ReminderListRow>([
    { field: 'name', title: 'Nazwa', type: 'text', width: 200 },
    { field: 'work_left', title: 'Pozostało km / mth', type: 'number', width: 140 },
    { field: 'status', title: 'Status', type: 'text', width: 120 },
  ]);
  const rows = [row(1, 'B', 10), row(2, 'A', -5), row(3, 'C', null)];

  it('exports the rows in the grid order and its visible columns, with the file name of the moment', () => {
    const sorted = sortedRows(rows, specs, [{ colId: 'name', sort: 'asc' }]);
    expect(sorted.map((r) => r.rid)).toEqual([2, 1, 3]);
    const cols = exportColumns(specs, [
      { id: 'status', width: 90 },
      { id: 'name', width: 150 },
    ]);
    const body = buildRemindersExport(cols, sorted, '2026-03-29 10:15:00');
    expect(body.filename).toBe('Przypomnienia_2026-03-29_10-15-00');
    expect(body.reports[0].header).toBe('Przypomnienia, stan na 2026-03-29 10:15:00');
    expect(body.reports[0].cols.map((c) => [c.field, c.width])).toEqual([
      ['status', 90],
      ['name', 150],
    ]);
    expect(body.reports[0].data.map((d) => d.name)).toEqual(['A', 'B', 'C']);
  });

  it('takes every column before the layout is known', () => {
    expect(exportColumns(specs, null).map((c) => c.spec.field)).toEqual(['name', 'work_left', 'status']);
  });
});
