import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

export interface FileLimit {
  soft: number | null;
  hard: number | null;
}

/** 'Max open files' of /proc/self/limits (Linux); nulls where it cannot be read or is unlimited. */
export function readFileLimit(text?: string): FileLimit {
  let limits = text;
  if (limits === undefined) {
    try {
      limits = fs.readFileSync('/proc/self/limits', 'utf8');
    } catch {
      return { soft: null, hard: null };
    }
  }
  const m = /^Max open files\s+(\S+)\s+(\S+)/m.exec(limits);
  const num = (s: string | undefined) => (s && /^\d+$/.test(s) ? Number(s) : null);
  return { soft: num(m?.[1]), hard: num(m?.[2]) };
}

/**
 * Makes sure the process's soft file limit is its hard limit (issue 28 §1). Node raises it at
 * start on POSIX systems; where it did not (an embedding, another runtime), util-linux's
 * prlimit sets it on this process's id (allowed up to the hard limit without privileges).
 * Returns the limits in force afterwards; where prlimit is missing or refuses, the soft limit
 * stays as it was, and the device cap follows it.
 */
export function raiseFileLimit(): FileLimit & { raised: boolean } {
  const before = readFileLimit();
  if (before.soft === null || before.hard === null || before.soft >= before.hard) return { ...before, raised: false };
  try {
    execFileSync('prlimit', ['--pid', String(process.pid), `--nofile=${before.hard}:${before.hard}`], {
      stdio: 'ignore',
      timeout: 5000,
    });
  } catch {
    return { ...before, raised: false };
  }
  const after = readFileLimit();
  return { ...after, raised: (after.soft ?? 0) > before.soft };
}
