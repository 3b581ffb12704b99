/**
 * CRC-16/IBM (a.k.a. CRC-16/ARC): poly 0x8005 reflected (0xA001), init 0, no final XOR.
 * Check value for ASCII "123456789" is 0xBB3D. Table-driven, one lookup per byte.
 */
const TABLE = (() => {
  const t = new Uint16Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let b = 0; b < 8; b++) c = c & 1 ? (c >>> 1) ^ 0xa001 : c >>> 1;
    t[n] = c;
  }
  return t;
})();

export function crc16Ibm(buf: Uint8Array, start = 0, end = buf.length): number {
  let crc = 0;
  for (let i = start; i < end; i++) crc = (crc >>> 8) ^ TABLE[(crc ^ buf[i]) & 0xff];
  return crc;
}
