import { EXPORT_BUDGET_MSG, exportBudgetRefusal } from '@namiar/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppContext, SessionUser } from '../../http/context';
import { errGlobal } from '../../http/errors';
import { createExclusiveKeys } from './admission';
import { exportSize, type ExportDocument, type ExportKind } from './export-document';
import { createRenderPool, type RenderPool } from './render-pool';

/**
 * Every bound of an export call in one place (issue 28 §3 'Exports are bounded'; docs/exports.md
 * 'Bounds'), used by each call that renders a file (the route report, the generic exports):
 *  - one export at a time per user (company and user id), refused at once;
 *  - a budget per export (rows, cells, characters; a PDF's own), checked before rendering;
 *  - the process's render pool: at most NAMIAR_EXPORT_RENDERS at once, a bounded waiting line;
 *  - a client that goes away frees its place in the line or stops its render.
 */

const userKey = (u: SessionUser) => `${u.customerId}:${u.userId}`;

/** A refusal answer (HTTP 200, err.global: DESIGN §6 business errors). */
export type ExportRefused = ReturnType<typeof errGlobal>;
/** Checks a document's budget and renders it in the pool: the file's bytes, or the refusal. */
export type RenderExport = (kind: ExportKind, doc: ExportDocument) => Promise<Buffer | ExportRefused>;

/**
 * The load of each app's render pool (tests watch it: never more renders at once than the cap),
 * with the exports refused as busy before their body was read.
 */
const loads = new WeakMap<FastifyInstance, () => ReturnType<RenderPool['load']> & { refusedEarly: number }>();
export const exportRenderLoad = (app: FastifyInstance) => loads.get(app)?.() ?? null;

/** Aborts when the client goes away before the answer is sent (the response closes unfinished). */
function clientGone(reply: FastifyReply) {
  const controller = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) controller.abort();
  };
  reply.raw.once('close', onClose);
  return { signal: controller.signal, dispose: () => reply.raw.off('close', onClose) };
}

export function createExportLimits(app: FastifyInstance, ctx: AppContext) {
  const { budgets, renders, queue, queueWaitMs } = ctx.config.exports;
  const pool = createRenderPool({ renders, queue, queueWaitMs });
  app.addHook('onClose', () => pool.close());
  const users = createExclusiveKeys();
  let refusedEarly = 0;
  loads.set(app, () => ({ ...pool.load(), refusedEarly }));

  /**
   * Refuses a user's second export, and any export while the pool and its line are full, before
   * the (up to 64 MB) body is read; runs after the session gate. The handler takes the user's
   * turn and the pool's place itself (two calls may pass here together).
   */
  const refuseEarly: onRequestAsyncHookHandler = async (request, reply) => {
    if (!request.user) return;
    if (users.held(userKey(request.user))) return reply.send(errGlobal(EXPORT_BUDGET_MSG.userBusy));
    if (pool.full()) {
      refusedEarly++;
      return reply.send(errGlobal(EXPORT_BUDGET_MSG.serverBusy));
    }
  };

  /**
   * Runs one export call as the user's only one, in a place of the render pool (waiting for one
   * when all are taken): `work` parses the body and builds the document; its `render` checks the
   * budget and renders on the place's thread. The place and the user's turn are given back in a
   * finally, whatever happens (a bad body, a refusal, a failed render, a client gone).
   */
  async function oneAtATime<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    work: (render: RenderExport) => Promise<T>,
  ): Promise<T | ExportRefused> {
    const release = users.take(userKey(request.user!));
    if (!release) return errGlobal(EXPORT_BUDGET_MSG.userBusy);
    const gone = clientGone(reply);
    try {
      const place = await pool.enter(gone.signal);
      if (place === 'busy') return errGlobal(EXPORT_BUDGET_MSG.serverBusy);
      if (place === 'aborted') return errGlobal(EXPORT_BUDGET_MSG.cancelled);
      try {
        return await work(async (kind, doc) => {
          const refusal = exportBudgetRefusal(kind, exportSize(doc), budgets);
          if (refusal) return errGlobal(refusal);
          const out = await place.render(kind, doc, gone.signal);
          return out === 'aborted' ? errGlobal(EXPORT_BUDGET_MSG.cancelled) : out;
        });
      } finally {
        place.release();
      }
    } finally {
      gone.dispose();
      release();
    }
  }

  return { refuseEarly, oneAtATime };
}
