import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ExportAnswer } from '@namiar/domain';
import type { AppContext, SessionUser } from '../../http/context';
import {
  deleteExportFile,
  findOwnExportFile,
  insertExportFile,
  knownExportPaths,
  listExpiredExportFiles,
} from './exports.repository';

/**
 * Exported files under `<data dir>/exports/`: stored under a random token (the user's file
 * name never touches the disk path), recorded with their owner, served only to that user of
 * that company, gone after EXPORT_TTL_MS.
 */

export const EXPORT_TTL_MS = 24 * 3600_000;
const TOKEN_RE = /^[A-Za-z0-9_-]{32}$/;
/** Expired rows removed per export call; the rest go with the next ones. */
const CLEANUP_BATCH = 200;
/** Files without a row (their user was deleted, a write failed) are swept this often... */
const SWEEP_EVERY_MS = 3600_000;
/** ...once they are this old (file time, real clock). */
const SWEEP_MIN_AGE_MS = 3600_000;

/** ASCII stand-in of a name for old clients: Polish letters without marks, the rest '_'. */
export function asciiFilename(name: string): string {
  return name
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_');
}

/** `Content-Disposition: attachment` with the UTF-8 name (RFC 6266 / RFC 5987 `filename*`). */
export function contentDisposition(name: string): string {
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiFilename(name)}"; filename*=UTF-8''${encoded}`;
}

export interface OpenedExport {
  file: string;
  filename: string;
  contentType: string;
  size: number;
}

export function createExportFiles(ctx: AppContext) {
  const dir = path.join(ctx.config.dataDir, 'exports');
  let lastSweep = 0;

  async function remove(customerId: number, token: string, stored: string) {
    await fs.rm(path.join(dir, stored), { force: true });
    await deleteExportFile(ctx.db, customerId, token);
  }

  /**
   * Deletes expired files and rows (one batch; `all`: until none is left); now and then also
   * files no row knows.
   */
  async function cleanup(all = false): Promise<void> {
    for (;;) {
      const expired = await listExpiredExportFiles(ctx.db, ctx.now(), CLEANUP_BATCH);
      for (const row of expired) await remove(row.customer_id, row.token, row.path);
      if (!all || expired.length < CLEANUP_BATCH) break;
    }
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    for (let i = 0; i < names.length; i += 500) {
      const batch = names.slice(i, i + 500);
      const known = await knownExportPaths(ctx.db, batch);
      for (const name of batch.filter((n) => !known.has(n))) {
        const full = path.join(dir, name);
        const stat = await fs.stat(full).catch(() => null);
        if (stat?.isFile() && Date.now() - stat.mtimeMs > SWEEP_MIN_AGE_MS) await fs.rm(full, { force: true });
      }
    }
  }

  /**
   * Stores `bytes` as `<filename>.<ext>` for this user and answers its path. The row is
   * written before the file, so a sweep never takes a file that is being written.
   */
  async function store(user: SessionUser, filename: string, ext: string, contentType: string, bytes: Buffer) {
    await cleanup();
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    const token = crypto.randomBytes(24).toString('base64url');
    const stored = `${token}.${ext}`;
    const name = `${filename}.${ext}`;
    const t = ctx.now();
    await insertExportFile(ctx.db, {
      customer_id: user.customerId,
      token,
      user_id: user.userId,
      filename: name,
      content_type: contentType,
      path: stored,
      created_at: t,
      expires_at: t + EXPORT_TTL_MS,
    });
    try {
      await fs.writeFile(path.join(dir, stored), bytes, { mode: 0o600, flag: 'wx' });
    } catch (e) {
      await remove(user.customerId, token, stored);
      throw e;
    }
    const answer: ExportAnswer = { path: `/app/files/${token}/${encodeURIComponent(name)}` };
    return answer;
  }

  /** The user's own, unexpired file of `token` named `name`; null for anything else. */
  async function open(user: SessionUser, token: string, name: string): Promise<OpenedExport | null> {
    if (!TOKEN_RE.test(token)) return null;
    const row = await findOwnExportFile(ctx.db, user.customerId, user.userId, token);
    if (!row || row.filename !== name) return null;
    if (row.expires_at <= ctx.now()) {
      await remove(row.customer_id, row.token, row.path);
      return null;
    }
    const file = path.join(dir, row.path);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) {
      await deleteExportFile(ctx.db, row.customer_id, row.token);
      return null;
    }
    return { file, filename: row.filename, contentType: row.content_type, size: stat.size };
  }

  return { store, open, cleanup, dir };
}

export type ExportFiles = ReturnType<typeof createExportFiles>;

/** How often expired files are removed when nobody exports (a day's files must not outlive it by much). */
export const EXPORT_CLEANUP_EVERY_MS = 3600_000;

/**
 * Removes expired exports now and then every `everyMs`, so files go after a day even when no
 * one exports again (the export calls also clean up before storing). Answers the stop.
 */
export function startExportCleanup(
  files: Pick<ExportFiles, 'cleanup'>,
  onError: (e: unknown) => void,
  everyMs = EXPORT_CLEANUP_EVERY_MS,
): () => void {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= files
      .cleanup(true)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
