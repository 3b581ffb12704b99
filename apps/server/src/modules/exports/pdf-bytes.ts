/**
 * A growing byte buffer of PDF content-stream text: ASCII operators, numbers with at most two
 * decimals and glyph codes as hex, written without making strings (a 10,000-row table's pages
 * hold some 170,000 text runs; strings for each made the garbage collector the main cost).
 */
export class ByteWriter {
  private buf: Buffer;
  length = 0;

  constructor(capacity = 4096) {
    this.buf = Buffer.allocUnsafe(capacity);
  }

  private room(n: number) {
    if (this.length + n <= this.buf.length) return;
    const next = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.length + n));
    this.buf.copy(next, 0, 0, this.length);
    this.buf = next;
  }

  /** ASCII text (operators, names). */
  ascii(text: string): this {
    this.room(text.length);
    for (let i = 0; i < text.length; i++) this.buf[this.length++] = text.charCodeAt(i);
    return this;
  }

  /** A number rounded to two decimals, then a space. */
  num(x: number): this {
    this.room(24);
    let v = Math.round(x * 100);
    if (v < 0) {
      this.buf[this.length++] = 45; // '-'
      v = -v;
    }
    const int = Math.floor(v / 100);
    const frac = v - int * 100;
    this.digits(int);
    if (frac !== 0) {
      this.buf[this.length++] = 46; // '.'
      this.buf[this.length++] = 48 + Math.floor(frac / 10);
      if (frac % 10 !== 0) this.buf[this.length++] = 48 + (frac % 10);
    }
    this.buf[this.length++] = 32;
    return this;
  }

  private digits(n: number) {
    if (n >= 10) this.digits(Math.floor(n / 10));
    this.buf[this.length++] = 48 + (n % 10);
  }

  /** A glyph code: four hex digits. */
  hex4(code: number) {
    this.room(4);
    for (let shift = 12; shift >= 0; shift -= 4) {
      const d = (code >> shift) & 15;
      this.buf[this.length++] = d < 10 ? 48 + d : 87 + d;
    }
  }

  bytes(): Buffer {
    return this.buf.subarray(0, this.length);
  }
}
