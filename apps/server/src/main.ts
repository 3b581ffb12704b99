import { ConfigError, loadConfig, type Config } from './config';
import { buildApp } from './app';
import { openRuntime, readAppVersion } from './runtime';
import { seedDemo } from './demo/seed';

/** Composition root: config → db → migrate → (demo seed) → http. Later: gateway, engine, jobs. */
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

  const { ctx, database, migrated } = await openRuntime(config);
  const app = await buildApp(ctx);
  const where = database.dialect === 'postgres' ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  app.log.info({ migrated }, `database: ${where}`);

  if (config.demo) {
    const accounts = await seedDemo(ctx);
    if (accounts.length > 0) printDemoAccounts(accounts, config);
  }

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.httpPort, host: config.httpHost });
  console.log(`Namiar is running: http://localhost:${config.httpPort}/`);
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
