import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, keyPlacementWarning, loadSecretKey, loadServerKey } from './secretbox';

describe('secret box for login verifiers', () => {
  it('round-trips and hides the plain text', () => {
    const box = createSecretBox(crypto.randomBytes(32));
    const sealed = box.seal('5f4dcc3b5aa765d61d8327deb882cf99');
    expect(sealed).not.toContain('5f4dcc3b');
    expect(box.open(sealed)).toBe('5f4dcc3b5aa765d61d8327deb882cf99');
    expect(box.seal('x')).not.toBe(box.seal('x'));
  });

  it('refuses a value sealed with another key or tampered with', () => {
    const a = createSecretBox(crypto.randomBytes(32));
    const b = createSecretBox(crypto.randomBytes(32));
    const sealed = a.seal('secret');
    expect(() => b.open(sealed)).toThrow();
    expect(() => a.open(sealed.slice(0, -4) + 'AAAA')).toThrow();
  });

  it('creates a private key file once and reads it back', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'namiar-key-'));
    const k1 = loadSecretKey(undefined, dir);
    const k2 = loadSecretKey(undefined, dir);
    expect(k1.equals(k2)).toBe(true);
    expect(fs.statSync(path.join(dir, 'keys', 'secret.key')).mode & 0o777).toBe(0o600);
    expect(loadSecretKey('ab'.repeat(32), dir).toString('hex')).toBe('ab'.repeat(32));
  });

  it('says when the key sits beside the database, and reads a key file kept elsewhere (issue 28 §2)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'namiar-data-'));
    const inside = loadServerKey(undefined, dir);
    expect(inside.beside).toBe(true);
    expect(keyPlacementWarning(inside.beside, dir)).toContain('NAMIAR_SECRET_KEY_FILE');
    const secrets = fs.mkdtempSync(path.join(os.tmpdir(), 'namiar-secrets-'));
    const file = path.join(secrets, 'namiar.key');
    fs.writeFileSync(file, 'cd'.repeat(32) + '\n', { mode: 0o600 });
    const outside = loadServerKey(undefined, dir, file);
    expect(outside).toEqual({ key: Buffer.from('cd'.repeat(32), 'hex'), beside: false });
    expect(keyPlacementWarning(outside.beside, dir)).toBeNull();
    expect(loadServerKey('ab'.repeat(32), dir).beside).toBe(false);
    expect(() => loadServerKey(undefined, dir, path.join(secrets, 'missing.key'))).toThrow(/does not exist/);
  });
});
