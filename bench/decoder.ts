// Teltonika decoder benchmark: our streaming decoder against two npm parsers on the same
// frames, in the same process. `npx tsx bench/decoder.ts` prints the figures;
// `runDecoderBench()` returns them (bench/run.ts).
//
// Data: frames built with our encoder from a realistic record (about 20 IO elements of all
// widths, a VIN in every tenth 8E record) plus the valid PROTOCOLS.md §4 vectors. Each parser
// gets its most favourable input: complete-teltonika-parser takes hex text, which is prepared
// outside the timed loop; teltonika-parser takes a Buffer and decodes Codec 8 only (it has no
// 8E support and decodes Codec 16 with its Codec 8 reader), so it is compared on Codec 8.
import { createRequire } from 'node:module';
import {
  createTeltonikaStream,
  decodeTeltonikaFrame,
  encodeAvlFrame,
  fromHex,
  mapTeltonikaRecord,
  toHex,
  type AvlCodec,
  type IoSize,
  type IoValue,
  type TeltonikaRecord,
} from '@namiar/protocols';
import { TV } from '../packages/protocols/src/teltonika/test-vectors';

const require = createRequire(import.meta.url);

interface CompleteParser {
  ProtocolParser: new (hex: string) => { Content: { AVL_Datas?: unknown[] } | null };
}
type TeltonikaParserCtor = new (buf: Buffer) => { getAvl(): { records?: unknown[]; number_of_data?: number } };

export interface DecoderBenchFigures {
  /** records per second */
  ours: { codec8e: number; codec8: number; codec8eStreamWithMapping: number };
  completeTeltonikaParser: { codec8e: number; codec8: number; recordsTimed: number } | { error: string };
  teltonikaParser: { codec8: number; recordsTimed: number } | { error: string };
  /** ours / theirs, same data */
  ratios: {
    vsCompleteTeltonikaParser8e?: number;
    vsCompleteTeltonikaParser8?: number;
    vsTeltonikaParser8?: number;
  };
  dataset: { frames8e: number; frames8: number; records8e: number; records8: number; bytes8e: number };
  notes: string[];
}

/** Deterministic pseudo-random numbers (mulberry32). */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VIN = new TextEncoder().encode('WVWZZZ1JZXW000001');

function makeRecord(r: () => number, time: number, withVin: boolean): TeltonikaRecord {
  const io = new Map<number, IoValue>();
  const ioSize = new Map<number, IoSize>();
  const put = (id: number, size: IoSize, v: number | bigint) => {
    io.set(id, v);
    ioSize.set(id, size);
  };
  const moving = r() < 0.7;
  const speed = moving ? Math.floor(20 + r() * 100) : 0;
  // 8 x 1 byte
  put(239, 1, 1);
  put(240, 1, moving ? 1 : 0);
  put(80, 1, 1);
  put(21, 1, Math.floor(r() * 6));
  put(200, 1, 0);
  put(69, 1, 1);
  put(1, 1, r() < 0.5 ? 1 : 0);
  put(179, 1, 0);
  // 7 x 2 bytes
  put(181, 2, Math.floor(5 + r() * 20));
  put(182, 2, Math.floor(5 + r() * 15));
  put(66, 2, Math.floor(12000 + r() * 16000));
  put(67, 2, Math.floor(3900 + r() * 300));
  put(24, 2, speed);
  put(205, 2, Math.floor(r() * 65535));
  put(206, 2, Math.floor(r() * 65535));
  // 3 x 4 bytes
  put(16, 4, Math.floor(r() * 500_000_000));
  put(241, 4, 26001);
  put(199, 4, Math.floor(r() * 100_000));
  // 2 x 8 bytes
  put(78, 8, 0x0100001234567801n);
  put(11, 8, 8948000000000000n);
  if (withVin) io.set(256, VIN);
  return {
    time,
    priority: 0,
    lon: Math.round((14 + r() * 10) * 1e7) / 1e7,
    lat: Math.round((49 + r() * 5) * 1e7) / 1e7,
    altitude: Math.floor(r() * 600),
    angle: Math.floor(r() * 360),
    satellites: Math.floor(4 + r() * 14),
    speed,
    eventIoId: 0,
    io,
    ioSize,
  };
}

