import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { makeTestApp } from './harness';

/** Every worker thread the process starts, by entry (worker-client.ts passes it in workerData). */
const started = vi.hoisted(() => [] as string[]);
vi.mock('node:worker_threads', async (importOriginal) => {
  const m = await importOriginal<typeof import('node:worker_threads')>();
  class CountedWorker extends m.Worker {
    constructor(...args: ConstructorParameters<typeof m.Worker>) {
      super(...args);
      started.push(String((args[1]?.workerData as { entry?: string } | undefined)?.entry ?? args[0]));
    }
  }
  return { ...m, Worker: CountedWorker };
});

describe('route workers', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'namiar-route-start-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('start as the server starts listening, not when requests are only injected', async () => {
    const t = await makeTestApp('sqlite', {}, { sqliteFile: path.join(dir, 'namiar.sqlite') });
    try {
      const routeThreads = () => started.filter((e) => e.endsWith('/route.worker.ts')).length;
      await t.app.inject({ method: 'GET', url: '/app/settings/' });
      expect(routeThreads()).toBe(0);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      expect(routeThreads()).toBe(Math.min(2, os.availableParallelism()));
    } finally {
      await t.close();
    }
  });
});
