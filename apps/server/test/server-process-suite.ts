import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { DialectName } from '../src/db/database';
import { createTempDatabase } from '../../../scripts/pg-temp.mjs';
import { PG_ADMIN_URL } from './harness';

/**
 * What a suite running the server in its own process needs: a data directory and, on
 * PostgreSQL, a temporary database (both removed after the suite), and the server's
 * environment on a random pair of ports (Teltonika `port`, HTTP `port + 1`, OsmAnd off).
 */
export function serverProcessSuite(dialect: DialectName, name: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `namiar-${name}-`));
  let temp: Awaited<ReturnType<typeof createTempDatabase>> | null = null;
  afterAll(async () => {
    await temp?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    async world(extra: Record<string, string> = {}) {
      temp ??= dialect === 'postgres' ? await createTempDatabase(PG_ADMIN_URL, `namiar_${name}`) : null;
      const port = 20000 + Math.floor(Math.random() * 20000);
      const env: Record<string, string> = {
        NAMIAR_DATA_DIR: dataDir,
        DATABASE_URL: temp?.url ?? '',
        NAMIAR_DEMO: 'off',
        NAMIAR_HTTP_PORT: String(port + 1),
        NAMIAR_TELTONIKA_PORT: String(port),
        NAMIAR_OSMAND_PORT: '0',
        ...extra,
      };
      return { port, env };
    },
  };
}
