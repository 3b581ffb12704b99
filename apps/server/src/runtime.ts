import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import type { AppContext } from './http/context';
import { createSecretBox, keyPlacementWarning, loadServerKey } from './security/secretbox';

export interface Runtime {
  ctx: AppContext;
  database: Database;
  migrated: string[];
  /** Set when the server key sits in the data directory (main.ts logs it). */
  keyWarning: string | null;
}

/** Database, migrations and server key: what the HTTP app, the CLI and the jobs all need. */
export async function openRuntime(config: Config): Promise<Runtime> {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'namiar.sqlite'),
    onIdleError: (e) => console.error(`database connection lost while idle: ${e.message}`),
  });
  const migrated = await migrate(database);
  const { key, beside } = loadServerKey(config.secretKeyHex, config.dataDir, config.secretKeyFile);
  const box = createSecretBox(key);
  const ctx: AppContext = {
    config,
    db: database.db,
    dialect: database.dialect,
    sqlite: database.sqlite,
    box,
    now: () => Date.now(),
  };
  return { ctx, database, migrated, keyWarning: keyPlacementWarning(beside, config.dataDir) };
}

/** The version in the root package.json, shown in the settings dialog's Info tab. */
export function readAppVersion(): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../../package.json'), 'utf8'));
    return String(pkg.version ?? '0.0.0');
  } catch {
    return '0.0.0';
  }
}
