import type { DecodeError } from '../errors';

/** Raw value of one IO element as it came off the wire (unsigned, big-endian). */
export type IoValue = number | bigint | Uint8Array;

/** Wire width of a fixed-size IO element: the group it was sent in. */
export type IoSize = 1 | 2 | 4 | 8;

/** Teltonika AVL codec ids carrying records (0x07: the GH3000 line's Codec 7). */
export type AvlCodec = 0x07 | 0x08 | 0x8e | 0x10;

export const CODEC_7 = 0x07;
export const CODEC_8 = 0x08;
export const CODEC_8E = 0x8e;
export const CODEC_16 = 0x10;
export const CODEC_12 = 0x0c;
/** Device-to-server text with a timestamp (serial port data, e.g. a card reader). */
export const CODEC_13 = 0x0d;
/** Like Codec 12 with the IMEI in the message; the device answers 0x06, or 0x11 for a wrong IMEI. */
export const CODEC_14 = 0x0e;
/** FMX6 devices' text with a timestamp and the IMEI. */
export const CODEC_15 = 0x0f;

/** Codecs of text messages a device sends (Codec 12 responses are the `codec12` message). */
export type TextCodec = typeof CODEC_13 | typeof CODEC_14 | typeof CODEC_15;

/**
 * One AVL record, as decoded (no unit conversion beyond the wire's own: degrees, metres,
 * km/h). Mapping into the domain `Position` is io-map.ts's job.
 */
export interface TeltonikaRecord {
  /** Device time, epoch milliseconds UTC. */
  time: number;
  /** 0 low, 1 high, 2 panic. */
  priority: number;
  /** Degrees (wire: int32 x 1e7). Longitude comes first on the wire. */
  lon: number;
  lat: number;
  /** Metres, signed. */
  altitude: number;
  /** Degrees from north, clockwise. */
  angle: number;
  satellites: number;
  /** km/h (GNSS). */
  speed: number;
  /** IO id that triggered the record; 0 for periodic records. */
  eventIoId: number;
  /** Codec 16 only: generation type 0..7 (0 on exit, 1 on entrance, ... 7 periodical). */
  generationType?: number;
  /**
   * Codec 7 only: the GPS element's mask (bit 0 coordinates, 1 altitude, 2 angle, 3 speed,
   * 4 satellites, 5 cell, 6 signal quality, 7 operator); absent when the record had no GPS
   * element, then the head fields are zero (docs/devices.md, Codec 7).
   */
  gpsMask?: number;
  /** Codec 7 only: values of the GPS element that are no IO element (cell, signal, operator). */
  gpsExtra?: Record<string, number>;
  /**
   * IO elements by id, raw unsigned values: 1/2/4-byte and 8-byte values up to 2^53-1 as
   * numbers, larger 8-byte values as bigint, Codec 8E variable-length (NX) values as bytes.
   */
  io: Map<number, IoValue>;
  /**
   * Wire width of each fixed-size IO element (1, 2, 4 or 8 bytes); NX elements are absent.
   * The decoder always fills it (signed values need it); the encoder uses it when given and
   * otherwise picks the smallest width that holds the value.
   */
  ioSize?: Map<number, IoSize>;
}

export type TeltonikaMessage =
  /** First frame of a TCP connection. Answer with IMEI_ACCEPT or IMEI_REJECT. */
  | { kind: 'imei'; imei: string }
  /** AVL data (CRC checked, N1 == N2). Answer with encodeAck(records.length) after commit. */
  | { kind: 'avl'; codec: AvlCodec; records: TeltonikaRecord[]; crcValid: boolean }
  /**
   * Codec 12 message. `text` is the payload as ASCII when it is printable, otherwise its hex
   * (the way Traccar shows binary responses); `payload` is always the raw bytes. Not ACKed.
   */
  | { kind: 'codec12'; type: 'response' | 'command'; text: string; payload: Uint8Array; isHex: boolean }
  /**
   * A text the device sent on its own (Codec 13, 14, 15): `time` is the device's timestamp
   * (epoch ms; null when the codec has none), `imei` the one Codec 14/15 carry. Text as in
   * `codec12`. Not ACKed.
   */
  | {
      kind: 'text';
      codec: TextCodec;
      type: number;
      time: number | null;
      imei: string | null;
      text: string;
      payload: Uint8Array;
      isHex: boolean;
    }
  /**
   * A well-formed frame (CRC valid) we do not understand: a Codec 12 type other than command
   * and response (0x0D camera, 0x11 wrong IMEI, ...), an unknown codec, or a text whose layout
   * fits none we know. Log it and keep the connection; nothing is ACKed.
   */
  | { kind: 'unsupported'; codec: number; type: number | null; reason: string; payload: Uint8Array }
  /** A lone 0xFF byte between frames. Ignore it (no answer). */
  | { kind: 'keepalive' }
  /** The stream is unusable from here on: log the error and close the connection. */
  | { kind: 'error'; error: DecodeError };
