import { ConfigError, loadConfig, type Config } from './config';
import { readAppVersion } from './runtime';
import { seedDemo } from './demo/seed';
import { runDemoFleet } from './demo/demo-fleet';
import type { DemoFleetHandle } from './sim';
import { startSystem } from './system';

/** Composition root: config → system (db, http, ingest, engine, gateway, jobs) → demo → listen. */
async function main() {
  let config: Config;
  try {
    config = loadConfig(process.env, readAppVersion());
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }

  const system = await startSystem(config);
  const { app, runtime } = system;
  const where = runtime.database.dialect === 'postgres' ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  app.log.info({ migrated: runtime.migrated, devices: system.gatewayPorts }, `database: ${where}`);
  if (runtime.keyWarning) app.log.warn(runtime.keyWarning);

  let firstStart = false;
  if (config.demo) {
    const accounts = await seedDemo(runtime.ctx);
    firstStart = accounts.length > 0;
    if (firstStart) printDemoAccounts(accounts, config);
  }
  let fleet: DemoFleetHandle | null = null;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    await fleet?.stop();
    await system.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  /** HTTP up: by default at once (users sign in while the demo history is written). */
  const listen = async () => {
    await app.listen({ port: config.httpPort, host: config.httpHost });
    const devices = [
      system.gatewayPorts.teltonikaTcp ? `Teltonika TCP/UDP ${system.gatewayPorts.teltonikaTcp}` : null,
      system.gatewayPorts.osmand ? `OsmAnd HTTP ${system.gatewayPorts.osmand}` : null,
    ].filter(Boolean);
    console.log(
      `Namiar is running: http://localhost:${config.httpPort}/${devices.length ? ` (devices: ${devices.join(', ')})` : ''}`,
    );
  };
  if (!config.listenAfterDemo) await listen();

  if (config.demo) {
    if (firstStart && config.demoHistoryDays > 0)
      console.log(`Generating ${config.demoHistoryDays} days of demo fleet history...`);
    fleet = await runDemoFleet(
      {
        ctx: runtime.ctx,
        writer: system.writer,
        engine: system.engine,
        teltonikaPort: config.demoLive ? system.gatewayPorts.teltonikaTcp : undefined,
        historyDays: config.demoHistoryDays,
        log: (msg) => console.log(msg),
      },
      firstStart,
    );
    if (fleet) console.log(`Demo fleet: ${fleet.devices.size} vehicles reporting live over Teltonika TCP.`);
  }
  if (config.listenAfterDemo) await listen();
}

function printDemoAccounts(accounts: { clogin: string; login: string; password: string }[], config: Config) {
  const lines = [
    '',
    '  Demo accounts created (shown once; change them with: npm run cli -- set-password <client> <login> <password>)',
    '',
    ...accounts.map((a) => `    client: ${a.clogin.padEnd(10)} login: ${a.login.padEnd(10)} password: ${a.password}`),
    '',
    `  Sign in at http://localhost:${config.httpPort}/login`,
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((e) => {
  console.error('Namiar failed to start:', e instanceof Error ? e.message : e);
  process.exit(1);
});
