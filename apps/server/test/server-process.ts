import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { createAdminService } from '../src/modules/admin/admin.service';
import { openRuntime } from '../src/runtime';

const root = path.resolve(import.meta.dirname, '../../..');

/** The real server (main.ts) in a child process, for crash tests and benchmarks. */
export function startServerProcess(
  env: Record<string, string>,
  opts: { nodeArgs?: string[]; stdio?: StdioOptions } = {},
): ChildProcess {
  return spawn(
    process.execPath,
    [...(opts.nodeArgs ?? []), '--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: opts.stdio ?? ['ignore', 'ignore', 'inherit'],
    },
  );
}

/** Resolves once something accepts TCP connections on the port; fails if the server exits. */
export async function waitForPort(port: number, child: ChildProcess, tries = 300) {
  for (let i = 0; i < tries; i++) {
    if (child.exitCode !== null) throw new Error('server exited');
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect({ port, host: '127.0.0.1' }, () => {
        s.destroy();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not listen');
}

/** A company with one vehicle per IMEI, written to the database the env names. */
export async function registerFleet(env: Record<string, string>, clogin: string, imeis: string[]) {
  const { ctx, database } = await openRuntime(loadConfig(env));
  try {
    const admin = createAdminService(ctx);
    await admin.createCustomer(clogin);
    for (const [i, imei] of imeis.entries()) await admin.addVehicle(clogin, `${clogin.toUpperCase()} ${i}`, imei);
  } finally {
    await database.close();
  }
}
