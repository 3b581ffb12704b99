import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../http/context';
import type { EngineRunner } from '../engine/engine-runner';
import * as repo from '../modules/ctables/ctables.repository';
import type { CtablesOptions } from '../modules/ctables/ctables.repository';

/** How often an idle runner looks for a queued task (tasks are rows: any node may have added one). */
const POLL_MS = 1000;

export const CTABLES_TYPE = { clear: 1, generate: 2 } as const;

/** The engine calls a task needs: the process's runner (system.ts) or a test's. */
export type TaskEngine = Pick<EngineRunner, 'rerun' | 'exclusive'>;

function parseOptions(text: string): CtablesOptions | null {
  try {
    const o = JSON.parse(text) as CtablesOptions;
    return typeof o === 'object' && o !== null && (o.from === null || Number.isFinite(o.from)) ? o : null;
  } catch {
    return null;
  }
}

/**
 * Runs the /ctables tasks (spec 2 §2.4): one task at a time, its vehicles one after another, each
 * vehicle's work done whole (a transaction for 'Wyczyść', an engine re-run for 'Wygeneruj') and
 * recorded as done before the next, so the task's progress is per vehicle and a cancel or a stop
 * leaves nothing half-done. Both go through the engine runner of the process, which serialises
 * them with live processing of the same vehicle: 'Wyczyść' inside EngineRunner.exclusive(), and
 * 'Wygeneruj' as EngineRunner.rerun() — the same re-run 'Dogeneruj zdarzenia' uses, merged with
 * the live jobs of the vehicle, so live records are neither lost nor processed twice.
 * A cancelled task ends after its vehicle in progress, and its end time is then (the task list
 * shows it at work until that vehicle is done: ctables.service.ts).
 * At start, tasks a stopped server left running are queued again and resume with the vehicles
 * not done yet; a task whose stored form cannot be read is marked failed.
 */
export function createCtablesRunner(ctx: AppContext, engine: TaskEngine, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | null = null;
  let working: Promise<void> | null = null;
  let stopped = false;

  async function runVehicle(customerId: number, type: number, vehicleId: number, o: CtablesOptions) {
    if (type === CTABLES_TYPE.clear) {
      await engine.exclusive(vehicleId, () => repo.clearVehicle(ctx.db, customerId, vehicleId, o));
      return;
    }
    const from = o.from ?? Number.MIN_SAFE_INTEGER;
    if (o.generateFuel) return engine.rerun(vehicleId, customerId, from);
    // Without 'generate fuel' the fuel events stay as they are: the engine's rules run as one, so
    // those it rewrote are put back (only up to what was processed before: live ones after stay).
    const upTo = (await repo.processedTime(ctx.db, vehicleId)) ?? Number.MIN_SAFE_INTEGER;
    const fuel = await repo.computedFuelEvents(ctx.db, customerId, vehicleId, from, upTo);
    await engine.rerun(vehicleId, customerId, from);
    await engine.exclusive(vehicleId, () => repo.restoreFuelEvents(ctx.db, customerId, vehicleId, from, upTo, fuel));
  }

  async function runTask(task: { id: number; customer_id: number; type: number; options: string }) {
    const customerId = task.customer_id;
    if (!(await repo.claimTask(ctx.db, customerId, task.id, ctx.now()))) return;
    const o = parseOptions(task.options);
    if (!o || (task.type !== CTABLES_TYPE.clear && task.type !== CTABLES_TYPE.generate)) {
      await repo.finishTask(ctx.db, customerId, task.id, 'failed', ctx.now(), 'bad task');
      return;
    }
    try {
      for (const vehicleId of await repo.vehiclesToDo(ctx.db, customerId, task.id)) {
        if (stopped) return;
        const status = await repo.taskStatus(ctx.db, customerId, task.id);
        if (status === 'cancelled') return repo.markCancelStopped(ctx.db, customerId, task.id, ctx.now());
        if (status !== 'running') return;
        await repo.setVehicleStatus(ctx.db, customerId, task.id, vehicleId, 'running', ctx.now());
        await runVehicle(customerId, task.type, vehicleId, o);
        await repo.setVehicleStatus(ctx.db, customerId, task.id, vehicleId, 'done', ctx.now());
      }
      await repo.finishTask(ctx.db, customerId, task.id, 'done', ctx.now());
      // Cancelled during its last vehicle: it ended now too.
      await repo.markCancelStopped(ctx.db, customerId, task.id, ctx.now());
    } catch (e) {
      log.error({ err: e, task: task.id }, 'ctables task failed');
      await repo.finishTask(ctx.db, customerId, task.id, 'failed', ctx.now(), String(e).slice(0, 500));
    }
  }

  /** Runs queued tasks until none is left (tests await it; the timer calls it too). */
  function drain(): Promise<void> {
    if (working) return working;
    working = (async () => {
      for (;;) {
        if (stopped) return;
        const task = await repo.nextQueued(ctx.db);
        if (!task) return;
        await runTask({ ...task, id: Number(task.id) });
      }
    })().finally(() => {
      working = null;
    });
    return working;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      drain()
        .catch((e) => log.error({ err: e }, 'ctables runner failed'))
        .finally(schedule);
    }, POLL_MS);
  }

  /** Requeues what a stop interrupted, then polls for tasks. */
  async function start() {
    const resumed = await repo.requeueInterrupted(ctx.db);
    if (resumed.length > 0) log.info({ tasks: resumed.map((r) => r.id) }, 'ctables tasks resumed');
    stopped = false;
    schedule();
  }

  /** Stops after the vehicle in progress; the task stays running in the database and resumes at the next start. */
  async function stop() {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
    if (working) await working;
  }

  return { start, stop, drain, resume: () => repo.requeueInterrupted(ctx.db) };
}

export type CtablesRunner = ReturnType<typeof createCtablesRunner>;
