import { Reader, readFixedIoGroups, readRecordHead } from './reader';
import type { TeltonikaRecord } from './types';

/**
 * Codec 16 (0x10) record: head, event IO id (2 B), generation type (1 B), total IO count
 * (1 B), then the 1/2/4/8-byte groups with 1-byte counts and 2-byte ids. No NX group.
 */
export function decodeCodec16Record(r: Reader): TeltonikaRecord {
  const rec = readRecordHead(r);
  rec.eventIoId = r.u16();
  rec.generationType = r.u8();
  r.u8(); // total IO count, informative
  readFixedIoGroups(r, rec, false, true);
  return rec;
}
