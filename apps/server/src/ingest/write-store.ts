import type { AppContext } from '../http/context';
import { runWriteOp, type WriteStore } from './write-ops';

/**
 * The device pipeline's writes on the main thread, through the app's own connection: the
 * PostgreSQL store (its driver is asynchronous, nothing blocks), and the embedded database
 * when there is no file for a writer thread to open (':memory:' in tests).
 */
export function inThreadWriteStore(ctx: AppContext): WriteStore {
  const target = { db: ctx.db, sqlite: ctx.sqlite ?? null };
  return {
    run(op, arg) {
      // The native insert runs under Kysely's connection lock: no Kysely transaction of another
      // caller can be open on the connection around it (its rows would join that transaction).
      if (op === 'positions' && target.sqlite) return ctx.db.connection().execute(() => runWriteOp(target, op, arg));
      return runWriteOp(target, op, arg);
    },
    close: async () => {},
  };
}
