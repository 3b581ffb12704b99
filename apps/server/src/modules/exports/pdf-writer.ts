import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { EXPORT_TEXT } from '@namiar/domain';
import type { ExportDocument, ExportSection, ExportTable } from './export-document';
import { cellText, tableLines } from './export-document';

/**
 * PDFs of an export (pdfmake 0.3 on the server, Roboto from pdfmake's own font files, which
 * carry the Polish letters). Title and subtitle lines, each section as a two-column table,
 * then each table on its own page with its header row repeated on every page; landscape when a
 * table has many columns; 'Strona n z m' in the footer.
 */

const require = createRequire(import.meta.url);
const ROBOTO = require('pdfmake/fonts/Roboto.js') as Record<string, Record<string, string>>;
const FONT_DIR = path.dirname(require.resolve('pdfmake/fonts/Roboto.js'));

// pdfmake may read only its own font files and fetch nothing: documents never name resources.
pdfmake.setFonts(ROBOTO);
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((p: string) => path.resolve(p).startsWith(FONT_DIR + path.sep));

const A4 = { short: 595.28, long: 841.89 };
const MARGIN = 30;
/** Cell padding (4 + 4) and the vertical line of pdfmake's default table layout. */
const CELL_EXTRA = 9;
const DEFAULT_COL_PX = 100;
const MIN_COL_PT = 18;
/** More columns than this turn the page to landscape. */
export const LANDSCAPE_FROM_COLUMNS = 8;

/** Column widths in points: the grid's pixel widths scaled to fill `available` points. */
export function columnWidths(widthsPx: (number | undefined)[], available: number): number[] {
  const px = widthsPx.map((w) => w ?? DEFAULT_COL_PX);
  const total = px.reduce((a, b) => a + b, 0);
  const room = available - widthsPx.length * CELL_EXTRA;
  return px.map((w) => Math.max(MIN_COL_PT, Math.floor((w / total) * room * 100) / 100));
}

function sectionTable(section: ExportSection): Content {
  const body: TableCell[][] = [
    [{ text: section.title, style: 'sectionTitle', colSpan: 2 }, { text: '' }],
    ...section.rows.map(([label, value]): TableCell[] => [{ text: label }, { text: value }]),
  ];
  return { table: { headerRows: 1, dontBreakRows: true, widths: ['50%', '*'], body }, margin: [0, 8, 0, 0] };
}

function dataTable(table: ExportTable, available: number): Content[] {
  const n = table.cols.length;
  const head: TableCell[] = table.cols.map((c) => ({ text: c.title, style: 'tableHeader' }));
  const body: TableCell[][] = [head];
  for (const line of tableLines(table)) {
    if ('group' in line) {
      const cells: TableCell[] = [{ text: line.group, colSpan: n, style: 'groupRow' }];
      for (let i = 1; i < n; i++) cells.push({ text: '' });
      body.push(cells);
    } else {
      body.push(table.cols.map((c) => ({ text: cellText(line.row[c.field]) })));
    }
  }
  return [
    { text: table.title, style: 'title', pageBreak: 'before' },
    ...(table.header ? [{ text: table.header, style: 'subtitle' } as Content] : []),
    {
      table: {
        headerRows: 1,
        widths: columnWidths(
          table.cols.map((c) => c.width),
          available,
        ),
        body,
      },
      fontSize: n > 12 ? 6 : n > LANDSCAPE_FROM_COLUMNS ? 7 : 8,
      margin: [0, 8, 0, 0],
    },
  ];
}

/** The pdfmake document of an export (pure: no fonts or files touched). */
export function pdfDefinition(doc: ExportDocument): TDocumentDefinitions {
  const landscape = doc.tables.some((t) => t.cols.length > LANDSCAPE_FROM_COLUMNS);
  const available = (landscape ? A4.long : A4.short) - 2 * MARGIN;
  const content: Content[] = [
    { text: doc.title, style: 'title' },
    ...doc.subtitle.filter((l) => l !== '').map((line): Content => ({ text: line, style: 'subtitle' })),
    ...doc.sections.map(sectionTable),
  ];
  const tables = doc.tables.flatMap((t) => dataTable(t, available));
  // The first table follows the title directly when there is nothing else on the first page.
  if (doc.sections.length === 0 && doc.subtitle.length === 0 && tables.length > 0) {
    content.length = 0;
    (tables[0] as { pageBreak?: string }).pageBreak = undefined;
  }
  content.push(...tables);
  return {
    pageSize: 'A4',
    pageOrientation: landscape ? 'landscape' : 'portrait',
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN + 10],
    info: { title: doc.title, creator: 'Namiar' },
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    styles: {
      title: { fontSize: 15, bold: true, margin: [0, 0, 0, 4] },
      subtitle: { fontSize: 10, margin: [0, 0, 0, 2] },
      sectionTitle: { bold: true, fillColor: '#eeeeee' },
      tableHeader: { bold: true, fillColor: '#d9e1f2' },
      groupRow: { bold: true, fillColor: '#f2f2f2' },
    },
    footer: (page: number, pages: number) => ({
      text: EXPORT_TEXT.page(page, pages),
      alignment: 'right',
      fontSize: 8,
      margin: [MARGIN, 12, MARGIN, 0],
    }),
    content,
  };
}

export function writePdf(doc: ExportDocument): Promise<Buffer> {
  return pdfmake.createPdf(pdfDefinition(doc)).getBuffer();
}
