import { integer } from '../units';
import { EXPORT_LIMITS } from './exports';

/**
 * Issue 28 §3 'Exports are bounded': what one export may cost before it is rendered. A PDF lays
 * out and draws every character (10,000 rows of 300-character cells took 27 s and over 1 GB),
 * a spreadsheet or CSV streams its rows, so each has its own budget. The server reads the values
 * from its configuration (NAMIAR_EXPORT_*); these are the defaults, sized so that every screen's
 * export of the spec passes (docs/exports.md 'Bounds').
 */

/** 'sheet': the spreadsheet and the CSV (both stream their rows); 'pdf': the laid-out PDF. */
export type ExportBudgetClass = 'sheet' | 'pdf';

export interface ExportBudget {
  /** Rows of the tables together (section rows of the route report are not counted). */
  rows: number;
  /** Cells: each table's rows × its columns, plus two per section row. */
  cells: number;
  /** Characters of the text cells, labels and values (numbers are counted as cells only). */
  chars: number;
}

export type ExportBudgets = Record<ExportBudgetClass, ExportBudget>;

/** What an export would write, counted from its validated body (the server's export-document.ts). */
export type ExportSize = ExportBudget;

export const EXPORT_BUDGET_DEFAULTS: ExportBudgets = {
  // The route's events table: 100,000 rows (the spreadsheet's spec'd maximum) of its 30 columns,
  // about 25 million characters of text (the daily report's 100,000 rows of 17: 10 million).
  sheet: { rows: EXPORT_LIMITS.eventRows, cells: 3_000_000, chars: 40_000_000 },
  // 10,000 rows (the PDF's spec'd maximum) of the widest table, the route's 30 event columns, with
  // ordinary texts (about 2.5 million characters; the 17-column daily report's 10,000 rows: 1 million).
  pdf: { rows: EXPORT_LIMITS.pdfEventRows, cells: 300_000, chars: 4_000_000 },
};

/** The file kinds of the export calls. */
export type ExportFileKind = 'xlsx' | 'pdf' | 'csv';

export const budgetClassOf = (kind: ExportFileKind): ExportBudgetClass => (kind === 'pdf' ? 'pdf' : 'sheet');

const KIND_NAME: Record<ExportFileKind, string> = { xlsx: 'Excel', pdf: 'PDF', csv: 'CSV' };

/** Counts as the product prints them: thousands grouped with a non-breaking space ('10 000'). */
const count = (n: number) => integer(n);

/** What the budget measures, in the message's words. */
const MEASURE_TEXT: Record<keyof ExportBudget, string> = {
  rows: 'wierszy tabeli',
  cells: 'komórek tabeli (wiersze × kolumny)',
  chars: 'znaków tekstu',
};

/** The advice after a refusal: a narrower export, or the spreadsheet when the PDF's size fits it. */
function advice(kind: ExportFileKind, measure: keyof ExportBudget, excelFits: boolean): string {
  const ways = ['zakres dat lub filtr'];
  if (measure !== 'rows') ways.push('ukryj część kolumn');
  if (kind === 'pdf' && excelFits) ways.push('użyj eksportu do Excel');
  const [first, ...more] = ways;
  const last = more.pop();
  return `Zawęź ${[first, ...more].join(', ')}${last ? ` albo ${last}` : ''}.`;
}

export const EXPORT_BUDGET_MSG = {
  /** 'Eksport do PDF przekracza limit wierszy tabeli: 10 001 (najwyżej 10 000). …' */
  over: (kind: ExportFileKind, measure: keyof ExportBudget, size: number, max: number, excelFits: boolean) =>
    `Eksport do ${KIND_NAME[kind]} przekracza limit ${MEASURE_TEXT[measure]}: ${count(size)} (najwyżej ${count(max)}). ` +
    advice(kind, measure, excelFits),
  /** The same user (company and login) already has an export in progress on this server. */
  userBusy: 'Trwa już inny eksport. Poczekaj, aż się zakończy, i spróbuj ponownie.',
  /** Every render thread is busy and the waiting line is full, or the wait ran out. */
  serverBusy: 'Serwer jest zajęty innymi eksportami. Spróbuj ponownie za chwilę.',
  /** The client went away while its export waited or rendered (nobody reads this answer). */
  cancelled: 'Eksport został przerwany.',
} as const;

const MEASURES: (keyof ExportBudget)[] = ['rows', 'cells', 'chars'];

/** The first measure of `size` over `budget`, or null. */
export function overBudget(size: ExportSize, budget: ExportBudget): keyof ExportBudget | null {
  return MEASURES.find((m) => size[m] > budget[m]) ?? null;
}

/**
 * The Polish refusal of an export over its kind's budget (a business error: HTTP 200 with
 * err.global), or null when it may be rendered. A PDF refusal suggests Excel only when the same
 * table fits the spreadsheet's budget.
 */
export function exportBudgetRefusal(kind: ExportFileKind, size: ExportSize, budgets: ExportBudgets): string | null {
  const budget = budgets[budgetClassOf(kind)];
  const measure = overBudget(size, budget);
  if (!measure) return null;
  const excelFits = overBudget(size, budgets.sheet) === null;
  return EXPORT_BUDGET_MSG.over(kind, measure, size[measure], budget[measure], excelFits);
}
