// A throw-away PostgreSQL database on the server named by a URL: for e2e runs on PostgreSQL.
import crypto from 'node:crypto';
import pg from 'pg';

export async function createTempDatabase(serverUrl, prefix) {
  const name = `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Resolves to null when PostgreSQL answers at the URL, else to the reason it does not. */
export async function postgresProblem(url) {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.query('select 1');
    return null;
  } catch (e) {
    return e instanceof Error ? e.message || e.constructor.name : String(e);
  } finally {
    await c.end().catch(() => {});
  }
}
