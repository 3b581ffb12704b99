/**
 * Admission to the export renders (issue 28 §3): at most `size` at once in the process, at most
 * `queue` more waiting in arrival order, none waiting longer than `waitMs`. Four big exports at
 * once took 2.7 GB and slowed every call; a bounded line keeps the process's memory to `size`
 * renders and tells the user at once that the server is busy instead of stalling him.
 */

export interface AdmissionOptions {
  size: number;
  queue: number;
  waitMs: number;
}

/** Why a place was not given. */
export type Refusal = 'busy' | 'aborted';

/** A place: call `release` exactly once (more calls are ignored). */
export type Admitted = { release: () => void };

interface Waiter {
  grant: (a: Admitted) => void;
  refuse: (r: Refusal) => void;
}

export function createAdmission(opts: AdmissionOptions) {
  let running = 0;
  let peak = 0;
  let refused = 0;
  const line: Waiter[] = [];

  function admitted(): Admitted {
    running++;
    peak = Math.max(peak, running);
    let done = false;
    return {
      release: () => {
        if (done) return;
        done = true;
        running--;
        // Hand the place to the longest waiter (it is counted before it runs).
        const next = line.shift();
        if (next) next.grant(admitted());
      },
    };
  }

  /**
   * A place now, after a wait in the line, or a refusal: 'busy' when the line is full or the wait
   * ran out, 'aborted' when `signal` fired first (the client went away; its place in the line goes).
   */
  function acquire(signal?: AbortSignal): Promise<Admitted | Refusal> {
    if (signal?.aborted) return Promise.resolve('aborted');
    if (running < opts.size && line.length === 0) return Promise.resolve(admitted());
    if (line.length >= opts.queue) {
      refused++;
      return Promise.resolve('busy');
    }
    return new Promise((resolve) => {
      const leave = () => {
        const i = line.indexOf(waiter);
        if (i >= 0) line.splice(i, 1);
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const waiter: Waiter = {
        grant: (a) => {
          leave();
          resolve(a);
        },
        refuse: (r) => {
          leave();
          if (r === 'busy') refused++;
          resolve(r);
        },
      };
      const onAbort = () => waiter.refuse('aborted');
      const timer = setTimeout(() => waiter.refuse('busy'), opts.waitMs);
      timer.unref();
      signal?.addEventListener('abort', onAbort, { once: true });
      line.push(waiter);
    });
  }

  return {
    acquire,
    /** No place now and no room in the line: a new export would be refused. */
    full: () => running >= opts.size && line.length >= opts.queue,
    /** Renders running now, the most ever at once, waiting now, refused as busy so far. */
    load: () => ({ running, peak, waiting: line.length, refused }),
  };
}

export type Admission = ReturnType<typeof createAdmission>;

/**
 * One export at a time per user (issue 28 §3): the key is the company and the user, so two tabs
 * or two sessions of one login share it. `take` answers the release, or null when it is held.
 */
export function createExclusiveKeys() {
  const held = new Set<string>();
  return {
    held: (key: string) => held.has(key),
    take(key: string): (() => void) | null {
      if (held.has(key)) return null;
      held.add(key);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        held.delete(key);
      };
    },
    size: () => held.size,
  };
}
