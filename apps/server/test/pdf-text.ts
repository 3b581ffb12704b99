import zlib from 'node:zlib';

/**
 * The text of a PDF written by pdfkit (pdfmake's engine), for tests on machines without
 * poppler's pdftotext: page content streams are inflated and each font's glyph codes are mapped
 * back to characters through its ToUnicode CMap. `pdfText`: text-showing operators joined
 * without separators (pdfkit writes the spaces as glyphs), pages by a newline. `pdfLines`: the
 * same text cut into the lines it is drawn on (a word or date broken over two lines shows).
 */
export function pdfText(pdf: Buffer): string {
  return pdfRuns(pdf)
    .map((runs) => runs.map((r) => r.text).join(''))
    .join('\n');
}

/**
 * The text of each page as lines, top to bottom: the runs drawn on one baseline, left to
 * right, joined without separators (a table row's cells on one line; a cell's text wrapped to a
 * second line is on another line).
 */
export function pdfLines(pdf: Buffer): string[][] {
  return pdfRuns(pdf).map((runs) => {
    const lines = new Map<number, TextRun[]>();
    for (const r of runs) {
      const y = Math.round(r.y * 10) / 10;
      const line = lines.get(y);
      if (line) line.push(r);
      else lines.set(y, [r]);
    }
    return [...lines.entries()]
      .sort((a, b) => b[0] - a[0])
      .map(([, line]) =>
        line
          .sort((a, b) => a.x - b.x)
          .map((r) => r.text)
          .join(''),
      );
  });
}

export interface TextRun {
  x: number;
  y: number;
  text: string;
}

type PdfObjects = Map<number, { dict: string; stream: Buffer | null }>;

/** The objects of a PDF by number: each dictionary and its stream (inflated). */
function pdfObjects(pdf: Buffer): PdfObjects {
  const src = pdf.toString('latin1');
  const objects: PdfObjects = new Map();
  for (const m of src.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2];
    const at = body.search(/stream\r?\n/);
    let stream: Buffer | null = null;
    if (at >= 0) {
      const start = m.index + m[0].indexOf(body) + body.indexOf('\n', at) + 1;
      const raw = pdf.subarray(start, start + Number(/\/Length (\d+)/.exec(body)?.[1] ?? 0));
      stream = /FlateDecode/.test(body.slice(0, at)) ? zlib.inflateSync(raw) : raw;
    }
    objects.set(Number(m[1]), { dict: at >= 0 ? body.slice(0, at) : body, stream });
  }
  return objects;
}

const ref = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);

/** A filled rectangle of a page: its colour (0..1 each) and box (PDF's: y upwards). */
export interface FillRect {
  rgb: [number, number, number];
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Each page's filled rectangles ('r g b rg x y w h re f', as pdf-canvas.ts draws them), in drawing order. */
export function pdfFills(pdf: Buffer): FillRect[][] {
  const objects = pdfObjects(pdf);
  const pages: FillRect[][] = [];
  for (const { dict } of objects.values()) {
    if (!/\/Type \/Page\b/.test(dict)) continue;
    const content = objects.get(ref(dict, 'Contents'))?.stream?.toString('latin1') ?? '';
    const n = '(-?[\\d.]+)';
    const re = new RegExp(`${n} ${n} ${n} rg\\s+${n} ${n} ${n} ${n} re f`, 'g');
    pages.push(
      [...content.matchAll(re)].map((m) => {
        const [r, g, b, x, y, w, h] = m.slice(1).map(Number);
        return { rgb: [r, g, b], x, y, w, h };
      }),
    );
  }
  return pages;
}

/** Each page's text runs with their text-matrix position (PDF's: y upwards), in drawing order. */
export function pdfRuns(pdf: Buffer): TextRun[][] {
  const objects = pdfObjects(pdf);
  const pages: TextRun[][] = [];
  for (const { dict } of objects.values()) {
    if (!/\/Type \/Page\b/.test(dict)) continue;
    const resources = objects.get(ref(dict, 'Resources'))?.dict ?? dict;
    const fonts = new Map<string, Map<number, string>>();
    for (const f of (/\/Font <<([^>]*)>>/.exec(resources)?.[1] ?? '').matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const cmap = objects.get(ref(objects.get(Number(f[2]))?.dict ?? '', 'ToUnicode'))?.stream;
      fonts.set(f[1], toUnicodeMap(cmap?.toString('latin1') ?? ''));
    }
    const content = objects.get(ref(dict, 'Contents'))?.stream?.toString('latin1') ?? '';
    let font = new Map<number, string>();
    let x = 0;
    let y = 0;
    const runs: TextRun[] = [];
    const ops = /(-?[\d.]+) (-?[\d.]+) Tm|\/(\w+) [\d.]+ Tf|\[([^\]]*)\] TJ|<([0-9a-fA-F]+)> Tj/g;
    for (const t of content.matchAll(ops)) {
      if (t[1] !== undefined) {
        x = Number(t[1]);
        y = Number(t[2]);
        continue;
      }
      if (t[3]) font = fonts.get(t[3]) ?? new Map();
      let text = '';
      for (const hex of (t[4] ?? t[5] ?? '').matchAll(/<([0-9a-fA-F]+)>|^([0-9a-fA-F]+)$/g)) {
        const h = hex[1] ?? hex[2];
        for (let i = 0; i + 4 <= h.length; i += 4) text += font.get(parseInt(h.slice(i, i + 4), 16)) ?? '';
      }
      if (text !== '') runs.push({ x, y, text });
    }
    pages.push(runs);
  }
  return pages;
}

/** UTF-16 code units in hex; a ligature's several characters may be written with spaces ('<0066 0069>'). */
const utf16 = (hex: string) =>
  String.fromCharCode(...(hex.replace(/\s+/g, '').match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));

function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g))
      map.set(parseInt(m[1], 16), utf16(m[2]));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const from = parseInt(m[1], 16);
      const to = parseInt(m[2], 16);
      if (m[3].startsWith('[')) {
        [...m[3].matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach((d, i) => map.set(from + i, utf16(d[1])));
      } else {
        const base = parseInt(m[3].slice(1, -1), 16);
        for (let c = from; c <= to; c++) map.set(c, String.fromCharCode(base + c - from));
      }
    }
  }
  return map;
}
