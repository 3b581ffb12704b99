import { describe, expect, it } from 'vitest';
import {
  EXPORT_BUDGET_DEFAULTS,
  EXPORT_BUDGET_MSG,
  exportBudgetRefusal,
  overBudget,
  type ExportBudgets,
} from './export-budget';

const NBSP = '\u00a0';

describe('export budgets', () => {
  it("lets every screen's export of the spec through with the defaults", () => {
    const fits = (kind: 'pdf' | 'xlsx' | 'csv', rows: number, cols: number, charsPerRow: number) =>
      exportBudgetRefusal(kind, { rows, cells: rows * cols, chars: rows * charsPerRow }, EXPORT_BUDGET_DEFAULTS);
    // The bench's daily report (README): 10,000 rows of 17 columns, about 100 characters a row.
    expect(fits('pdf', 10_000, 17, 100)).toBeNull();
    expect(fits('xlsx', 10_000, 17, 100)).toBeNull();
    // The route's events table with all 30 columns: 10,000 rows in a PDF, 100,000 in a spreadsheet.
    expect(fits('pdf', 10_000, 30, 250)).toBeNull();
    expect(fits('xlsx', 100_000, 30, 250)).toBeNull();
    expect(fits('csv', 100_000, 30, 250)).toBeNull();
  });

  it("refuses the issue's PDF (10,000 rows of 17 columns of long texts) and says Excel takes it", () => {
    const size = { rows: 10_000, cells: 170_000, chars: 170_000 * 200 };
    expect(exportBudgetRefusal('pdf', size, EXPORT_BUDGET_DEFAULTS)).toBe(
      `Eksport do PDF przekracza limit znaków tekstu: 34${NBSP}000${NBSP}000 (najwyżej 4${NBSP}000${NBSP}000). ` +
        'Zawęź zakres dat lub filtr, ukryj część kolumn albo użyj eksportu do Excel.',
    );
    expect(exportBudgetRefusal('xlsx', size, EXPORT_BUDGET_DEFAULTS)).toBeNull();
    // 300 characters a cell: over the spreadsheet's budget too, so no advice to use it.
    expect(exportBudgetRefusal('pdf', { ...size, chars: 170_000 * 300 }, EXPORT_BUDGET_DEFAULTS)).not.toContain(
      'Excel',
    );
  });

  it('checks rows, then cells, then characters, each against its own kind', () => {
    const budgets: ExportBudgets = {
      sheet: { rows: 100, cells: 1000, chars: 10_000 },
      pdf: { rows: 10, cells: 50, chars: 500 },
    };
    expect(overBudget({ rows: 11, cells: 60, chars: 600 }, budgets.pdf)).toBe('rows');
    expect(overBudget({ rows: 10, cells: 60, chars: 600 }, budgets.pdf)).toBe('cells');
    expect(overBudget({ rows: 10, cells: 50, chars: 501 }, budgets.pdf)).toBe('chars');
    expect(overBudget({ rows: 10, cells: 50, chars: 500 }, budgets.pdf)).toBeNull();
    expect(exportBudgetRefusal('csv', { rows: 11, cells: 60, chars: 600 }, budgets)).toBeNull();
    expect(exportBudgetRefusal('xlsx', { rows: 100, cells: 1001, chars: 0 }, budgets)).toBe(
      `Eksport do Excel przekracza limit komórek tabeli (wiersze × kolumny): 1${NBSP}001 (najwyżej 1${NBSP}000). ` +
        'Zawęź zakres dat lub filtr albo ukryj część kolumn.',
    );
    expect(exportBudgetRefusal('csv', { rows: 101, cells: 0, chars: 0 }, budgets)).toBe(
      `Eksport do CSV przekracza limit wierszy tabeli: 101 (najwyżej 100). Zawęź zakres dat lub filtr.`,
    );
  });

  it('suggests Excel for a PDF only when the spreadsheet takes the same table', () => {
    const budgets: ExportBudgets = {
      sheet: { rows: 100, cells: 1000, chars: 10_000 },
      pdf: { rows: 10, cells: 50, chars: 500 },
    };
    expect(exportBudgetRefusal('pdf', { rows: 50, cells: 100, chars: 0 }, budgets)).toContain('użyj eksportu do Excel');
    expect(exportBudgetRefusal('pdf', { rows: 500, cells: 100, chars: 0 }, budgets)).toBe(
      EXPORT_BUDGET_MSG.over('pdf', 'rows', 500, 10, false),
    );
    expect(EXPORT_BUDGET_MSG.over('pdf', 'rows', 500, 10, false)).not.toContain('Excel');
  });
});
