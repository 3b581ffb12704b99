import { sql, type Kysely } from 'kysely';

/**
 * Refused device identifiers in bounded form (issue 28 §1): 2,000 unknown logins in 2 s added
 * 2,001 rows, one per attempt, never purged. Now one row per identifier and family (the
 * listener's protocol) with the number of attempts, the first and the last time and the last
 * address; the gateway caps the rows and purges those not seen for 7 days
 * (gateway/devices.repository.ts). `reason`: 'unknown' (no vehicle has the identifier) or
 * 'family' (a vehicle has it, registered for another device family). Existing rows are folded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('device_refusals').renameTo('device_refusals_old').execute();
  await db.schema
    .createTable('device_refusals')
    .addColumn('imei', 'varchar(64)', (c) => c.notNull())
    .addColumn('protocol', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason', 'varchar(16)', (c) => c.notNull().defaultTo('unknown'))
    .addColumn('remote_address', 'varchar(64)')
    .addColumn('first_at', 'bigint', (c) => c.notNull())
    .addColumn('last_at', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('device_refusals_pk', ['imei', 'protocol'])
    .execute();
  await db.schema.createIndex('device_refusals_last').on('device_refusals').column('last_at').execute();
  await sql`
    INSERT INTO device_refusals (imei, protocol, reason, remote_address, first_at, last_at, count)
    SELECT imei, protocol, 'unknown', max(remote_address), min(at), max(at), count(*)
    FROM device_refusals_old GROUP BY imei, protocol`.execute(db);
  await db.schema.dropTable('device_refusals_old').execute();
}