function buildFrames(codec: AvlCodec, frames: number, perFrame: number, seed: number): Uint8Array[] {
  const r = rng(seed);
  const out: Uint8Array[] = [];
  let t = Date.UTC(2025, 0, 1);
  for (let f = 0; f < frames; f++) {
    const recs: TeltonikaRecord[] = [];
    for (let i = 0; i < perFrame; i++) {
      t += 10_000;
      const rec = makeRecord(r, t, codec === 0x8e && (f * perFrame + i) % 10 === 0);
      recs.push(rec);
    }
    out.push(encodeAvlFrame(codec, recs));
  }
  return out;
}

function vectorFrames(codecs: number[]): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (const hex of Object.values(TV)) {
    const bytes = fromHex(hex);
    if (bytes.length < 12 || bytes[0] !== 0) continue; // IMEI / UDP vectors
    const m = decodeTeltonikaFrame(bytes);
    if (m.kind === 'avl' && codecs.includes(m.codec)) out.push(bytes);
  }
  return out;
}

function recordCounts(frames: Uint8Array[]): number[] {
  return frames.map((f) => {
    const m = decodeTeltonikaFrame(f);
    if (m.kind !== 'avl') throw new Error('bench data: bad frame');
    return m.records.length;
  });
}

/** `copies` copies of the vectors spread evenly through the generated frames. */
function interleave(generated: Uint8Array[], vectors: Uint8Array[], copies: number): Uint8Array[] {
  const extra = Array.from({ length: copies }, () => vectors).flat();
  const out: Uint8Array[] = [];
  const step = generated.length / Math.max(1, extra.length);
  let k = 0;
  generated.forEach((f, i) => {
    out.push(f);
    while (k < extra.length && k * step <= i) out.push(extra[k++]);
  });
  while (k < extra.length) out.push(extra[k++]);
  return out;
}

type Pass = () => { records: number; ms: number };

/** A full pass over a data set; checks the record count. */
function fullPass(records: number, decodeAll: () => number): Pass {
  return () => {
    const t0 = performance.now();
    const n = decodeAll();
    const ms = performance.now() - t0;
    if (n !== records) throw new Error(`decoded ${n} records, expected ${records}`);
    return { records: n, ms };
  };
}

/**
 * A pass of a slow parser: frames in order (the vectors are spread through the set, so a
 * prefix is representative) until `budgetMs` has passed. Every frame must give the same record
 * count as ours.
 */
function budgetPass<T>(inputs: T[], counts: number[], budgetMs: number, decodeOne: (input: T) => number): Pass {
  return () => {
    let records = 0;
    const t0 = performance.now();
    for (let i = 0; i < inputs.length; i++) {
      const n = decodeOne(inputs[i]);
      if (n !== counts[i]) throw new Error(`frame ${i}: ${n} records, ours ${counts[i]}`);
      records += n;
      if ((i & 7) === 7 && performance.now() - t0 >= budgetMs) break;
    }
    return { records, ms: performance.now() - t0 };
  };
}

/**
 * Runs every contestant once to warm up, then `runs` rounds in turn (so load on the machine
 * hits all of them alike); keeps each one's best records/s and the records it decoded then.
 */
function rounds(contestants: Map<string, Pass>, runs: number): Map<string, { rate: number; records: number }> {
  const best = new Map<string, { rate: number; records: number }>();
  for (const pass of contestants.values()) pass();
  for (let r = 0; r < runs; r++) {
    for (const [name, pass] of contestants) {
      const { records, ms } = pass();
      const rate = (records / ms) * 1000;
      if (rate > (best.get(name)?.rate ?? 0)) best.set(name, { rate, records });
    }
  }
  return best;
}

/** TCP-sized chunks (1460-byte segments) of all frames, for the stream decoder. */
function chunks(frames: Uint8Array[], size = 1460): Uint8Array[] {
  const total = frames.reduce((n, f) => n + f.length, 0);
  const all = new Uint8Array(total);
  let o = 0;
  for (const f of frames) {
    all.set(f, o);
    o += f.length;
  }
  const out: Uint8Array[] = [];
  for (let i = 0; i < total; i += size) out.push(all.subarray(i, Math.min(total, i + size)));
  return out;
}

