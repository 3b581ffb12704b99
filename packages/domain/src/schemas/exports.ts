import { z } from 'zod';

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
  /** Rows of the events table in a spreadsheet. */
  eventRows: 100_000,
  /** A PDF of more rows is hundreds of pages and takes minutes to lay out: Excel only. */
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
  pdfTooManyRows: `Eksport do PDF obejmuje najwyżej ${EXPORT_LIMITS.pdfEventRows} wierszy tabeli zdarzeń. Użyj eksportu do Excel.`,
  textTooLong: `Tekst w eksporcie może mieć najwyżej ${EXPORT_LIMITS.cell} znaków.`,
} as const;

/** Texts written into the exported files. */
export const EXPORT_TEXT = {
  routeReportTitle: 'Raport z trasy',
  routeEventsSheet: 'Zdarzenia na trasie',
  page: (n: number, of: number) => `Strona ${n} z ${of}`,
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
});

/** A table of an export: title and header lines, columns, rows keyed by column field, grouping. */
export const exportTable = z.object({
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
});
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
