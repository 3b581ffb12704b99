import type { Kysely } from 'kysely';
import { tenantTable, type MigrationContext } from './helpers';

/**
 * Clear and generate tasks of the /ctables screen (spec 2 §2.4, §3.6): a task per request, with
 * its form as JSON, and one row per vehicle it covers so progress is kept per vehicle. Tasks live
 * here, not in memory: a node that stops mid-task resumes it at its next start
 * (jobs/ctables-runner.ts), and any node can answer the screen's polls.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await tenantTable(db, ctx, 'ctables_tasks')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    /** 1 clear, 2 generate (spec 2 §3.6 'type'). */
    .addColumn('type', 'integer', (c) => c.notNull())
    /** queued, running, done, cancelled, failed. */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    /** The form: start time (epoch ms, null = whole period) and the flags. */
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('vehicles_total', 'integer', (c) => c.notNull())
    .addColumn('vehicles_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .addColumn('error', 'varchar(500)')
    .execute();
  await db.schema.createIndex('ctables_tasks_status').on('ctables_tasks').columns(['status', 'id']).execute();
  await db.schema
    .createTable('ctables_task_vehicles')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('task_id', 'integer', (c) => c.notNull())
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    /** Order of work inside the task. */
    .addColumn('seq', 'integer', (c) => c.notNull())
    /** waiting, running, done, cancelled, failed. */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .addPrimaryKeyConstraint('ctables_task_vehicles_pk', ['customer_id', 'task_id', 'vehicle_id'])
    .addForeignKeyConstraint(
      'ctables_task_vehicles_task',
      ['customer_id', 'task_id'],
      'ctables_tasks',
      ['customer_id', 'id'],
      (f) => f.onDelete('cascade'),
    )
    .execute();
}
