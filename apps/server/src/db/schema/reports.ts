/**
 * Table types of the reports' own stores (migration 019). Kept out of the DB interface of
 * ../schema.ts: the one repository that reads it (modules/reports/drive.repository.ts) adds it
 * with Kysely's withTables.
 */

/** The workday report's input column descriptions, per company (null: the default name). */
export type ReportInputNamesTable = {
  customer_id: number;
  input_1: string | null;
  input_2: string | null;
  input_3: string | null;
  input_4: string | null;
  updated_by: number;
  updated_at: number;
};

/** Type aliases, not interfaces: Kysely's withTables wants an index-signature-compatible record. */
export type ReportTables = {
  report_input_names: ReportInputNamesTable;
};
