import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../db/schema';

export async function insertEvents(db: Kysely<DB>, rows: Insertable<DB['events']>[]) {
  if (rows.length > 0) await db.insertInto('events').values(rows).execute();
}

export async function insertDriver(db: Kysely<DB>, row: Insertable<DB['drivers']>) {
  return (await db.insertInto('drivers').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertReminders(db: Kysely<DB>, rows: Insertable<DB['reminders']>[]) {
  if (rows.length > 0) await db.insertInto('reminders').values(rows).execute();
}
