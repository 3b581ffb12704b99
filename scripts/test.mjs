// `npm test`: every suite, with a summary of what ran, what was skipped and why.
//   unit                  vitest project "unit" (domain, server units, web logic)
//   integration/sqlite    the server in-process on SQLite
//   integration/postgres  the same suites on PostgreSQL (DATABASE_URL, NAMIAR_TEST_PG_URL or the local server;
//                         left out with NAMIAR_TEST_SQLITE_ONLY=1, as CI's SQLite pass does)
//   e2e                   Playwright in /usr/bin/chromium against the built app (on DATABASE_URL's
//                         PostgreSQL when set, else on SQLite)
// Under CI=true a suite that cannot run is a failure, not a skip. The last line is
// "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresProblem } from './pg-temp.mjs';

const root = path.resolve(import.meta.dirname, '..');
const ci = process.env.CI === 'true' || process.env.CI === '1';
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'namiar-test-'));
const pgUrl =
  process.env.NAMIAR_TEST_PG_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const chromium = process.env.E2E_CHROMIUM || '/usr/bin/chromium';
const only = (process.env.NAMIAR_TEST_ONLY || '').split(',').filter(Boolean);

const results = []; // { name, passed, failed, skipped?: reason }

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

function vitestCounts(file, filter = () => true) {
  if (!fs.existsSync(file)) return null;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  let passed = 0;
  let failed = 0;
  for (const f of report.testResults) {
    for (const t of f.assertionResults) {
      if (!filter(t)) continue;
      if (t.status === 'passed') passed++;
      else if (t.status === 'failed') failed++;
    }
  }
  // A file that failed to load has no assertions: count it as a failure.
  failed += report.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
  return { passed, failed };
}

function skip(name, reason) {
  results.push({ name, passed: 0, failed: ci ? 1 : 0, skipped: reason });
}

const wanted = (name) => only.length === 0 || only.some((o) => name.startsWith(o));

// 1. unit
if (wanted('unit')) {
  const file = path.join(outDir, 'unit.json');
  const code = run('npx', [
    'vitest',
    'run',
    '--project',
    'unit',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  const c = vitestCounts(file) ?? { passed: 0, failed: 1 };
  if (code !== 0 && c.failed === 0) c.failed = 1;
  results.push({ name: 'unit', ...c });
}

// 2. integration on SQLite and PostgreSQL
if (wanted('integration')) {
  const pgProblem = await postgresProblem(pgUrl);
  // DATABASE_URL picks PostgreSQL: the suites run on it alone (CI runs `npm test` once per
  // database, so the SQLite pass is the other run's). Unset: SQLite, and PostgreSQL when reachable.
  const pgOnly = !!process.env.DATABASE_URL && !pgProblem;
  if (pgOnly) console.log('integration: DATABASE_URL selects PostgreSQL, the SQLite pass is left to a run without it');
  // NAMIAR_TEST_SQLITE_ONLY=1: the SQLite pass of a CI that runs the PostgreSQL pass beside it.
  const sqliteOnly = process.env.NAMIAR_TEST_SQLITE_ONLY === '1' && !process.env.DATABASE_URL;
  const dialects = pgOnly ? ['postgres'] : pgProblem || sqliteOnly ? ['sqlite'] : ['sqlite', 'postgres'];
  const file = path.join(outDir, 'integration.json');
  const code = run(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'integration*',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    { NAMIAR_TEST_DIALECTS: dialects.join(','), NAMIAR_TEST_PG_URL: pgUrl },
  );
  const onPg = (t) => / on postgres\b/.test(t.fullName);
  const sqlite = vitestCounts(file, (t) => !onPg(t)) ?? { passed: 0, failed: 1 };
  if (code !== 0 && sqlite.failed === 0 && (vitestCounts(file, onPg)?.failed ?? 0) === 0) sqlite.failed = 1;
  if (!pgOnly) results.push({ name: 'integration/sqlite', ...sqlite });
  if (sqliteOnly)
    console.log('integration: NAMIAR_TEST_SQLITE_ONLY=1, the PostgreSQL pass is left to a run with DATABASE_URL');
  else if (pgProblem) skip('integration/postgres', `PostgreSQL not reachable at ${pgUrl}: ${pgProblem}`);
  else results.push({ name: 'integration/postgres', ...vitestCounts(file, onPg) });
}

// 3. e2e in headless Chromium
if (wanted('e2e')) {
  // E2E_SHARD=k/n runs the k-th of n parts of the specs (CI runs half on each database).
  const shard = process.env.E2E_SHARD ?? '';
  if (shard && !/^[1-9]\d*\/[1-9]\d*$/.test(shard)) throw new Error(`E2E_SHARD must look like 1/2, not '${shard}'`);
  const name = `e2e/${process.env.DATABASE_URL ? 'postgres' : 'sqlite'}${shard ? ` ${shard}` : ''}`;
  const pgProblem = process.env.DATABASE_URL ? await postgresProblem(process.env.DATABASE_URL) : null;
  if (!fs.existsSync(chromium)) {
    skip(name, `Chromium not found at ${chromium} (install it: apt-get install -y chromium)`);
  } else if (pgProblem) {
    skip(name, `PostgreSQL not reachable at DATABASE_URL: ${pgProblem}`);
  } else {
    const file = path.join(outDir, 'e2e.json');
    const args = ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'];
    if (shard) args.push(`--shard=${shard}`);
    const code = run('npx', args, {
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    });
    let c = { passed: 0, failed: 1 };
    if (fs.existsSync(file)) {
      const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats;
      // Under CI a test that skipped itself did not run: it counts as a failure, like a skipped suite.
      c = { passed: s.expected + s.flaky, failed: s.unexpected + (ci ? s.skipped : 0) };
      if (s.skipped > 0) console.log(`e2e: ${s.skipped} test(s) skipped themselves${ci ? ' (failures under CI)' : ''}`);
    }
    if (code !== 0 && c.failed === 0) c.failed = 1;
    results.push({ name, ...c });
  }
}

fs.rmSync(outDir, { recursive: true, force: true });

console.log('\nTest summary');
for (const r of results) {
  const state = r.skipped
    ? `${ci ? 'FAILED (skipped under CI)' : 'SKIPPED'}: ${r.skipped}`
    : `${r.passed} passed, ${r.failed} failed`;
  console.log(`  ${r.name.padEnd(22)} ${state}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
