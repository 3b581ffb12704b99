import { z } from 'zod';
import { formBoolean } from './index';
import { formIdList } from './monit';

/** Texts of the table cleaning screen's calls (spec 2 §2.4, §5; the spec leaves the messages to us). */
export const CTABLES_MSG = {
  vehicles: 'Wybierz co najmniej jeden pojazd lub zaznacz wszystkie',
  vehicleList: 'Nieprawidłowa lista pojazdów',
  vehicleNotFound: 'Nie znaleziono pojazdu',
  startDate: 'Wybierz datę lub zaznacz cały okres',
  dateFormat: 'Nieprawidłowa data (rrrr-mm-dd)',
  type: 'Nieznany rodzaj zadania',
  taskList: 'Nieprawidłowa lista zadań',
  taskNotFound: 'Nie znaleziono zadania',
} as const;

/** Vehicles and tasks one request may name. */
export const CTABLES_MAX_IDS = 10_000;

const isCalendarDate = (s: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3] && +m[1] >= 1970;
};

/** POST /app/ctables (spec 2 §7 'ctables, get'). */
export const ctablesGetBody = z.object({
  gridSchema: formBoolean,
  getDefaultData: formBoolean,
  noVehicles: formBoolean,
  inTheBackground: formBoolean,
  ids: formIdList(',', CTABLES_MSG.taskList, CTABLES_MAX_IDS).optional(),
  /** With each listed task's vehicles and their own states (the screen's task detail). */
  details: formBoolean,
});

/**
 * POST /app/ctables/send (spec 2 §3.6, §5): the form plus type (1 clear, 2 generate), or
 * {cancel: true, ids}. Clear needs a vehicle or select-all, and a start date or clear-all;
 * generate needs a vehicle or select-all (from the start date, or everything without one).
 */
export const ctablesSendBody = z
  .object({
    cancel: formBoolean,
    ids: formIdList(',', CTABLES_MSG.taskList, CTABLES_MAX_IDS).optional(),
    vid: formIdList(',', CTABLES_MSG.vehicleList, CTABLES_MAX_IDS).optional(),
    selectAll: formBoolean,
    start_date: z
      .string({ error: CTABLES_MSG.dateFormat })
      .trim()
      .max(10, { error: CTABLES_MSG.dateFormat })
      .refine((s) => s === '' || isCalendarDate(s), { error: CTABLES_MSG.dateFormat })
      .optional(),
    clearAll: formBoolean,
    clearAlarms: formBoolean,
    clearFuel: formBoolean,
    clearManualEvents: formBoolean,
    generateFuel: formBoolean,
    type: z.enum(['1', '2'], { error: CTABLES_MSG.type }).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.cancel) {
      if (!b.ids || b.ids.length === 0) ctx.addIssue({ code: 'custom', path: ['ids'], message: CTABLES_MSG.taskList });
      return;
    }
    if (!b.type) return void ctx.addIssue({ code: 'custom', path: ['type'], message: CTABLES_MSG.type });
    if (!b.selectAll && (!b.vid || b.vid.length === 0)) {
      ctx.addIssue({ code: 'custom', path: ['vid'], message: CTABLES_MSG.vehicles });
    }
    if (b.type === '1' && !b.clearAll && !b.start_date) {
      ctx.addIssue({ code: 'custom', path: ['start_date'], message: CTABLES_MSG.startDate });
    }
  });

export type CtablesSendBody = z.output<typeof ctablesSendBody>;

/** A task as the screen's grid shows it. */
export interface CtablesTaskRow {
  tid: number;
  /** 1 clear, 2 generate. */
  type: number;
  tname: string;
  status: 'queued' | 'running' | 'done' | 'cancelled' | 'failed';
  sname: string;
  /** Vehicles done of all, e.g. '3 / 12'. */
  progress: string;
  percent: number;
  /** The vehicle being worked on now. */
  vehicle: string | null;
  /** Registration numbers of all the task's vehicles, in the order they are worked on, joined by ', '. */
  regnos: string;
  /** 'Cały okres' or the start date. */
  range: string;
  user: string | null;
  created: string;
  started: string | null;
  finished: string | null;
}

/** One vehicle of a task as the task detail shows it. */
export interface CtablesTaskVehicleRow {
  vid: number;
  regno: string;
  status: 'waiting' | 'running' | 'done' | 'cancelled' | 'failed';
  sname: string;
  started: string | null;
  finished: string | null;
}

/** The vehicles of one listed task (`POST /ctables` with details). */
export interface CtablesTaskDetail {
  tid: number;
  vehicles: CtablesTaskVehicleRow[];
}

export const CTABLES_TASK_NAMES: Readonly<Record<number, string>> = { 1: 'Czyszczenie', 2: 'Generowanie' };
export const CTABLES_STATUS_NAMES: Readonly<Record<CtablesTaskRow['status'], string>> = {
  queued: 'Oczekuje',
  running: 'W trakcie',
  done: 'Zakończone',
  cancelled: 'Anulowane',
  failed: 'Błąd',
};
export const CTABLES_VEHICLE_STATUS_NAMES: Readonly<Record<CtablesTaskVehicleRow['status'], string>> = {
  waiting: 'Oczekuje',
  running: 'W trakcie',
  done: 'Zakończone',
  cancelled: 'Anulowane',
  failed: 'Błąd',
};
export const CTABLES_WHOLE_PERIOD = 'Cały okres';
