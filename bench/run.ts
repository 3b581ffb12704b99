// `npm run bench`: performance figures, each with a ratio against a reference measured in the
// same run where there is one:
//   - HTTP: the per-call cost of our session and settings layers over a bare Fastify route;
//   - decoder: Teltonika records/s against the npm parsers on the same packets (bench/decoder.ts);
//   - engine: µs per record over a simulated vehicle-month;
//   - ingest: records committed per second over real TCP with emulated devices, ACK latency,
//     on SQLite and PostgreSQL (bench/ingest.ts);
//   - monit: /app/monit time and answer size with a big fleet (bench/monit.ts);
//   - monit-browser: the monitoring screen in Chromium with that fleet: first load, map pan and
//     list scroll frame times (bench/monit-browser.ts; the web build as records-browser's);
//   - route: /app/route over a vehicle-month: server time, bytes on the wire per point, main-loop
//     lag (bench/route.ts);
//   - route-browser: the route viewer in Chromium with that month: load, playback and slider
//     frame times (bench/route-browser.ts; the web build as records-browser's);
//   - records: the vehicle records of a big company: list, editor load and a typical edit's save,
//     server time, on SQLite and PostgreSQL (bench/records.ts);
//   - reports: the daily report over a vehicle-month and over a 100-vehicle fleet's month as the
//     report builder asks it, server time, on SQLite and PostgreSQL (bench/reports.ts);
//   - records-browser: the vehicle list in Chromium with that company: navigation to rows shown,
//     wheel-scroll frame times (bench/records-browser.ts; builds the web app to a temporary
//     directory unless NAMIAR_WEB_DIST names a build);
//   - exports: a 10,000-row daily-report table written to xlsx and PDF by the export engine's
//     writers, wall and CPU time (bench/exports.ts);
//   - ctables: the demo fleet's 30 days taken live, then /ctables clear and generate of every
//     vehicle as the server's task runner runs them (bench/ctables.ts; BENCH_CTABLES_DAYS);
//   - eco: /ecodriving report1, report15 and transgression over a locomotive-month, server and
//     CPU time, on SQLite and PostgreSQL (bench/eco.ts; BENCH_ECO_RUNS);
//   - reports-browser: the report builder in Chromium, the daily report for 100 vehicles × 31
//     days through the form, 'Akceptuj' → summary shown, with the queue and with onlySummary
//     (bench/reports-browser.ts);
//   - eco-browser: the transgression view in Chromium over a day and that month: playback at
//     5 points/s frame times (bench/eco-browser.ts; ECO_BROWSER_SECONDS; builds the web app
//     unless NAMIAR_WEB_DIST names a build);
//   - fuel: every call of the fuel invoice and fuel loss screens over a vehicle-year, server
//     time, on SQLite and PostgreSQL (bench/fuel.ts; BENCH_FUEL_YEARS, BENCH_FUEL_FLEET,
//     BENCH_FUEL_RUNS).
// BENCH_ONLY=http,decoder,engine,ingest,monit,monit-browser,route,route-browser,records,records-browser,reports,reports-browser,exports,ctables,eco,eco-browser,fuel picks
// some; BENCH_DEVICES sets the ingest device count, BENCH_MONIT_VEHICLES the monitor's fleet
// (default 5,000), BENCH_ROUTE_DAYS the route's days (default 31, the most a route may span),
// BENCH_RECORDS_VEHICLES the records' company (default 5,000), BENCH_EXPORT_ROWS the exported
// table's rows (default 10,000), BENCH_EXPORT_RUNS the timed runs of each writer (default 5).
import crypto from 'node:crypto';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { createAdminService } from '../apps/server/src/modules/admin/admin.service';
import { createSecretBox } from '../apps/server/src/security/secretbox';
import { postgresProblem, createTempDatabase } from '../scripts/pg-temp.mjs';
import { benchEngine } from '@namiar/domain';
import { runDecoderBench } from './decoder';
import { printMonitFigures, runMonitBench } from './monit';
import { printBrowserFigures, runMonitBrowserBench } from './monit-browser';
import { formatIngest, runIngestBench } from './ingest';
import { printRouteFigures, runRouteBench } from './route';
import { printRouteBrowserFigures, runRouteBrowserBench } from './route-browser';
import { printRecordsFigures, runRecordsBench } from './records';
import { printRecordsBrowserFigures, runRecordsBrowserBench } from './records-browser';
import { printReportsFigures, runReportsBench } from './reports';
import { printReportsBrowserFigures, runReportsBrowserBench } from './reports-browser';
import { printExportsFigures, runExportsBench } from './exports';
import { printEcoFigures, runEcoBench } from './eco';
import { printEcoBrowserFigures, runEcoBrowserBench } from './eco-browser';
import { printCtablesFigures, runCtablesBench } from './ctables';
import { printFuelFigures, runFuelBench } from './fuel';

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
  await admin.createUser('bench', 'u', 'haslo123-flota');
  const app = await buildApp(ctx, { logger: false });
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const signIn = async () => {
    const issued = await app.inject({
      method: 'POST',
      url: '/app/login/gettoken',
      headers: form,
      payload: 'clogin=bench&ulogin=u',
    });
    const code = md5(issued.json().token + 'bench' + 'u' + md5('haslo123-flota'));
    // The token is bound to the login cookie set with it (issue 28 §2).
    const binder = issued.cookies.find((c) => c.name === 'namiar_login')!;
    return app.inject({
      method: 'POST',
      url: '/app/login',
      headers: { ...form, cookie: `namiar_login=${binder.value}` },
      payload: `clogin=bench&ulogin=u&code=${code}`,
    });
  };
  const cookie = `namiar_sid=${(await signIn()).cookies.find((c) => c.name === 'namiar_sid')!.value}`;
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

