import PDFDocument from 'pdfkit';
import { EXPORT_TEXT, EXPORT_TYPE_RULES, ROW_COLOR_FILLS, exportCellText, rowColorOf } from '@namiar/domain';
import type { ExportDocument, ExportSection, ExportTable } from './export-document';
import { tableLines } from './export-document';
import { PdfFlow, type PageFrame } from './pdf-flow';
import { embedRoboto, robotoMeasure, type Measure, type PdfFaces } from './pdf-fonts';
import {
  CELL_EXTRA,
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
import type { Rgb } from './pdf-canvas';
import { LINE_COLOR, drawTable, type TableRow } from './pdf-table';

/**
 * PDFs of an export, drawn with pdfkit directly (Roboto embedded, Polish letters included):
 * title and subtitle lines, each section as a two-column table, then each table on its own page:
 * only its non-empty columns, widths measured from the content, the font scaled to the page
 * width (pdf-layout.ts), numbers, durations, dates and short texts (registration numbers) never
 * wrapped, the header row repeated on every page, coloured rows (`_color`) filled as the grid
 * fills them; landscape when a table is wide; the report's title over and 'Strona n z m' under
 * every page. (pdfmake laid out the same pages in 30-50 s for 10,000 rows, docs/decisions.md;
 * this takes about a second, bench/exports.ts.)
 */

export const A4 = { short: 595.28, long: 841.89 };
export const MARGIN = 30;
/** Room over the page's content for the running title. */
const HEADER_ROOM = 16;
const FOOTER_ROOM = 10;

const TITLE = { size: 15, after: 4 };
const SUBTITLE = { size: 10, after: 2 };
const RUNNING = { size: 8, gray: 0x55 / 255 };
const SECTION_FONT = 9;
const SECTION_FILL = [0xee / 255, 0xee / 255, 0xee / 255] as const;
const HEADER_FILL = [0xd9 / 255, 0xe1 / 255, 0xf2 / 255] as const;
const GROUP_FILL = [0xf2 / 255, 0xf2 / 255, 0xf2 / 255] as const;

/** A section: its title across both halves (repeated on a new page), then label/value rows. */
function drawSection(flow: PdfFlow, faces: PdfFaces, section: ExportSection) {
  flow.space(8);
  const half = (flow.available - 2 * CELL_EXTRA - LINE_WIDTH) / 2;
  const column = { width: half, right: false, noWrap: false };
  drawTable(flow, faces, {
    fontSize: SECTION_FONT,
    columns: [column, column],
    header: { span: section.title, fill: SECTION_FILL },
    rows: section.rows.map(([label, value]) => ({ cells: [label, value] })),
  });
}

/** '#rrggbb' as the content stream's colour. */
const rgbOf = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as unknown as Rgb;
/** The fills of the row colours (a row's `_color`: the speeds report, spec 2 §9), as the grid's. */
const ROW_FILLS = Object.fromEntries(Object.entries(ROW_COLOR_FILLS).map(([name, hex]) => [name, rgbOf(hex)]));

/**
 * The rows of one column part: group titles across, data cells in the PDF's notation, a row
 * with a row colour on its fill.
 */
function* partRows(table: ExportTable, part: TablePart): Generator<TableRow> {
  const cols = part.cols.map((i) => table.cols[i]);
  for (const line of tableLines(table)) {
    if ('group' in line) yield { span: line.group, fill: GROUP_FILL };
    else {
      const cells = cols.map((c) => exportCellText(c, line.row[c.field]));
      const color = rowColorOf(line.row);
      yield color ? { cells, fill: ROW_FILLS[color] } : { cells };
    }
  }
}

/** A table: each column part behind its title (and header line), each from a new page. */
function drawTableParts(flow: PdfFlow, faces: PdfFaces, table: ExportTable, plan: TablePlan, newPage: boolean) {
  plan.parts.forEach((part, k) => {
    if (newPage || k > 0) flow.newPage();
    const title =
      plan.parts.length > 1 ? `${table.title} (${EXPORT_TEXT.tablePart(k + 1, plan.parts.length)})` : table.title;
    flow.textBlock(title, faces.bold, TITLE.size, TITLE.after);
    if (table.header) flow.textBlock(table.header, faces.normal, SUBTITLE.size, SUBTITLE.after);
    flow.space(6);
    const cols = part.cols.map((i) => table.cols[i]);
    drawTable(flow, faces, {
      fontSize: plan.fontSize,
      columns: cols.map((c, i) => ({
        width: part.widths[i],
        right: ['number', 'duration'].includes(EXPORT_TYPE_RULES[c.type].kind),
        noWrap: keepsToOneLine(c),
      })),
      header: { cells: cols.map((c) => c.title), fill: HEADER_FILL, header: true },
      rows: partRows(table, part),
    });
  });
}

/** Page size and orientation of a document, and each table's plan; `measure` sizes the columns. */
export function pdfPlan(doc: ExportDocument, measure: Measure = robotoMeasure()) {
  const needs: ColumnNeed[][] = doc.tables.map((t) => columnNeeds(t, measure));
  const landscape = needs.some((n) => wantsLandscape(n, A4.short - 2 * MARGIN));
  const [width, height] = landscape ? [A4.long, A4.short] : [A4.short, A4.long];
  const frame: PageFrame = {
    width,
    height,
    left: MARGIN,
    right: MARGIN,
    top: MARGIN + HEADER_ROOM,
    bottom: MARGIN + FOOTER_ROOM,
  };
  const plans = doc.tables.map((t, i) =>
    planTable(needs[i], keyColumnCount(needs[i].map((n) => t.cols[n.index])), width - 2 * MARGIN),
  );
  return { landscape, frame, plans };
}

/** The running title over every page and 'Strona n z m' under it. */
function drawRunning(flow: PdfFlow, faces: PdfFaces, running: string) {
  const { frame } = flow;
  const pages = flow.pages.length;
  flow.pages.forEach((page, i) => {
    if (running !== '') page.run(faces.normal, RUNNING.size, frame.left, MARGIN - 8, running, RUNNING.gray);
    const text = EXPORT_TEXT.page(i + 1, pages);
    const x = frame.width - frame.right - faces.normal.width(text) * RUNNING.size;
    page.run(faces.normal, RUNNING.size, x, frame.height - frame.bottom + 12, text);
  });
}

export async function writePdf(doc: ExportDocument): Promise<Buffer> {
  const { frame, plans } = pdfPlan(doc);
  const pdf = new PDFDocument({
    autoFirstPage: false,
    size: [frame.width, frame.height],
    margin: 0,
    info: { Title: doc.title, Creator: 'Namiar' },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve);
    pdf.on('error', reject);
  });
  const faces = embedRoboto(pdf);
  const flow = new PdfFlow(frame);
  const intro = doc.subtitle.filter((l) => l !== '');
  // The first table follows the title directly when there is nothing else on the first page.
  const tablesFirst = doc.sections.length === 0 && intro.length === 0 && doc.tables.length > 0;
  if (!tablesFirst) {
    flow.textBlock(doc.title, faces.bold, TITLE.size, TITLE.after);
    for (const line of intro) flow.textBlock(line, faces.normal, SUBTITLE.size, SUBTITLE.after);
    for (const section of doc.sections) drawSection(flow, faces, section);
  }
  doc.tables.forEach((t, i) => drawTableParts(flow, faces, t, plans[i], !(tablesFirst && i === 0)));
  const running = [doc.title, doc.subtitle[0]].filter((l) => l && l.trim() !== '').join(' — ');
  drawRunning(flow, faces, running);
  for (const page of flow.pages) {
    pdf.addPage({ size: [frame.width, frame.height], margin: 0 });
    const resources = (pdf.page as unknown as { fonts: Record<string, unknown> }).fonts;
    for (const face of page.faces) resources[face.id] = face.ref();
    pdf.addContent(page.content(LINE_WIDTH, LINE_COLOR));
  }
  pdf.end();
  await ended;
  return Buffer.concat(chunks);
}
