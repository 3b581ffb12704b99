import { clockValues, monitBaseJson, round, type MonitEnv, type MonitSource } from './monit-record';

/**
 * The record parts a poll writes most, as UTF-8 bytes without the strings in between: the base
 * part of every vehicle that moved (a third of a 5,000 fleet) and the clock part of every
 * vehicle. Built as text, each base part was ~60 joined pieces (≈2.7 KB of short-lived strings
 * for ~700 bytes of answer, 4.5 MB a poll) and then encoded; the young-generation collections
 * that garbage caused landed inside the polls. The text functions in monit-record.ts stay the
 * definition: monit-record.test.ts holds these bytes to them.
 */

/** Where base parts are written before being copied out at their size (one per process: synchronous). */
const scratch = Buffer.allocUnsafeSlow(64 * 1024);
let at = 0;

/** Any text; ASCII (nearly all of it) byte by byte, anything else by the UTF-8 encoder. */
function text(t: string): void {
  const start = at;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c >= 0x80) {
      at = start + scratch.write(t, start, 'utf8');
      return;
    }
    scratch[at++] = c;
  }
}

/** An integer as JSON digits at `pos` of `out`; returns the position after it. */
export function writeInt(out: Buffer, pos: number, v: number): number {
  // Anything but a safe integer keeps String's text (exponents, fractions).
  if (!Number.isSafeInteger(v)) return pos + out.write(String(v), pos, 'latin1');
  if (v < 0) {
    out[pos++] = 0x2d; // '-'
    v = -v;
  }
  let digits = 1;
  for (let x = v; x >= 10; x = Math.floor(x / 10)) digits++;
  for (let i = pos + digits - 1; i >= pos; i--) {
    out[i] = 0x30 + (v % 10);
    v = Math.floor(v / 10);
  }
  return pos + digits;
}

/** monit-record's `n`: a number (or whatever the live state holds there) as String gives it. */
function num(v: number | null): void {
  if (v === null) text('null');
  else if (typeof v === 'number' && Number.isSafeInteger(v)) at = writeInt(scratch, at, v);
  else text(String(v));
}
/** monit-record's `s`: a JSON string or null. */
const str = (v: string | null) => (v === null ? text('null') : text(JSON.stringify(v)));
const rnd = (v: number | null | undefined, digits: number) => num(round(v, digits));

/** Longest text a JSON string of `v` can take in UTF-8 (6 bytes a character: \uXXXX). */
const room = (v: string | null) => (v === null ? 4 : v.length * 6 + 2);

/** monitBaseJson as UTF-8 bytes (a new buffer of its size). */
export function monitBaseBytes(src: MonitSource, env: Omit<MonitEnv, 'now'>): Buffer {
  const l = src.live;
  const d1 = l?.d1 ?? null;
  const d2 = l?.d2 ?? null;
  const n1 = d1 === null ? null : (env.driverName(d1, l?.dt ?? null) ?? d1);
  const n2 = d2 === null ? null : (env.driverName(d2, l?.dt ?? null) ?? d2);
  const strings = [src.regno, src.phone, src.iconColor, d1, d2, n1, n2];
  // Numbers and member names take < 2 KB; a record with huge texts is written as text instead.
  if (strings.reduce((sum, v) => sum + room(v), 2048) > scratch.length) {
    return Buffer.from(monitBaseJson(src, env), 'utf8');
  }
  at = 0;
  text(`{"id":`);
  num(src.id);
  text(`,"regno":`);
  str(src.regno);
  if (!l) {
    text(`,"dt":null,"lat":null,"lon":null,"key":0,"v":0,"th":null,"r":null,"f":null,"t":null,"vtp":`);
    num(src.vtp);
    text(
      `,"ant":0,"g":null,"gps":0,"pow":0,"al":null,"al_a":0,"alp":null,"ckm":null` +
        `,"cmth":null,"e1":null,"e2":null,"azh":0,"d1":null,"d2":null,"d1p":null,"d2p":null`,
    );
  } else {
    text(`,"dt":`);
    str(l.dt === null ? null : env.format(l.dt));
    text(`,"lat":`);
    num(l.lat ?? null);
    text(`,"lon":`);
    num(l.lon ?? null);
    text(l.key ? `,"key":1,"v":` : `,"key":0,"v":`);
    num(round(l.v, 1) ?? 0);
    text(`,"th":`);
    rnd(l.th, 1);
    text(`,"r":`);
    rnd(l.r, 0);
    text(`,"f":`);
    rnd(l.f, 1);
    text(`,"t":`);
    rnd(l.t, 2);
    text(`,"vtp":`);
    num(src.vtp);
    text(`,"ant":`);
    num(l.ant ?? 0);
    text(`,"g":`);
    num(l.g ?? null);
    text(l.gps ? `,"gps":1` : `,"gps":0`);
    text(l.pow ? `,"pow":1,"al":` : `,"pow":0,"al":`);
    rnd(l.al, 2);
    text(l.al_a ? `,"al_a":1,"alp":` : `,"al_a":0,"alp":`);
    rnd(l.alp, 0);
    text(`,"ckm":`);
    num(Math.round(l.ckm));
    text(`,"cmth":`);
    num(Math.round(l.cmth));
    text(`,"e1":`);
    rnd(l.e1, 3);
    text(`,"e2":`);
    rnd(l.e2, 3);
    text(`,"azh":`);
    num(Math.round(l.azh ?? 0));
    text(`,"d1":`);
    str(n1);
    text(`,"d2":`);
    str(n2);
    text(`,"d1p":`);
    str(d1);
    text(`,"d2p":`);
    str(d2);
  }
  text(`,"bp":`);
  str(src.phone);
  if (l) {
    text(`,"tpc":`);
    rnd(l.tpc, 3);
    text(`,"tv":`);
    rnd(l.tv, 1);
    text(`,"tpm":`);
    rnd(l.tpm, 1);
  } else text(`,"tpc":null,"tv":null,"tpm":null`);
  text(`,"icon_id":`);
  num(src.iconId);
  text(`,"vehicle_icon_color":`);
  str(src.iconColor);
  return Buffer.from(scratch.subarray(0, at));
}

const AGE = Buffer.from(',"age":');
const NULL = Buffer.from('null');
const LET = Buffer.from(',"let":');
const OLD = Buffer.from(',"oldPointDate":');

/**
 * monitClockJson's bytes written straight into the answer at `pos`, returning the position
 * after them: this part is written for every vehicle on every poll, and its 5,000 strings (and
 * their encoding) were a measurable share of the call. The test holds both to the same text.
 */
export function writeClockJson(src: MonitSource, env: MonitEnv, out: Buffer, pos: number): number {
  const c = clockValues(src, env.now);
  out.set(AGE, pos);
  pos += AGE.length;
  if (c.age === null) {
    out.set(NULL, pos);
    pos += NULL.length;
  } else pos = writeInt(out, pos, c.age);
  out.set(LET, pos);
  pos = writeInt(out, pos + LET.length, c.let);
  out.set(OLD, pos);
  pos = writeInt(out, pos + OLD.length, c.oldPointDate);
  out[pos++] = 0x7d; // '}'
  return pos;
}
