import { toHex } from '../bytes';

/**
 * IO 385, the list of BLE beacons a device saw (Codec 8E NX value), as Traccar reads it [V1: T]:
 * one byte 'data part', then per beacon a flags byte; flags >> 4 non-zero: iBeacon (UUID 16 B,
 * major 2 B, minor 2 B), else Eddystone (namespace 10 B, instance 6 B); RSSI (signed byte); with
 * flag bit 1 the battery (2 B, 0.01 V), with bit 2 a temperature (2 B, raw: its scale is not
 * documented). Writes extra.beacon<n>Id / Rssi / BatteryMv / TempRaw (n from 1); false, and
 * nothing written, when the bytes do not fit that layout.
 */
export function readBeacons(b: Uint8Array, extra: Record<string, number | string>): boolean {
  const found: Record<string, number | string> = {};
  let p = 1;
  let n = 0;
  const has = (k: number) => p + k <= b.length;
  const u16 = () => {
    const v = (b[p] << 8) | b[p + 1];
    p += 2;
    return v;
  };
  if (b.length < 1) return false;
  while (p < b.length) {
    const flags = b[p++];
    n++;
    if (flags >> 4 > 0) {
      if (!has(20)) return false;
      const uuid = toHex(b, p, p + 16);
      p += 16;
      found[`beacon${n}Id`] = `${uuid}:${u16()}:${u16()}`;
    } else {
      if (!has(16)) return false;
      found[`beacon${n}Id`] = toHex(b, p, p + 16);
      p += 16;
    }
    if (!has(1)) return false;
    found[`beacon${n}Rssi`] = (b[p++] << 24) >> 24;
    if (flags & 0x02) {
      if (!has(2)) return false;
      found[`beacon${n}BatteryMv`] = u16() * 10;
    }
    if (flags & 0x04) {
      if (!has(2)) return false;
      found[`beacon${n}TempRaw`] = u16();
    }
  }
  Object.assign(extra, found);
  return true;
}
