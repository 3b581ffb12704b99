import { z } from 'zod';
import { EXPORT_COLUMN_TYPES, EXPORT_MAX_DECIMALS, EXPORT_TYPE_RULES, exportValueFits } from './export-columns';

export * from './export-columns';

/**
 * Report exports (spec 2 §7: /xlscreator and /pdfcreator): the body field `json`, its bounds,
 * the file-name rule and the Polish texts the server writes into files and answers.
 */

export const EXPORT_LIMITS = {
  /** Characters of the asked file name, before and after cleaning. */
  filename: 120,
  sections: 50,
  sectionRows: 200,
  columns: 100,
  /** Rows of the events table in a spreadsheet (of all tables together in a generic export). */
  eventRows: 100_000,
  /** Tables (objects) of one generic export. */
  reports: 500,
  /**
   * The PDF's default row budget (export-budget.ts; NAMIAR_EXPORT_PDF_MAX_ROWS): more rows are
   * hundreds of pages, Excel takes them.
   */
  pdfEventRows: 10_000,
  /** Characters of one text cell, label or value. */
  cell: 2000,
  /** Characters of titles and header lines. */
  title: 500,
  /** Size of the form body of one export call (100,000 event rows fit). */
  bodyBytes: 64 * 1024 * 1024,
} as const;

export const EXPORT_MSG = {
  badJson: 'Nieprawidłowe dane eksportu.',
  filename: `Nazwa pliku musi mieć od 1 do ${EXPORT_LIMITS.filename} znaków.`,
  tooManySections: `Raport może mieć najwyżej ${EXPORT_LIMITS.sections} sekcji.`,
  tooManySectionRows: `Sekcja raportu może mieć najwyżej ${EXPORT_LIMITS.sectionRows} wierszy.`,
  tooManyColumns: `Tabela może mieć najwyżej ${EXPORT_LIMITS.columns} kolumn.`,
  tooManyRows: `Tabela może mieć najwyżej ${EXPORT_LIMITS.eventRows} wierszy.`,
  textTooLong: `Tekst w eksporcie może mieć najwyżej ${EXPORT_LIMITS.cell} znaków.`,
  tooManyReports: `Eksport może obejmować najwyżej ${EXPORT_LIMITS.reports} raportów.`,
  noReports: 'Eksport nie zawiera żadnego raportu.',
  badNumber: (column: string, row: number) => `${cellAt(column, row)}: wartość musi być liczbą.`,
  badDuration: (column: string, row: number) =>
    `${cellAt(column, row)}: czas trwania musi być liczbą sekund (0 lub więcej).`,
  badDateTime: (column: string, row: number) => `${cellAt(column, row)}: data musi mieć postać RRRR-MM-DD GG:MM:SS.`,
  badDate: (column: string, row: number) => `${cellAt(column, row)}: data musi mieć postać RRRR-MM-DD.`,
} as const;

/** 'Kolumna „Od”, wiersz 12' (rows counted from 1, long titles cut). */
function cellAt(column: string, row: number): string {
  const title = column.length > 60 ? `${column.slice(0, 59)}…` : column;
  return `Kolumna „${title}”, wiersz ${row}`;
}

/** Texts written into the exported files. */
export const EXPORT_TEXT = {
  routeReportTitle: 'Raport z trasy',
  routeEventsSheet: 'Zdarzenia na trasie',
  page: (n: number, of: number) => `Strona ${n} z ${of}`,
  /** A wide table split into column pages: the part's subtitle. */
  tablePart: (n: number, of: number) => `kolumny, część ${n} z ${of}`,
} as const;

const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;

/**
 * A file name safe on every system and in a Content-Disposition header: path separators and
 * characters Windows refuses (`<>:"/\|?*`) become '_', control and invisible format characters
 * (bidi overrides, zero-width) are dropped, white space is collapsed, leading dots and trailing
 * dots/spaces go, an extension the client added (.xlsx, .pdf, ...) is removed (the server adds
 * its own), and the result is cut to the limit. Letters of every script (Polish included) stay.
 * Returns '' when nothing usable is left.
 */
