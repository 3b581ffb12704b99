// `npm run bench`: performance figures, each with a ratio against a reference measured in the
// same run. Foundation figures: the per-call cost our session and settings layers add over a
// bare Fastify route (in-process inject(), so the network is not measured).
import crypto from 'node:crypto';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { createAdminService } from '../apps/server/src/modules/admin/admin.service';
import { createSecretBox } from '../apps/server/src/security/secretbox';
import { postgresProblem, createTempDatabase } from '../scripts/pg-temp.mjs';

const md5 = (s: string) => crypto.createHash('md5').update(s).digest('hex');

async function perSecond(n: number, call: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 50; i++) await call(); // warm-up
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await call();
  return (n / (performance.now() - t0)) * 1000;
}

async function reference(): Promise<number> {
  const app = Fastify();
  app.get('/ref', async () => ({ global_json: '{}' }));
  await app.ready();
  const r = await perSecond(5000, () => app.inject({ method: 'GET', url: '/ref' }));
  await app.close();
  return r;
}

async function measure(label: string, databaseUrl: string | undefined, ref: number) {
  const database = openDatabase(databaseUrl ? { databaseUrl } : { sqliteFile: ':memory:' });
  await migrate(database);
  const ctx = {
    config: loadConfig({ NAMIAR_DATA_DIR: '/tmp/namiar-bench', NAMIAR_LOGIN_RATE_PER_MINUTE: '1000000' }),
    db: database.db,
    dialect: database.dialect,
    box: createSecretBox(crypto.randomBytes(32)),
    now: () => Date.now(),
  };
  const admin = createAdminService(ctx);
  await admin.createCustomer('bench');
  await admin.createUser('bench', 'u', 'haslo123');
  const app = await buildApp(ctx, { logger: false });
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const signIn = async () => {
    const token = (
      await app.inject({ method: 'POST', url: '/app/login/gettoken', headers: form, payload: 'clogin=bench&ulogin=u' })
    ).json().token;
    const code = md5(token + 'bench' + 'u' + md5('haslo123'));
    return app.inject({
      method: 'POST',
      url: '/app/login',
      headers: form,
      payload: `clogin=bench&ulogin=u&code=${code}`,
    });
  };
  const cookie = `namiar_sid=${(await signIn()).cookies[0].value}`;
  const settings = await perSecond(3000, () =>
    app.inject({ method: 'GET', url: '/app/settings/', headers: { cookie } }),
  );
  const logins = await perSecond(300, signIn);
  console.log(
    `${label.padEnd(10)} settings read: ${settings.toFixed(0).padStart(6)}/s (${(settings / ref).toFixed(2)} of a bare Fastify route)`,
  );
  console.log(`${label.padEnd(10)} full sign-in (token + login): ${logins.toFixed(0).padStart(6)}/s`);
  await app.close();
  await database.close();
}

const ref = await reference();
console.log(`reference  bare Fastify JSON route: ${ref.toFixed(0)}/s`);
await measure('SQLite', undefined, ref);
const pgUrl =
  process.env.NAMIAR_TEST_PG_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const problem = await postgresProblem(pgUrl);
if (problem) console.log(`PostgreSQL skipped: ${problem}`);
else {
  const temp = await createTempDatabase(pgUrl, 'namiar_bench');
  try {
    await measure('PostgreSQL', temp.url, ref);
  } finally {
    await temp.drop();
  }
}
