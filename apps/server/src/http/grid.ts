/**
 * The grid column schema lists answer with `gridSchema` (DESIGN §6): the web turns it into
 * AG Grid columns and stores the user's layout through `/settings/ui`.
 * `type` tells the web how to show and sort a column: text, number, date ('YYYY-MM-DD
 * HH:mm:ss'), duration (seconds) or bool; `key` marks the column that names the row.
 */
export interface GridColumn {
  field: string;
  title: string;
  type: 'text' | 'number' | 'date' | 'duration' | 'bool';
  width: number;
  /**
   * The list's key column, what a row is (a record list's registration number or name): the
   * grid pins it left, first, and no saved layout hides or moves it. One per list.
   */
  key?: true;
}