export function sanitizeFilename(name: string, max: number = EXPORT_LIMITS.filename): string {
  let s = name
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cn}]/gu, '')
    .replace(/[<>:"/\\|?*]+/g, '_')
    .trim()
    .replace(/\.(xlsx|xls|pdf|csv)$/i, '')
    .replace(/^[.\s_]+/, '')
    .replace(/[.\s]+$/, '');
  if (WINDOWS_RESERVED.test(s)) s = `_${s}`;
  if (s.length > max)
    s = Array.from(s)
      .slice(0, max)
      .join('')
      .replace(/[.\s]+$/, '');
  return s;
}

const text = (max: number, message: string = EXPORT_MSG.textTooLong) =>
  z.string({ error: EXPORT_MSG.badJson }).max(max, { error: message });

const filename = z
  .string({ error: EXPORT_MSG.filename })
  .max(EXPORT_LIMITS.filename, { error: EXPORT_MSG.filename })
  .transform((s) => sanitizeFilename(s))
  .pipe(z.string().min(1, { error: EXPORT_MSG.filename }));

const cell = z.union([text(EXPORT_LIMITS.cell), z.number({ error: EXPORT_MSG.badJson }), z.null()], {
  error: EXPORT_MSG.badJson,
});

const section = z.object({
  title: text(EXPORT_LIMITS.title),
  rows: z
    .array(z.tuple([text(EXPORT_LIMITS.title), text(EXPORT_LIMITS.cell)], { error: EXPORT_MSG.badJson }), {
      error: EXPORT_MSG.badJson,
    })
    .max(EXPORT_LIMITS.sectionRows, { error: EXPORT_MSG.tooManySectionRows }),
});

const column = z.object({
  field: z
    .string({ error: EXPORT_MSG.badJson })
    .min(1, { error: EXPORT_MSG.badJson })
    .max(100, { error: EXPORT_MSG.badJson }),
  title: text(EXPORT_LIMITS.title),
  /** Width in screen pixels, as the grid had it. */
  width: z
    .number({ error: EXPORT_MSG.badJson })
    .positive({ error: EXPORT_MSG.badJson })
    .max(5000, { error: EXPORT_MSG.badJson })
    .optional(),
  /** What the cells hold (export-columns.ts); without it the cells are text. */
  type: z.enum(EXPORT_COLUMN_TYPES, { error: EXPORT_MSG.badJson }).default('text'),
  /** Decimals of a number column (default by type). */
  decimals: z
    .number({ error: EXPORT_MSG.badJson })
    .int({ error: EXPORT_MSG.badJson })
    .min(0, { error: EXPORT_MSG.badJson })
    .max(EXPORT_MAX_DECIMALS, { error: EXPORT_MSG.badJson })
    .optional(),
  /** The grid's sort of this column (spec 3): the rows arrive sorted, so this is a record only. */
  sort: z.union([z.enum(['asc', 'desc', '']), z.boolean(), z.null()], { error: EXPORT_MSG.badJson }).optional(),
  /** The grid groups by this column (spec 3): the table's `groupBy` when it names none. */
  group: z.union([z.boolean(), z.null()], { error: EXPORT_MSG.badJson }).optional(),
});
export type ExportColumnInput = z.infer<typeof column>;

const TYPE_MESSAGES = {
  number: EXPORT_MSG.badNumber,
  duration: EXPORT_MSG.badDuration,
  datetime: EXPORT_MSG.badDateTime,
  date: EXPORT_MSG.badDate,
} as const;

/** Every cell of a typed column must fit its type; the first misfit is reported (row counted from 1). */
function checkTypedCells(
  table: { cols: ExportColumnInput[]; data: Record<string, string | number | null>[] },
  ctx: z.RefinementCtx,
) {
  const typed = table.cols.filter((c) => c.type !== 'text');
  for (let i = 0; i < table.data.length; i++) {
    const row = table.data[i];
    for (const col of typed) {
      if (exportValueFits(col, row[col.field])) continue;
      const kind = EXPORT_TYPE_RULES[col.type].kind as keyof typeof TYPE_MESSAGES;
      ctx.addIssue({ code: 'custom', path: ['data', i, col.field], message: TYPE_MESSAGES[kind](col.title, i + 1) });
      return;
    }
  }
}

/** A table of an export: title and header lines, columns, rows keyed by column field, grouping. */
export const exportTable = z
  .object({
    title: text(EXPORT_LIMITS.title),
    header: text(EXPORT_LIMITS.title).default(''),
    cols: z
      .array(column, { error: EXPORT_MSG.badJson })
      .min(1, { error: EXPORT_MSG.badJson })
      .max(EXPORT_LIMITS.columns, { error: EXPORT_MSG.tooManyColumns }),
    data: z
      .array(z.record(z.string().max(100, { error: EXPORT_MSG.badJson }), cell, { error: EXPORT_MSG.badJson }), {
        error: EXPORT_MSG.badJson,
      })
      .max(EXPORT_LIMITS.eventRows, { error: EXPORT_MSG.tooManyRows }),
    groupBy: z.string({ error: EXPORT_MSG.badJson }).max(100, { error: EXPORT_MSG.badJson }).optional(),
  })
  .superRefine(checkTypedCells);
export type ExportTableInput = z.infer<typeof exportTable>;

/** `RouteReportExportBody` (api/route.ts), validated and with the file name cleaned. */
export const routeReportExport = z.object({
  filename,
  data: z.object(
    {
      regno: text(100),
      header: text(EXPORT_LIMITS.title),
      sections: z
        .array(section, { error: EXPORT_MSG.badJson })
        .max(EXPORT_LIMITS.sections, { error: EXPORT_MSG.tooManySections }),
    },
    { error: EXPORT_MSG.badJson },
  ),
  events: exportTable.optional(),
});
export type RouteReportExport = z.infer<typeof routeReportExport>;

/** A form field holding JSON text, parsed and then checked by `schema`. */
export const jsonField = <S extends z.ZodType>(schema: S) =>
  z
    .string({ error: EXPORT_MSG.badJson })
    .transform((raw, ctx) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: EXPORT_MSG.badJson });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** `POST /xlscreator/routereport`, `/pdfcreator/routereport`: form field `json`. */
