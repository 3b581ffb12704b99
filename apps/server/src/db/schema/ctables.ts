import type { ColumnType, Generated } from 'kysely';

/** Table types of the clear and generate tasks (migration 023, spec 2 §3.6). */
export type CtablesTaskStatus = 'queued' | 'running' | 'done' | 'cancelled' | 'failed';
export type CtablesVehicleStatus = 'waiting' | 'running' | 'done' | 'cancelled' | 'failed';

export interface CtablesTasksTable {
  id: Generated<number>;
  customer_id: number;
  user_id: number;
  type: number;
  status: CtablesTaskStatus;
  options: string;
  vehicles_total: number;
  vehicles_done: ColumnType<number, number | undefined>;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  error: string | null;
}

export interface CtablesTaskVehiclesTable {
  customer_id: number;
  task_id: number;
  vehicle_id: number;
  seq: number;
  status: CtablesVehicleStatus;
  started_at: number | null;
  finished_at: number | null;
}
