import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { createEngineRunner, type EngineRunner } from './engine/engine-runner';
import { startGateway } from './gateway';
import { fileLimitCap } from './gateway/connection-guard';
import { raiseFileLimit } from './gateway/file-limit';
import { createIngestWriter, type IngestWriter } from './ingest/ingest-writer';
import { createAlarmMailer } from './jobs/alarm-mailer';
import { createCtablesRunner } from './jobs/ctables-runner';
import { startEcoPrebuild } from './modules/ecodriving/eco-prebuild';
import { startRoutePrebuild } from './modules/route/route-prebuild';
import { leaveCheckpointsToWriter } from './db/database';
import { startSqliteWriterThread } from './ingest/sqlite-writer-thread';
import type { WriteStore } from './ingest/write-ops';
import { inThreadWriteStore } from './ingest/write-store';
import { openRuntime, type Runtime } from './runtime';
import { startSmsCentre } from './sms/start-sms-centre';

export interface NamiarSystem {
  runtime: Runtime;
  app: FastifyInstance;
  writer: IngestWriter;
  engine: EngineRunner;
  gatewayPorts: { teltonikaTcp?: number; teltonikaUdp?: number; osmand?: number };
  /** Graceful stop: devices first, then pending writes, the engine, HTTP, the database. */
  stop(): Promise<void>;
}

/** The whole server of DESIGN §3 in one process: db → http → ingest → engine → gateway → jobs. */
export async function startSystem(config: Config): Promise<NamiarSystem> {
  const runtime = await openRuntime(config);
  const { ctx, database } = runtime;
  const app = await buildApp(ctx);
  const store = await startWriteStore(runtime, app.log);
  const engine = createEngineRunner(ctx, app.log, { store });
  ctx.engine = engine;
  const writer = createIngestWriter(ctx, { store, onCommitted: engine.notify, log: app.log });
  await engine.catchUp();
  // The devices' cap sits below the file limit (raised to the hard limit first), so that HTTP
  // and the database keep their handles whatever connects to the device ports.
  const files = raiseFileLimit();
  const { maxConnections, ...deadlines } = config.deviceLimits;
  const total = Math.min(maxConnections ?? Infinity, fileLimitCap(files.soft));
  app.log.info({ files, deviceConnections: total }, 'device connection cap');
  const gateway = await startGateway(ctx, writer, app.log, {
    teltonikaPort: config.teltonikaPort,
    osmandPort: config.osmandPort,
    limits: { ...deadlines, total },
  });
  const mailer = config.smtpUrl
    ? createAlarmMailer(ctx, app.log, { transport: config.smtpUrl, from: config.smtpFrom })
    : null;
  mailer?.start();
  const smsCentre = config.smpp ? startSmsCentre(ctx, config.smpp, app.log) : null;
  const prebuild = startRoutePrebuild(ctx, app.log);
  const ecoPrebuild = startEcoPrebuild(ctx, app.log);
  const ctables = createCtablesRunner(ctx, engine, app.log);
  await ctables.start();

  return {
    runtime,
    app,
    writer,
    engine,
    gatewayPorts: gateway.ports,
    async stop() {
      mailer?.stop();
      await smsCentre?.close();
      await ctables.stop();
      await prebuild.stop();
      await ecoPrebuild.stop();
      await gateway.close();
      await writer.close();
      await engine.idle();
      await store.close();
      await app.close();
      await database.close();
    },
  };
}

/**
 * Where the device pipeline writes: on an embedded database in a file, a writer thread with its
 * own connection (the main event loop never blocks on a commit); otherwise the app's connection.
 */
async function startWriteStore(runtime: Runtime, log: FastifyBaseLogger): Promise<WriteStore> {
  const sqlite = runtime.database.sqlite;
  if (!sqlite || sqlite.memory) return inThreadWriteStore(runtime.ctx);
  const store = await startSqliteWriterThread(sqlite.name, (e) =>
    log.error({ err: e }, 'SQLite writer thread failed; the next write starts a new one'),
  );
  leaveCheckpointsToWriter(sqlite);
  return store;
}