export const routeReportExportBody = z.object({ json: jsonField(routeReportExport) });

/**
 * The generic export of spec 2 §7 / spec 3 'Exports' (`/xlscreator/export`, `/pdfcreator/export`,
 * `/csvcreator/export`): one table per object (report), each with its header line, title, typed
 * columns, filtered and sorted rows and optional grouping. `width` (the PDF call's) is the
 * screen width of the grid; the PDF measures its columns from the content, so it is a record only.
 */
export const genericExport = z
  .object({
    filename,
    /** The document's title (page headers, first sheet); default the file name. */
    title: text(EXPORT_LIMITS.title).optional(),
    width: z
      .number({ error: EXPORT_MSG.badJson })
      .positive({ error: EXPORT_MSG.badJson })
      .max(100_000, { error: EXPORT_MSG.badJson })
      .optional(),
    reports: z
      .array(exportTable, { error: EXPORT_MSG.badJson })
      .min(1, { error: EXPORT_MSG.noReports })
      .max(EXPORT_LIMITS.reports, { error: EXPORT_MSG.tooManyReports }),
  })
  .superRefine((body, ctx) => {
    const rows = body.reports.reduce((n, r) => n + r.data.length, 0);
    if (rows > EXPORT_LIMITS.eventRows)
      ctx.addIssue({ code: 'custom', path: ['reports'], message: EXPORT_MSG.tooManyRows });
  });
export type GenericExport = z.infer<typeof genericExport>;

/** `POST /xlscreator/export`, `/pdfcreator/export`, `/csvcreator/export`: form field `json`. */
export const genericExportBody = z.object({ json: jsonField(genericExport) });
