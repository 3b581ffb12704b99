import type { CtablesTaskDetail, CtablesTaskRow } from '@namiar/domain';
import { apiCall } from '../../kit/api/api';
import type { GridColumnSchema } from '../../kit/grid';

/** The form of spec 2 §3.6 (vid as ids; start_date 'yyyy-MM-dd'). */
export interface CtablesForm {
  vid: number[];
  selectAll: boolean;
  start_date: string;
  clearAll: boolean;
  clearAlarms: boolean;
  clearFuel: boolean;
  clearManualEvents: boolean;
  generateFuel: boolean;
}

/** `POST /ctables` (docs/api.md 'Table cleaning and regeneration'). */
export interface CtablesAnswer {
  vehicles?: { id: number; regno: string }[];
  data?: CtablesForm;
  tasks: CtablesTaskRow[];
  task: CtablesTaskRow | null;
  endStatus: boolean;
  /** With `details`: each listed task's vehicles and their states. */
  details?: CtablesTaskDetail[];
  grid?: GridColumnSchema[];
}

export interface CtablesRequest {
  gridSchema?: boolean;
  getDefaultData?: boolean;
  noVehicles?: boolean;
  inTheBackground?: boolean;
  ids?: readonly number[];
  details?: boolean;
}

/** A response with err is ignored (spec 2 §8): the caller keeps what it shows. */
export function fetchCtables(r: CtablesRequest): Promise<CtablesAnswer> {
  return apiCall<CtablesAnswer>('ctables', {
    body: {
      gridSchema: !!r.gridSchema,
      getDefaultData: !!r.getDefaultData,
      noVehicles: !!r.noVehicles,
      inTheBackground: !!r.inTheBackground,
      ...(r.ids ? { ids: r.ids.join(',') } : {}),
      ...(r.details ? { details: true } : {}),
    },
    silent: true,
    background: !!r.inTheBackground,
  });
}

/** One task's vehicles with their own states (the task detail); null when the task is not the company's. */
export async function fetchTaskDetail(tid: number, background = false): Promise<CtablesTaskDetail | null> {
  const a = await fetchCtables({ ids: [tid], noVehicles: true, details: true, inTheBackground: background });
  return a.details?.find((d) => d.tid === tid) ?? null;
}

/** 'Wyczyść dla pojazdów' (type 1) or 'Wygeneruj' (type 2): the new task. */
export async function sendTask(form: CtablesForm, type: 1 | 2): Promise<CtablesTaskRow> {
  const answer = await apiCall<{ task: CtablesTaskRow }>('ctables/send', {
    body: { ...form, vid: form.vid.join(','), type: String(type) },
  });
  return answer.task;
}

/** 'Anuluj': the running tasks' ids. */
export async function cancelTasks(ids: readonly number[]): Promise<void> {
  await apiCall<unknown>('ctables/send', { body: { cancel: true, ids: ids.join(',') } });
}
