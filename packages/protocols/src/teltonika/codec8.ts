import { Reader, readFixedIoGroups, readRecordHead } from './reader';
import type { TeltonikaRecord } from './types';

/**
 * Codec 8 (0x08) record: head, event IO id (1 B), total IO count (1 B), then the 1/2/4/8-byte
 * groups with 1-byte counts and 1-byte ids.
 */
export function decodeCodec8Record(r: Reader): TeltonikaRecord {
  const rec = readRecordHead(r);
  rec.eventIoId = r.u8();
  r.u8(); // total IO count: informative only (PROTOCOLS.md 1.6: check, do not reject)
  readFixedIoGroups(r, rec, false, false);
  return rec;
}
