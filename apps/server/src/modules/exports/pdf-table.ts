import { wrapText, type Rgb } from './pdf-canvas';
import type { PdfFlow } from './pdf-flow';
import type { PdfFace, PdfFaces } from './pdf-fonts';
import { CELL_EXTRA, CELL_PADDING, LINE_WIDTH } from './pdf-layout';

/**
 * A table drawn down the pages of a flow: columns of given text widths (pdf-layout.ts), a header
 * row repeated at the top of every page the table reaches, rows across all columns (group and
 * section titles, bold on a fill) and rows of cells. Text wraps at its spaces within its column
 * unless the column keeps to one line (numbers, durations, dates: the layout makes the column
 * wide enough); numbers and durations are right-aligned. A row goes whole to the next page when
 * it does not fit; a row taller than a page is continued on the next one.
 */

export const PADDING_Y = 1.5;
export const LINE_COLOR: Rgb = [158 / 255, 158 / 255, 158 / 255];

export interface TableColumn {
  /** Text width in points. */
  width: number;
  right: boolean;
  noWrap: boolean;
}

/**
 * A row across all columns (bold, on its fill), or a row of cells; a header row's cells are bold,
 * left-aligned and wrap at their spaces in every column.
 */
export type TableRow = { span: string; fill: Rgb } | { cells: string[]; fill?: Rgb; header?: boolean };

export interface TableSpec {
  fontSize: number;
  columns: TableColumn[];
  header: TableRow;
  rows: Iterable<TableRow>;
}

/** A row cut into lines: one list per cell (a spanning row: one cell). */
interface Prepared {
  span: boolean;
  header: boolean;
  cells: string[][];
  face: PdfFace;
  fill?: Rgb;
  lines: number;
}

export function drawTable(flow: PdfFlow, faces: PdfFaces, spec: TableSpec) {
  const { fontSize: size, columns } = spec;
  const n = columns.length;
  const bounds = [flow.frame.left];
  for (const c of columns) bounds.push(bounds[bounds.length - 1] + c.width + CELL_EXTRA);
  const left = bounds[0];
  const right = bounds[n];
  const lh = faces.normal.lineHeight * size;
  const half = LINE_WIDTH / 2;
  const spanWidth = right - left - CELL_EXTRA;

  const prepare = (row: TableRow): Prepared => {
    if ('span' in row) {
      const face = faces.bold;
      const cells = [wrapText(row.span, spanWidth, (t) => face.width(t) * size)];
      return { span: true, header: false, cells, face, fill: row.fill, lines: cells[0].length };
    }
    const header = row.header === true;
    const face = header ? faces.bold : faces.normal;
    let lines = 1;
    const cells = row.cells.map((text, i) => {
      const col = columns[i];
      const cell = col.noWrap && !header ? [text] : wrapText(text, col.width, (t) => face.width(t) * size);
      if (cell.length > lines) lines = cell.length;
      return cell;
    });
    return { span: false, header, cells, face, fill: row.fill, lines };
  };
  const rowHeight = (lines: number) => LINE_WIDTH + 2 * PADDING_Y + lines * lh;

  /** Where the table's part on this page starts, and the inner lines' current run (none under a spanning row). */
  let top = flow.y;
  let inner: number | null = null;
  const closeInner = (y: number) => {
    if (inner !== null && inner < y)
      for (let k = 1; k < n; k++) flow.page.line(bounds[k] + half, inner, bounds[k] + half, y);
    inner = null;
  };
  const closePart = () => {
    const y = flow.y;
    closeInner(y);
    flow.page.line(left + half, top, left + half, y + LINE_WIDTH);
    flow.page.line(right + half, top, right + half, y + LINE_WIDTH);
    flow.page.line(left, y + half, right + LINE_WIDTH, y + half);
  };

  const drawRow = (p: Prepared, from: number, to: number) => {
    const page = flow.page;
    const y = flow.y;
    const height = rowHeight(to - from);
    if (p.fill) page.fill(left, y, right - left + LINE_WIDTH, height, p.fill);
    page.line(left, y + half, right + LINE_WIDTH, y + half);
    if (p.span) closeInner(y);
    else if (inner === null) inner = y;
    const textTop = y + LINE_WIDTH + PADDING_Y;
    for (let i = 0; i < p.cells.length; i++) {
      const lines = p.cells[i];
      const right = !p.span && !p.header && columns[i].right;
      for (let j = from; j < Math.min(to, lines.length); j++) {
        const text = lines[j];
        if (text === '') continue;
        const x = right
          ? bounds[i + 1] - CELL_PADDING - p.face.width(text) * size
          : bounds[i] + LINE_WIDTH + CELL_PADDING;
        page.run(p.face, size, x, textTop + (j - from) * lh, text);
      }
    }
    flow.y = y + height;
  };

  const header = prepare(spec.header);
  const startPart = () => {
    top = flow.y;
    inner = null;
    drawRow(header, 0, header.lines);
  };
  flow.ensure(rowHeight(header.lines) + rowHeight(1) + LINE_WIDTH);
  startPart();
  let fresh = true;
  for (const row of spec.rows) {
    const p = prepare(row);
    let from = 0;
    while (from < p.lines) {
      const room = Math.floor((flow.bottom - flow.y - LINE_WIDTH - 2 * PADDING_Y - LINE_WIDTH) / lh);
      const rest = p.lines - from;
      if (room < rest && !fresh) {
        closePart();
        flow.newPage();
        startPart();
        fresh = true;
        continue;
      }
      const k = Math.max(1, Math.min(room, rest));
      drawRow(p, from, from + k);
      from += k;
      fresh = false;
    }
  }
  closePart();
  flow.y += LINE_WIDTH;
}
