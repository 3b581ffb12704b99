import { z } from 'zod';
import type { GridLayout } from '../api/route';
import { formBoolean } from './index';
import { MONIT_MSG, formDateTime, formId } from './monit';

/**
 * Request bodies of the route viewer (spec 2 §7: /route, /route/event/save|delete,
 * /settings/ui) with the Polish messages the server answers. Form values arrive as text.
 */
export const ROUTE_MSG = {
  vehicleNotFound: MONIT_MSG.vehicleNotFound,
  dateFormat: MONIT_MSG.dateFormat,
  rangeOrder: MONIT_MSG.rangeOrder,
  rangeTooLong: (days: number) => `Trasa może obejmować najwyżej ${days} dni. Wybierz krótszy zakres.`,
  eventRangeOrder: 'Data zakończenia zdarzenia nie może być wcześniejsza niż data rozpoczęcia.',
  value: 'Wartość musi być liczbą większą lub równą 0.',
  saveEventType: 'Można zapisać tylko zdarzenie tankowania lub spustu paliwa.',
  eventType: 'Nieprawidłowy rodzaj zdarzenia.',
  eventNotFound: 'Nie znaleziono zdarzenia. Odśwież trasę i spróbuj ponownie.',
  module: 'Nieprawidłowa nazwa modułu: dozwolone małe litery, cyfry i podkreślenie (1–64 znaki).',
  command: 'Nieprawidłowe polecenie: dozwolone get, set lub del.',
  layout: 'Nieprawidłowy układ kolumn.',
  layoutTooLarge: 'Układ kolumn jest zbyt duży.',
} as const;

/** The longest route: 31 days and one hour (a month plus a DST change). */
export const ROUTE_MAX_MS = (31 * 24 + 1) * 3_600_000;
export const ROUTE_MAX_DAYS = 31;

/** `POST /app/route`. */
export const routeBody = z.object({
  id: formId(ROUTE_MSG.vehicleNotFound),
  from_date: formDateTime,
  to_date: formDateTime,
  generate: formBoolean,
});
export type RouteBody = z.infer<typeof routeBody>;

/** A form number ≥ 0 ('12,5' with a decimal comma is read too). */
const formLitres = z
  .union([z.number({ error: ROUTE_MSG.value }), z.string({ error: ROUTE_MSG.value })])
  .transform((v, ctx) => {
    const text = typeof v === 'number' ? String(v) : v.trim().replace(',', '.');
    const n = /^\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
    if (!Number.isFinite(n) || n < 0 || n > 1_000_000) {
      ctx.addIssue({ code: 'custom', message: ROUTE_MSG.value });
      return z.NEVER;
    }
    return n;
  });

/** An event type id 1–99, or 0 / empty / absent for none. */
const formEventType = z
  .union([z.number(), z.string()], { error: ROUTE_MSG.eventType })
  .optional()
  .transform((v, ctx) => {
    const text = v === undefined ? '' : String(v).trim();
    if (text === '' || text === '0') return undefined;
    if (!/^\d{1,2}$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: ROUTE_MSG.eventType });
      return z.NEVER;
    }
    return Number(text);
  });

const formOptionalDateTime = z
  .union([z.literal(''), formDateTime])
  .optional()
  .transform((v) => (v ? v : undefined));

/** `POST /app/route/event/save` and `/route/event/delete` (RouteEventSaveBody). */
export const routeEventSaveBody = z.object({
  id: formId(ROUTE_MSG.vehicleNotFound),
  event_type_id: formEventType,
  from_date: formDateTime,
  to_date: formDateTime,
  value: formLitres,
  save_event_type_id: z
    .union([z.number(), z.string()], { error: ROUTE_MSG.saveEventType })
    .transform((v) => String(v).trim())
    .pipe(z.enum(['21', '22'], { error: ROUTE_MSG.saveEventType }))
    .transform((v) => Number(v) as 21 | 22),
  orig_from_date: formOptionalDateTime,
});
export type RouteEventSaveForm = z.infer<typeof routeEventSaveBody>;

/** Delete: the value is not needed (the web sends the same fields; a missing one is 0). */
export const routeEventDeleteBody = routeEventSaveBody.extend({
  value: formLitres.optional().transform((v) => v ?? 0),
});

/** Upper bound of a stored grid layout, characters of JSON. */
export const GRID_LAYOUT_MAX_CHARS = 64 * 1024;

const columnName = z.string().min(1).max(128);

/** A grid layout (spec 2 §3.1 'Grid layout setting'); nothing else is stored. */
export const gridLayout = z
  .object({
    order_columns: z.array(columnName).max(500),
    width_columns: z.record(columnName, z.number().finite().min(0).max(10_000)),
    remove_columns: z.array(columnName).max(500),
    columnDefs: z.unknown().optional(),
  })
  .strict();

/** `POST /app/settings/ui`: the layout arrives as JSON text in `json` (for set). */
export const uiSettingsBody = z
  .object({
    module: z.string({ error: ROUTE_MSG.module }).regex(/^[a-z0-9_]{1,64}$/, { error: ROUTE_MSG.module }),
    command: z.enum(['get', 'set', 'del'], { error: ROUTE_MSG.command }),
    json: z.string().max(GRID_LAYOUT_MAX_CHARS, { error: ROUTE_MSG.layoutTooLarge }).optional(),
  })
  .transform((body, ctx) => {
    if (body.command !== 'set') return { module: body.module, command: body.command, layout: null };
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.json ?? '');
    } catch {
      parsed = undefined;
    }
    const r = gridLayout.safeParse(parsed);
    if (!r.success) {
      ctx.addIssue({ code: 'custom', message: ROUTE_MSG.layout, path: ['json'] });
      return z.NEVER;
    }
    return { module: body.module, command: body.command, layout: r.data as GridLayout };
  });
export type UiSettingsForm = z.infer<typeof uiSettingsBody>;