const only = (
  process.env.BENCH_ONLY ??
  'http,decoder,engine,ingest,monit,monit-browser,route,route-browser,records,records-browser,reports,reports-browser,exports,ctables,eco,eco-browser,fuel'
).split(',');
const pgUrl =
  process.env.NAMIAR_TEST_PG_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const pgProblem = await postgresProblem(pgUrl);

if (only.includes('http')) {
  console.log('\n== HTTP (in-process)');
  const ref = await reference();
  console.log(`reference  bare Fastify JSON route: ${ref.toFixed(0)}/s`);
  await measure('SQLite', undefined, ref);
  if (pgProblem) console.log(`PostgreSQL skipped: ${pgProblem}`);
  else {
    const temp = await createTempDatabase(pgUrl, 'namiar_bench');
    try {
      await measure('PostgreSQL', temp.url, ref);
    } finally {
      await temp.drop();
    }
  }
}

if (only.includes('decoder')) {
  console.log('\n== Teltonika decoder (same packets for every parser)');
  const d = runDecoderBench();
  console.log(
    `ours: ${d.ours.codec8e.toFixed(0)} rec/s Codec 8E, ${d.ours.codec8.toFixed(0)} rec/s Codec 8, ${d.ours.codec8eStreamWithMapping.toFixed(0)} rec/s 8E with mapping`,
  );
  if ('error' in d.completeTeltonikaParser)
    console.log(`complete-teltonika-parser: ${d.completeTeltonikaParser.error}`);
  else
    console.log(
      `complete-teltonika-parser: ${d.completeTeltonikaParser.codec8e.toFixed(0)} rec/s 8E, ${d.completeTeltonikaParser.codec8.toFixed(0)} rec/s 8`,
    );
  if ('error' in d.teltonikaParser) console.log(`teltonika-parser: ${d.teltonikaParser.error}`);
  else console.log(`teltonika-parser: ${d.teltonikaParser.codec8.toFixed(0)} rec/s 8`);
  const r = d.ratios;
  console.log(
    `ratio ours/theirs (target ≥ 3): complete-teltonika-parser 8E ${r.vsCompleteTeltonikaParser8e?.toFixed(1)}×, 8 ${r.vsCompleteTeltonikaParser8?.toFixed(1)}×; teltonika-parser 8 ${r.vsTeltonikaParser8?.toFixed(1)}×`,
  );
  for (const n of d.notes) console.log(`  note: ${n}`);
}

