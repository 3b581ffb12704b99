/**
 * Times in the driving states over a span (docs/reports.md 'Times in states'). The engine's
 * stop (1), halt (2) and drive (3) events follow each other without a gap from a vehicle's first
 * record on (each ends where the next begins), so clipped to a span they partition it: driving +
 * halts + stops = the span's length, from the vehicle's first record (nothing is known before
 * it) to the span's end — for a span reaching the present, to now: a state holds until the next
 * record, as the monitor's 'since when' counts it. Every screen and report takes a state's
 * seconds from here: the route's events table (each row's `dur`), its report and panels, the
 * daily, shift and course reports.
 */

/** Stop ('Postój'), halt ('Zatrzymanie'), drive ('Jazda'). */
const isStateEvent = (eid: number) => eid >= 1 && eid <= 3;

/** A span [from, end) in epoch ms (a range's closing second is included whole: end = to + 1 s). */
export interface ClipSpan {
  from: number;
  end: number;
  /**
   * Where an event still in progress stops: the span's end or now, whichever is earlier — what
   * the vehicle does or where it stands holds until a record says otherwise (a state, a stay in
   * an own point, an input on), as the monitor counts its 'since when'.
   */
  openEnd: number;
}

/**
 * Whole seconds from a to b counted on the clock's second marks, so that the parts of a span
 * add up to the span exactly whatever the milliseconds of its records (a sum of rounded
 * durations would drift by a second here and there).
 */
export function wholeSeconds(a: number, b: number): number {
  return b > a ? Math.floor(b / 1000) - Math.floor(a / 1000) : 0;
}

/** The part of an event [from, to] (to null: in progress) inside the span, as [a, b) in ms. */
export function clipEvent(from: number, to: number | null, span: ClipSpan): { a: number; b: number } {
  const a = Math.max(from, span.from);
  const b = Math.min(to ?? span.openEnd, span.end);
  return { a, b: Math.max(a, b) };
}

/** Seconds of an event inside the span (the events table's 'dur'). */
export function clippedSeconds(from: number, to: number | null, span: ClipSpan): number {
  const { a, b } = clipEvent(from, to, span);
  return wholeSeconds(a, b);
}

/** Seconds driving (rt), halted (ht) and stopped (st). */
export interface StateSeconds {
  rt: number;
  ht: number;
  st: number;
}

/** The states' seconds from events carrying their clipped seconds (other event kinds ignored). */
export function stateSeconds(events: readonly { eid: number; dur: number }[]): StateSeconds {
  let rt = 0;
  let ht = 0;
  let st = 0;
  for (const e of events) {
    if (e.eid === 3) rt += e.dur;
    else if (e.eid === 2) ht += e.dur;
    else if (e.eid === 1) st += e.dur;
  }
  return { rt, ht, st };
}

/**
 * The states' seconds inside [a, b) of events given by their clipped start and seconds (the
 * route answer's rows: `fdtValue`, `dur`): what the route viewer's panel shows for the stretch
 * between two points; over the whole route it equals the report's.
 */
export function stateSecondsWithin(
  events: readonly { eid: number; fdtValue: number; dur: number }[],
  a: number,
  b: number,
): StateSeconds {
  const out = { rt: 0, ht: 0, st: 0 };
  for (const e of events) {
    if (!isStateEvent(e.eid)) continue;
    const from = Math.floor(e.fdtValue / 1000);
    const to = from + e.dur;
    const lo = Math.max(from, Math.floor(a / 1000));
    const hi = Math.min(to, Math.floor(b / 1000));
    if (hi <= lo) continue;
    if (e.eid === 3) out.rt += hi - lo;
    else if (e.eid === 2) out.ht += hi - lo;
    else out.st += hi - lo;
  }
  return out;
}
