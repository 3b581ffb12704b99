import {
  CTABLES_MSG,
  CTABLES_STATUS_NAMES,
  CTABLES_TASK_NAMES,
  CTABLES_VEHICLE_STATUS_NAMES,
  CTABLES_WHOLE_PERIOD,
  formatDateTime,
  parseDateTime,
  type CtablesSendBody,
  type CtablesTaskDetail,
  type CtablesTaskRow,
} from '@namiar/domain';
import type { z } from 'zod';
import type { AppContext, SessionUser } from '../../http/context';
import { errGlobal } from '../../http/errors';
import * as repo from './ctables.repository';
import { CTABLES_GRID, type CtablesGetAnswer } from './ctables.grid';
import type { ctablesGetBody } from '@namiar/domain';

/** Tasks the grid lists when the screen names none. */
const LIST_LIMIT = 50;

type TaskSource = Awaited<ReturnType<typeof repo.listTasks>>[number];
type TaskVehicleSource = Awaited<ReturnType<typeof repo.listTaskVehicles>>[number];

/** A vehicle deleted since the task was made: named by its id. */
const regnoOf = (v: TaskVehicleSource) => v.regno ?? `#${v.vehicle_id}`;
const timeOf = (ms: number | null, tz: string) => (ms === null ? null : formatDateTime(Number(ms), tz));

function taskRow(t: TaskSource, regno: string | null, regnos: string, tz: string): CtablesTaskRow {
  let from: number | null = null;
  try {
    from = (JSON.parse(t.options) as repo.CtablesOptions).from;
  } catch {
    from = null;
  }
  const total = t.vehicles_total;
  const done = t.vehicles_done;
  return {
    tid: Number(t.id),
    type: t.type,
    tname: CTABLES_TASK_NAMES[t.type] ?? String(t.type),
    status: t.status,
    sname: CTABLES_STATUS_NAMES[t.status],
    progress: `${done} / ${total}`,
    percent: total === 0 ? 100 : Math.floor((done * 100) / total),
    vehicle: regno,
    regnos,
    range: from === null ? CTABLES_WHOLE_PERIOD : formatDateTime(Number(from), tz).slice(0, 10),
    user: t.user_login,
    created: formatDateTime(Number(t.created_at), tz),
    started: timeOf(t.started_at, tz),
    finished: timeOf(t.finished_at, tz),
  };
}

/** The listed tasks' vehicles, grouped by task in the order the task works on them. */
function byTask(rows: TaskVehicleSource[]): Map<number, TaskVehicleSource[]> {
  const out = new Map<number, TaskVehicleSource[]>();
  for (const r of rows) {
    const id = Number(r.task_id);
    const list = out.get(id);
    if (list) list.push(r);
    else out.set(id, [r]);
  }
  return out;
}

function detailOf(tid: number, vehicles: TaskVehicleSource[], tz: string): CtablesTaskDetail {
  return {
    tid,
    vehicles: vehicles.map((v) => ({
      vid: Number(v.vehicle_id),
      regno: regnoOf(v),
      status: v.status,
      sname: CTABLES_VEHICLE_STATUS_NAMES[v.status],
      started: timeOf(v.started_at, tz),
      finished: timeOf(v.finished_at, tz),
    })),
  };
}

export function createCtablesService(ctx: AppContext) {
  async function get(user: SessionUser, body: z.output<typeof ctablesGetBody>): Promise<CtablesGetAnswer> {
    const tz = user.timeZone;
    const rows = await repo.listTasks(
      ctx.db,
      user.customerId,
      body.ids ?? null,
      body.ids ? body.ids.length : LIST_LIMIT,
    );
    const ids = rows.map((r) => Number(r.id));
    const vehiclesOf = byTask(await repo.listTaskVehicles(ctx.db, user.customerId, ids));
    const inTask = (id: number) => vehiclesOf.get(id) ?? [];
    // A task is at work while queued or running, and also once cancelled while the vehicle in
    // progress is finished whole: the screen keeps polling until its counts are final.
    const atWork = new Set<number>();
    const tasks = rows.map((r) => {
      const list = inTask(Number(r.id));
      const current = list.find((v) => v.status === 'running');
      const working = r.status === 'running' || (r.status === 'cancelled' && current !== undefined);
      if (r.status === 'queued' || working) atWork.add(Number(r.id));
      return taskRow(r, working && current ? regnoOf(current) : null, list.map(regnoOf).join(', '), tz);
    });
    const active = tasks.find((t) => atWork.has(t.tid)) ?? null;
    const answer: CtablesGetAnswer = { tasks, task: active, endStatus: active === null };
    if (body.details) answer.details = ids.map((id) => detailOf(id, inTask(id), tz));
    if (!body.noVehicles) {
      answer.vehicles = (await repo.companyVehicles(ctx.db, user.customerId, user.vehicleIds)).map((v) => ({
        id: v.id,
        regno: v.regno,
      }));
    }
    if (body.getDefaultData) {
      answer.data = {
        vid: [],
        selectAll: false,
        start_date: formatDateTime(ctx.now(), tz).slice(0, 10),
        clearAll: false,
        clearAlarms: false,
        clearFuel: false,
        clearManualEvents: false,
        generateFuel: true,
      };
    }
    if (body.gridSchema) answer.grid = [...CTABLES_GRID];
    return answer;
  }

  /** A new task (or a cancel); all or nothing: a vehicle outside the user's refuses the whole call. */
  async function send(user: SessionUser, body: CtablesSendBody) {
    const now = ctx.now();
    if (body.cancel) {
      const ids = body.ids ?? [];
      return ctx.db.transaction().execute(async (trx) => {
        const found = await repo.findCompanyTasks(trx, user.customerId, ids);
        if (found.length !== ids.length) return errGlobal(CTABLES_MSG.taskNotFound);
        const cancelled = await repo.cancelTasks(trx, user.customerId, ids, now);
        return { ok: true, cancelled };
      });
    }
    const allowed = await repo.companyVehicles(ctx.db, user.customerId, user.vehicleIds);
    const allowedIds = new Set(allowed.map((v) => v.id));
    const vehicleIds = body.selectAll ? allowed.map((v) => v.id) : (body.vid ?? []);
    if (vehicleIds.some((id) => !allowedIds.has(id)))
      return { err: { global: CTABLES_MSG.vehicleNotFound, vid: CTABLES_MSG.vehicleNotFound } };
    if (vehicleIds.length === 0) return { err: { global: CTABLES_MSG.vehicles, vid: CTABLES_MSG.vehicles } };
    const from = body.clearAll || !body.start_date ? null : parseDateTime(`${body.start_date} 00:00:00`, user.timeZone);
    const options: repo.CtablesOptions = {
      from,
      clearAlarms: body.clearAlarms,
      clearFuel: body.clearFuel,
      clearManualEvents: body.clearManualEvents,
      generateFuel: body.generateFuel,
    };
    const type = Number(body.type);
    const tid = await ctx.db
      .transaction()
      .execute((trx) =>
        repo.insertTask(trx, { customerId: user.customerId, userId: user.userId, type, options, vehicleIds, now }),
      );
    const [row] = await repo.listTasks(ctx.db, user.customerId, [tid], 1);
    const regnos = (await repo.listTaskVehicles(ctx.db, user.customerId, [tid])).map(regnoOf).join(', ');
    return { task: taskRow(row, null, regnos, user.timeZone) };
  }

  return { get, send };
}
