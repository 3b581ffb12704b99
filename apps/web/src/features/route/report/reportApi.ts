import type { ExportAnswer, RouteReportExportBody } from '@namiar/domain';
import { quietPost } from '../events/eventsApi';

export type ExportKind = 'xlsx' | 'pdf';

/**
 * `POST /app/xlscreator/routereport` or `/app/pdfcreator/routereport` with the form field
 * `json` (spec 2 §7); the answer's path is the file. A refusal or failure rejects (no file).
 */
export async function exportRouteReport(kind: ExportKind, body: RouteReportExportBody): Promise<string> {
  const path = kind === 'xlsx' ? 'xlscreator/routereport' : 'pdfcreator/routereport';
  const answer = await quietPost<ExportAnswer>(path, { json: JSON.stringify(body) });
  if (typeof answer.path !== 'string' || answer.path === '') throw new Error('export: no path');
  return answer.path;
}

/**
 * Opens the exported file in a new tab (spec 2 §7). A browser that blocks the tab (the answer
 * came long after the click) gets the file as a download instead.
 */
export function openExportedFile(path: string): void {
  // Without 'noopener' (window.open would then always answer null); the opener is cut instead.
  const tab = window.open(path, '_blank');
  if (tab) {
    tab.opener = null;
    return;
  }
  const link = document.createElement('a');
  link.href = path;
  link.download = '';
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
