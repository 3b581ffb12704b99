import { EXPORT_LIMITS, EXPORT_MSG, EXPORT_TEXT, type RouteReportExport } from '@namiar/domain';
import type { ExportDocument, ExportKind } from './export-document';

/**
 * The route report (spec 2 §2.1 'Raport z trasy') as an export document: title 'Raport z
 * trasy', the registration number and the web's header line, the report's sections, and the
 * events table on the sheet 'Zdarzenia na trasie' (spec 2 §7).
 */
export function routeReportDocument(body: RouteReportExport): ExportDocument {
  const { data, events } = body;
  return {
    title: EXPORT_TEXT.routeReportTitle,
    subtitle: [data.regno, data.header].filter((l) => l.trim() !== ''),
    sections: data.sections,
    tables: events
      ? [
          {
            sheetName: EXPORT_TEXT.routeEventsSheet,
            title: events.title,
            header: events.header,
            cols: events.cols,
            rows: events.data,
            groupBy: events.groupBy || undefined,
          },
        ]
      : [],
  };
}

/** A business refusal of an export (HTTP 200 with err.global), or null when it may be written. */
export function exportRefusal(kind: ExportKind, doc: ExportDocument): string | null {
  const rows = doc.tables.reduce((n, t) => n + t.rows.length, 0);
  if (kind === 'pdf' && rows > EXPORT_LIMITS.pdfEventRows) return EXPORT_MSG.pdfTooManyRows;
  return null;
}
