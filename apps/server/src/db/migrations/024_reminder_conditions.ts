import type { Kysely } from 'kysely';
import type { MigrationContext } from './helpers';

/**
 * Reminders as records (issue 17, spec 3 §3.7): the editor's conditions. A time condition
 * (`remind_time_condition_*`: a value in days, months or years after `last_state_date`, warning
 * `rtc_prev_value` days before) and a work condition (`remind_work_condition_*`: a value in km
 * (id 1) or engine hours (id 2) after the counter read at `last_state_date`, warning
 * `remind_work_condition_prev_value` before). `triggered_at` (001) stays the moment it came due.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  const flags: [string, number][] = [
    ['remind_time_condition_exist', 0],
    ['remind_time_condition_id', 1],
    ['remind_work_condition_exist', 0],
    ['remind_work_condition_id', 1],
  ];
  for (const [name, value] of flags) {
    await db.schema
      .alterTable('reminders')
      .addColumn(name, 'integer', (c) => c.notNull().defaultTo(value))
      .execute();
  }
  const values: [string, string][] = [
    ['remind_time_condition_value', 'integer'],
    ['rtc_prev_value', 'integer'],
    ['remind_work_condition_value', 'double precision'],
    ['remind_work_condition_prev_value', 'double precision'],
    ['updated_at', 'bigint'],
  ];
  for (const [name, type] of values) {
    await db.schema
      .alterTable('reminders')
      .addColumn(name, type as 'integer')
      .execute();
  }
}
