/** fast-check generators of Teltonika records (test support; not exported by the package). */
import fc from 'fast-check';
import type { AvlCodec, IoSize, IoValue, TeltonikaRecord } from './types';

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

function fixedValue(size: IoSize): fc.Arbitrary<number | bigint> {
  if (size === 8) {
    return fc.oneof(
      fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
      fc.bigInt({ min: MAX_SAFE + 1n, max: (1n << 64n) - 1n }),
    );
  }
  return fc.integer({ min: 0, max: 2 ** (8 * size) - 1 });
}

const sizeArb = fc.constantFrom<IoSize>(1, 2, 4, 8);

/** A record as the decoder would return it for `codec` (so round trips compare equal). */
export function recordArb(codec: AvlCodec, maxIo = 24): fc.Arbitrary<TeltonikaRecord> {
  const maxId = codec === 0x08 ? 0xff : 0xffff;
  const element = fc.oneof(
    { weight: 6, arbitrary: sizeArb.chain((size) => fixedValue(size).map((value) => ({ size, value }) as const)) },
    {
      weight: codec === 0x8e ? 1 : 0,
      arbitrary: fc.uint8Array({ maxLength: 40 }).map((value) => ({ size: 0 as const, value })),
    },
  );
  const ios = fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: maxId }), element), {
    maxLength: maxIo,
    selector: (t) => t[0],
  });
  return fc
    .record({
      time: fc.integer({ min: 0, max: 2 ** 47 }),
      priority: fc.integer({ min: 0, max: 2 }),
      lon: fc.integer({ min: -1800000000, max: 1800000000 }).map((v) => v / 1e7),
      lat: fc.integer({ min: -900000000, max: 900000000 }).map((v) => v / 1e7),
      altitude: fc.integer({ min: -32768, max: 32767 }),
      angle: fc.integer({ min: 0, max: 359 }),
      satellites: fc.integer({ min: 0, max: 255 }),
      speed: fc.integer({ min: 0, max: 65535 }),
      eventIoId: fc.integer({ min: 0, max: maxId }),
      generationType: fc.integer({ min: 0, max: 7 }),
      ios,
    })
    .map(({ ios: list, generationType, ...head }) => {
      const io = new Map<number, IoValue>();
      const ioSize = new Map<number, IoSize>();
      for (const [id, e] of list) {
        io.set(id, e.value);
        if (e.size !== 0) ioSize.set(id, e.size);
      }
      const rec: TeltonikaRecord = { ...head, io, ioSize };
      if (codec === 0x10) rec.generationType = generationType;
      return rec;
    });
}

/**
 * A Codec 7 record as the decoder returns it: whole seconds after 2007, coordinates a float32
 * holds exactly (k/64), the angle in 360/256 steps, fields outside the GPS mask zero.
 */
export function codec7RecordArb(maxIo = 12): fc.Arbitrary<TeltonikaRecord> {
  const width = fc.constantFrom<1 | 2 | 4>(1, 2, 4);
  const ios = fc.uniqueArray(
    fc.tuple(
      fc.integer({ min: 0, max: 0xff }),
      width.chain((size) => fc.integer({ min: 0, max: 2 ** (8 * size) - 1 }).map((value) => ({ size, value }))),
    ),
    { maxLength: maxIo, selector: (t) => t[0] },
  );
  return fc
    .record({
      seconds: fc.integer({ min: 0, max: 0x3fffffff }),
      priority: fc.integer({ min: 0, max: 3 }),
      mask: fc.option(fc.integer({ min: 0, max: 0xff }), { nil: undefined }),
      lat: fc.integer({ min: -90 * 64, max: 90 * 64 }).map((k) => k / 64),
      lon: fc.integer({ min: -180 * 64, max: 180 * 64 }).map((k) => k / 64),
      altitude: fc.integer({ min: -32768, max: 32767 }),
      angle: fc.integer({ min: 0, max: 255 }).map((a) => (a * 360) / 256),
      speed: fc.integer({ min: 0, max: 255 }),
      satellites: fc.integer({ min: 0, max: 255 }),
      lac: fc.integer({ min: 0, max: 0xffff }),
      cellId: fc.integer({ min: 0, max: 0xffff }),
      gsmSignal: fc.integer({ min: 0, max: 0xff }),
      operator: fc.integer({ min: 0, max: 0xffffffff }),
      ios,
    })
    .map((g) => {
      const m = g.mask ?? 0;
      const on = (bit: number, v: number) => (m & bit ? v : 0);
      const rec: TeltonikaRecord = {
        time: Date.UTC(2007, 0, 1) + g.seconds * 1000,
        priority: g.priority,
        lat: on(0x01, g.lat),
        lon: on(0x01, g.lon),
        altitude: on(0x02, g.altitude),
        angle: on(0x04, g.angle),
        speed: on(0x08, g.speed),
        satellites: on(0x10, g.satellites),
        eventIoId: 0,
        io: new Map(g.ios.map(([id, e]) => [id, e.value])),
        ioSize: new Map(g.ios.map(([id, e]) => [id, e.size])),
      };
      if (g.mask === undefined) return rec;
      rec.gpsMask = g.mask;
      const extra: Record<string, number> = {};
      if (m & 0x20) Object.assign(extra, { lac: g.lac, cellId: g.cellId });
      if (m & 0x40) extra.gsmSignal = g.gsmSignal;
      if (m & 0x80) extra.operator = g.operator;
      if (Object.keys(extra).length > 0) rec.gpsExtra = extra;
      return rec;
    });
}

export function recordsArb(codec: AvlCodec, maxRecords = 4): fc.Arbitrary<TeltonikaRecord[]> {
  return fc.array(codec === 0x07 ? codec7RecordArb() : recordArb(codec), { minLength: 1, maxLength: maxRecords });
}

export const codecArb = fc.constantFrom<AvlCodec>(0x07, 0x08, 0x8e, 0x10);

/** Splits `bytes` into chunks at the given (sorted, deduplicated) cut points. */
export function splitAt(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const points = [...new Set(cuts.map((c) => Math.max(0, Math.min(bytes.length, c))))].sort((a, b) => a - b);
  const out: Uint8Array[] = [];
  let prev = 0;
  for (const p of points) {
    out.push(bytes.subarray(prev, p));
    prev = p;
  }
  out.push(bytes.subarray(prev));
  return out;
}

export function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}
