import { describe, expect, it } from 'vitest';
import { auditLine } from './audit-line';
import type { AuditRow } from './record-audit.repository';

/** The lines of `npm run cli -- audit` (issue 14): who changed which field from what to what. */
const row = (action: string, before: unknown, after: unknown): AuditRow =>
  ({
    at: Date.UTC(2026, 10, 25, 9, 4, 12),
    login: 'admin',
    entity: 'vehicle',
    record_id: 12,
    action,
    before: before === null ? null : JSON.stringify(before),
    after: after === null ? null : JSON.stringify(after),
  }) as AuditRow;

const inputs = (active: boolean[]) => active.map((a, i) => ({ input_no: i + 1, active: a, description_id: null }));

describe('audit lines', () => {
  it('shows an update field by field, also a value that became empty', () => {
    const line = auditLine(
      row('update', { reg_no: 'WX 1', brand: 'Volvo', note: '' }, { reg_no: 'WX 2', brand: '', note: '' }),
      'Europe/Warsaw',
    );
    expect(line).toBe('2026-11-25 10:04:12  admin  update vehicle #12: brand "Volvo" → ""; reg_no "WX 1" → "WX 2"');
  });

  it('lists only what a created record holds, not its empty defaults', () => {
    const created = {
      reg_no: 'WX 3',
      brand: '',
      max_velocity: null,
      alarmtf__speeding: false,
      voltage_port_exist: true,
      bases: [],
      inputs: inputs([false, false, false]),
      outputs: inputs([false, true]),
    };
    expect(auditLine(row('create', null, created), 'Europe/Warsaw')).toBe(
      '2026-11-25 10:04:12  admin  create vehicle #12: outputs - → ' +
        `${JSON.stringify(created.outputs)}; reg_no - → "WX 3"; voltage_port_exist - → true`,
    );
  });

  it('names a deleted record by what it held', () => {
    expect(auditLine(row('delete', { reg_no: 'WX 4', brand: null }, null), 'UTC')).toBe(
      '2026-11-25 09:04:12  admin  delete vehicle #12: reg_no "WX 4" → -',
    );
  });
});
