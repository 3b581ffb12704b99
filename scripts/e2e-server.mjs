// The server the Playwright specs run against: the production web build, a fresh data
// directory (or a fresh PostgreSQL database when DATABASE_URL is set), the demo companies with
// the password 'demo1234', and no device listeners unless E2E_TELTONIKA_PORT names one.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureWebBuilt } from './start.mjs';
import { createTempDatabase } from './pg-temp.mjs';

const root = path.resolve(import.meta.dirname, '..');
// NAMIAR_WEB_DIST names a build made elsewhere (one per parallel run); else build apps/web/dist when stale.
if (!process.env.NAMIAR_WEB_DIST) ensureWebBuilt();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'namiar-e2e-'));
const tempDb = process.env.DATABASE_URL ? await createTempDatabase(process.env.DATABASE_URL, 'namiar_e2e') : null;

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: tempDb?.url ?? '',
    NAMIAR_DATA_DIR: dataDir,
    NAMIAR_HTTP_PORT: process.env.E2E_PORT ?? '18080',
    NAMIAR_HTTP_HOST: '127.0.0.1',
    // E2E_TELTONIKA_PORT turns the device listener on, and with it the live demo fleet over
    // Teltonika TCP (commands to devices get answers: the SMS and GPRS configuration specs).
    NAMIAR_TELTONIKA_PORT: process.env.E2E_TELTONIKA_PORT ?? '0',
    NAMIAR_OSMAND_PORT: '0',
    NAMIAR_DEMO: 'on',
    NAMIAR_DEMO_PASSWORD: process.env.NAMIAR_DEMO_PASSWORD ?? 'demo1234',
    // A week of demo history keeps the start quick; fewer days hold no vehicle with more than
    // one refuelling, which the demo's fuel invoices are paired to (demo-fuel.ts).
    NAMIAR_DEMO_HISTORY_DAYS: process.env.NAMIAR_DEMO_HISTORY_DAYS ?? '7',
    NAMIAR_LOG_LEVEL: process.env.NAMIAR_LOG_LEVEL ?? 'warn',
  },
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
  fs.rmSync(dataDir, { recursive: true, force: true });
  await tempDb?.drop().catch((e) => console.error('could not drop the e2e database:', e.message));
  process.exit(code);
}
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => void stop(0));
server.on('exit', (code) => void stop(code ?? 1));
