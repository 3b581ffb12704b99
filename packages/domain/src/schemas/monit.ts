import { z } from 'zod';
import { MAX_ID } from './ids';
import { alarmDescription, formBoolean } from './index';
// Exported from the package root (not from ./index, which this file imports).

/**
 * Request bodies of the live-monitoring calls (spec 1 §7) and of the alarm, reminder and
 * report-list calls the monitor shares, with the Polish messages the server answers.
 * Form values arrive as text; ids are positive integers.
 */
export const MONIT_MSG = {
  badId: 'Nieprawidłowy identyfikator.',
  vehicleList: 'Nieprawidłowa lista pojazdów: podaj numery pojazdów oddzielone przecinkami.',
  vehicleChoiceForeign: 'Wybrane pojazdy nie są dostępne dla Twojego konta. Odśwież listę i spróbuj ponownie.',
  pointList: 'Nieprawidłowa lista punktów: podaj identyfikatory punktów oddzielone przecinkami.',
  pointChoiceForeign: 'Wybrane punkty nie są dostępne dla Twojej firmy. Odśwież listę i spróbuj ponownie.',
  vehicleNotFound: 'Nie znaleziono pojazdu.',
  dateFormat: 'Podaj datę w formacie RRRR-MM-DD GG:MM:SS.',
  rangeOrder: 'Koniec zakresu musi być późniejszy niż jego początek.',
  routeRangeTooLong: (hours: number) => `Podgląd trasy obejmuje najwyżej ${hours} godzin. Wybierz krótszy zakres.`,
  inspectionNotFound: 'Nie znaleziono przeglądu.',
  inputNumber: 'Numer wejścia musi być liczbą od 1 do 8.',
  outputNumber: 'Numer wyjścia musi być liczbą od 1 do 4.',
  alarmList: 'Nieprawidłowa lista alarmów.',
  tooManyAlarms: (max: number) => `Można zaakceptować najwyżej ${max} alarmów naraz.`,
  alarmsNotFound: 'Nie znaleziono wybranych alarmów. Odśwież listę alarmów i spróbuj ponownie.',
  reminderNotFound: 'Nie znaleziono przypomnienia.',
  listType: 'Nieznany rodzaj listy: dozwolone route lub ecodriving.',
} as const;

/** A positive integer id sent as text (or a number). */
export const formId = (message: string = MONIT_MSG.badId) =>
  z
    .union([
      z
        .string({ error: message })
        .trim()
        .regex(/^\d{1,10}$/, { error: message }),
      z.number({ error: message }),
    ])
    .transform(Number)
    .pipe(z.number().int({ error: message }).min(1, { error: message }).max(MAX_ID, { error: message }));

/** Ids joined by `separator`; an empty value is the empty list (spec 1 §5: empty selection). */
export const formIdList = (separator: ',' | '|', message: string, maxItems = 100_000) =>
  z
    .string({ error: message })
    .max(maxItems * 11, { error: message })
    .transform((text, ctx) => {
      const trimmed = text.trim();
      if (trimmed === '') return [] as number[];
      const parts = trimmed.split(separator).map((s) => s.trim());
      if (parts.length > maxItems || parts.some((s) => !/^\d{1,10}$/.test(s) || Number(s) < 1 || Number(s) > MAX_ID)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return [...new Set(parts.map(Number))];
    });

/** 'YYYY-MM-DD HH:mm:ss' (checked for shape here, turned into a moment in the company zone by the server). */
export const formDateTime = z
  .string({ error: MONIT_MSG.dateFormat })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, { error: MONIT_MSG.dateFormat });

export const monitBody = z.object({ only_chosen: formBoolean });
export type MonitBody = z.infer<typeof monitBody>;

export const monitVehiclesSaveBody = z.object({ vehicles: formIdList(',', MONIT_MSG.vehicleList) });

/** Today's route of the route widget; the server caps the range (MONIT_ROUTE_MAX_HOURS). */
export const monitRouteBody = z.object({
  id: formId(MONIT_MSG.vehicleNotFound),
  from_date: formDateTime,
  to_date: formDateTime,
});
export const MONIT_ROUTE_MAX_HOURS = 48;

export const inspectionInfoBody = z.object({ iid: formId(MONIT_MSG.inspectionNotFound) });

const ioNumber = (max: number, message: string) =>
  z
    .union([
      z
        .string({ error: message })
        .trim()
        .regex(/^\d{1,2}$/, { error: message }),
      z.number({ error: message }),
    ])
    .transform(Number)
    .pipe(z.number().int({ error: message }).min(1, { error: message }).max(max, { error: message }));

export const inputEventsBody = z.object({
  vid: formId(MONIT_MSG.vehicleNotFound),
  n: ioNumber(8, MONIT_MSG.inputNumber),
});
export const outputEventsBody = z.object({
  vid: formId(MONIT_MSG.vehicleNotFound),
  n: ioNumber(4, MONIT_MSG.outputNumber),
});

/** A map point id: 'p0{id}' an own point (POI), 'p1{id}' a base (spec 1 §2.7, §3.5). */
export interface PointRef {
  kind: 'poi' | 'base';
  id: number;
}

export function pointPid(ref: PointRef): string {
  return `p${ref.kind === 'base' ? 1 : 0}${ref.id}`;
}

/** The reference of a pid, or null when it is not one. */
export function parsePid(pid: string): PointRef | null {
  const m = /^p([01])(\d{1,10})$/.exec(pid.trim());
  if (!m) return null;
  const id = Number(m[2]);
  if (id < 1 || id > MAX_ID) return null;
  return { kind: m[1] === '1' ? 'base' : 'poi', id };
}

export const poiMapSaveBody = z.object({
  ids: z
    .string({ error: MONIT_MSG.pointList })
    .max(2_000_000, { error: MONIT_MSG.pointList })
    .transform((text, ctx) => {
      const trimmed = text.trim();
      if (trimmed === '') return [] as PointRef[];
      const refs = trimmed.split(',').map(parsePid);
      if (refs.some((r) => r === null)) {
        ctx.addIssue({ code: 'custom', message: MONIT_MSG.pointList });
        return z.NEVER;
      }
      const seen = new Set<string>();
      return (refs as PointRef[]).filter((r) => {
        const k = pointPid(r);
        if (seen.has(k)) return false;
        seen.add(k);
        return true;
      });
    }),
});

/** `/alarms`: the alarms screen's list (spec 2 §2.3); from_date bounds the archive ('older than'). */
export const alarmsListBody = z.object({
  gridSchema: formBoolean,
  onlyNotAccepted: formBoolean,
  from_date: z.union([formDateTime, z.literal('')]).optional(),
});

export const ALARM_ACCEPT_MAX = 5000;

/** `/alarms/accept/`: one id or ids joined by '|', and the description of spec 1 §5. */
export const alarmsAcceptBody = z.object({
  alarms: formIdList('|', MONIT_MSG.alarmList, ALARM_ACCEPT_MAX).refine((ids) => ids.length > 0, {
    error: MONIT_MSG.alarmList,
  }),
  description: alarmDescription,
});

export const reminderAcceptBody = z.object({ rid: formId(MONIT_MSG.reminderNotFound) });

export const reportListsQuery = z.object({
  type: z.enum(['route', 'ecodriving'], { error: MONIT_MSG.listType }),
});
export type ReportListType = z.infer<typeof reportListsQuery>['type'];
