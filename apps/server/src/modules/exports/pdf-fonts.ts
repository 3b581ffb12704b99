import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { ByteWriter } from './pdf-bytes';

/**
 * The PDF font (Roboto from pdfmake's font files: Polish letters included), embedded by pdfkit,
 * and the measure of text in it. Text is drawn glyph by glyph, each character's own glyph and
 * advance (no kerning, no ligatures), so a text is exactly as wide as its characters' advances:
 * the widths the layout (pdf-layout.ts) sizes the columns by are the widths drawn.
 */

const require = createRequire(import.meta.url);
/** Regular and medium (the bold face) Roboto. */
export const ROBOTO = (require('pdfmake/fonts/Roboto.js') as { Roboto: { normal: string; bold: string } }).Roboto;

/** What the writer uses of pdfkit's embedded font (pdfkit 0.19 EmbeddedFont; not in its types). */
interface PdfkitFont {
  /** Resource name on a page ('F1'). */
  id: string;
  /** In 1/1000 em. */
  ascender: number;
  descender: number;
  /** Glyph codes of the document's subset (4 hex digits each) and advances in 1/1000 em. */
  encode(text: string): [string[], { xAdvance: number }[]];
  ref(): unknown;
}

/** Width of a text at font size 1 (points); bold is the table header's face. */
export type Measure = (text: string, bold: boolean) => number;

/** A face of Roboto embedded in one pdfkit document. */
export class PdfFace {
  /** Ascender and line height (ascender to descender, no gap) in ems. */
  readonly ascent: number;
  readonly lineHeight: number;
  /** By UTF-16 unit (surrogates aside): advance in ems (NaN: not looked up), the glyph's code. */
  private readonly advances = new Float64Array(0x10000).fill(NaN);
  private readonly codes = new Int32Array(0x10000);
  /** Characters of several glyphs or outside the BMP. */
  private readonly others = new Map<string, { advance: number; codes: number[] }>();

  constructor(private readonly font: PdfkitFont) {
    this.ascent = font.ascender / 1000;
    this.lineHeight = (font.ascender - font.descender) / 1000;
  }

  get id(): string {
    return this.font.id;
  }

  /** The font's object, for a page's resources. */
  ref(): unknown {
    return this.font.ref();
  }

  /**
   * Each character once per document: pdfkit adds its glyph to the document's subset and maps it
   * back to the character (ToUnicode), so text is read back as written.
   */
  private lookUp(c: string) {
    const [hex, positions] = this.font.encode(c);
    const advance = positions.reduce((s, p) => s + p.xAdvance, 0) / 1000;
    const codes = hex.map((h) => parseInt(h, 16));
    const unit = c.charCodeAt(0);
    if (c.length === 1 && codes.length === 1 && (unit < 0xd800 || unit > 0xdfff)) {
      this.advances[unit] = advance;
      this.codes[unit] = codes[0];
    } else this.others.set(c, { advance, codes });
  }

  private other(text: string, i: number) {
    const c = String.fromCodePoint(text.codePointAt(i)!);
    if (!this.others.has(c)) this.lookUp(c);
    return { c, glyph: this.others.get(c)! };
  }

  /** Width at font size 1. */
  width(text: string): number {
    let w = 0;
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      let a = this.advances[unit];
      if (Number.isNaN(a)) {
        if (unit < 0xd800 || unit > 0xdfff) this.lookUp(text[i]);
        a = this.advances[unit];
        if (Number.isNaN(a)) {
          const { c, glyph } = this.other(text, i);
          a = glyph.advance;
          i += c.length - 1;
        }
      }
      w += a;
    }
    return w;
  }

  /** The text's glyph codes, as a PDF hex string's digits. */
  writeHex(out: ByteWriter, text: string) {
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      if (Number.isNaN(this.advances[unit]) && (unit < 0xd800 || unit > 0xdfff)) this.lookUp(text[i]);
      if (!Number.isNaN(this.advances[unit])) {
        out.hex4(this.codes[unit]);
        continue;
      }
      const { c, glyph } = this.other(text, i);
      for (const code of glyph.codes) out.hex4(code);
      i += c.length - 1;
    }
  }
}

export interface PdfFaces {
  normal: PdfFace;
  bold: PdfFace;
}

/** Regular and bold Roboto embedded in a pdfkit document. */
export function embedRoboto(doc: PDFKit.PDFDocument): PdfFaces {
  const face = (file: string) => {
    doc.font(file);
    return new PdfFace((doc as unknown as { _font: PdfkitFont })._font);
  };
  return { normal: face(ROBOTO.normal), bold: face(ROBOTO.bold) };
}

let measuring: PdfFaces | null = null;

/**
 * A measure of Roboto text: the sum of each character's advance, every character looked up once
 * (a 10,000-row table is measured in milliseconds), in a document that is never written.
 */
export function robotoMeasure(): Measure {
  measuring ??= embedRoboto(new PDFDocument({ autoFirstPage: false }));
  const { normal, bold } = measuring;
  return (text, isBold) => (isBold ? bold : normal).width(text);
}
