import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The PDF font (Roboto from pdfmake's own files: Polish letters included) and the measure of
 * text in it. Widths come from the font itself through pdfmake's own pdfkit document, so a
 * column sized by them holds exactly what pdfmake lays out into it.
 */

const require = createRequire(import.meta.url);
export const ROBOTO = require('pdfmake/fonts/Roboto.js') as Record<string, Record<string, string>>;
export const FONT_DIR = path.dirname(require.resolve('pdfmake/fonts/Roboto.js'));

/** pdfmake may read only its own font files. */
export const fontFileAllowed = (p: string) => path.resolve(p).startsWith(FONT_DIR + path.sep);

interface PdfkitFont {
  widthOfString(text: string, size: number): number;
}
interface PdfmakeDocument {
  provideFont(family: string, bold: boolean, italics: boolean): PdfkitFont;
}
type PdfmakeDocumentClass = new (
  fonts: Record<string, Record<string, string>>,
  images: object,
  patterns: object,
  attachments: object,
  options: object,
  virtualfs: null,
  localAccessPolicy: (p: string) => boolean,
) => PdfmakeDocument;

/** Width of a text at font size 1 (points); bold is the table header's face. */
export type Measure = (text: string, bold: boolean) => number;

let fonts: { normal: PdfkitFont; bold: PdfkitFont } | null = null;

function loadFonts() {
  if (!fonts) {
    const PdfDocument = (require('pdfmake/js/PDFDocument.js') as { default: PdfmakeDocumentClass }).default;
    const doc = new PdfDocument(ROBOTO, {}, {}, {}, { autoFirstPage: false }, null, fontFileAllowed);
    fonts = { normal: doc.provideFont('Roboto', false, false), bold: doc.provideFont('Roboto', true, false) };
  }
  return fonts;
}

/**
 * A measure of Roboto text: the sum of each character's advance, every character measured once
 * in the font (a 10,000-row table is measured in milliseconds; whole-string shaping takes
 * seconds). Roboto's kerning widens a pair by at most 0.025 em (measured over Latin and Polish
 * letters, digits and punctuation; most pairs narrow): the layout leaves slack for it.
 */
export function robotoMeasure(): Measure {
  const { normal, bold } = loadFonts();
  const advances = [new Map<string, number>(), new Map<string, number>()];
  return (text, isBold) => {
    const font = isBold ? bold : normal;
    const cache = advances[isBold ? 1 : 0];
    let width = 0;
    for (const c of text) {
      let w = cache.get(c);
      if (w === undefined) {
        w = font.widthOfString(c, 1);
        cache.set(c, w);
      }
      width += w;
    }
    return width;
  };
}
