import { z } from 'zod';
import type { RouteReport } from '../../api/route';
import type { ReportColumn, ReportRow } from '../columns';
import { DRIVE_REPORT_MSG } from './messages';

/**
 * The workday report (repvehworkday, spec 2 §2.2): per workday, 06:00 to the next day's 06:00
 * in the company's zone, the work time of inputs 1–4 (the ticked ones; none ticked: all four),
 * the engine time and the road, each the route viewer's statistic over that workday (its
 * input-seconds counters, engine time and GPS road). Input columns carry the company's saved
 * descriptions ('Edytuj opisy kolumn'). Rules: docs/reports-drive.md.
 */

/** The hour a workday starts at (spec 2 §5: the workday default is 06:00 → 06:00). */
export const WORKDAY_START_HOUR = 6;
export const INPUT_NAME_MAX = 50;
export const INPUT_KEYS = ['input_1', 'input_2', 'input_3', 'input_4'] as const;
export type InputKey = (typeof INPUT_KEYS)[number];
export type InputNames = Record<InputKey, string>;

/** Default column descriptions of inputs 1–4. */
export const DEFAULT_INPUT_NAMES: InputNames = {
  input_1: 'Wejście 1',
  input_2: 'Wejście 2',
  input_3: 'Wejście 3',
  input_4: 'Wejście 4',
};

/** Saved descriptions (null or empty: the default) as the columns' titles. */
export function inputNames(saved: Partial<Record<InputKey, string | null>> | null): InputNames {
  const out = { ...DEFAULT_INPUT_NAMES };
  for (const k of INPUT_KEYS) {
    const v = saved?.[k]?.trim();
    if (v) out[k] = v;
  }
  return out;
}

/** Indexes (0–3) of the inputs the report shows: the ticked ones, or all four when none is. */
/** The builder's input options (schemas/reports.ts ReportOptions; not imported: it imports this package). */
type InputOptions = Partial<Record<string, boolean>>;

export function workdayInputs(options: InputOptions): number[] {
  const ticked = INPUT_KEYS.map((k, i) => (options[k] ? i : -1)).filter((i) => i >= 0);
  return ticked.length > 0 ? ticked : [0, 1, 2, 3];
}

/** Figures of one workday (or a sum): input seconds on (inputs 1–4), engine seconds, road metres. */
export interface WorkdayValues {
  inputs: number[];
  engine: number;
  road: number;
}

export function workdayValues(report: RouteReport): WorkdayValues {
  return { inputs: [0, 1, 2, 3].map((k) => report.it[k] ?? 0), engine: report.et, road: report.rg };
}

export function sumWorkday(list: readonly WorkdayValues[]): WorkdayValues {
  return {
    inputs: [0, 1, 2, 3].map((k) => list.reduce((s, v) => s + v.inputs[k], 0)),
    engine: list.reduce((s, v) => s + v.engine, 0),
    road: list.reduce((s, v) => s + v.road, 0),
  };
}

export function workdayRow(v: WorkdayValues, label: ReportRow, inputs: readonly number[]): ReportRow {
  const row: ReportRow = { ...label };
  for (const k of inputs) row[INPUT_KEYS[k]] = v.inputs[k];
  row.engine = v.engine;
  row.km = v.road / 1000;
  return row;
}

/** Columns: the label column (the workday, or the vehicle), the shown inputs by their names, engine time, road. */
export function workdayGrid(label: ReportColumn, names: InputNames, inputs: readonly number[]): ReportColumn[] {
  return [
    label,
    ...inputs.map((k): ReportColumn => ({
      field: INPUT_KEYS[k],
      title: names[INPUT_KEYS[k]],
      type: 'duration',
      width: 120,
    })),
    { field: 'engine', title: 'Czas pracy silnika', type: 'duration', width: 120 },
    { field: 'km', title: 'Przejechano', type: 'km', width: 100, decimals: 1 },
  ];
}

export const WORKDAY_DATE_COLUMN: ReportColumn = { field: 'date', title: 'Dzień roboczy', type: 'date', width: 110 };
export const WORKDAY_VEHICLE_COLUMN: ReportColumn = { field: 'regno', title: 'Pojazd', type: 'text', width: 140 };

const inputName = z
  .string({ error: DRIVE_REPORT_MSG.inputNamesJson })
  .transform((s) => s.trim())
  .pipe(z.string().max(INPUT_NAME_MAX, { error: DRIVE_REPORT_MSG.inputNameTooLong(INPUT_NAME_MAX) }));

/** The saved descriptions: input_1..input_4, each trimmed, at most 50 characters, empty for the default. */
export const inputNamesDocument = z.strictObject(
  {
    input_1: inputName.optional(),
    input_2: inputName.optional(),
    input_3: inputName.optional(),
    input_4: inputName.optional(),
  },
  { error: DRIVE_REPORT_MSG.inputNamesJson },
);

/**
 * `POST /app/repvehworkday/saveInputNames` (spec 2 §7): module, command get | set, json (set:
 * the four descriptions as JSON text). Field errors name the input (input_1..input_4).
 */
export const saveInputNamesBody = z
  .object({
    // The web sends its grid's module name; one set of names per company, so it selects nothing.
    module: z.string({ error: DRIVE_REPORT_MSG.module }).max(64, { error: DRIVE_REPORT_MSG.module }).optional(),
    command: z.enum(['get', 'set'], { error: DRIVE_REPORT_MSG.command }),
    json: z
      .string({ error: DRIVE_REPORT_MSG.inputNamesJson })
      .max(2000, { error: DRIVE_REPORT_MSG.inputNamesJson })
      .optional(),
  })
  .transform((body, ctx) => {
    if (body.command === 'get') return { command: 'get' as const, names: null };
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.json ?? '');
    } catch {
      parsed = undefined;
    }
    const r = inputNamesDocument.safeParse(parsed);
    if (!r.success) {
      for (const issue of r.error.issues) {
        const key = issue.path[0];
        const field = typeof key === 'string' && (INPUT_KEYS as readonly string[]).includes(key) ? key : 'json';
        ctx.addIssue({ code: 'custom', message: issue.message, path: [field] });
      }
      return z.NEVER;
    }
    const names = Object.fromEntries(INPUT_KEYS.map((k) => [k, r.data[k] ?? ''])) as InputNames;
    return { command: 'set' as const, names };
  });
export type SaveInputNamesForm = z.infer<typeof saveInputNamesBody>;
