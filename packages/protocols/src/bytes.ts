/** Small byte helpers shared by the codecs (pure, no Buffer). */

const HEX = '0123456789abcdef';

/** Lower-case hex of `bytes[start, end)`. */
export function toHex(bytes: Uint8Array, start = 0, end = bytes.length): string {
  let s = '';
  for (let i = start; i < end; i++) {
    const b = bytes[i];
    s += HEX[b >>> 4] + HEX[b & 15];
  }
  return s;
}

/** Parses hex text (whitespace allowed, either case). Throws on odd length or bad digits. */
export function fromHex(hex: string): Uint8Array {
  const clean = hex.replace(/\s+/g, '');
  if (clean.length % 2 !== 0 || /[^0-9a-fA-F]/.test(clean)) throw new Error('invalid hex text');
  const out = new Uint8Array(clean.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(clean.substr(i * 2, 2), 16);
  return out;
}

/** True when every byte is printable ASCII (space..tilde) or CR/LF/TAB. */
export function isPrintableAscii(bytes: Uint8Array, start = 0, end = bytes.length): boolean {
  for (let i = start; i < end; i++) {
    const b = bytes[i];
    if ((b < 0x20 || b > 0x7e) && b !== 0x0a && b !== 0x0d && b !== 0x09) return false;
  }
  return true;
}

/** Latin-1 / ASCII bytes to a string (one char per byte). */
export function asciiString(bytes: Uint8Array, start = 0, end = bytes.length): string {
  let s = '';
  for (let i = start; i < end; i += 4096) {
    s += String.fromCharCode.apply(null, Array.from(bytes.subarray(i, Math.min(end, i + 4096))));
  }
  return s;
}

/** String to bytes, one byte per char (chars above 0xFF are replaced by '?'). */
export function asciiBytes(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out[i] = c > 0xff ? 0x3f : c;
  }
  return out;
}

/**
 * A copy of `bytes[start, end)` as a plain Uint8Array. Not `.slice()`: on a Node Buffer (what a
 * socket hands over, often from a shared pool) `slice` returns a view, not a copy.
 */
export function copyBytes(bytes: Uint8Array, start: number, end: number): Uint8Array {
  return new Uint8Array(bytes.subarray(start, end));
}
