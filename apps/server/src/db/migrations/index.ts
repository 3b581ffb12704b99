import type { Kysely } from 'kysely';
import type { MigrationContext } from './helpers';
import * as m001 from './001_foundation';

export interface NamedMigration {
  name: string;
  up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void>;
}

/** Every migration, in order. Append only: a shipped migration is never edited. */
export const MIGRATIONS: readonly NamedMigration[] = [{ name: '001_foundation', up: m001.up }];
