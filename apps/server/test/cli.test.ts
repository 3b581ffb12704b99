import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'namiar-cli-'));

/** The admin command line as scripts and the README use it, on the embedded database. */
function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/cli.ts'), ...args], {
    cwd: root,
    env: { ...process.env, NAMIAR_DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  return { code: r.status, out: r.stdout.trim(), err: r.stderr.trim() };
}

describe('admin command line', () => {
  it('creates a company, a user and a vehicle, and changes a password', () => {
    expect(cli('create-customer', 'acme', '--name', 'ACME Sp. z o.o.')).toMatchObject({
      code: 0,
      out: expect.stringContaining("Created client 'acme'"),
    });
    expect(cli('create-user', 'acme', 'jan', 'haslo123-flota', '--permissions', '1,15')).toMatchObject({
      code: 0,
      out: expect.stringContaining('permissions 1,15'),
    });
    expect(cli('create-user', 'acme', 'ewa', 'haslo123-flota')).toMatchObject({ code: 0 });
    expect(cli('add-vehicle', 'acme', 'WA 12345', '352093081452251')).toMatchObject({
      code: 0,
      out: expect.stringContaining("'WA 12345'"),
    });
    expect(cli('set-password', 'acme', 'jan', 'nowe-haslo-2')).toMatchObject({ code: 0 });
    // Nothing was changed through the record screens yet (record-audit.test.ts has the lines).
    expect(cli('audit', 'acme', '--since', '2026-01-01')).toMatchObject({
      code: 0,
      out: 'No record changes in that time.',
    });
  }, 60_000);

  it('exits non-zero with a clear message on bad input', () => {
    const cases: [string[], string][] = [
      [['create-customer', 'acme'], "Client 'acme' already exists."],
      [['create-user', 'nope', 'jan', 'haslo123-flota'], "Unknown client 'nope'"],
      [['create-user', 'acme', 'jan', 'haslo123-flota'], "User 'jan' already exists"],
      [['create-user', 'acme', 'x', 'haslo123-flota', '--permissions', '1,999'], 'Unknown permission id(s): 999'],
      [['create-user', 'acme', 'x', '123456789'], 'at least 10 characters'],
      [['create-user', 'acme', 'x', 'Haslo12345!'], 'too common'],
      [['create-user', 'acme', 'x', '1234567890'], 'too common'],
      [['create-user', 'acme', 'x', 'Acme2026!!'], 'may not be the login or the client name'],
      [['set-password', 'acme', 'jan', 'qwertyuiop'], 'too common'],
      [['add-vehicle', 'acme', 'WA 1', '12AB'], "Invalid IMEI '12AB'"],
      [['add-vehicle', 'acme', 'WA 2', '352093081452251'], 'already registered'],
      [['set-password', 'acme', 'ghost', 'haslo123-flota'], "Unknown user 'ghost'"],
      [['create-user', 'acme'], 'Expected 3 argument(s)'],
      [['explode'], "Unknown command 'explode'"],
      [['audit', 'acme', '--since', 'wczoraj'], "Invalid --since 'wczoraj'"],
      [['audit', 'nope'], "Unknown client 'nope'"],
    ];
    for (const [args, message] of cases) {
      const r = cli(...args);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.err).toContain(message);
    }
  }, 120_000);
});
