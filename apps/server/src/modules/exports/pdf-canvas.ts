import { ByteWriter } from './pdf-bytes';
import type { PdfFace } from './pdf-fonts';

/**
 * Pages of a PDF as content-stream text (pure: no pdfkit here), drawn from the top left in
 * points, y downwards: filled rectangles, thin lines, text runs in an embedded face. Each page
 * is one string written to pdfkit at once (pdfkit's own drawing calls cost tens of microseconds
 * each, a 10,000-row table has 170,000 cells). Coordinates are written as PDF wants them (y
 * upwards, from the bottom left); text runs are placed with Tm and shown with Tj, so the test
 * reader (test/pdf-text.ts) finds each run's position.
 */

/** Gray levels and colours: 0..1 each. */
export type Rgb = readonly [number, number, number];

export class PdfPage {
  private readonly fills = new ByteWriter();
  private readonly lines = new ByteWriter();
  private readonly text = new ByteWriter(65_536);
  private face: PdfFace | null = null;
  private size = 0;
  private gray = 0;
  /** Faces drawn on the page: its font resources. */
  readonly faces = new Set<PdfFace>();

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  /** A filled rectangle. */
  fill(x: number, y: number, w: number, h: number, color: Rgb) {
    this.fills.num(color[0]).num(color[1]).num(color[2]).ascii('rg ');
    this.fills
      .num(x)
      .num(this.height - y - h)
      .num(w)
      .num(h)
      .ascii('re f\n');
  }

  /** A line from (x1, y1) to (x2, y2), drawn in the table's line width and colour. */
  line(x1: number, y1: number, x2: number, y2: number) {
    this.lines
      .num(x1)
      .num(this.height - y1)
      .ascii('m ')
      .num(x2)
      .num(this.height - y2)
      .ascii('l\n');
  }

  /** A text run whose line starts at `top` (its baseline one ascent lower). */
  run(face: PdfFace, size: number, x: number, top: number, text: string, gray = 0) {
    if (text === '') return;
    const out = this.text;
    if (face !== this.face || size !== this.size) {
      out.ascii(`/${face.id} `).num(size).ascii('Tf\n');
      this.face = face;
      this.size = size;
      this.faces.add(face);
    }
    if (gray !== this.gray) {
      out.num(gray).ascii('g\n');
      this.gray = gray;
    }
    out
      .ascii('1 0 0 1 ')
      .num(x)
      .num(this.height - top - face.ascent * size)
      .ascii('Tm <');
    face.writeHex(out, text);
    out.ascii('> Tj\n');
  }

  /**
   * The page's content stream. pdfkit starts each page flipped to y downwards: the content turns
   * it back (1 0 0 -1 0 h cm again), so every coordinate above is PDF's own.
   */
  content(lineWidth: number, lineColor: Rgb): Buffer {
    const open = new ByteWriter(64).ascii('q 1 0 0 -1 0 ').num(this.height).ascii('cm\n');
    const stroke = new ByteWriter(64).num(lineWidth).ascii('w ');
    stroke.num(lineColor[0]).num(lineColor[1]).num(lineColor[2]).ascii('RG\n');
    return Buffer.concat([
      open.bytes(),
      this.fills.bytes(),
      ...(this.lines.length > 0 ? [stroke.bytes(), this.lines.bytes(), Buffer.from('S\n')] : []),
      Buffer.from('BT 0 g\n'),
      this.text.bytes(),
      Buffer.from('ET\nQ\n'),
    ]);
  }
}

/** The width of a text at a size in a face. */
export const textWidth = (face: PdfFace, size: number, text: string) => face.width(text) * size;

/**
 * A text cut into lines no wider than `width` at its spaces, each line but a paragraph's last
 * ending with its space (a word wider than a line is cut where it must); its own line breaks are
 * kept.
 */
export function wrapText(text: string, width: number, widthOf: (t: string) => number): string[] {
  if (widthOf(text) <= width && !/[\r\n]/.test(text)) return [text.trim()];
  const out: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/)) {
      if (word === '') continue;
      const joined = line === '' ? word : `${line} ${word}`;
      if (widthOf(joined) <= width) {
        line = joined;
        continue;
      }
      // The space stays at the end of the line (as pdfmake drew it): copied text keeps its words apart.
      if (line !== '') out.push(`${line} `);
      line = word;
      while (widthOf(line) > width && line.length > 1) {
        let cut = 1;
        while (cut < line.length && widthOf(line.slice(0, cut + 1)) <= width) cut++;
        out.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    if (line !== '' || out.length === 0) out.push(line);
  }
  while (out.length > 1 && out[out.length - 1] === '') out.pop();
  return out;
}
