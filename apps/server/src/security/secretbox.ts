import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Encrypts the stored login verifiers (MD5 of the password, which the spec's login protocol
 * needs in the clear at login time) with AES-256-GCM under a server key. The key comes from
 * NAMIAR_SECRET_KEY or, on a single node, from data/keys/secret.key created on first start.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

const VERSION = 'v1';

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The secret key must be 32 bytes.');
  return {
    seal(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(
        ':',
      );
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(':');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Unreadable sealed value.');
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The server key: NAMIAR_SECRET_KEY, else the key file NAMIAR_SECRET_KEY_FILE names, else
 * keys/secret.key in the data directory (created with mode 0600 on first start). `beside`: the
 * key sits inside the data directory, so a copy of that directory holds both the sealed
 * verifiers and the key that opens them (the server warns at start: docs/decisions.md
 * 'Stored verifiers and the key').
 */
export function loadServerKey(
  secretKeyHex: string | undefined,
  dataDir: string,
  keyFile?: string,
): { key: Buffer; beside: boolean } {
  if (secretKeyHex) return { key: Buffer.from(secretKeyHex, 'hex'), beside: false };
  const file = keyFile ?? path.join(dataDir, 'keys', 'secret.key');
  const inside = path.resolve(file).startsWith(path.resolve(dataDir) + path.sep);
  if (fs.existsSync(file)) {
    const hex = fs.readFileSync(file, 'utf8').trim();
    if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error(`${file} does not hold a 64-hex-character key.`);
    return { key: Buffer.from(hex, 'hex'), beside: inside };
  }
  if (keyFile) throw new Error(`NAMIAR_SECRET_KEY_FILE: ${keyFile} does not exist.`);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const key = crypto.randomBytes(32);
  fs.writeFileSync(file, key.toString('hex') + '\n', { mode: 0o600, flag: 'wx' });
  return { key, beside: inside };
}

/** The key alone (see loadServerKey). */
export function loadSecretKey(secretKeyHex: string | undefined, dataDir: string, keyFile?: string): Buffer {
  return loadServerKey(secretKeyHex, dataDir, keyFile).key;
}

/** The start-up warning when the key sits beside the database, or null. */
export function keyPlacementWarning(beside: boolean, dataDir: string): string | null {
  return beside
    ? `the server key is in the data directory (${dataDir}/keys): a copy of that directory can sign in as any user. ` +
        'In production set NAMIAR_SECRET_KEY or NAMIAR_SECRET_KEY_FILE to a key kept outside it.'
    : null;
}

export const md5 = (text: string) => crypto.createHash('md5').update(text, 'utf8').digest('hex');
export const sha256 = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');
export const randomHex = (bytes: number) => crypto.randomBytes(bytes).toString('hex');

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a.toLowerCase(), 'utf8');
  const y = Buffer.from(b.toLowerCase(), 'utf8');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
