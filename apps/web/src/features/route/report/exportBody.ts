import type { RouteEvent, RouteInfo, RouteReportExportBody } from '@namiar/domain';
import { exportTable, type ExportColumnChoice } from '../../../kit/grid';
import { pl } from '../../../kit/i18n/pl';
import type { ReportSection } from './reportSections';

const t = pl.routeReport;
const words = { yes: pl.grid.yes, no: pl.grid.no };

/** Letters, digits, '-', '_' and '.' of a file name part; the rest become '_' (Polish letters stay). */
function filePart(text: string): string {
  return text
    .trim()
    .replace(/:/g, '-')
    .replace(/[^\p{L}\p{N}._-]+/gu, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '');
}

/** 'Raport_z_trasy_<regno>_<from>_<to>' (spec 2 §7: the vehicle and both dates); the server adds the extension. */
export function exportFilename(regno: string, fd: string, td: string): string {
  return [t.filename, filePart(regno), filePart(fd), filePart(td)].filter((p) => p !== '').join('_');
}

/** The events part of an export: the visible columns in order, and the rows. */
export interface ExportEvents {
  columns: readonly ExportColumnChoice<RouteEvent>[];
  rows: readonly RouteEvent[];
}

/**
 * The body of `POST /app/xlscreator|pdfcreator/routereport` (spec 2 §7): what the widget shows
 * — the sections when the statistics are on (label/value texts), the events table's visible
 * columns and rows when it is on, as typed columns with raw values (numbers, seconds,
 * 'YYYY-MM-DD HH:mm:ss'), so the spreadsheet can sum, sort and filter them.
 */
export function buildExportBody(
  info: Pick<RouteInfo, 'regno' | 'fd' | 'td'>,
  sections: readonly ReportSection[] | null,
  events: ExportEvents | null,
): RouteReportExportBody {
  const header = t.header(info.regno, info.fd, info.td);
  const body: RouteReportExportBody = {
    filename: exportFilename(info.regno, info.fd, info.td),
    data: {
      regno: info.regno,
      header,
      sections: (sections ?? []).map((s) => ({ title: s.title, rows: s.rows.map(([l, v]) => [l, v]) })),
    },
  };
  if (events) body.events = exportTable(events.columns, events.rows, words, t.eventsTitle, header);
  return body;
}
