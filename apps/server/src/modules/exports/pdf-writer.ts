import pdfmake from 'pdfmake';
import type { Content, CustomTableLayout, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { EXPORT_TEXT, EXPORT_TYPE_RULES, exportCellText } from '@namiar/domain';
import type { ExportDocument, ExportSection, ExportTable } from './export-document';
import { tableLines } from './export-document';
import { ROBOTO, fontFileAllowed, robotoMeasure, type Measure } from './pdf-fonts';
import {
  CELL_PADDING,
  LINE_WIDTH,
  columnNeeds,
  keepsToOneLine,
  keyColumnCount,
  planTable,
  wantsLandscape,
  type ColumnNeed,
  type TablePart,
  type TablePlan,
} from './pdf-layout';

/**
 * PDFs of an export (pdfmake 0.3 on the server, Roboto from pdfmake's own font files, which
 * carry the Polish letters). Title and subtitle lines, each section as a two-column table, then
 * each table on its own page: only its non-empty columns, widths measured from the content, the
 * font scaled to the page width (pdf-layout.ts), numbers, durations and dates never wrapped, the
 * header row repeated on every page; landscape when a table is wide; the report's title over and
 * 'Strona n z m' under every page.
 */

// pdfmake may read only its own font files and fetch nothing: documents never name resources.
pdfmake.setFonts(ROBOTO);
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy(fontFileAllowed);

export const A4 = { short: 595.28, long: 841.89 };
export const MARGIN = 30;
/** Room over the page's content for the running title. */
const HEADER_ROOM = 16;

const TABLE_LAYOUT: CustomTableLayout = {
  hLineWidth: () => LINE_WIDTH,
  vLineWidth: () => LINE_WIDTH,
  hLineColor: () => '#9e9e9e',
  vLineColor: () => '#9e9e9e',
  paddingLeft: () => CELL_PADDING,
  paddingRight: () => CELL_PADDING,
  paddingTop: () => 1.5,
  paddingBottom: () => 1.5,
};

function sectionTable(section: ExportSection): Content {
  const body: TableCell[][] = [
    [{ text: section.title, style: 'sectionTitle', colSpan: 2 }, { text: '' }],
    ...section.rows.map(([label, value]): TableCell[] => [{ text: label }, { text: value }]),
  ];
  return { table: { headerRows: 1, dontBreakRows: true, widths: ['50%', '*'], body }, margin: [0, 8, 0, 0] };
}

/** The table of one column part: header row, group rows across, data cells. */
function partTable(table: ExportTable, part: TablePart, fontSize: number): Content {
  const cols = part.cols.map((i) => table.cols[i]);
  const n = cols.length;
  const body: TableCell[][] = [cols.map((c) => ({ text: c.title, style: 'tableHeader' }))];
  const alignment = cols.map((c) =>
    ['number', 'duration'].includes(EXPORT_TYPE_RULES[c.type].kind) ? 'right' : 'left',
  );
  const oneLine = cols.map(keepsToOneLine);
  for (const line of tableLines(table)) {
    if ('group' in line) {
      const cells: TableCell[] = [{ text: line.group, colSpan: n, style: 'groupRow' }];
      for (let i = 1; i < n; i++) cells.push({ text: '' });
      body.push(cells);
      continue;
    }
    body.push(
      cols.map((c, i): TableCell => {
        // Text wraps only at its spaces: the column is as wide as its longest word (pdf-layout.ts).
        const text = exportCellText(c, line.row[c.field]);
        const cell: TableCell = oneLine[i] ? { text, noWrap: true } : { text };
        return alignment[i] === 'left' ? cell : { ...cell, alignment: 'right' };
      }),
    );
  }
  return {
    table: { headerRows: 1, widths: part.widths, body },
    layout: TABLE_LAYOUT,
    fontSize,
    margin: [0, 6, 0, 0],
  };
}

/** A table's content: each column part behind its title (and header line), each on new pages. */
function tableContent(table: ExportTable, plan: TablePlan): Content[] {
  return plan.parts.flatMap((part, k): Content[] => {
    const title =
      plan.parts.length > 1 ? `${table.title} (${EXPORT_TEXT.tablePart(k + 1, plan.parts.length)})` : table.title;
    return [
      { text: title, style: 'title', pageBreak: 'before' },
      ...(table.header ? [{ text: table.header, style: 'subtitle' } as Content] : []),
      partTable(table, part, plan.fontSize),
    ];
  });
}

/** The pdfmake document of an export; `measure` sizes the columns (default: the real font). */
export function pdfDefinition(doc: ExportDocument, measure: Measure = robotoMeasure()): TDocumentDefinitions {
  const needs: ColumnNeed[][] = doc.tables.map((t) => columnNeeds(t, measure));
  const landscape = needs.some((n) => wantsLandscape(n, A4.short - 2 * MARGIN));
  const available = (landscape ? A4.long : A4.short) - 2 * MARGIN;
  const content: Content[] = [
    { text: doc.title, style: 'title' },
    ...doc.subtitle.filter((l) => l !== '').map((line): Content => ({ text: line, style: 'subtitle' })),
    ...doc.sections.map(sectionTable),
  ];
  const tables = doc.tables.flatMap((t, i) => {
    const keys = keyColumnCount(needs[i].map((n) => t.cols[n.index]));
    return tableContent(t, planTable(needs[i], keys, available));
  });
  // The first table follows the title directly when there is nothing else on the first page.
  if (doc.sections.length === 0 && doc.subtitle.length === 0 && tables.length > 0) {
    content.length = 0;
    (tables[0] as { pageBreak?: string }).pageBreak = undefined;
  }
  content.push(...tables);
  const running = [doc.title, doc.subtitle[0]].filter((l) => l && l.trim() !== '').join(' — ');
  return {
    pageSize: 'A4',
    pageOrientation: landscape ? 'landscape' : 'portrait',
    pageMargins: [MARGIN, MARGIN + HEADER_ROOM, MARGIN, MARGIN + 10],
    info: { title: doc.title, creator: 'Namiar' },
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    styles: {
      title: { fontSize: 15, bold: true, margin: [0, 0, 0, 4] },
      subtitle: { fontSize: 10, margin: [0, 0, 0, 2] },
      running: { fontSize: 8, color: '#555555' },
      sectionTitle: { bold: true, fillColor: '#eeeeee' },
      tableHeader: { bold: true, fillColor: '#d9e1f2' },
      groupRow: { bold: true, fillColor: '#f2f2f2' },
    },
    header: () => ({ text: running, style: 'running', margin: [MARGIN, MARGIN - 8, MARGIN, 0] }),
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
