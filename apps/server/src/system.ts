import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { createEngineRunner, type EngineRunner } from './engine/engine-runner';
import { startGateway } from './gateway';
import { createIngestWriter, type IngestWriter } from './ingest/ingest-writer';
import { createAlarmMailer } from './jobs/alarm-mailer';
import { openRuntime, type Runtime } from './runtime';

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
  const engine = createEngineRunner(ctx, app.log);
  const writer = createIngestWriter(ctx, { onCommitted: engine.notify });
  await engine.catchUp();
  const gateway = await startGateway(ctx, writer, app.log, {
    teltonikaPort: config.teltonikaPort,
    osmandPort: config.osmandPort,
  });
  const mailer = config.smtpUrl
    ? createAlarmMailer(ctx, app.log, { transport: config.smtpUrl, from: config.smtpFrom })
    : null;
  mailer?.start();

  return {
    runtime,
    app,
    writer,
    engine,
    gatewayPorts: gateway.ports,
    async stop() {
      mailer?.stop();
      await gateway.close();
      await writer.close();
      await engine.idle();
      await app.close();
      await database.close();
    },
  };
}
