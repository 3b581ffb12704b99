import { Reader, readFixedIoGroups, readRecordHead } from './reader';
import type { TeltonikaRecord } from './types';

/**
 * Codec 8 Extended (0x8E) record: head, event IO id (2 B), total IO count (2 B), the
 * 1/2/4/8-byte groups with 2-byte counts and ids, then the NX group: count (2 B) and per
 * element id (2 B), length (2 B), value (length bytes, kept as a copy).
 */
export function decodeCodec8eRecord(r: Reader): TeltonikaRecord {
  const rec = readRecordHead(r);
  rec.eventIoId = r.u16();
  r.u16(); // total IO count, informative
  readFixedIoGroups(r, rec, true, true);
  const nx = r.u16();
  for (let i = 0; i < nx; i++) {
    const id = r.u16();
    const len = r.u16();
    rec.io.set(id, r.bytes(len));
    rec.ioSize!.delete(id);
  }
  return rec;
}
