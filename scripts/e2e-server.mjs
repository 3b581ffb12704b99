// The server the Playwright specs run against: the production web build, a fresh data
// directory (or a fresh PostgreSQL database when DATABASE_URL is set), the demo companies with
// the password 'demo1234-flota', and the Teltonika listener with standing emulated devices of the
// first demo vehicles connected (scripts/e2e-devices.ts: they send no records, so nothing moves
// under the specs, and answer commands: the SMS and GPRS configuration specs need them). The live
// demo fleet stays off (its moving vehicles and new alarms made monitor specs flaky). The
// listener's port is E2E_TELTONIKA_PORT, else the first free one from E2E_PORT + 1000 (CI runs
// two servers, 18080 and 18081: 19080 and 19081); E2E_TELTONIKA_PORT=0 turns it off.
import { spawn } from 'node:child_process';
import dgram from 'node:dgram';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureWebBuilt } from './start.mjs';
import { createTempDatabase } from './pg-temp.mjs';

const root = path.resolve(import.meta.dirname, '..');
// NAMIAR_WEB_DIST names a build made elsewhere (one per parallel run); else build apps/web/dist when stale.
if (!process.env.NAMIAR_WEB_DIST) ensureWebBuilt();

/** Whether TCP and UDP `port` are free on every interface (the gateway listens on both). */
async function portFree(port) {
  const tcp = await new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '0.0.0.0', () => s.close(() => resolve(true)));
  });
  if (!tcp) return false;
  return new Promise((resolve) => {
    const u = dgram.createSocket('udp4');
    u.once('error', () => resolve(false));
    u.bind(port, '0.0.0.0', () => u.close(() => resolve(true)));
  });
}

/** The Teltonika port: E2E_TELTONIKA_PORT as given (0: off), else the first free from E2E_PORT + 1000. */
async function teltonikaPort() {
  if (process.env.E2E_TELTONIKA_PORT !== undefined && process.env.E2E_TELTONIKA_PORT !== '')
    return process.env.E2E_TELTONIKA_PORT;
  const start = Number(process.env.E2E_PORT ?? 18080) + 1000;
  for (let p = start; p < start + 50; p++) if (await portFree(p)) return String(p);
  throw new Error(`no free port for the Teltonika listener in ${start}-${start + 49}`);
}

const devicePort = await teltonikaPort();
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
    // The device listener the standing devices connect to.
    NAMIAR_TELTONIKA_PORT: devicePort,
    NAMIAR_OSMAND_PORT: '0',
    NAMIAR_DEMO: 'on',
    NAMIAR_DEMO_LIVE: 'off',
    // HTTP answers (and Playwright starts the specs) once the demo history is written.
    NAMIAR_LISTEN_AFTER_DEMO: 'on',
    NAMIAR_DEMO_PASSWORD: process.env.NAMIAR_DEMO_PASSWORD ?? 'demo1234-flota',
    // A week of demo history keeps the start quick; fewer days hold no vehicle with more than
    // one refuelling, which the demo's fuel invoices are paired to (demo-fuel.ts).
    NAMIAR_DEMO_HISTORY_DAYS: process.env.NAMIAR_DEMO_HISTORY_DAYS ?? '7',
    NAMIAR_LOG_LEVEL: process.env.NAMIAR_LOG_LEVEL ?? 'warn',
  },
});

let devices = null;
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  devices?.kill('SIGTERM');
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
  fs.rmSync(dataDir, { recursive: true, force: true });
  await tempDb?.drop().catch((e) => console.error('could not drop the e2e database:', e.message));
  process.exit(code);
}
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => void stop(0));
server.on('exit', (code) => void stop(code ?? 1));

/** Resolves once `port` accepts TCP connections. */
async function listening(port) {
  while (!stopping) {
    const up = await new Promise((resolve) => {
      const c = net.connect({ port: Number(port), host: '127.0.0.1' });
      c.once('connect', () => {
        c.destroy();
        resolve(true);
      });
      c.once('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

// The devices connect once the server answers HTTP: by then the demo vehicles are registered.
if (devicePort !== '0') {
  await listening(process.env.E2E_PORT ?? '18080');
  if (!stopping)
    devices = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/e2e-devices.ts'), devicePort], {
      cwd: root,
      stdio: 'inherit',
    });
}
