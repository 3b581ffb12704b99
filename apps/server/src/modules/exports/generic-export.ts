import type { GenericExport } from '@namiar/domain';
import type { ExportDocument } from './export-document';
import { documentTable } from './export-document';

/**
 * A generic export (spec 2 §7 /xlscreator/export, /pdfcreator/export; spec 3 'Exports'): one
 * table per object, each on its own sheet named by its title; the document is titled by the
 * body's title, else by the file name.
 */
export function genericDocument(body: GenericExport): ExportDocument {
  return {
    title: body.title?.trim() || body.filename,
    subtitle: [],
    sections: [],
    tables: body.reports.map((r) => documentTable(r, r.title)),
  };
}
