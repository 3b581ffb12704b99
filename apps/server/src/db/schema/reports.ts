/** Table types of the reports' own stores (migration 019). */

/** The workday report's input column descriptions, per company (null: the default name). */
export interface ReportInputNamesTable {
  customer_id: number;
  input_1: string | null;
  input_2: string | null;
  input_3: string | null;
  input_4: string | null;
  updated_by: number;
  updated_at: number;
}
