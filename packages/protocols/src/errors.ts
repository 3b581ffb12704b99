/**
 * Decode errors shared by every codec. `code` is stable (the gateway logs and counts by it);
 * `message` is for humans and may change.
 */
export type DecodeErrorCode =
  /** CRC-16/IBM of a Teltonika TCP frame does not match the stored one. */
  | 'bad_crc'
  /** A length field announces more than the configured maximum frame size. */
  | 'too_large'
  /** A length field is impossible (too small, or disagrees with the bytes present). */
  | 'bad_length'
  /** A Teltonika frame did not start with the four zero bytes of the preamble. */
  | 'bad_preamble'
  /** Unknown or unsupported codec id. */
  | 'bad_codec'
  /** Number of records before and after the records differ (N1 != N2). */
  | 'count_mismatch'
  /** A record runs past the end of its frame. */
  | 'truncated_record'
  /** Bytes left over after the announced records. */
  | 'trailing_bytes'
  /** IMEI frame with a bad length or non-digit characters. */
  | 'bad_imei'
  /** An HTTP request (OsmAnd) has no device identifier. */
  | 'missing_id'
  /** A field has a value that cannot be parsed (bad number, bad time, bad JSON). */
  | 'bad_value'
  /** Bug guard: an unexpected exception inside a decoder, reported instead of thrown. */
  | 'internal';

export interface DecodeError {
  code: DecodeErrorCode;
  message: string;
}

/** Internal: thrown inside decoders and turned into a `DecodeError` at the API boundary. */
export class DecodeFailure extends Error {
  constructor(
    readonly code: DecodeErrorCode,
    message: string,
  ) {
    super(message);
  }
  toError(): DecodeError {
    return { code: this.code, message: this.message };
  }
}

/** Turns anything caught at an API boundary into a `DecodeError` (never rethrows). */
export function toDecodeError(e: unknown): DecodeError {
  if (e instanceof DecodeFailure) return e.toError();
  return { code: 'internal', message: `internal decoder error: ${e instanceof Error ? e.message : String(e)}` };
}
