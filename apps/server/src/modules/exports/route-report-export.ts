import { EXPORT_TEXT, type RouteReportExport } from '@namiar/domain';
import type { ExportDocument } from './export-document';
import { documentTable } from './export-document';

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
    tables: events ? [documentTable(events, EXPORT_TEXT.routeEventsSheet)] : [],
  };
}
