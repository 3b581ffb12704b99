import zlib from 'node:zlib';
import { decodeColumns, type RouteColumns } from '@namiar/domain';

/** A stretch of a route's range: a stored day, or one computed for the call (route-pieces.ts). */
export interface RoutePiece {
  from: number;
  to: number;
  n: number;
  /** deflate-raw of the piece's binary columns. */
  data: Uint8Array;
  /** Decoded columns when the piece was computed for this call (else decoded on demand). */
  cols: RouteColumns | null;
}

/** Decoded columns of a piece (only `wanted` ones for a stored piece). */
export function pieceColumns(p: RoutePiece, wanted: ReadonlySet<string>): RouteColumns {
  return p.cols ?? decodeColumns(new Uint8Array(zlib.inflateRawSync(p.data)), wanted);
}
