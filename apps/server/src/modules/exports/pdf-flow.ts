import { PdfPage, wrapText } from './pdf-canvas';
import type { PdfFace } from './pdf-fonts';

/**
 * Content flowing down pages: a cursor `y` between the page's top and bottom margins, new pages
 * as the content needs them, and blocks of wrapped text (titles, subtitles).
 */

export interface PageFrame {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export class PdfFlow {
  readonly pages: PdfPage[] = [];
  y = 0;

  constructor(readonly frame: PageFrame) {
    this.newPage();
  }

  get page(): PdfPage {
    return this.pages[this.pages.length - 1];
  }

  /** Width between the side margins. */
  get available(): number {
    return this.frame.width - this.frame.left - this.frame.right;
  }

  /** The bottom limit of content. */
  get bottom(): number {
    return this.frame.height - this.frame.bottom;
  }

  /** Whether nothing is drawn yet below the page's top margin. */
  get atTop(): boolean {
    return this.y === this.frame.top;
  }

  newPage() {
    this.pages.push(new PdfPage(this.frame.width, this.frame.height));
    this.y = this.frame.top;
  }

  /** Starts a new page unless `height` still fits under the cursor (or the page is empty). */
  ensure(height: number) {
    if (this.y + height > this.bottom && !this.atTop) this.newPage();
  }

  /** A block of text wrapped to the page's width, then `after` points of space. */
  textBlock(text: string, face: PdfFace, size: number, after: number, gray = 0) {
    const lh = face.lineHeight * size;
    for (const line of wrapText(text, this.available, (t) => face.width(t) * size)) {
      this.ensure(lh);
      this.page.run(face, size, this.frame.left, this.y, line, gray);
      this.y += lh;
    }
    this.y += after;
  }

  /** Space down the page (none at a page's top). */
  space(points: number) {
    if (!this.atTop) this.y += points;
  }
}