if (only.includes('engine')) {
  console.log('\n== Engine (one vehicle-month)');
  benchEngine({ days: 30, interval: 10 });
}

if (only.includes('ingest')) {
  const devices = Number(process.env.BENCH_DEVICES ?? 1000);
  console.log(
    `\n== Ingest over TCP, ${devices} emulated devices, ACK after commit (load generator on the same machine)`,
  );
  console.log(formatIngest(await runIngestBench({ label: 'SQLite', devices })));
  if (pgProblem) console.log(`PostgreSQL skipped: ${pgProblem}`);
  else console.log(formatIngest(await runIngestBench({ label: 'PostgreSQL', databaseUrl: pgUrl, devices })));
}

if (only.includes('monit')) {
  const vehicles = Number(process.env.BENCH_MONIT_VEHICLES ?? 5000);
  console.log(`\n== Monitor list, ${vehicles} vehicles (in-process, request to complete answer; target ≤ 50 ms)`);
  printMonitFigures(await runMonitBench({ label: 'SQLite', vehicles }));
  if (pgProblem) console.log(`PostgreSQL skipped: ${pgProblem}`);
  else printMonitFigures(await runMonitBench({ label: 'PostgreSQL', vehicles, databaseUrl: pgUrl }));
}

if (only.includes('monit-browser')) {
  const vehicles = Number(process.env.BENCH_MONIT_VEHICLES ?? 5000);
  console.log(`\n== Monitor screen in Chromium (--disable-gpu), ${vehicles} vehicles, real server, tiles offline`);
  printBrowserFigures(await runMonitBrowserBench({ vehicles }));
}

if (only.includes('route')) {
  const days = Number(process.env.BENCH_ROUTE_DAYS ?? 31);
  console.log(
    `\n== Route, one vehicle, ${days} days at 10 s (in-process, as browsers ask: gzip, deflate, br; targets ≤ 0.6 s, ≤ 10 B/point)`,
  );
  printRouteFigures(await runRouteBench({ label: 'SQLite', days }));
  if (pgProblem) console.log(`PostgreSQL skipped: ${pgProblem}`);
  else printRouteFigures(await runRouteBench({ label: 'PostgreSQL', days, databaseUrl: pgUrl }));
}

if (only.includes('route-browser')) {
  const days = Number(process.env.BENCH_ROUTE_DAYS ?? 31);
  console.log(`\n== Route viewer in Chromium (--disable-gpu), ${days} days at 10 s, real server, tiles offline`);
  printRouteBrowserFigures(await runRouteBrowserBench({ days }));
}

if (only.includes('records')) {
  const vehicles = Number(process.env.BENCH_RECORDS_VEHICLES ?? 5000);
  console.log(
    `\n== Vehicle records, a company with ${vehicles} vehicles (in-process, server time, as browsers ask; target: save ≤ 100 ms)`,
  );
  printRecordsFigures(await runRecordsBench({ label: 'SQLite', vehicles }));
  if (pgProblem) console.log(`PostgreSQL skipped: ${pgProblem}`);
  else printRecordsFigures(await runRecordsBench({ label: 'PostgreSQL', vehicles, databaseUrl: pgUrl }));
}

if (only.includes('records-browser')) {
  const vehicles = Number(process.env.BENCH_RECORDS_VEHICLES ?? 5000);
  console.log(
    `\n== Vehicle list in Chromium (--disable-gpu), ${vehicles} vehicles, real server (targets: render ≤ 1 s, no frame over 50 ms)`,
  );
  printRecordsBrowserFigures(await runRecordsBrowserBench({ vehicles }));
}

