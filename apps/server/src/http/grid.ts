/**
 * The grid column schema lists answer with `gridSchema` (DESIGN §6): the web turns it into
 * AG Grid columns and stores the user's layout through `/settings/ui`.
 * `type` tells the web how to show and sort a column: text, number, date ('YYYY-MM-DD
 * HH:mm:ss'), duration (seconds) or bool.
 */
export interface GridColumn {
  field: string;
  title: string;
  type: 'text' | 'number' | 'date' | 'duration' | 'bool';
  width: number;
}