function ours(frameChunks: Uint8Array[], map: boolean): number {
  const s = createTeltonikaStream({ expectImei: false, maxFrameBytes: 1 << 20 });
  let n = 0;
  for (const c of frameChunks) {
    for (const m of s.push(c)) {
      if (m.kind !== 'avl') throw new Error(`ours: ${JSON.stringify(m)}`);
      if (map) for (const r of m.records) mapTeltonikaRecord(r);
      n += m.records.length;
    }
  }
  return n;
}

export function runDecoderBench(
  opts: { frames?: number; recordsPerFrame?: number; runs?: number; budgetMs?: number; log?: boolean } = {},
): DecoderBenchFigures {
  const framesN = opts.frames ?? 10_000;
  const perFrame = opts.recordsPerFrame ?? 10;
  const runs = opts.runs ?? 5;
  const budgetMs = opts.budgetMs ?? 1500;
  const log = opts.log ?? false;
  const notes: string[] = [];
  const say = (s: string) => log && console.log(s);

  // Codec 16 (TV-5) is left out of the shared mix: complete-teltonika-parser throws on it
  // ("Repeated id '0'") and teltonika-parser reads it with its Codec 8 reader.
  const vec8e = vectorFrames([0x08, 0x8e]);
  const vec8 = vectorFrames([0x08]);
  const set8e = interleave(buildFrames(0x8e, framesN, perFrame, 1), vec8e, 100);
  const set8 = interleave(buildFrames(0x08, framesN, perFrame, 2), vec8, 100);
  const counts8e = recordCounts(set8e);
  const counts8 = recordCounts(set8);
  const rec8e = counts8e.reduce((a, b) => a + b, 0);
  const rec8 = counts8.reduce((a, b) => a + b, 0);
  const bytes8e = set8e.reduce((n, f) => n + f.length, 0);
  say(
    `dataset: ${set8e.length} Codec 8E/8 frames (${rec8e} records, ${(bytes8e / 1e6).toFixed(1)} MB, ` +
      `${vec8e.length} PROTOCOLS.md vectors x100 included); ${set8.length} Codec 8 frames (${rec8} records)`,
  );

  const chunks8e = chunks(set8e);
  const chunks8 = chunks(set8);
  const contestants = new Map<string, Pass>([
    ['ours8e', fullPass(rec8e, () => ours(chunks8e, false))],
    ['ours8', fullPass(rec8, () => ours(chunks8, false))],
    ['ours8eMapped', fullPass(rec8e, () => ours(chunks8e, true))],
  ]);
  const failed: Record<string, string> = {};

  // complete-teltonika-parser: hex text in (prepared outside the timing), CRC checked, 8/8E.
  try {
    const { ProtocolParser } = require('complete-teltonika-parser') as CompleteParser;
    const hex8e = set8e.map((f) => toHex(f));
    const hex8 = set8.map((f) => toHex(f));
    const one = (h: string) => new ProtocolParser(h).Content?.AVL_Datas?.length ?? 0;
    // spot check: same IO value as ours on the first generated frame
    const first = new ProtocolParser(hex8e[0]).Content as unknown as {
      AVL_Datas: { IOelement: { Elements: Record<string, unknown> } }[];
    };
    const mine = decodeTeltonikaFrame(set8e[0]);
    if (mine.kind === 'avl' && Number(first.AVL_Datas[0].IOelement.Elements['66']) !== mine.records[0].io.get(66)) {
      notes.push('complete-teltonika-parser disagrees with ours on IO 66 of the first frame');
    }
    contestants.set('complete8e', budgetPass(hex8e, counts8e, budgetMs, one));
    contestants.set('complete8', budgetPass(hex8, counts8, budgetMs, one));
    notes.push('complete-teltonika-parser gets hex text prepared outside the timed loop (its API takes hex strings)');
  } catch (e) {
    failed.complete = e instanceof Error ? e.message : String(e);
  }

  // teltonika-parser: Buffer in, Codec 8 only (no 8E; Codec 16 would go through its Codec 8 reader).
  try {
    const Parser = require('teltonika-parser') as TeltonikaParserCtor;
    const bufs8 = set8.map((f) => Buffer.from(f));
    contestants.set(
      'tp8',
      budgetPass(bufs8, counts8, budgetMs, (b: Buffer) => new Parser(b).getAvl().records?.length ?? 0),
    );
    notes.push('teltonika-parser cannot decode Codec 8E: compared on Codec 8 only');
  } catch (e) {
    failed.tp = e instanceof Error ? e.message : String(e);
  }

  let best = new Map<string, { rate: number; records: number }>();
  try {
    best = rounds(contestants, runs);
  } catch (e) {
    // a parser that throws on the data is reported, the others are measured without it
    const message = e instanceof Error ? e.message : String(e);
    for (const k of ['complete8e', 'complete8', 'tp8']) contestants.delete(k);
    failed.complete ??= message;
    failed.tp ??= message;
    best = rounds(contestants, runs);
  }
  const rate = (k: string) => best.get(k)?.rate ?? 0;
  notes.push(
    `rounds: every parser in turn, best of ${runs}; ours on full passes, the npm parsers on the first ${budgetMs} ms of frames per pass (vectors spread through the set)`,
  );
  notes.push(
    'Codec 16 (TV-5) is left out of the shared mix: complete-teltonika-parser throws on it, teltonika-parser misreads it',
  );
  const figures: DecoderBenchFigures = {
    ours: { codec8e: rate('ours8e'), codec8: rate('ours8'), codec8eStreamWithMapping: rate('ours8eMapped') },
    completeTeltonikaParser: failed.complete
      ? { error: failed.complete }
      : {
          codec8e: rate('complete8e'),
          codec8: rate('complete8'),
          recordsTimed: (best.get('complete8e')?.records ?? 0) + (best.get('complete8')?.records ?? 0),
        },
    teltonikaParser: failed.tp
      ? { error: failed.tp }
      : { codec8: rate('tp8'), recordsTimed: best.get('tp8')?.records ?? 0 },
    ratios: {},
    dataset: { frames8e: set8e.length, frames8: set8.length, records8e: rec8e, records8: rec8, bytes8e },
    notes,
  };

  const c = figures.completeTeltonikaParser;
  const t = figures.teltonikaParser;
  if (!('error' in c)) {
    figures.ratios.vsCompleteTeltonikaParser8e = figures.ours.codec8e / c.codec8e;
    figures.ratios.vsCompleteTeltonikaParser8 = figures.ours.codec8 / c.codec8;
  }
  if (!('error' in t)) figures.ratios.vsTeltonikaParser8 = figures.ours.codec8 / t.codec8;

  if (log) {
    const f = (x: number) => `${Math.round(x).toLocaleString('en-US')} records/s`;
    const r = (x: number | undefined) => (x === undefined ? 'n/a' : `${x.toFixed(1)}x`);
    console.log('\nTeltonika decoding (best of %d runs)', runs);
    console.log(`  ours, Codec 8E mix (stream, 1460-byte chunks)   ${f(figures.ours.codec8e)}`);
    console.log(`  ours, same + mapTeltonikaRecord -> Position     ${f(figures.ours.codec8eStreamWithMapping)}`);
    console.log(`  ours, Codec 8                                   ${f(figures.ours.codec8)}`);
    if ('error' in c) console.log(`  complete-teltonika-parser: ${c.error}`);
    else {
      console.log(
        `  complete-teltonika-parser, Codec 8E mix         ${f(c.codec8e)}   ours/theirs ${r(figures.ratios.vsCompleteTeltonikaParser8e)}`,
      );
      console.log(
        `  complete-teltonika-parser, Codec 8              ${f(c.codec8)}   ours/theirs ${r(figures.ratios.vsCompleteTeltonikaParser8)}`,
      );
    }
    if ('error' in t) console.log(`  teltonika-parser: ${t.error}`);
    else
      console.log(
        `  teltonika-parser, Codec 8                       ${f(t.codec8)}   ours/theirs ${r(figures.ratios.vsTeltonikaParser8)}`,
      );
    for (const n of notes) console.log(`  note: ${n}`);
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) runDecoderBench({ log: true });