if (only.includes('reports')) {
  const days = Number(process.env.BENCH_ROUTE_DAYS ?? 31);
  console.log(
    `\n== Daily report (repvehdaily), ${days} days at 10 s, in-process (targets: a vehicle-month p95 ≤ 50 ms, 100 vehicles ≤ 3 s)`,
  );
  printReportsFigures(await runReportsBench({ label: 'SQLite', days }));
  if (pgProblem) console.log(`PostgreSQL skipped: ${pgProblem}`);
  else printReportsFigures(await runReportsBench({ label: 'PostgreSQL', days, databaseUrl: pgUrl }));
}

if (only.includes('reports-browser')) {
  const days = Number(process.env.BENCH_ROUTE_DAYS ?? 31);
  console.log(
    `\n== Report builder in Chromium (--disable-gpu), daily report, 100 vehicles × ${days} days, real server (target: 'Akceptuj' → summary ≤ 4 s)`,
  );
  printReportsBrowserFigures(await runReportsBrowserBench({ days }));
}

if (only.includes('exports')) {
  const rows = Number(process.env.BENCH_EXPORT_ROWS ?? 10_000);
  const runs = Number(process.env.BENCH_EXPORT_RUNS ?? 5);
  console.log(
    `\n== Exports, a daily-report table of ${rows} rows (17 typed columns, Polish place names), the render thread's writers in-process, after a warm-up (target ≤ 2 s each)`,
  );
  printExportsFigures(await runExportsBench({ rows, runs }));
}

if (only.includes('ctables')) {
  const days = Number(process.env.BENCH_CTABLES_DAYS ?? 30);
  console.log(`\n== /ctables: clear, then generate the whole demo fleet's ${days} days (target: generate ≤ 60 s)`);
  printCtablesFigures(await runCtablesBench({ label: 'SQLite', days }));
  if (pgProblem) console.log(`PostgreSQL skipped: ${pgProblem}`);
  else printCtablesFigures(await runCtablesBench({ label: 'PostgreSQL', days, databaseUrl: pgUrl }));
}

if (only.includes('eco')) {
  const days = Number(process.env.BENCH_ROUTE_DAYS ?? 31);
  console.log(
    `\n== Eco-driving, a locomotive's ${days} days at 10 s with energy counters (in-process, server time; target: report1 ≤ 0.5 s)`,
  );
  const runs = Number(process.env.BENCH_ECO_RUNS ?? 5);
  printEcoFigures(await runEcoBench({ label: 'SQLite', days, runs }));
  if (pgProblem) console.log(`PostgreSQL skipped: ${pgProblem}`);
  else printEcoFigures(await runEcoBench({ label: 'PostgreSQL', days, runs, databaseUrl: pgUrl }));
}

if (only.includes('eco-browser')) {
  const days = Number(process.env.BENCH_ROUTE_DAYS ?? 31);
  const seconds = Number(process.env.ECO_BROWSER_SECONDS ?? 10);
  console.log(
    `\n== Eco transgression view in Chromium (--disable-gpu), a locomotive's day and ${days} days, real server (target: playback without a frame over 50 ms)`,
  );
  printEcoBrowserFigures(await runEcoBrowserBench({ days, seconds }));
}

if (only.includes('fuel')) {
  const opts = {
    years: Number(process.env.BENCH_FUEL_YEARS ?? 2),
    fleet: Number(process.env.BENCH_FUEL_FLEET ?? 50),
    runs: Number(process.env.BENCH_FUEL_RUNS ?? 15),
  };
  console.log(
    `\n== Fuel invoices and losses, one vehicle-year (of ${opts.years} seeded) as the screens ask it, in-process (target ≤ 300 ms server time per call)`,
  );
  printFuelFigures(await runFuelBench({ label: 'SQLite', ...opts }));
  if (pgProblem) console.log(`PostgreSQL skipped: ${pgProblem}`);
  else printFuelFigures(await runFuelBench({ label: 'PostgreSQL', databaseUrl: pgUrl, ...opts }));
}
